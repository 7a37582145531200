import { useState } from 'react';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { bus, i18n } from 'shared-session';
import { fill, json, loadCatalogs, serveApi, signInOperator, type RouteAnswer } from '../../competitions/create/testing';
import { McaModal, type McaConfirmed } from './index';
import { dayAheadCompetition, decisionSetFor, EVENING, fixedPriceCompetition, GSPS, windowCompetition } from './testing';
import type { McaCompetition, McaDemandInterval } from './types';

configure({ asyncUtilTimeout: 4000 });
// The machine is shared and busy: these tests type through whole forms.
jest.setTimeout(20_000);

interface RunBody {
  competition: number;
  demand_intervals: McaDemandInterval[];
}

function routes(extra: Record<string, RouteAnswer> = {}): Record<string, RouteAnswer> {
  return {
    'GET mca/gsps/': { competition: 8, gsps: GSPS },
    'GET mca/inputparametersets/': [],
    'POST mca/decisionsets/': (req) => json(decisionSetFor((req.body as RunBody).demand_intervals)),
    'POST mca/decisionsets/confirm/': { parameter_set: 3, decided: 5, unchanged: 1 },
    ...extra,
  };
}

/** A page with a button that opens the modal (so focus has somewhere to return). */
function Harness({ competition, onConfirmed }: { competition: McaCompetition; onConfirmed: (c: McaConfirmed) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Market clearing
      </button>
      <McaModal competition={competition} open={open} onClose={() => setOpen(false)} onConfirmed={onConfirmed} />
    </>
  );
}

async function openModal(competition: McaCompetition, flags: string[] = []) {
  loadCatalogs();
  signInOperator();
  bus.flags$.next(new Set(flags));
  const onConfirmed = jest.fn();
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
  render(
    <I18nProvider i18n={i18n}>
      <Harness competition={competition} onConfirmed={onConfirmed} />
    </I18nProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Market clearing' }));
  const dialog = await screen.findByRole('dialog', { name: `Market clearing: ${competition.name}` });
  await waitFor(() => expect(within(dialog).queryByText('Loading the last market clearing…')).not.toBeInTheDocument());
  return { user, dialog, onConfirmed };
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;

async function enterInterval(user: UserEvent, dialog: HTMLElement, values: Record<string, string>) {
  const labels: Record<string, RegExp> = {
    start_time: /^Start time/,
    end_time: /^End time/,
    max_utilisation_rate: /^Max utilisation rate/,
    required_capacity: /^Required capacity/,
    exclude_gsps: /^Excluded GSPs/,
    start_date: /^Period start date/,
    end_date: /^Period end date/,
  };
  for (const [name, value] of Object.entries(values)) await fill(user, field(dialog, labels[name]!), value);
}

const EVENING_FORM = {
  start_time: '17:00',
  end_time: '19:00',
  max_utilisation_rate: '100',
  required_capacity: '5',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
};

const runButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^(Run market clearing|Add interval and run)$/ });

