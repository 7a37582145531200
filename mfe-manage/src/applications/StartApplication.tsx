import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, type DpsRecord } from 'shared-session';
import { Dropdown } from 'shared-ui';
import { startApplication } from './api';
import { SECTION_ORDER } from './model';
import { providerStagePath } from './paths';

/** The operator chosen to apply to, and starting the application (then opening its first stage). */
export interface StartApplicationState {
  operator: number | null;
  choose: (operator: number) => void;
  starting: boolean;
  startError: string | null;
  start: () => Promise<void>;
}

export function useStartApplication(): StartApplicationState {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [operator, setOperator] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  const start = async () => {
    if (operator === null) {
      setStartError(i18n._({ id: 'manage.applications.start.chooseFirst', message: 'Choose the operator to apply to.' }));
      return;
    }
    setStarting(true);
    setStartError(null);
    try {
      const created = await startApplication(operator);
      navigate(providerStagePath(created.id, SECTION_ORDER[0]));
    } catch (failure) {
      setStartError(errorMessage(failure, i18n._({ id: 'manage.applications.start.failed', message: 'The application could not be started. Please try again.' })));
      setStarting(false);
    }
  };

  const choose = (next: number) => {
    setOperator(next);
    setStartError(null);
  };

  return { operator, choose, starting, startError, start };
}

/** Starting an application: the operators open to one, or why none can be started. */
export function StartApplication({ canEdit, available, state }: { canEdit: boolean; available: DpsRecord[]; state: StartApplicationState }) {
  const { i18n } = useLingui();
  const { operator, choose, starting, startError, start } = state;
  return (
    <section className="dps-start" aria-labelledby="dps-start-title">
      <h2 id="dps-start-title">
        <Trans id="manage.applications.start.title" message="Start an application" />
      </h2>
      {!canEdit ? (
        <p className="dps__muted">
          <Trans id="manage.applications.start.noPermission" message="Applying needs permission to use the manage screens. Ask your team admin." />
        </p>
      ) : available.length === 0 ? (
        <p className="dps__muted">
          <Trans id="manage.applications.start.none" message="You have a current application to every operator: continue a draft below, or wait for a decision." />
        </p>
      ) : (
        <div className="dps-start__controls">
          <Dropdown
            label={i18n._({ id: 'manage.applications.start.operator', message: 'Operator to apply to' })}
            items={available.map((r) => ({ value: r.id, label: r.system_operator_name }))}
            value={operator}
            onChange={(value) => choose(Number(value))}
            error={startError ?? undefined}
          />
          <button type="button" className="fx-button fx-button--primary" disabled={starting} onClick={() => void start()}>
            <Trans id="manage.applications.start.button" message="Start application" />
          </button>
        </div>
      )}
    </section>
  );
}
