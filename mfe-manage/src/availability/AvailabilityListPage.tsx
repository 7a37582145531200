/**
 * The provider's unavailability records (`/manage/flexprovider/availability`): every record of its
 * assets with when it runs (in the region's time zone) and why, to change or delete, and the way
 * to record a new one.
 */
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus, errorMessage, requestConfirmation, toast, type AssetUnavailability } from 'shared-session';
import { DataTable, EmptyState, formatDateTime, Notification, useBusValue, type DataTableColumn, useLoad } from 'shared-ui';
import { allRecords, deleteRecord } from './api';
import { phaseOf } from './model';
import { AvailabilityShell } from './AvailabilityShell';
import { AVAILABILITY_PATHS, changePathFor } from './paths';

export function AvailabilityListPage({ canEdit }: { canEdit: boolean }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const { result, reload } = useLoad(allRecords, i18n._({ id: 'manage.availability.loadFailed', message: 'Your unavailability records could not be loaded.' }), []);
  const { busy, onDelete } = useDeleteRecord(reload);

  const columns = useMemo((): DataTableColumn<AssetUnavailability>[] => {
    const when = (iso: string) => formatDateTime(iso, region) ?? iso;
    const phase = (r: AssetUnavailability) => {
      const p = phaseOf(r);
      if (p === 'past') return i18n._({ id: 'manage.availability.phase.past', message: 'Over' });
      if (p === 'current') return i18n._({ id: 'manage.availability.phase.current', message: 'Under way' });
      return i18n._({ id: 'manage.availability.phase.upcoming', message: 'Upcoming' });
    };
    const cols: DataTableColumn<AssetUnavailability>[] = [
      { key: 'asset_ref', header: i18n._({ id: 'manage.availability.col.asset', message: 'Asset' }), sortable: true, isRowHeader: true },
      { key: 'asset_name', header: i18n._({ id: 'manage.availability.col.name', message: 'Asset name' }), sortable: true },
      { key: 'unavailable_from', header: i18n._({ id: 'manage.availability.col.from', message: 'Unavailable from' }), sortable: true, value: (r) => r.unavailable_from, render: (r) => when(r.unavailable_from) },
      { key: 'unavailable_to', header: i18n._({ id: 'manage.availability.col.to', message: 'Available again' }), sortable: true, value: (r) => r.unavailable_to, render: (r) => when(r.unavailable_to) },
      { key: 'reason', header: i18n._({ id: 'manage.availability.col.reason', message: 'Reason' }) },
      { key: 'phase', header: i18n._({ id: 'manage.availability.col.phase', message: 'When' }), sortable: true, value: phase },
    ];
    if (canEdit) {
      cols.push({
        key: 'actions',
        header: i18n._({ id: 'manage.availability.col.actions', message: 'Actions' }),
        exportable: false,
        render: (r) => (
          <div className="availability__row-actions">
            <Link to={changePathFor({ record: r.id })} aria-label={i18n._({ id: 'manage.availability.change.label', message: 'Change the unavailability of {ref}', values: { ref: r.asset_ref } })}>
              {i18n._({ id: 'manage.availability.change', message: 'Change' })}
            </Link>
            <button
              type="button"
              className="fx-button fx-button--small"
              disabled={busy === r.id}
              onClick={() => void onDelete(r)}
              aria-label={i18n._({ id: 'manage.availability.delete.label', message: 'Delete the unavailability of {ref}', values: { ref: r.asset_ref } })}
            >
              {i18n._({ id: 'manage.availability.delete', message: 'Delete' })}
            </button>
          </div>
        ),
      });
    }
    return cols;
  }, [i18n, region, canEdit, busy, onDelete]);

  const record = canEdit ? (
    <Link className="fx-button fx-button--primary" to={AVAILABILITY_PATHS.change}>
      <Trans id="manage.availability.record" message="Record unavailability" />
    </Link>
  ) : null;

  return (
    <AvailabilityShell
      title={<Trans id="manage.availability.title" message="Asset availability" />}
      actions={record}
      intro={
        <Trans
          id="manage.availability.intro"
          message="When one of your assets cannot deliver for a while (maintenance, works on site, an outage), record it here with the reason. Times are in your region's time zone."
        />
      }
    >
      {result.state === 'loading' ? (
        <p role="status">
          <Trans id="manage.availability.loading" message="Loading your records…" />
        </p>
      ) : result.state === 'failed' ? (
        <Notification kind="error" title={result.message} />
      ) : result.value.length === 0 ? (
        <EmptyState
          title={<Trans id="manage.availability.empty.title" message="No unavailability recorded" />}
          description={<Trans id="manage.availability.empty.text" message="Your assets count as available. Record a period when one cannot deliver, with the reason." />}
          action={record}
        />
      ) : (
        <DataTable
          caption={<Trans id="manage.availability.caption" message="Unavailability of your assets" />}
          columns={columns}
          rows={result.value}
          getRowKey={(r) => r.id}
          defaultSort={{ key: 'unavailable_from', direction: 'ascending' }}
          searchable
          searchLabel={i18n._({ id: 'manage.availability.search', message: 'Search by asset or reason' })}
          pageSize={50}
          exportFilename="asset-unavailability"
        />
      )}
    </AvailabilityShell>
  );
}

/** Deleting a record after the user confirms it: `busy` is the record being deleted; the list reloads after a deletion. */
function useDeleteRecord(reload: () => void) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState<number | null>(null);

  const onDelete = useCallback(
    async (record: AssetUnavailability) => {
      const ok = await requestConfirmation({
        id: 'unavailability-delete',
        title: i18n._({ id: 'manage.availability.delete.title', message: 'Delete the unavailability of {ref}?', values: { ref: record.asset_ref } }),
        body: i18n._({ id: 'manage.availability.delete.body', message: 'The asset counts as available again for this period. A deleted record cannot be recovered.' }),
        confirmLabel: i18n._({ id: 'manage.availability.delete.confirm', message: 'Delete record' }),
        cancelLabel: i18n._({ id: 'manage.availability.delete.cancel', message: 'Keep it' }),
        tone: 'danger',
      });
      if (!ok) return;
      setBusy(record.id);
      try {
        await deleteRecord(record.id);
        toast({ kind: 'success', title: i18n._({ id: 'manage.availability.deleted', message: 'The unavailability of {ref} was deleted', values: { ref: record.asset_ref } }) });
        reload();
      } catch (error) {
        toast({
          kind: 'error',
          title: i18n._({ id: 'manage.availability.deleteFailed', message: 'The record could not be deleted' }),
          text: errorMessage(error, i18n._({ id: 'manage.availability.tryAgain', message: 'Please try again.' })),
        });
      } finally {
        setBusy(null);
      }
    },
    [i18n, reload],
  );
  return { busy, onDelete };
}
