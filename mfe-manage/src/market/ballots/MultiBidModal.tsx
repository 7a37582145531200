import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Trans, useLingui } from '@lingui/react';
import { CurrencyField, DurationField, Modal, TextField } from 'shared-ui';
import { rateLabel, rateUnit } from '../shared/labels';
import { applyToAll, fieldsOf, overwrittenRows, validateMultiBid, type BidRowValues, type BidRules, type MultiBidValues, type BallotWindow } from './model';

export interface MultiBidModalProps {
  open: boolean;
  rules: BidRules;
  currency: string;
  windows: readonly BallotWindow[];
  rows: readonly BidRowValues[];
  onClose: () => void;
  /** The rows with the offer applied. */
  onApply: (rows: BidRowValues[]) => void;
}

type Offer = Partial<MultiBidValues>;

/**
 * Bid details applied to all windows (platform §2.4 multi-bid, workflows §5): capacity, max runtime
 * and the competition's rates. When a value already entered in a window would change, it warns
 * first and overwrites only once confirmed.
 */
export function MultiBidModal({ open, rules, currency, windows, rows, onClose, onApply }: MultiBidModalProps) {
  const { i18n } = useLingui();
  const [pending, setPending] = useState<{ offer: Offer; windows: string[] } | null>(null);
  // What was typed, kept when the warning goes back to the form.
  const [draft, setDraft] = useState<Offer>({});
  const warningRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (pending) warningRef.current?.focus();
  }, [pending]);

  function close() {
    setPending(null);
    setDraft({});
    onClose();
  }

  function apply(offer: Offer) {
    setPending(null);
    setDraft({});
    onApply(applyToAll(rows, offer, rules.rateFields));
  }

  function onSubmit(offer: Offer): SubmissionErrors | undefined {
    setDraft(offer);
    if (fieldsOf(rules.rateFields).every((f) => !offer[f]?.trim())) {
      return { [FORM_ERROR]: i18n._({ id: 'manage.ballots.multi.none', message: 'Enter at least one value to apply.' }) };
    }
    const overwritten = overwrittenRows(rows, offer, rules.rateFields);
    if (overwritten.length) {
      setPending({ offer, windows: overwritten.map((i) => windows[i]?.name ?? '') });
      return undefined;
    }
    apply(offer);
    return undefined;
  }

  return (
    <Modal open={open} onClose={close} title={<Trans id="manage.ballots.multi.title" message="Apply bid details to all windows" />}>
      {pending ? (
        <div className="ballot-multi">
          <p ref={warningRef} tabIndex={-1} role="alert" className="ballot-multi__warning">
            <Trans
              id="manage.ballots.multi.warning"
              message="This overwrites values you already entered in {count, plural, one {# window} other {# windows}}: {windows}."
              values={{ count: pending.windows.length, windows: pending.windows.join(', ') }}
            />
          </p>
          <div className="fx-button-row">
            <button type="button" className="fx-button" onClick={() => setPending(null)}>
              <Trans id="manage.ballots.multi.back" message="Back" />
            </button>
            <button type="button" className="fx-button fx-button--primary" onClick={() => apply(pending.offer)}>
              <Trans id="manage.ballots.multi.overwrite" message="Overwrite" />
            </button>
          </div>
        </div>
      ) : (
        <Form<Offer> onSubmit={onSubmit} initialValues={draft} validate={(v) => validateMultiBid(v, rules) as Record<string, string>}>
          {({ handleSubmit, submitError }) => (
            <form onSubmit={handleSubmit} noValidate className="ballot-multi">
              <p>
                <Trans id="manage.ballots.multi.text" message="Values you enter here are copied to every service window; fields left empty are not changed." />
              </p>
              {submitError ? (
                <p className="competitions-page__error" role="alert">
                  {String(submitError)}
                </p>
              ) : null}
              <TextField name="capacity" label={<Trans id="manage.ballots.field.capacity" message="Capacity" />} suffix={rules.unit} inputMode="decimal" />
              <DurationField name="max_runtime" label={<Trans id="manage.ballots.field.maxRuntime" message="Max runtime" />} placeholder="D HH:MM:SS" />
              {rules.rateFields.map((field) => (
                <CurrencyField key={field} name={field} label={rateLabel(i18n, field)} currency={currency} suffix={rateUnit(field, rules.unit) || undefined} />
              ))}
              <div className="fx-button-row">
                <button type="button" className="fx-button" onClick={close}>
                  <Trans id="manage.ballots.multi.cancel" message="Cancel" />
                </button>
                <button type="submit" className="fx-button fx-button--primary">
                  <Trans id="manage.ballots.multi.apply" message="Apply to all windows" />
                </button>
              </div>
            </form>
          )}
        </Form>
      )}
    </Modal>
  );
}
