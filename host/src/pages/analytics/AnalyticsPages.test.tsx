/**
 * @jest-environment ../shared-session/jest.environment.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS, bus } from 'shared-session';
import { DEFAULT_REGION, json, type Recorded } from 'shared-session/testing';
import { fakeApi } from '../../testing/api';
import { renderShell } from '../../testing/renderShell';
import { FILTER_OPTIONS, LIST, OPERATOR, PROCUREMENT, SPEND, emptyReport } from './testing';

afterEach(() => {
  act(() => {
    bus.session$.next(null);
    bus.region$.next(DEFAULT_REGION);
  });
});

const REPORT_URL = 'GET analytics/reports/procurement-summary/';
const mw = (n: number) => `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 5 }).format(n)} MW`;
const pct = (n: number) => new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 }).format(n);
const money = (n: number, currency: string) => new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(n);
const month = (ym: string) => new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)) - 1, 1));

function serveReport(report = PROCUREMENT) {
  return fakeApi({ 'GET analytics/filters/': FILTER_OPTIONS, 'GET analytics/schedules/': [], [`GET analytics/reports/${report.report}/`]: report });
}

describe('/analytics/reports', () => {
  it('lists the seven reports with a link each and says which have no data yet', async () => {
    fakeApi({ 'GET analytics/reports/': LIST });
    await renderShell('/analytics/reports', { user: OPERATOR });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics reports' })).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem').filter((li) => li.classList.contains('card'));
    expect(cards).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Procurement summary' })).toHaveAttribute('href', '/analytics/reports/procurement-summary');
    expect(screen.getByRole('link', { name: 'Baseline accuracy' })).toHaveAttribute('href', '/analytics/reports/baseline-accuracy');
    const delivery = screen.getByRole('link', { name: 'Delivery performance' }).closest('li')!;
    expect(await within(delivery).findByText('No data yet: No dispatches yet')).toBeInTheDocument();
    const procurement = screen.getByRole('link', { name: 'Procurement summary' }).closest('li')!;
    expect(within(procurement).queryByText(/No data yet/)).not.toBeInTheDocument();
    // Every report the API says is empty carries the note; the others do not.
    expect(screen.getAllByText(/^No data yet:/)).toHaveLength(LIST.filter((r) => r.empty).length);
  });
});

describe('/analytics/reports/:reportType', () => {
  it('renders a report: figures in the answer’s currency and units, the table, and the chart in words', async () => {
    serveReport();
    await renderShell('/analytics/reports/procurement-summary', { user: OPERATOR });
    expect(await screen.findByRole('heading', { level: 1, name: 'Procurement summary' })).toBeInTheDocument();
    const figures = await screen.findByRole('heading', { name: 'Headline figures' });
    const list = figures.parentElement!.querySelector('dl')!;
    const figure = (label: string) => within(list).getByText(label).nextElementSibling?.textContent;
    expect(figure('Capacity required')).toBe(mw(30));
    expect(figure('Capacity offered')).toBe(mw(37.5));
    expect(figure('Coverage')).toBe(pct(1.25));
    expect(figure('Acceptance rate')).toBe(pct(0.5933));

    const table = screen.getByRole('table', { name: 'Procurement summary: details' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(PROCUREMENT.tables[0]!.rows.length);
    const cells = within(rows[1]!).getAllByRole('cell').map((c) => c.textContent);
    const second = PROCUREMENT.tables[0]!.rows[1]!;
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(String(second.competition));
    expect(cells).toEqual([String(second.window), mw(8), mw(11.5), mw(6.25), pct(1.4375), pct(0.5435), mw(1.75)]);

    // The summary for screen readers, worked out here from the chart's points.
    const plot = screen.getByRole('img', { name: 'Chart: Procurement summary' });
    const points = PROCUREMENT.chart.points;
    const expected = ['Bar chart of Required capacity, Offered capacity and Accepted capacity per Competition, 2 points.'];
    for (const [key, label] of [['required_mw', 'Required capacity'], ['offered_mw', 'Offered capacity'], ['accepted_mw', 'Accepted capacity']] as const) {
      const values = points.map((p) => Number(p[key]));
      const hi = values.indexOf(Math.max(...values));
      const lo = values.indexOf(Math.min(...values));
      const total = values.reduce((a, b) => a + b, 0);
      expected.push(`${label}: highest ${mw(values[hi]!)} (${String(points[hi]!.competition)}), lowest ${mw(values[lo]!)} (${String(points[lo]!.competition)}), total ${mw(total)}.`);
    }
    expect(plot).toHaveAccessibleDescription(expected.join(' '));
  });

  it('shows the ageing and disputes tables after the main one, with captions, money in the report’s currency', async () => {
    serveReport(SPEND);
    await renderShell('/analytics/reports/spend-invoicing', { user: OPERATOR });
    await screen.findByRole('table', { name: 'Spend and invoicing: details' });
    expect(screen.getAllByRole('table').map((t) => t.querySelector('caption')?.textContent)).toEqual(['Spend and invoicing: details', 'Unpaid invoices by age', 'Disputes by status']);
    const main = screen.getByRole('table', { name: 'Spend and invoicing: details' });
    expect(within(main).getByRole('rowheader', { name: month('2026-09') })).toBeInTheDocument();
    expect(within(main).getByText(money(-150, 'GBP'))).toBeInTheDocument();
    const ageing = screen.getByRole('table', { name: 'Unpaid invoices by age' });
    expect(within(ageing).getByText(money(3100, 'GBP'))).toBeInTheDocument();
    // Each table scrolls in its own focusable, labelled region (narrow screens).
    expect(screen.getByRole('region', { name: 'Unpaid invoices by age' })).toHaveAttribute('tabindex', '0');
  });

  it('reads the filters from the URL, sends them, and puts a changed filter back in the URL (back restores it)', async () => {
    const api = serveReport();
    await renderShell('/analytics/reports/procurement-summary?from=2026-01-01&to=2026-06-30&area=_A&provider=x1', { user: OPERATOR });
    await screen.findByRole('table', { name: 'Procurement summary: details' });
    const sent = () => api.callsTo(REPORT_URL).map((c) => Object.fromEntries(c.url.searchParams));
    // An unreadable value (provider=x1) is left out: the server's default applies.
    expect(sent()).toEqual([{ from: '2026-01-01', to: '2026-06-30', area: '_A' }]);
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-06-30');
    const area = screen.getByLabelText('Area (GSP group)');
    await waitFor(() => expect(area).toHaveValue('_A'));

    fireEvent.change(screen.getByLabelText('Competition'), { target: { value: '42' } });
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(new URLSearchParams(window.location.search).get('competition')).toBe('42');
    expect(sent()[1]).toEqual({ from: '2026-01-01', to: '2026-06-30', area: '_A', competition: '42' });

    act(() => window.history.back());
    await waitFor(() => expect(screen.getByLabelText('Competition')).toHaveValue(''));
    expect(new URLSearchParams(window.location.search).get('competition')).toBeNull();
    await waitFor(() => expect(sent()).toHaveLength(3));
    expect(sent()[2]).toEqual({ from: '2026-01-01', to: '2026-06-30', area: '_A' });
  });

  it('shows the dates the server applied when the URL names none; changing one fixes both in the URL', async () => {
    const api = serveReport();
    await renderShell('/analytics/reports/procurement-summary', { user: OPERATOR });
    await screen.findByRole('table', { name: 'Procurement summary: details' });
    expect(api.callsTo(REPORT_URL)[0]!.url.search).toBe('');
    expect(screen.getByLabelText('From')).toHaveValue(PROCUREMENT.filters.from);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(window.location.search).toBe(`?from=${PROCUREMENT.filters.from}&to=2026-03-31`));
  });

  it('downloads the CSV of the current filters with the session’s credentials', async () => {
    const api = fakeApi({
      'GET analytics/filters/': FILTER_OPTIONS,
      [REPORT_URL]: (req: Recorded) => (req.url.searchParams.get('format') === 'csv' ? new Response('competition,window\r\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="procurement.csv"' } }) : json(PROCUREMENT)),
    });
    const created = jest.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    window.localStorage.setItem(STORAGE_KEYS.token, 'stored-token');
    await renderShell('/analytics/reports/procurement-summary?product=sustain_peak', { user: OPERATOR });
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csv = api.callsTo(REPORT_URL).find((c) => c.url.searchParams.get('format') === 'csv')!;
    expect(Object.fromEntries(csv.url.searchParams)).toEqual({ product: 'sustain_peak', format: 'csv' });
    expect(csv.headers.get('authorization')).toBe('Bearer stored-token');
    expect(created).toHaveBeenCalledTimes(1);
    click.mockRestore();
    window.localStorage.removeItem(STORAGE_KEYS.token);
  });

  it.each([
    ['delivery-performance', 'no_dispatches', 'No dispatches yet', /after you send instructions from Operations/, 'Go to Operations', '/operations/systemoperator'],
    ['spend-invoicing', 'no_settlement', 'Nothing settled yet', /settled in Settlement/, 'Go to Settlement', '/settlement/systemoperator'],
    ['exchange-liquidity', 'no_exchange', 'No exchange activity yet', /on the Exchange/, 'Go to the Exchange', '/exchange'],
  ] as const)('%s empty (%s) says so and where to go', async (report, reason, title, text, link, href) => {
    serveReport(emptyReport(report, reason));
    await renderShell(`/analytics/reports/${report}`, { user: OPERATOR });
    const empty = await screen.findByRole('region', { name: title });
    expect(empty).toHaveTextContent(text);
    expect(within(empty).getByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('an empty answer for the filters chosen offers to clear them', async () => {
    const api = serveReport(emptyReport('procurement-summary', 'no_data'));
    await renderShell('/analytics/reports/procurement-summary?competition=41', { user: OPERATOR });
    const empty = await screen.findByRole('region', { name: 'Nothing in these filters' });
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(api.callsTo(REPORT_URL)).toHaveLength(2));
  });

  it('defines the report’s figures on the page', async () => {
    serveReport();
    await renderShell('/analytics/reports/procurement-summary', { user: OPERATOR });
    const heading = await screen.findByRole('heading', { name: 'How the figures are worked out' });
    const definitions = heading.parentElement!.querySelector('dl')!;
    expect(within(definitions).getByText('Coverage').nextElementSibling).toHaveTextContent('Offered ÷ required capacity.');
    expect(within(definitions).getByText('Unmet capacity').nextElementSibling).toHaveTextContent('never below 0 MW');
  });

  it('an unknown report type is the not-found page, asking nothing', async () => {
    const api = fakeApi({});
    await renderShell('/analytics/reports/competition-summary', { user: OPERATOR });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url.pathname.includes('analytics'))).toHaveLength(0);
  });
});
