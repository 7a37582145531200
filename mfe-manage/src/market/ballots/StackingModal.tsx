import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { paths, type StackingWarning } from 'shared-session';
import { DataTable, EmptyState, LoadState, Modal, useLoad, type DataTableColumn } from 'shared-ui';
import { stacking } from './api';

/**
 * The stacking check (platform §2.4 stacking matrix): the ballot's assets that are also offered
 * in overlapping windows of other competitions. A warning only: such bids are allowed.
 */
export function StackingModal({ ballotId, open, onClose }: { ballotId: number; open: boolean; onClose: () => void }) {
  const { i18n } = useLingui();
  // Checked afresh each time the modal opens.
  const { result } = useLoad(() => stacking(ballotId), i18n._({ id: 'manage.ballots.stacking.failed', message: 'The stacking check could not be run.' }), [ballotId], { enabled: open });

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
      {result.state !== 'ready' ? (
        <LoadState result={result} loading={<Trans id="manage.ballots.stacking.loading" message="Checking your other bids…" />} failureClassName="competitions-page__error" />
      ) : result.value.length === 0 ? (
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
            rows={result.value}
            getRowKey={(w) => `${w.flex_asset}-${w.service_window}-${w.other_bid}`}
            exportFilename={`ballot-${ballotId}-stacking`}
          />
        </>
      )}
    </Modal>
  );
}
