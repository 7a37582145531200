import { useId, type ReactNode } from 'react';
import { Trans } from '@lingui/react';

export interface RunActionsProps {
  /** Run is enabled; when it is not (and nothing runs), `hint` says what is missing. */
  canRun: boolean;
  running: boolean;
  hint: ReactNode;
  runLabel: ReactNode;
  onCancel: () => void;
  /** Shown when the current intervals already have results. */
  onShowResults?: () => void;
  /** Other ways on, between Cancel and Back to the results. */
  extra?: ReactNode;
}

/** The foot of the modal's first step: why Run is disabled, Cancel, Back to the results, and Run (the form's submit). */
export function RunActions({ canRun, running, hint, runLabel, onCancel, onShowResults, extra }: RunActionsProps) {
  const hintId = useId();
  const blocked = !canRun && !running;
  return (
    <>
      {blocked ? (
        <p id={hintId} className="fx-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="fx-button-row mca-actions">
        <button type="button" className="fx-button" onClick={onCancel}>
          <Trans id="manage.mca.cancel" message="Cancel" />
        </button>
        {extra}
        {onShowResults ? (
          <button type="button" className="fx-button" onClick={onShowResults} disabled={running}>
            <Trans id="manage.mca.showResults" message="Back to the results" />
          </button>
        ) : null}
        <button type="submit" className="fx-button fx-button--primary" disabled={!canRun} aria-describedby={blocked ? hintId : undefined}>
          {runLabel}
        </button>
      </div>
    </>
  );
}
