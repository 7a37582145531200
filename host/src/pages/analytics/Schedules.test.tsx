/**
 * @jest-environment ../shared-session/jest.environment.cjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithI18n } from '../../testing/renderShell';
import { messages } from './locales/en-GB/messages';
import { loadCatalog } from 'shared-session';
import { Schedules } from './Schedules';
import type { Schedule, ScheduleCreate, ScheduleService } from './schedules';

loadCatalog({ 'en-GB': messages });

const EXISTING: Schedule = {
  id: 5, report: 'price-benchmarks', frequency: 'monthly', filters: { area: '_P' }, created: '2026-11-01T08:00:00Z', next_send: '2026-12-01', last_sent: null,
};

function fakeService(list: Schedule[] = [EXISTING]) {
  const created: ScheduleCreate[] = [];
  const removed: number[] = [];
  const service: ScheduleService = {
    list: async () => list,
    create: async (body) => {
      created.push(body);
      return { ...body, id: 6, created: '2026-11-28T09:00:00Z', next_send: '2026-11-30', last_sent: null };
    },
    remove: async (id) => {
      removed.push(id);
    },
    unsubscribe: async () => ({ report: 'price-benchmarks', frequency: 'weekly' }),
  };
  return { service, created, removed };
}

describe('Send by e-mail', () => {
  it('schedules the report with the filters shown (dates follow the frequency) and lists it', async () => {
    const { service, created } = fakeService([]);
    renderWithI18n(<Schedules report="procurement-summary" filters={{ from: '2026-01-01', to: '2026-06-30', competition: '41', provider: '9' }} service={service} />);
    expect(await screen.findByText('You have no reports e-mailed to you.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly (on the 1st)' }));
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me this report' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({ report: 'procurement-summary', frequency: 'monthly', filters: { competition: '41', provider: '9' } });
    expect(await screen.findByText('Procurement summary, Monthly (on the 1st): next e-mail 30 Nov 2026')).toBeInTheDocument();
  });

  it('weekly is the first choice; a schedule is stopped by its button', async () => {
    const { service, created, removed } = fakeService();
    renderWithI18n(<Schedules report="price-benchmarks" filters={{}} service={service} />);
    expect(screen.getByRole('radio', { name: 'Weekly (Mondays)' })).toBeChecked();
    const list = (await screen.findByText(/^Price benchmarks, Monthly/)).closest('ul')!;
    fireEvent.click(within(list).getByRole('button', { name: 'Stop Price benchmarks, Monthly (on the 1st)' }));
    await waitFor(() => expect(removed).toEqual([5]));
    await waitFor(() => expect(screen.getByText('You have no reports e-mailed to you.')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me this report' }));
    await waitFor(() => expect(created).toEqual([{ report: 'price-benchmarks', frequency: 'weekly', filters: {} }]));
  });
});
