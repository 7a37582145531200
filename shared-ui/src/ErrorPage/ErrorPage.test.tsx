import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from 'shared-session';
import { loadSharedUiCatalog } from '../i18n';
import { ErrorPage } from './ErrorPage';

beforeAll(() => loadSharedUiCatalog());

test('shows the spec texts, a link home, and reports the error once', () => {
  const report = jest.fn();
  const error = new Error('boom');
  render(
    <I18nProvider i18n={i18n}>
      <ErrorPage error={error} report={report} />
    </I18nProvider>,
  );
  expect(screen.getByText('Oh no!')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  expect(report).toHaveBeenCalledTimes(1);
  expect(report).toHaveBeenCalledWith(error);
});
