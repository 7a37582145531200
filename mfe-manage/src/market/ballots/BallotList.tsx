import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus, errorMessage, paths, requestConfirmation, toast, type Ballot } from 'shared-session';
import { DataTable, formatDateTime, useBusValue, useFlags, type DataTableColumn } from 'shared-ui';
import { deleteBallot } from './api';
import { BALLOT_FLAGS } from './flags';

export interface BallotListProps {
  competition: { id: number; reference?: string | null };
  ballots: readonly Ballot[];
  /** Bidding is open: ballots may be deleted (under the delete_ballots flag). */
  open: boolean;
  onDeleted: (id: number) => void;
}

const assetsOf = (b: Ballot) => b.asset_refs.join(', ');

/**
 * The provider's ballots in a competition (workflows §4): assets, last updated (from created) and
 * the actions: View, and Delete under the delete_ballots flag ("Deleted bids cannot be recovered").
 */
export function BallotList({ competition, ballots, open, onDeleted }: BallotListProps) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const flags = useFlags();
  const canDelete = open && flags.has(BALLOT_FLAGS.deleteBallots);
  const [deleting, setDeleting] = useState<number | null>(null);

  const columns = useMemo<DataTableColumn<Ballot>[]>(() => {
    async function remove(b: Ballot) {
      const ok = await requestConfirmation({
        id: 'ballot-delete',
        title: i18n._({ id: 'manage.ballots.delete.title', message: 'Delete this ballot and its bids?' }),
        body: i18n._({ id: 'manage.ballots.delete.body', message: 'Deleted bids cannot be recovered.' }),
        confirmLabel: i18n._({ id: 'manage.ballots.delete.confirm', message: 'Delete' }),
        cancelLabel: i18n._({ id: 'manage.ballots.delete.cancel', message: 'Keep it' }),
        tone: 'danger',
      });
      if (!ok) return;
      setDeleting(b.id);
      try {
        await deleteBallot(b.id);
        toast({ kind: 'success', title: i18n._({ id: 'manage.ballots.delete.done', message: 'Ballot deleted' }) });
        onDeleted(b.id);
      } catch (error) {
        toast({
          kind: 'error',
          title: i18n._({ id: 'manage.ballots.delete.failedTitle', message: 'The ballot was not deleted' }),
          text: errorMessage(error, i18n._({ id: 'manage.ballots.delete.failed', message: 'Please try again.' })),
        });
      } finally {
        setDeleting(null);
      }
    }
    return [
      {
        key: 'assets',
        header: flags.has(BALLOT_FLAGS.deleteBallots)
          ? i18n._({ id: 'manage.ballots.col.biddingAssets', message: 'Bidding assets' })
          : i18n._({ id: 'manage.ballots.col.capitalisedAssets', message: 'Capitalised assets' }),
        isRowHeader: true,
        sortable: true,
        value: assetsOf,
      },
      {
        key: 'created',
        header: i18n._({ id: 'manage.ballots.col.updated', message: 'Last updated' }),
        sortable: true,
        value: (b) => b.created,
        render: (b) => formatDateTime(b.created, region) ?? '—',
      },
      {
        key: 'action',
        header: i18n._({ id: 'manage.ballots.col.action', message: 'Action' }),
        exportable: false,
        render: (b) => (
          <span className="ballots-actions">
            <Link
              className="fx-button"
              to={paths.providerBallot(competition.id, b.id)}
              aria-label={i18n._({ id: 'manage.ballots.view.label', message: 'View the ballot of {assets}', values: { assets: assetsOf(b) } })}
            >
              <Trans id="manage.ballots.view" message="View" />
            </Link>
            {canDelete ? (
              <button
                type="button"
                className="fx-button ballots-danger"
                disabled={deleting !== null}
                onClick={() => void remove(b)}
                aria-label={i18n._({ id: 'manage.ballots.delete.label', message: 'Delete the ballot of {assets}', values: { assets: assetsOf(b) } })}
              >
                <Trans id="manage.ballots.delete.button" message="Delete" />
              </button>
            ) : null}
          </span>
        ),
      },
    ];
  }, [i18n, flags, region, competition.id, canDelete, deleting, onDeleted]);

  return (
    <DataTable
      caption={<Trans id="manage.ballots.caption" message="Your ballots" />}
      columns={columns}
      rows={ballots}
      getRowKey={(b) => b.id}
      defaultSort={{ key: 'created', direction: 'descending' }}
      searchable={ballots.length > 10}
      exportFilename={`${competition.reference || `competition-${competition.id}`}-ballots`}
    />
  );
}
