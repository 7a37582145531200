/**
 * The parts of the confirm-entry page: the state when no competition is open for entry, the
 * "select all" box and the panel with the selection count, Withdraw and Confirm entry.
 */
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { EmptyState } from 'shared-ui';
import { QUALIFICATION_PATHS } from './paths';

export function NoCompetitionOpen() {
  return (
    <EmptyState
      title={<Trans id="manage.qualification.confirm.empty.title" message="No competition is open for your entry" />}
      description={
        <Trans
          id="manage.qualification.confirm.empty.text"
          message="You can confirm entry once a competition your assets qualify for opens for qualification. See why your assets do not qualify, or complete their data."
        />
      }
      action={
        <Link className="fx-button fx-button--primary" to={QUALIFICATION_PATHS.assets}>
          <Trans id="manage.qualification.confirm.empty.action" message="See asset eligibility" />
        </Link>
      }
    />
  );
}

export function SelectAllCompetitions({ allIds, selection, onChange }: { allIds: readonly number[]; selection: ReadonlySet<number>; onChange: (selection: Set<number>) => void }) {
  const allChosen = allIds.every((id) => selection.has(id));
  return (
    <label className="qualification__select-all">
      <input
        type="checkbox"
        className="qualification__check"
        checked={allChosen}
        ref={(el) => {
          if (el) el.indeterminate = !allChosen && selection.size > 0;
        }}
        onChange={(e) => onChange(e.target.checked ? new Set(allIds) : new Set())}
      />
      <Trans id="manage.qualification.confirm.selectAll" message="Select all competitions" />
    </label>
  );
}

export function EntrySelectionPanel({
  selected,
  canManage,
  busy,
  canWithdraw,
  canConfirm,
  onWithdraw,
  onConfirm,
}: {
  /** How many competitions are selected. */
  selected: number;
  canManage: boolean;
  busy: boolean;
  canWithdraw: boolean;
  canConfirm: boolean;
  onWithdraw: () => void;
  onConfirm: () => void;
}) {
  return (
    <section className="qualification__panel" aria-labelledby="confirm-entry-panel">
      <h2 id="confirm-entry-panel">
        <Trans id="manage.qualification.confirm.selection" message="Your selection" />
      </h2>
      <span className="qualification__count" aria-live="polite">
        <Trans id="manage.qualification.confirm.selected" message="{n} selected" values={{ n: selected }} />
      </span>
      <span className="qualification__gap" />
      {!canManage ? (
        <span className="qualification__hint">
          <Trans id="manage.qualification.confirm.noPermission" message="Confirming entry needs permission to manage bids." />
        </span>
      ) : null}
      <button type="button" className="fx-button fx-button--secondary" disabled={busy || !canManage || !canWithdraw} onClick={onWithdraw}>
        <Trans id="manage.qualification.confirm.withdraw" message="Withdraw" />
      </button>
      <button type="button" className="fx-button fx-button--primary" disabled={busy || !canManage || !canConfirm} onClick={onConfirm}>
        <Trans id="manage.qualification.confirm.confirm" message="Confirm entry" />
      </button>
    </section>
  );
}