/** Opens the modal on the day-ahead competition and runs the evening interval: the results step. */
async function runEvening(flags: string[] = []) {
  const opened = await openModal(dayAheadCompetition, flags);
  await within(opened.dialog).findByText(/^GSPs of this competition's bids/);
  await enterInterval(opened.user, opened.dialog, EVENING_FORM);
  await opened.user.click(runButton(opened.dialog));
  await within(opened.dialog).findByRole('table', { name: 'Decisions on bids' });
  return opened;
}
const rowsOf = (dialog: HTMLElement, caption: string) => {
  const table = within(dialog).getByRole('table', { name: caption });
  return within(table).getAllByRole('row').slice(1);
};

afterEach(() => bus.flags$.next(new Set()));

describe('McaModal, day-ahead competitions (add-demand-interval → results)', () => {
  it('enables Run only once the form is complete, with the GSP names checked on blur', async () => {
    serveApi(routes());
    const { user, dialog } = await openModal(dayAheadCompetition);
    expect(within(dialog).getByRole('heading', { name: 'Demand interval' })).toBeInTheDocument();
    expect(await within(dialog).findByText("GSPs of this competition's bids: Norwich Main, Walpole, Bramford")).toBeInTheDocument();
    // Defaults: every day, public holidays ignored.
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      expect(within(dialog).getByRole('checkbox', { name: day })).toBeChecked();
    }
    expect(within(dialog).getByRole('radio', { name: 'Public holidays are like any other day' })).toBeChecked();
    expect(runButton(dialog)).toBeDisabled();

    const { end_date: endDate, ...allButEnd } = EVENING_FORM;
    await enterInterval(user, dialog, allButEnd);
    expect(runButton(dialog)).toBeDisabled();
    await enterInterval(user, dialog, { end_date: endDate });
    expect(runButton(dialog)).toBeEnabled();

    // A start date that does not resolve keeps Run disabled.
    await enterInterval(user, dialog, { start_date: '2026-02-30' });
    expect(runButton(dialog)).toBeDisabled();
    await enterInterval(user, dialog, { start_date: '1/12/2026' });
    expect(field(dialog, /^Period start date/)).toHaveValue('2026-12-01');
    expect(runButton(dialog)).toBeEnabled();

    // An unknown GSP: the message once the field is left, and Run disabled.
    const gspField = field(dialog, /^Excluded GSPs/);
    await user.click(gspField);
    await user.paste('Walpole, Sizewell');
    expect(within(dialog).queryByText('Please use only the GSPs listed below, in a comma separated list')).not.toBeInTheDocument();
    expect(runButton(dialog)).toBeDisabled();
    await act(async () => gspField.blur());
    expect(within(dialog).getByText('Please use only the GSPs listed below, in a comma separated list')).toBeInTheDocument();
    expect(gspField).toHaveAttribute('aria-invalid', 'true');
    await fill(user, gspField, ' walpole , , Bramford ');
    expect(within(dialog).queryByText('Please use only the GSPs listed below, in a comma separated list')).not.toBeInTheDocument();
    expect(runButton(dialog)).toBeEnabled();

    // No service day: Run disabled again.
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await user.click(within(dialog).getByRole('checkbox', { name: day }));
    }
    expect(runButton(dialog)).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }));
    expect(runButton(dialog)).toBeEnabled();
  });

  it('runs a clearing, shows decisions with reasons, and confirms', async () => {
    const api = serveApi(routes());
    const { user, dialog, onConfirmed } = await openModal(dayAheadCompetition);
    await within(dialog).findByText(/^GSPs of this competition's bids/);
    await enterInterval(user, dialog, { ...EVENING_FORM, exclude_gsps: 'Bramford' });
    await user.click(runButton(dialog));

    expect(await within(dialog).findByRole('table', { name: 'Decisions on bids' })).toBeInTheDocument();
    const [run] = api.callsTo('POST', 'mca/decisionsets/');
    // The form's values as the API takes them: the evening interval excluding Bramford.
    const sent: McaDemandInterval = EVENING;
    expect(run?.body).toEqual({ competition: 8, demand_intervals: [sent] });

    // Each bid's decision and the reason in words.
    const byProvider = Object.fromEntries(
      rowsOf(dialog, 'Decisions on bids').map((row) => [within(row).getAllByRole('rowheader')[0]!.textContent, row.textContent]),
    );
    expect(byProvider['Bright Grid']).toMatch(/AcceptedAccepted/);
    expect(byProvider['Solar Co']).toMatch(/RejectedOver the price cap/);
    expect(byProvider['Excluded Ltd']).toMatch(/RejectedExcluded GSP/);
    expect(byProvider['Late Ltd']).toMatch(/RejectedCapacity already met/);
    expect(byProvider['Dawn Energy']).toMatch(/RejectedNot in any demand interval/);
    // Per interval: required against accepted capacity and the clearing price.
    const [intervalRow] = rowsOf(dialog, 'Demand intervals: required and accepted capacity');
    expect(intervalRow).toHaveTextContent('Interval 1, 17:00–19:00');
    expect(intervalRow).toHaveTextContent('£60.00/MWh');
    expect(within(dialog).getByText(/2 of 6 bids accepted over 1 interval/)).toBeInTheDocument();
    // The chart's text alternative.
    expect(within(dialog).getByText(/Interval 1, 17:00–19:00: 5 bids offer 9.5 MW at £30.00\/MWh to £120.00\/MWh/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Confirm decisions' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    const expected = decisionSetFor([]).decisions;
    expect(onConfirmed).toHaveBeenCalledWith({ decisions: expected, demand_intervals: [sent], result: { parameter_set: 3, decided: 5, unchanged: 1 } });
    expect(api.callsTo('POST', 'mca/decisionsets/confirm/')[0]?.body).toEqual({
      competition: 8,
      demand_intervals: [sent],
      decisions: expected.map(({ bid_id, approved }) => ({ bid_id, approved })),
    });
  });

  it('adds a second interval, and Back restores the intervals before it on step one', async () => {
    const api = serveApi(routes());
    const { user, dialog } = await runEvening();

    await user.click(within(dialog).getByRole('button', { name: 'Add another interval' }));
    expect(rowsOf(dialog, 'Demand intervals so far')).toHaveLength(1);
    await enterInterval(user, dialog, { start_time: '07:00', end_time: '09:00' });
    await user.click(runButton(dialog));
    await within(dialog).findByRole('table', { name: 'Decisions on bids' });
    expect((api.callsTo('POST', 'mca/decisionsets/')[1]?.body as RunBody).demand_intervals.map((i) => i.start_time)).toEqual(['07:00', '17:00']);
    expect(rowsOf(dialog, 'Demand intervals: required and accepted capacity')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('heading', { name: 'Add a demand interval' })).toBeInTheDocument();
    const kept = rowsOf(dialog, 'Demand intervals so far');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toHaveTextContent('17:00–19:00');
    // The form keeps what was typed; the restored interval can run again as it is.
    expect(field(dialog, /^Start time/)).toHaveValue('07:00');
    await user.click(within(dialog).getByRole('button', { name: 'Run with these intervals' }));
    await within(dialog).findByRole('table', { name: 'Decisions on bids' });
    expect((api.callsTo('POST', 'mca/decisionsets/')[2]?.body as RunBody).demand_intervals.map((i) => i.start_time)).toEqual(['17:00']);
  });

  it('a failing request brings the previous intervals back and stops the spinner, without a message', async () => {
    let fail = false;
    let release: () => void = () => undefined;
    const api = serveApi(
      routes({
        'POST mca/decisionsets/': async (req) => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return fail ? json({ detail: 'Clearing failed.' }, { status: 500 }) : json(decisionSetFor((req.body as RunBody).demand_intervals));
        },
      }),
    );
    const { user, dialog } = await openModal(dayAheadCompetition);
    await within(dialog).findByText(/^GSPs of this competition's bids/);
    await enterInterval(user, dialog, EVENING_FORM);
    await user.click(runButton(dialog));
    expect(await within(dialog).findByText('Running market clearing…')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', 'mca/decisionsets/')).toHaveLength(1));
    act(() => release());
    await within(dialog).findByRole('table', { name: 'Decisions on bids' });

    await user.click(within(dialog).getByRole('button', { name: 'Add another interval' }));
    fail = true;
    await enterInterval(user, dialog, { start_time: '07:00', end_time: '09:00' });
    await user.click(runButton(dialog));
    expect(await within(dialog).findByText('Running market clearing…')).toBeInTheDocument();
    // While it runs, the list shows the new set.
    expect(rowsOf(dialog, 'Demand intervals so far')).toHaveLength(2);
    await waitFor(() => expect(api.callsTo('POST', 'mca/decisionsets/')).toHaveLength(2));
    act(() => release());

    await waitFor(() => expect(within(dialog).queryByText('Running market clearing…')).not.toBeInTheDocument());
    const rows = rowsOf(dialog, 'Demand intervals so far');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('17:00–19:00');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    // Still on step one, with the form as typed, ready to try again.
    expect(field(dialog, /^Start time/)).toHaveValue('07:00');
    expect(runButton(dialog)).toBeEnabled();
  });

  it("warns of an overlap, replaces without the flag, and with it refuses an overlap it can't trim", async () => {
    const api = serveApi(routes());
    const { user, dialog } = await runEvening(['mca_trim_intervals']);
    await user.click(within(dialog).getByRole('button', { name: 'Add another interval' }));

    // The same evening, weekdays only: it overlaps, and cannot be trimmed around (the weekends would be cut).
    expect(within(dialog).getByText(/This interval overlaps an existing interval\. Adding it trims/)).toBeInTheDocument();
    await enterInterval(user, dialog, { start_time: '18:00', end_time: '18:30' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sunday' }));
    await user.click(runButton(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent("Intervals overlap in a way we didn't consider!");
    expect(api.callsTo('POST', 'mca/decisionsets/')).toHaveLength(1);
    expect(rowsOf(dialog, 'Demand intervals so far')).toHaveLength(1);

    // Every day again: trimmed into the pieces before and after.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sunday' }));
    await user.click(runButton(dialog));
    await within(dialog).findByRole('table', { name: 'Decisions on bids' });
    const sent = (api.callsTo('POST', 'mca/decisionsets/')[1]?.body as RunBody).demand_intervals;
    expect(sent.map((i) => `${i.start_time}-${i.end_time}`)).toEqual(['17:00-18:00', '18:00-18:30', '18:30-19:00']);
  });

  it('without the flag, the new interval replaces the ones it overlaps', async () => {
    const api = serveApi(routes());
    const { user, dialog } = await runEvening();
    await user.click(within(dialog).getByRole('button', { name: 'Add another interval' }));
    await enterInterval(user, dialog, { start_time: '18:00', end_time: '20:00' });
    expect(within(dialog).getByText(/This interval overlaps an existing interval\. Adding it replaces that interval\./)).toBeInTheDocument();
    await user.click(runButton(dialog));
    await within(dialog).findByRole('table', { name: 'Decisions on bids' });
    const sent = (api.callsTo('POST', 'mca/decisionsets/')[1]?.body as RunBody).demand_intervals;
    expect(sent.map((i) => `${i.start_time}-${i.end_time}`)).toEqual(['18:00-20:00']);
  });

  it('shows the server message when confirming fails, and returns focus when closed', async () => {
    serveApi(
      routes({
        'POST mca/decisionsets/confirm/': json({ detail: 'The bids changed since market clearing ran. Run it again.' }, { status: 409 }),
      }),
    );
    const { user, dialog, onConfirmed } = await runEvening();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm decisions' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The bids changed since market clearing ran. Run it again.');
    expect(onConfirmed).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Market clearing' })).toHaveFocus();
  });
});

describe('McaModal, starting from the last confirmed clearing', () => {
  it('day-ahead: lists its intervals, which run as they are or with another added', async () => {
    const morning = { ...EVENING, start_time: '07:00', end_time: '08:00', exclude_gsps: null };
    const api = serveApi(routes({ 'GET mca/inputparametersets/': [{ id: 4, competition: 8, demand_intervals: [EVENING, morning], created: '2026-12-20T10:30:00Z' }] }));
    const { user, dialog } = await openModal(dayAheadCompetition);
    expect(api.callsTo('GET', 'mca/inputparametersets/')[0]?.url.searchParams.get('competition')).toBe('8');
    expect(within(dialog).getByText(/^Starting from the market clearing confirmed on 20 Dec 2026/)).toBeInTheDocument();
    expect(rowsOf(dialog, 'Demand intervals so far').map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['07:00–08:00', '17:00–19:00']);
    await user.click(within(dialog).getByRole('button', { name: 'Run with these intervals' }));
    await within(dialog).findByRole('table', { name: 'Decisions on bids' });
    expect((api.callsTo('POST', 'mca/decisionsets/')[0]?.body as RunBody).demand_intervals).toEqual([morning, EVENING]);
  });

  it('a failure to read it is shown, and the operator starts afresh', async () => {
    serveApi(routes({ 'GET mca/inputparametersets/': json({ detail: 'Database unavailable.' }, { status: 503 }) }));
    const { dialog } = await openModal(dayAheadCompetition);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The last market clearing could not be loaded: Database unavailable.');
    expect(within(dialog).queryByRole('table', { name: 'Demand intervals so far' })).not.toBeInTheDocument();
    expect(runButton(dialog)).toBeDisabled();
  });

  it('service windows: the max prices filled from it', async () => {
    const rates = [
      { ...EVENING, window_id: 11, max_utilisation_rate: 92 },
      { ...EVENING, window_id: 12, max_utilisation_rate: 61 },
    ];
    serveApi(routes({ 'GET mca/inputparametersets/': [{ id: 4, competition: 7, demand_intervals: rates, created: '2026-12-20T10:30:00Z' }] }));
    const { dialog } = await openModal(windowCompetition);
    expect(field(dialog, /^Max price for Evening peak/)).toHaveValue('92');
    expect(field(dialog, /^Max price for Market days/)).toHaveValue('61');
    expect(runButton(dialog)).toBeEnabled();
  });
});

describe('McaModal, other competitions (service-window-intervals → results-simple)', () => {
  it('fixed price: one max utilisation rate for every window, Run enabled only when it is given', async () => {
    const api = serveApi(routes());
    const { user, dialog } = await openModal(fixedPriceCompetition);
    expect(api.callsTo('GET', 'mca/gsps/')).toHaveLength(0);
    expect(rowsOf(dialog, 'Service windows').map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Market days', 'Evening peak']);
    expect(runButton(dialog)).toBeDisabled();
    await fill(user, field(dialog, /^Max utilisation rate/), '75');
    expect(runButton(dialog)).toBeEnabled();
    await user.click(runButton(dialog));

    await within(dialog).findByRole('table', { name: 'Decisions on bids' });
    const sent = (api.callsTo('POST', 'mca/decisionsets/')[0]?.body as RunBody).demand_intervals;
    expect(sent.map((i) => [i.window_id, i.max_utilisation_rate, i.start_time, i.end_time, i.required_capacity])).toEqual([
      [12, 75, '07:00', '09:00', 1.25],
      [11, 75, '16:00', '19:30', 5],
    ]);
    // The simple results: no intervals to add or remove.
    expect(within(dialog).queryByRole('button', { name: 'Add another interval' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    // Back: the windows step with the rate as entered.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(field(dialog, /^Max utilisation rate/)).toHaveValue('75');
  });

  it('a max price per window otherwise', async () => {
    const api = serveApi(routes());
    const { user, dialog } = await openModal(windowCompetition);
    await fill(user, field(dialog, /^Max price for Evening peak/), '90');
    expect(runButton(dialog)).toBeDisabled();
    await fill(user, field(dialog, /^Max price for Market days/), '60.5');
    expect(runButton(dialog)).toBeEnabled();
    await user.click(runButton(dialog));
    await within(dialog).findByRole('table', { name: 'Decisions on bids' });
    const sent = (api.callsTo('POST', 'mca/decisionsets/')[0]?.body as RunBody).demand_intervals;
    expect(sent.map((i) => [i.window_id, i.max_utilisation_rate])).toEqual([
      [12, 60.5],
      [11, 90],
    ]);
  });
});
