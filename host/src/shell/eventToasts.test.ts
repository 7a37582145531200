import { bus, i18n, loadCatalog, type DomainEvent, type Session, type Toast } from 'shared-session';
import { messages } from '../locales/en-GB/messages';
import { startEventToasts, toastFor } from './eventToasts';

const instruction = {
  id: 42,
  competition_name: 'Leeds North',
  window_name: 'Weekday evening',
  flex_provider_name: 'Brightgrid Energy',
  quantity: 1.5,
  unit: 'MW',
  start: '2026-12-01T17:00:00.000Z',
  response_deadline: '2026-12-01T12:00:00.000Z',
};

const event = (type: DomainEvent['type'], extra: Record<string, unknown> = {}): DomainEvent => ({
  id: 1,
  type,
  org_ids: [1, 2],
  data: { instruction, ...extra },
  created: '2026-11-23T01:00:00.000Z',
});

beforeAll(() => {
  loadCatalog({ 'en-GB': messages });
  i18n.activate('en-GB');
});

describe('toastFor', () => {
  it('tells both sides of an issued invoice or credit note: which, for what, how much and when due', () => {
    const issued = (kind: string, gross: string): DomainEvent => ({
      id: 2,
      type: 'invoice.issued',
      org_ids: [1, 2],
      data: { invoice: 7, number: 'CRN-31-000004', kind, competition: 3, competition_name: 'Leeds North', month: '2026-03', currency: 'GBP', gross, due_at: '2026-05-02T09:00:00.000Z' },
      created: '2026-04-02T09:00:00.000Z',
    });
    for (const orgType of ['flexprovider', 'systemoperator'] as const) {
      expect(toastFor(issued('credit_note', '-24.00'), orgType, i18n)).toEqual({
        kind: 'info',
        title: 'Credit note issued',
        text: expect.stringMatching(/^CRN-31-000004 for Leeds North: -£24\.00, due .*2026.*\. See Settlement → Invoices\.$/),
      });
    }
    expect(toastFor(issued('invoice', '170.64'), 'flexprovider', i18n)?.title).toBe('Invoice issued');
    expect(toastFor(issued('supplementary', '10.00'), 'flexprovider', i18n)?.title).toBe('Supplementary invoice issued');
  });

  it('tells providers of a new instruction, with what, how much, when and the response deadline', () => {
    const t = toastFor(event('dispatch.instruction.created'), 'flexprovider', i18n);
    expect(t).toEqual({ kind: 'info', title: 'New dispatch instruction', text: expect.stringContaining('Leeds North, Weekday evening: 1.5 MW from') });
    expect(t?.text).toMatch(/Respond by .*2026/);
    expect(toastFor(event('dispatch.instruction.created'), 'systemoperator', i18n)).toBeNull();
  });

  it('tells operators of a response (accepted or rejected), not providers', () => {
    expect(toastFor(event('dispatch.instruction.responded', { response: 'accepted' }), 'systemoperator', i18n)).toEqual({
      kind: 'success',
      title: 'Dispatch instruction accepted',
      text: expect.stringMatching(/^Brightgrid Energy accepted instruction 42 \(Leeds North, 1\.5 MW from .+\)\.$/),
    });
    expect(toastFor(event('dispatch.instruction.responded', { response: 'rejected' }), 'systemoperator', i18n)).toMatchObject({ kind: 'warning', title: 'Dispatch instruction rejected' });
    expect(toastFor(event('dispatch.instruction.responded', { response: 'accepted' }), 'flexprovider', i18n)).toBeNull();
  });

  it('tells providers of a stop, and both sides of an expiry in their own words', () => {
    expect(toastFor(event('dispatch.instruction.stopped'), 'flexprovider', i18n)).toMatchObject({ kind: 'warning', title: 'Dispatch instruction stopped', text: expect.stringContaining('do not deliver it') });
    expect(toastFor(event('dispatch.instruction.stopped'), 'systemoperator', i18n)).toBeNull();
    expect(toastFor(event('dispatch.instruction.expired'), 'flexprovider', i18n)?.text).toMatch(/expired without your response/);
    expect(toastFor(event('dispatch.instruction.expired'), 'systemoperator', i18n)?.text).toMatch(/^Brightgrid Energy did not respond to instruction 42/);
    expect(toastFor(event('dispatch.instruction.expired'), 'user', i18n)).toBeNull();
  });
});

describe('toastFor obligations', () => {
  it('tells the operator of unavailability declared during an obligation: who, which asset, when and the hours lost', () => {
    const declared: DomainEvent = {
      id: 3,
      type: 'obligation.updated',
      org_ids: [1, 2],
      data: {
        change: 'unavailability',
        obligation: { id: 12, contract_reference: 'CO-7-41', flex_provider_name: 'Brightgrid Energy' },
        unavailability: { asset_ref: 'BAT-001', unavailable_from: '2026-12-01T16:00:00.000Z', unavailable_to: '2026-12-01T18:00:00.000Z', reason: 'Inverter', hours_in_windows: 1.5 },
      },
      created: '2026-11-28T09:00:00.000Z',
    };
    expect(toastFor(declared, 'systemoperator', i18n)).toEqual({
      kind: 'warning',
      title: 'Asset unavailable during an obligation',
      text: expect.stringMatching(/^Brightgrid Energy declared BAT-001 unavailable from .*2026.* to .*2026.*: 1\.5 h of obligation 12 \(CO-7-41\) cannot be delivered\.$/),
    });
    expect(toastFor(declared, 'flexprovider', i18n)).toBeNull();
    expect(toastFor({ ...declared, data: { ...declared.data, change: 'accepted' } }, 'systemoperator', i18n)).toBeNull();
  });
});

describe('startEventToasts', () => {
  it('shows a toast on the bus for each live event that concerns the logged-in user, until stopped', () => {
    const shown: Toast[] = [];
    const sub = bus.toast$.subscribe((t) => shown.push(t));
    bus.session$.next({ token: 't', claims: { user_id: 1, role: { org_type: 'flexprovider' } } } as unknown as Session);
    const stop = startEventToasts(i18n);
    bus.events$.next(event('dispatch.instruction.created'));
    bus.events$.next(event('dispatch.instruction.responded', { response: 'accepted' }));
    expect(shown.map((t) => t.title)).toEqual(['New dispatch instruction']);
    stop();
    bus.events$.next(event('dispatch.instruction.stopped'));
    expect(shown).toHaveLength(1);
    sub.unsubscribe();
    bus.session$.next(null);
  });
});
