import { useCallback, useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Trans, useLingui } from '@lingui/react';
import { errorCode, errorMessage, fieldErrorsOf, isApiError, paths, toast, type Ballot, type Bid, type BiddingRules } from 'shared-session';
import { SubmitBlock, type SubmitState } from 'shared-ui';
import type { ProviderCompetition } from '../../common/competitions';
import { BidHistoryModal } from '../shared/BidHistoryModal';
import { submitBallot } from './api';
import { BidRow } from './BidRow';
import { bidRulesOf, formValuesOf, isRowEmpty, offersOf, validateForm, type BallotWindow, type BidFormValues } from './model';
import { MultiBidModal } from './MultiBidModal';
import { mapSubmitErrors } from './submitErrors';
import { SubmittedModal } from './SubmittedModal';

export interface BidFormProps {
  competition: ProviderCompetition;
  windows: readonly BallotWindow[];
  rules: BiddingRules;
  ballot: Ballot;
  /** The ballot's active bids: they fill the rows (amend and re-submit). */
  bids: readonly Bid[];
  /** The bids changed on the server (submitted or withdrawn): load them again. */
  onChanged: () => Promise<void>;
}

const latest = (bids: readonly Bid[]) => bids.reduce<string | null>((max, b) => (max === null || b.submitted > max ? b.submitted : max), null);

/**
 * The ballot's bids while bidding is open: one row per service window, validated as the server
 * does; rows left empty are not submitted; the server's per-offer errors come back on their rows
 * and a conflict (409) as an error notification.
 */
export function BidForm({ competition, windows, rules, ballot, bids, onChanged }: BidFormProps) {
  const { i18n } = useLingui();
  const bidRules = useMemo(() => bidRulesOf(rules, ballot), [rules, ballot]);
  const initialValues = useMemo(() => formValuesOf(windows, [...bids]), [windows, bids]);
  const bidByWindow = useMemo(() => new Map(bids.map((b) => [b.service_window, b])), [bids]);
  const validate = useCallback((values: BidFormValues) => validateForm(values, bidRules) as Record<string, unknown>, [bidRules]);
  const [multiOpen, setMultiOpen] = useState(false);
  const [submittedOpen, setSubmittedOpen] = useState(false);
  const [history, setHistory] = useState<Bid | null>(null);
  /** The last submission was refused for want of entry: the error offers the way to confirm it. */
  const [entryNeeded, setEntryNeeded] = useState(false);

  async function onSubmit(values: BidFormValues): Promise<SubmissionErrors | undefined> {
    const { offers, rowIndexes } = offersOf(values.bids, rules.rate_fields);
    if (offers.length === 0) {
      return { [FORM_ERROR]: i18n._({ id: 'manage.ballots.submit.none', message: 'Enter a bid for at least one service window.' }) };
    }
    setEntryNeeded(false);
    try {
      await submitBallot(ballot.id, offers);
    } catch (error) {
      setEntryNeeded(errorCode(error) === 'entry_required');
      const fallback = i18n._({ id: 'manage.ballots.submit.failed', message: 'Your bids could not be submitted. Please try again.' });
      if (isApiError(error) && error.status === 400) {
        const mapped = mapSubmitErrors(fieldErrorsOf(error) ?? {}, rowIndexes, values.bids.length);
        const result: SubmissionErrors = { bids: mapped.bids };
        if (mapped.general.length) result[FORM_ERROR] = mapped.general.join(' ');
        return result;
      }
      toast({ kind: 'error', title: i18n._({ id: 'manage.ballots.submit.failedTitle', message: 'Your bids were not submitted' }), text: errorMessage(error, fallback) });
      return { [FORM_ERROR]: errorMessage(error, fallback) };
    }
    setSubmittedOpen(true);
    void onChanged();
    return undefined;
  }

  return (
    <Form<BidFormValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, form, values, submitting, pristine, submitError, submitFailed, hasValidationErrors, hasSubmitErrors }) => {
        const filled = values.bids.some((row) => !isRowEmpty(row, rules.rate_fields));
        const state: SubmitState = submitting ? 'submitting' : pristine && bids.length > 0 ? 'submitted' : 'default';
        return (
          <>
            <form onSubmit={handleSubmit} noValidate className="ballot-form" aria-labelledby="ballot-bids-title">
              <div className="ballot-form__head">
                <h2 id="ballot-bids-title">
                  <Trans id="manage.ballots.bidsTitle" message="Your bid for each service window" />
                </h2>
                <button type="button" className="fx-button" onClick={() => setMultiOpen(true)}>
                  <Trans id="manage.ballots.multi.open" message="Apply to all windows" />
                </button>
              </div>
              <p className="ballot-form__hint">
                <Trans
                  id="manage.ballots.formHint"
                  message="Leave a window empty to not bid in it. Max runtime is written D HH:MM:SS (days optional), e.g. 0 02:30:00."
                />
              </p>
              {submitFailed && (hasValidationErrors || hasSubmitErrors) && !submitError ? (
                <p className="competitions-page__error" role="alert">
                  <Trans id="manage.ballots.submit.invalid" message="Some bids need correcting: see the windows marked below." />
                </p>
              ) : null}
              {submitError ? (
                <p className="competitions-page__error" role="alert">
                  {String(submitError)}
                  {entryNeeded ? (
                    <>
                      {' '}
                      <Link to={paths.competitionOnMap(competition.id)}>
                        <Trans id="manage.ballots.select.toEntry" message="Confirm entry" />
                      </Link>
                    </>
                  ) : null}
                </p>
              ) : null}
              {windows.map((w, index) => (
                <BidRow
                  key={w.id}
                  index={index}
                  window={w}
                  rules={bidRules}
                  currency={rules.currency}
                  bid={bidByWindow.get(w.id) ?? null}
                  onHistory={setHistory}
                  onWithdrawn={onChanged}
                />
              ))}
              <SubmitBlock
                state={state}
                canSubmit={filled}
                notAllowedReason={<Trans id="manage.ballots.submit.empty" message="Enter a bid for at least one service window to submit." />}
                submitLabel={
                  bids.length > 0 ? <Trans id="manage.ballots.submit.resubmit" message="Re-submit bids" /> : <Trans id="manage.ballots.submit.button" message="Submit bids" />
                }
                submittedAt={pristine ? latest(bids) : null}
                onSubmit={() => void form.submit()}
              />
            </form>
            <MultiBidModal
              open={multiOpen}
              rules={bidRules}
              currency={rules.currency}
              windows={windows}
              rows={values.bids}
              onClose={() => setMultiOpen(false)}
              onApply={(rows) => {
                form.change('bids', rows);
                setMultiOpen(false);
              }}
            />
            <SubmittedModal open={submittedOpen} competitionId={competition.id} onClose={() => setSubmittedOpen(false)} />
            <BidHistoryModal bid={history} currency={rules.currency} unit={rules.unit} onClose={() => setHistory(null)} />
          </>
        );
      }}
    </Form>
  );
}
