import type { I18n } from '@lingui/core';
import { bus, orgTypeOf, toast, type DispatchInstruction, type DomainEvent, type Toast } from 'shared-session';

/** The instruction fields the toasts show (event data: the instruction as dispatch/v1/instructions/ answers it). */
type InstructionSummary = Partial<
  Pick<DispatchInstruction, 'id' | 'competition_name' | 'window_name' | 'flex_provider_name' | 'quantity' | 'unit' | 'start' | 'response_deadline'>
>;

function instructionOf(event: DomainEvent): InstructionSummary {
  const value = event.data.instruction;
  return value && typeof value === 'object' ? (value as InstructionSummary) : {};
}

function when(i18n: I18n, iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return i18n.date(date, { dateStyle: 'medium', timeStyle: 'short', timeZone: bus.region$.value.timezone });
}

/**
 * The toast for a live dispatch or invoice event, or null where the user needs none: providers hear
 * of new, stopped and expired instructions; operators of responses and expiries (they create and
 * stop instructions themselves); both sides of an invoice, credit note or supplementary invoice issued;
 * operators of unavailability a provider declared during an obligation's delivery times.
 */
export function toastFor(event: DomainEvent, orgType: 'flexprovider' | 'systemoperator' | 'user', i18n: I18n): Toast | null {
  const instruction = instructionOf(event);
  const values = {
    id: instruction.id ?? '',
    competition: instruction.competition_name ?? '',
    window: instruction.window_name ?? '',
    provider: instruction.flex_provider_name ?? '',
    quantity: instruction.quantity ?? '',
    unit: instruction.unit ?? '',
    start: when(i18n, instruction.start),
    deadline: when(i18n, instruction.response_deadline),
  };
  const provider = orgType === 'flexprovider';
  const operator = orgType === 'systemoperator';
  switch (event.type) {
    case 'dispatch.instruction.created':
      if (!provider) return null;
      return {
        kind: 'info',
        title: i18n._({ id: 'events.dispatch.created.title', message: 'New dispatch instruction' }),
        text: i18n._({
          id: 'events.dispatch.created.text',
          message: '{competition}, {window}: {quantity} {unit} from {start}. Respond by {deadline}.',
          values,
        }),
      };
    case 'dispatch.instruction.responded': {
      if (!operator) return null;
      const accepted = event.data.response === 'accepted';
      return {
        kind: accepted ? 'success' : 'warning',
        title: accepted
          ? i18n._({ id: 'events.dispatch.accepted.title', message: 'Dispatch instruction accepted' })
          : i18n._({ id: 'events.dispatch.rejected.title', message: 'Dispatch instruction rejected' }),
        text: accepted
          ? i18n._({ id: 'events.dispatch.accepted.text', message: '{provider} accepted instruction {id} ({competition}, {quantity} {unit} from {start}).', values })
          : i18n._({ id: 'events.dispatch.rejected.text', message: '{provider} rejected instruction {id} ({competition}, {quantity} {unit} from {start}).', values }),
      };
    }
    case 'dispatch.instruction.stopped':
      if (!provider) return null;
      return {
        kind: 'warning',
        title: i18n._({ id: 'events.dispatch.stopped.title', message: 'Dispatch instruction stopped' }),
        text: i18n._({ id: 'events.dispatch.stopped.text', message: 'Instruction {id} ({competition}, {quantity} {unit} from {start}) has been stopped: do not deliver it.', values }),
      };
    case 'dispatch.instruction.expired':
      if (!provider && !operator) return null;
      return {
        kind: 'warning',
        title: i18n._({ id: 'events.dispatch.expired.title', message: 'Dispatch instruction expired' }),
        text: provider
          ? i18n._({ id: 'events.dispatch.expired.provider', message: 'Instruction {id} ({competition}, {quantity} {unit} from {start}) expired without your response.', values })
          : i18n._({ id: 'events.dispatch.expired.operator', message: '{provider} did not respond to instruction {id} ({competition}, {quantity} {unit} from {start}) in time.', values }),
      };
    case 'invoice.issued':
      return invoiceToast(event, i18n);
    case 'obligation.updated':
      return operator && event.data.change === 'unavailability' ? unavailabilityToast(event, i18n) : null;
    default:
      return null;
  }
}

const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A settlement document issued to or by the user's organisation (both sides hear of it): which, for what, how much, when due. */
function invoiceToast(event: DomainEvent, i18n: I18n): Toast {
  const d = event.data;
  const currency = textOf(d.currency);
  const gross = Number(textOf(d.gross));
  const values = {
    number: textOf(d.number),
    competition: textOf(d.competition_name),
    amount: /^[A-Z]{3}$/.test(currency) && Number.isFinite(gross) ? i18n.number(gross, { style: 'currency', currency }) : textOf(d.gross),
    due: when(i18n, textOf(d.due_at) || undefined),
  };
  const title =
    d.kind === 'credit_note'
      ? i18n._({ id: 'events.invoice.creditNote.title', message: 'Credit note issued' })
      : d.kind === 'supplementary'
        ? i18n._({ id: 'events.invoice.supplementary.title', message: 'Supplementary invoice issued' })
        : i18n._({ id: 'events.invoice.issued.title', message: 'Invoice issued' });
  return { kind: 'info', title, text: i18n._({ id: 'events.invoice.issued.text', message: '{number} for {competition}: {amount}, due {due}. See Settlement → Invoices.', values }) };
}

const recordOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** An operator hears that a provider declared an asset unavailable during an obligation's delivery times: who, which asset, when, how many hours of which obligation. */
function unavailabilityToast(event: DomainEvent, i18n: I18n): Toast {
  const obligation = recordOf(event.data.obligation);
  const record = recordOf(event.data.unavailability);
  const hours = Number(textOf(record.hours_in_windows));
  const values = {
    provider: textOf(obligation.flex_provider_name),
    asset: textOf(record.asset_ref),
    from: when(i18n, textOf(record.unavailable_from) || undefined),
    to: when(i18n, textOf(record.unavailable_to) || undefined),
    hours: Number.isFinite(hours) ? i18n.number(hours, { maximumFractionDigits: 2 }) : '',
    obligation: textOf(obligation.id),
    contract: textOf(obligation.contract_reference),
  };
  return {
    kind: 'warning',
    title: i18n._({ id: 'events.obligation.unavailable.title', message: 'Asset unavailable during an obligation' }),
    text: i18n._({
      id: 'events.obligation.unavailable.text',
      message: '{provider} declared {asset} unavailable from {from} to {to}: {hours} h of obligation {obligation} ({contract}) cannot be delivered.',
      values,
    }),
  };
}

/** Shows a toast for each live dispatch or invoice event (bus.events$) that concerns the user. Returns the function that stops it. */
export function startEventToasts(i18n: I18n): () => void {
  const subscription = bus.events$.subscribe((event) => {
    const shown = toastFor(event, orgTypeOf(bus.session$.value?.claims), i18n);
    if (shown) toast(shown);
  });
  return () => subscription.unsubscribe();
}
