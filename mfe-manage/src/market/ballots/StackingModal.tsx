import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, paths, type StackingWarning } from 'shared-session';
import { DataTable, EmptyState, Modal, type DataTableColumn } from 'shared-ui';
import { stacking } from './api';

type State = { state: 'loading' } | { state: 'ready'; warnings: StackingWarning[] } | { state: 'failed'; message: string };

/**
 * The stacking check (platform §2.4 stacking matrix): the ballot's assets that are also offered
 * in overlapping windows of other competitions. A warning only: such bids are allowed.
 */
export function StackingModal({ ballotId, open, onClose }: { ballotId: number; open: boolean; onClose: () => void }) {
  const { i18n } = useLingui();
  const [result, setResult] = useState<State>({ state: 'loading' });

  useEffect(() => {
    if (!open) return;
    let current = true;
    setResult({ state: 'loading' });
    stacking(ballotId).then(
      (warnings) => current && setResult({ state: 'ready', warnings }),
      (error: unknown) =>
        current && setResult({ state: 'failed', message: errorMessage(error, i18n._({ id: 'manage.ballots.stacking.failed', message: 'The stacking check could not be run.' })) }),
    );
    return () => {
      current = false;
    };
  }, [open, ballotId, i18n]);

  const columns = useMemo<DataTableColumn<StackingWarning>[]>(
    () => [
      { key: 'asset_ref', header: i18n._({ id: 'manage.ballots.stacking.asset', message: 'Asset' }), isRowHeader: true, sortable: true },
      { key: 'window_name', header: i18n._({ id: 'manage.ballots.stacking.window', message: 'Window in this ballot' }), sortable: true },
      {
        key: 'other_competition_name',
        header: i18n._({ id: 'manage.ballots.stacking.otherCompetition', message: 'Also offered in' }),
        sortable: true,
        render: (w) => <Link to={paths.providerCompetition(w.other_competition)}>{w.other_competition_name}</Link>,
      },
      { key: 'other_window_name', header: i18n._({ id: 'manage.ballots.stacking.otherWindow', message: 'Overlapping window' }), sortable: true },
    ],
    [i18n],
  );

  return (
    <Modal open={open} onClose={onClose} size="large" title={<Trans id="manage.ballots.stacking.title" message="Stacking check" />}>
      {result.state === 'loading' ? (
        <p role="status">
          <Trans id="manage.ballots.stacking.loading" message="Checking your other bids…" />
        </p>
      ) : result.state === 'failed' ? (
        <p className="competitions-page__error" role="alert">
          {result.message}
        </p>
      ) : result.warnings.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={<Trans id="manage.ballots.stacking.none" message="No conflicts" />}
          description={
            <Trans id="manage.ballots.stacking.noneText" message="None of this ballot's assets is offered in an overlapping window of another competition." />
          }
        />
      ) : (
        <>
          <p>
            <Trans
              id="manage.ballots.stacking.text"
              message="These assets are also offered at overlapping times in other competitions. You may still bid, but if both bids are accepted you must be able to deliver both."
            />
          </p>
          <DataTable
            caption={<Trans id="manage.ballots.stacking.caption" message="Assets offered in overlapping windows" />}
            columns={columns}
            rows={result.warnings}
            getRowKey={(w) => `${w.flex_asset}-${w.service_window}-${w.other_bid}`}
            exportFilename={`ballot-${ballotId}-stacking`}
          />
        </>
      )}
    </Modal>
  );
}
