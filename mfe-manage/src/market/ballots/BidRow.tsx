import { useState } from 'react';
import { useFormState } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, requestConfirmation, toast, type Bid } from 'shared-session';
import { CurrencyField, DurationField, TextField, useFormat } from 'shared-ui';
import { formatTimeRange } from '../../common/competitions';
import { deleteBid } from '../shared/api';
import { rateLabel, rateUnit } from '../shared/labels';
import { fieldsOf, rowValidity, type BidFormValues, type BidRules, type BallotWindow } from './model';

export interface BidRowProps {
  index: number;
  window: BallotWindow;
  rules: BidRules;
  currency: string;
  /** The ballot's submitted bid in this window, if any. */
  bid: Bid | null;
  onHistory: (bid: Bid) => void;
  onWithdrawn: () => Promise<void>;
}

type RowSubmitErrors = { bids?: Array<Record<string, string> | undefined> } | undefined;

/** One service window's bid: capacity, max runtime and exactly the competition's rates. */
export function BidRow({ index, window: w, rules, currency, bid, onHistory, onWithdrawn }: BidRowProps) {
  const { i18n } = useLingui();
  const { region } = useFormat();
  const name = `bids[${index}]`;
  const { values, submitErrors, submitFailed, touched, dirtySinceLastSubmit } = useFormState<BidFormValues>({
    subscription: { values: true, submitErrors: true, submitFailed: true, touched: true, dirtySinceLastSubmit: true },
  });
  const [withdrawing, setWithdrawing] = useState(false);
  const row = values.bids[index]!;
  const validity = rowValidity(row, rules);
  const rowTouched = fieldsOf(rules.rateFields).some((f) => touched?.[`${name}.${f}`]);
  const serverError = dirtySinceLastSubmit ? undefined : (submitErrors as RowSubmitErrors)?.bids?.[index]?.service_window;
  const invalid = (validity === 'invalid' && (rowTouched || submitFailed)) || Boolean(serverError);
  const legendId = `ballot-window-${w.id}`;

  async function withdraw(b: Bid) {
    const ok = await requestConfirmation({
      id: 'bid-withdraw',
      title: i18n._({ id: 'manage.ballots.withdraw.title', message: 'Withdraw your bid for {window}?', values: { window: w.name } }),
      body: i18n._({ id: 'manage.ballots.delete.body', message: 'Deleted bids cannot be recovered.' }),
      confirmLabel: i18n._({ id: 'manage.ballots.withdraw.confirm', message: 'Withdraw bid' }),
      cancelLabel: i18n._({ id: 'manage.ballots.delete.cancel', message: 'Keep it' }),
      tone: 'danger',
    });
    if (!ok) return;
    setWithdrawing(true);
    try {
      await deleteBid(b.id);
      toast({ kind: 'success', title: i18n._({ id: 'manage.ballots.withdraw.done', message: 'Bid withdrawn' }) });
      await onWithdrawn();
    } catch (error) {
      toast({
        kind: 'error',
        title: i18n._({ id: 'manage.ballots.withdraw.failedTitle', message: 'The bid was not withdrawn' }),
        text: errorMessage(error, i18n._({ id: 'manage.ballots.delete.failed', message: 'Please try again.' })),
      });
    } finally {
      setWithdrawing(false);
    }
  }

  return (
    <fieldset className={invalid ? 'ballot-row is-invalid' : 'ballot-row'} aria-labelledby={legendId} data-validity={validity}>
      <legend id={legendId} className="ballot-row__legend">
        <Trans
          id="manage.ballots.row.legend"
          message="{window} ({times}) · {period}"
          values={{ window: w.name, times: formatTimeRange(w.start_time, w.end_time, region), period: w.period }}
        />
      </legend>
      <div className="ballot-row__status">
        {invalid ? (
          <span className="ballot-badge ballot-badge--invalid">
            <Trans id="manage.ballots.row.invalid" message="Needs correcting" />
          </span>
        ) : null}
        {bid ? (
          <>
            <span className="ballot-badge">
              <Trans id="manage.ballots.row.submitted" message="Submitted, version {version}" values={{ version: bid.version }} />
            </span>
            <button type="button" className="fx-button ballot-row__small" onClick={() => onHistory(bid)}>
              <Trans id="manage.ballots.row.history" message="History" />
              <span className="fx-visually-hidden"> {w.name}</span>
            </button>
            <button type="button" className="fx-button ballot-row__small ballots-danger" disabled={withdrawing} onClick={() => void withdraw(bid)}>
              <Trans id="manage.ballots.row.withdraw" message="Withdraw bid" />
              <span className="fx-visually-hidden"> {w.name}</span>
            </button>
          </>
        ) : validity === 'unset' ? (
          <span className="ballot-row__muted">
            <Trans id="manage.ballots.row.none" message="No bid in this window" />
          </span>
        ) : null}
      </div>
      {serverError ? (
        <p className="fx-field__error ballot-row__error" role="alert">
          {serverError}
        </p>
      ) : null}
      <div className="ballot-row__fields">
        <TextField name={`${name}.capacity`} label={<Trans id="manage.ballots.field.capacity" message="Capacity" />} suffix={rules.unit} inputMode="decimal" />
        <DurationField name={`${name}.max_runtime`} label={<Trans id="manage.ballots.field.maxRuntime" message="Max runtime" />} placeholder="D HH:MM:SS" />
        {rules.rateFields.map((field) => (
          <CurrencyField key={field} name={`${name}.${field}`} label={rateLabel(i18n, field)} currency={currency} suffix={rateUnit(field, rules.unit) || undefined} />
        ))}
      </div>
    </fieldset>
  );
}
