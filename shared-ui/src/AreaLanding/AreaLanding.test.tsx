import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderUi } from '../test-utils';
import { AreaLanding } from './AreaLanding';

const sections = [{ heading: 'Listings', links: [{ to: '/exchange/browse', label: 'Browse listings' }] }];

test('keeps the build marker out of the visible page (data attribute and console only)', () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const { container } = renderUi(
    <MemoryRouter>
      <AreaLanding area="exchange" version="7" title="Exchange" sections={sections} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Exchange' })).toBeInTheDocument();
  expect(container).not.toHaveTextContent(/\bv7\b/);
  expect(container.textContent).not.toContain('7');
  expect(container.querySelector('[data-area="exchange"]')).toHaveAttribute('data-version', '7');
  expect(info).toHaveBeenCalledWith('[flex] exchange build 7');
  info.mockRestore();
});

test('an area with no tasks for the user says so and offers the next step', () => {
  renderUi(
    <MemoryRouter>
      <AreaLanding area="manage" title="Manage" sections={[]} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('region', { name: 'Nothing here for your account yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/home');
});

test('an area with tasks lists them and no empty state', () => {
  renderUi(
    <MemoryRouter>
      <AreaLanding area="exchange" title="Exchange" sections={sections} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('navigation', { name: 'Listings' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse listings' })).toHaveAttribute('href', '/exchange/browse');
  expect(screen.queryByRole('region', { name: 'Nothing here for your account yet' })).not.toBeInTheDocument();
});
