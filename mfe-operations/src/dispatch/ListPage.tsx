import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus, errorMessage, hasPermissions, PERMISSIONS } from 'shared-session';
import { EmptyState, LoadFailure, useBusValue, useSession } from 'shared-ui';
import { inPeriod, instructionsOf, type Period } from './api';
import { DispatchScreen, dispatchRetry } from './DispatchScreen';
import { HistoryModal } from './HistoryModal';
import { InstructionsTable, type Audience } from './InstructionsTable';
import { canRespond, canStop } from './labels';
import { useInstructions } from './live';
import { RespondModal } from './RespondModal';
import { StopModal } from './StopModal';
import type { DispatchInstruction, DispatchResponseValue } from './types';
import { dispatchPath } from './paths';

const loadUpcoming = () => instructionsOf('upcoming');
const loadPast = () => instructionsOf('past');
const upcoming = (i: DispatchInstruction) => inPeriod(i, 'upcoming');
const past = (i: DispatchInstruction) => inPeriod(i, 'past');

type Open =
  | { kind: 'history'; instruction: DispatchInstruction }
  | { kind: 'stop'; instruction: DispatchInstruction } | { kind: 'respond'; instruction: DispatchInstruction; response: DispatchResponseValue } | null;

/** What the list holds and what the reader may do with it, for this audience and period. */
function ListIntro({ period, audience }: { period: Period; audience: Audience }) {
  if (audience === 'operator') {
    return period === 'upcoming' ? (
      <Trans id="operations.upcoming.operatorIntro" message="Instructions on your competitions that have not ended yet, with the providers' responses as they arrive. Stop one if it is no longer needed." />
    ) : (
      <Trans id="operations.past.operatorIntro" message="Instructions on your competitions that have ended, with each provider's response." />
    );
  }
  return period === 'upcoming' ? (
    <Trans id="operations.upcoming.providerIntro" message="Instructions from grid operators that have not ended yet. Accept or reject each one before its response deadline; your response is final." />
  ) : (
    <Trans id="operations.past.providerIntro" message="Instructions that have ended, with your response to each." />
  );
}

/** The empty list: the operator is pointed to sending instructions; the provider told they arrive live. */
function NoInstructions({ audience }: { audience: Audience }) {
  if (audience === 'operator') {
    return (
      <EmptyState
        headingLevel={3}
        title={<Trans id="operations.empty.operatorTitle" message="No dispatch instructions here" />}
        description={<Trans id="operations.empty.operatorText" message="Send a dispatch instruction for one of your accepted bids; it shows here until it ends." />}
        action={
          <Link className="fx-button fx-button--primary" to={dispatchPath('systemoperator', 'send')}>
            <Trans id="operations.empty.operatorAction" message="Send dispatch instructions" />
          </Link>
        }
      />
    );
  }
  return (
    <EmptyState
      headingLevel={3}
      title={<Trans id="operations.empty.providerTitle" message="No dispatch instructions here" />}
      description={
        <Trans id="operations.empty.providerText" message="Grid operators send instructions for your accepted bids. New ones appear here at once, without reloading the page." />
      }
    />
  );
}

/**
 * Upcoming or past dispatches (/operations/{org}/upcomingdispatches, pastdispatches). The operator
 * may stop an instruction; the provider accepts or rejects one awaiting its response. New
 * instructions and status changes arrive live from the event stream.
 */
export function ListPage({ period, audience }: { period: Period; audience: Audience }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  // Stopping and answering need the dispatch permission (the server checks it too).
  const mayAct = hasPermissions(useSession()?.claims, [PERMISSIONS.manageDispatches]);
  const state = useInstructions(period === 'upcoming' ? loadUpcoming : loadPast, period === 'upcoming' ? upcoming : past);
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  // The row's buttons are gone after a final step: focus moves to what happened instead.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const finish = useCallback(
    (i: DispatchInstruction) => {
      state.put(i);
      setOpen(null);
      setDone(
        i.status === 'stop'
          ? i18n._({ id: 'operations.done.stopped', message: 'Instruction {id} is stopped. The provider has been notified.', values: { id: i.id } })
          : i.response === 'accepted'
            ? i18n._({ id: 'operations.done.accepted', message: 'You accepted instruction {id}.', values: { id: i.id } })
            : i18n._({ id: 'operations.done.rejected', message: 'You rejected instruction {id}.', values: { id: i.id } }),
      );
    },
    [state, i18n],
  );

  const history = (r: DispatchInstruction) => (
    <button type="button" className="fx-button" onClick={() => setOpen({ kind: 'history', instruction: r })}>
      <Trans id="operations.action.history" message="History of {id}" values={{ id: r.id }} />
    </button>
  );
  const final = (r: DispatchInstruction) =>
    period !== 'upcoming' || !mayAct ? null : audience === 'operator' ? (
      canStop(r) ? (
        <button type="button" className="fx-button" onClick={() => setOpen({ kind: 'stop', instruction: r })}>
          <Trans id="operations.action.stop" message="Stop {id}" values={{ id: r.id }} />
        </button>
      ) : null
    ) : canRespond(r) ? (
      <>
        <button type="button" className="fx-button fx-button--primary" onClick={() => setOpen({ kind: 'respond', instruction: r, response: 'accepted' })}>
          <Trans id="operations.action.accept" message="Accept {id}" values={{ id: r.id }} />
        </button>
        <button type="button" className="fx-button" onClick={() => setOpen({ kind: 'respond', instruction: r, response: 'rejected' })}>
          <Trans id="operations.action.reject" message="Reject {id}" values={{ id: r.id }} />
        </button>
      </>
    ) : null;
  const actions = (r: DispatchInstruction) => (
    <>
      {final(r)}
      {history(r)}
    </>
  );

  const title =
    period === 'upcoming' ? <Trans id="operations.upcoming" message="Upcoming dispatches" /> : <Trans id="operations.past" message="Past dispatches" />;
  return (
    <DispatchScreen title={title} intro={<ListIntro period={period} audience={audience} />}>
      {done ? (
        <p role="status" className="dispatch-warning" tabIndex={-1} ref={doneRef}>
          {done}
        </p>
      ) : null}
      {state.error ? (
        <LoadFailure
          message={errorMessage(state.error, i18n._({ id: 'operations.loadFailed', message: 'The dispatch instructions could not be loaded.' }))}
          retry={dispatchRetry(state.reload)}
          className="dispatch-error"
        />
      ) : (
        <InstructionsTable
          caption={period === 'upcoming' ? <Trans id="operations.upcoming.caption" message="Upcoming dispatch instructions" /> : <Trans id="operations.past.caption" message="Past dispatch instructions" />}
          rows={state.rows}
          loading={state.loading}
          region={region}
          audience={audience}
          empty={<NoInstructions audience={audience} />}
          exportFilename={period === 'upcoming' ? 'upcoming-dispatches' : 'past-dispatches'}
          actions={actions}
          defaultDirection={period === 'upcoming' ? 'ascending' : 'descending'}
        />
      )}
      {open?.kind === 'history' ? <HistoryModal instruction={open.instruction} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'stop' ? <StopModal instruction={open.instruction} onClose={() => setOpen(null)} onDone={finish} /> : null}
      {open?.kind === 'respond' ? <RespondModal instruction={open.instruction} response={open.response} onClose={() => setOpen(null)} onDone={finish} /> : null}
    </DispatchScreen>
  );
}
