import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { Tabs, type TabItem } from './Tabs';

const TABS: TabItem[] = [
  { id: 'upcoming', label: 'Upcoming', content: 'Upcoming dispatches' },
  { id: 'past', label: 'Past', content: 'Past dispatches' },
  { id: 'archived', label: 'Archived', content: 'Archived dispatches', disabled: true },
  { id: 'schedule', label: 'Schedule', content: 'Dispatch schedule' },
];

test('shows the first tab, selects on click and names the panel by its tab', async () => {
  const onSelect = jest.fn();
  const { user } = renderUi(<Tabs tabs={TABS} label="Dispatches" onSelect={onSelect} />);
  expect(screen.getByRole('tablist', { name: 'Dispatches' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Upcoming' })).toHaveTextContent('Upcoming dispatches');
  await user.click(screen.getByRole('tab', { name: 'Past' }));
  expect(onSelect).toHaveBeenCalledWith('past');
  expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Past dispatches');
});

test('arrow keys, Home and End move and select, skipping disabled tabs', async () => {
  const { user } = renderUi(<Tabs tabs={TABS} label="Dispatches" defaultSelected="past" />);
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Past' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Schedule' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Dispatch schedule');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Home}{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Schedule' })).toHaveFocus();
});

test('an external selection drives the tabs', async () => {
  function Controlled() {
    const [tab, setTab] = useState('past');
    return <Tabs tabs={TABS} label="Dispatches" selected={tab} onSelect={setTab} />;
  }
  const { user } = renderUi(<Controlled />);
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Past dispatches');
  await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Upcoming dispatches');
});

test('an external selection naming no tab throws "Invalid external selection prop"', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Tabs tabs={TABS} label="Dispatches" selected="future" />)).toThrow(
    'Invalid external selection prop',
  );
  jest.restoreAllMocks();
});
