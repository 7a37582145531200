/**
 * @jest-environment ../shared-session/jest.environment.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from 'shared-session';
import { DEFAULT_REGION } from 'shared-session/testing';
import { fakeApi, replying } from '../../testing/api';
import { renderShell } from '../../testing/renderShell';
import type { Schedule } from './schedules';
import { FILTER_OPTIONS, OPERATOR, PROCUREMENT } from './testing';

afterEach(() => {
  act(() => {
    bus.session$.next(null);
    bus.region$.next(DEFAULT_REGION);
  });
});

const EXISTING: Schedule = {
  id: 5, report: 'price-benchmarks', frequency: 'monthly', filters: { area: '_P' }, created: '2026-11-01T08:00:00Z', next_send: '2026-12-01', last_sent: null,
};
const day = (ymd: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${ymd}T00:00:00Z`));

function serve(schedules: Schedule[]) {
  return fakeApi({
    'GET analytics/filters/': FILTER_OPTIONS,
    'GET analytics/reports/procurement-summary/': PROCUREMENT,
    'GET analytics/schedules/': schedules,
    'POST analytics/schedules/': replying((body) => ({ ...(body as object), id: 6, created: '2026-11-28T09:00:00Z', next_send: '2026-12-01', last_sent: null })),
    'DELETE analytics/schedules/5/': new Response(null, { status: 204 }),
  });
}

describe('Send by e-mail', () => {
  it('schedules the report with the filters shown (dates follow the frequency) and lists it', async () => {
    const api = serve([]);
    await renderShell('/analytics/reports/procurement-summary?from=2026-01-01&to=2026-06-30&competition=41&provider=9', { user: OPERATOR });
    const section = (await screen.findByRole('heading', { name: 'Send by e-mail' })).closest('section')!;
    expect(await within(section).findByText('You have no reports e-mailed to you.')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('radio', { name: 'Monthly (on the 1st)' }));
    fireEvent.click(within(section).getByRole('button', { name: 'E-mail me this report' }));
    await waitFor(() => expect(api.bodiesOf('POST analytics/schedules/')).toHaveLength(1));
    expect(api.bodiesOf('POST analytics/schedules/')[0]).toEqual({ report: 'procurement-summary', frequency: 'monthly', filters: { competition: '41', provider: '9' } });
    expect(await within(section).findByText(`Procurement summary, Monthly (on the 1st): next e-mail ${day('2026-12-01')}`)).toBeInTheDocument();
  });

  it('weekly is the first choice; a schedule is stopped by its button', async () => {
    const api = serve([EXISTING]);
    await renderShell('/analytics/reports/procurement-summary', { user: OPERATOR });
    const section = (await screen.findByRole('heading', { name: 'Send by e-mail' })).closest('section')!;
    expect(within(section).getByRole('radio', { name: 'Weekly (Mondays)' })).toBeChecked();
    expect(await within(section).findByText(`Price benchmarks, Monthly (on the 1st): next e-mail ${day(EXISTING.next_send)}`)).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'Stop Price benchmarks, Monthly (on the 1st)' }));
    await waitFor(() => expect(api.routes).toContain('DELETE analytics/schedules/5/'));
    expect(await within(section).findByText('You have no reports e-mailed to you.')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'E-mail me this report' }));
    await waitFor(() => expect(api.bodiesOf('POST analytics/schedules/')).toEqual([{ report: 'procurement-summary', frequency: 'weekly', filters: {} }]));
  });
});
