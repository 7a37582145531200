import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { bus } from 'shared-session';
import { formatCapacity, Modal, useBusValue, zonedEntry, zoneNote, type FormatRegion } from 'shared-ui';
import { createInstructions } from './api';
import { defaultValues, toInstructions, unitOfBids, validate, type CreateField, type CreateValues, type DispatchBid } from './createForm';
import type { DispatchInstruction } from './types';
import { useAction } from './useAction';

export interface CreateDispatchModalProps {
  bids: readonly DispatchBid[];
  onClose: () => void;
  onDone: (created: DispatchInstruction[]) => void;
}

function Field({ id, label, error, hint, children }: { id: string; label: ReactNode; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className={['fx-field', error ? 'has-error' : null].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="fx-field__label">
        {label}
      </label>
      <div className="fx-field__control">{children}</div>
      {hint ? (
        <p id={`${id}-hint`} className="fx-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="fx-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The bids the instructions are for, one line each: provider, competition, window, assets, accepted capacity. */
function BidList({ bids, region }: { bids: readonly DispatchBid[]; region: FormatRegion }) {
  return (
    <>
      <p>
        <Trans id="operations.create.intro" message="One instruction for each of these accepted bids:" />
      </p>
      <ul className="dispatch-bid-list">
        {bids.map((b) => (
          <li key={b.id}>
            <Trans
              id="operations.create.bid"
              message="Bid {id}: {provider}, {competition} – {window}, assets {assets}, {capacity} accepted"
              values={{ id: b.id, provider: b.flex_provider_name, competition: b.competition_name, window: b.window_name, assets: b.asset_refs.join(', '), capacity: formatCapacity(b.capacity, b.unit, region) ?? '—' }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/** When to send: now, or at a time chosen in the "Send at" field. */
function SendChoice({ value, onChange }: { value: CreateValues['send']; onChange: (send: CreateValues['send']) => void }) {
  return (
    <fieldset className="dispatch-choice">
      <legend>
        <Trans id="operations.create.when" message="When to send" />
      </legend>
      <label>
        <input type="radio" name="dispatch-send" value="now" checked={value === 'now'} onChange={() => onChange('now')} />{' '}
        <Trans id="operations.create.now" message="Send now" />
      </label>
      <label>
        <input type="radio" name="dispatch-send" value="later" checked={value === 'later'} onChange={() => onChange('later')} />{' '}
        <Trans id="operations.create.later" message="Schedule for later" />
      </label>
    </fieldset>
  );
}

/**
 * Create dispatch instructions (platform §2.4): one per selected accepted bid, with the same start,
 * end, quantity (in the competition's unit, MW or MVAr) and response deadline; sent now or at a
 * chosen time.
 */
export function CreateDispatchModal({ bids, onClose, onDone }: CreateDispatchModalProps) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const [values, setValues] = useState<CreateValues>(() => defaultValues(bids, region.timezone));
  const [checked, setChecked] = useState(false);
  const { busy, error, run } = useAction();
  const errors = validate(values, bids, region.timezone);
  // Errors show once sending was tried; a time the zone's clocks skip is named at once.
  const inGap = (field: CreateField) => field !== 'quantity' && zonedEntry(values[field], region.timezone, region).state === 'gap';
  const shown = (field: CreateField) => ((checked || inGap(field)) && errors[field] ? i18n._(errors[field]) : undefined);
  const set = <K extends keyof CreateValues>(key: K) => (value: CreateValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const described = (id: string, field?: CreateField, hint = false) =>
    [hint ? `${id}-hint` : null, field && shown(field) ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  const close = () => {
    if (!busy) onClose();
  };
  const submit = () => {
    setChecked(true);
    if (Object.keys(errors).length > 0) return;
    void run(
      () => createInstructions(toInstructions(values, bids, region.timezone)),
      i18n._({ id: 'operations.create.failed', message: 'The instructions could not be created. Please try again.' }),
      onDone,
    );
  };
  const zone = region.timezone;
  const unit = unitOfBids(bids);

  const input = (id: string, field: CreateField, type: string, extra: Record<string, unknown> = {}) => (
    <input
      id={id}
      className="fx-input"
      type={type}
      value={values[field]}
      onChange={(e) => set(field)(e.target.value)}
      aria-invalid={shown(field) ? true : undefined}
      aria-describedby={described(id, field, type === 'datetime-local')}
      required
      {...extra}
    />
  );
  // Beside each date-time: the zone it is read in and, once it is a time, the UTC instant with
  // the offset used (and which occurrence, when the clocks go back and the time occurs twice).
  const zoneHint = (field: CreateField) => {
    const entry = zonedEntry(values[field], zone, region);
    return (
      <>
        {i18n._(zoneNote(zone, region))}.{entry.state === 'ok' ? ` ${i18n._(entry.note)}` : null}
      </>
    );
  };

  return (
    <Modal
      open
      onClose={close}
      size="large"
      title={<Trans id="operations.create.title" message="Create dispatch instructions" />}
      footer={
        <>
          <button type="button" className="fx-button" onClick={close} disabled={busy}>
            <Trans id="operations.create.cancel" message="Cancel" />
          </button>
          <button type="submit" form="dispatch-create-form" className="fx-button fx-button--primary" disabled={busy} aria-busy={busy}>
            {values.send === 'now' ? (
              <Trans id="operations.create.sendNow" message="Send {count, plural, one {instruction} other {# instructions}}" values={{ count: bids.length }} />
            ) : (
              <Trans id="operations.create.schedule" message="Schedule {count, plural, one {instruction} other {# instructions}}" values={{ count: bids.length }} />
            )}
          </button>
        </>
      }
    >
      <form
        id="dispatch-create-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <BidList bids={bids} region={region} />
        <div className="dispatch-form-grid">
          <Field id="dispatch-start" label={<Trans id="operations.create.start" message="Start" />} error={shown('start')} hint={zoneHint('start')}>
            {input('dispatch-start', 'start', 'datetime-local')}
          </Field>
          <Field id="dispatch-end" label={<Trans id="operations.create.end" message="End" />} error={shown('end')} hint={zoneHint('end')}>
            {input('dispatch-end', 'end', 'datetime-local')}
          </Field>
          <Field
            id="dispatch-quantity"
            label={unit ? <Trans id="operations.create.quantityIn" message="Quantity ({unit})" values={{ unit }} /> : <Trans id="operations.create.quantity" message="Quantity" />}
            error={shown('quantity')}
          >
            {input('dispatch-quantity', 'quantity', 'text', { inputMode: 'decimal' })}
          </Field>
          <Field id="dispatch-deadline" label={<Trans id="operations.create.deadline" message="Response deadline" />} error={shown('deadline')} hint={zoneHint('deadline')}>
            {input('dispatch-deadline', 'deadline', 'datetime-local')}
          </Field>
          <SendChoice value={values.send} onChange={set('send')} />
          {values.send === 'later' ? (
            <Field id="dispatch-send-at" label={<Trans id="operations.create.sendAt" message="Send at" />} error={shown('sendAt')} hint={zoneHint('sendAt')}>
              {input('dispatch-send-at', 'sendAt', 'datetime-local')}
            </Field>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="dispatch-error">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
