import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import type { I18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus, errorMessage, hasPermissions, paths, PERMISSIONS, requestConfirmation } from 'shared-session';
import { EmptyState, Notification, useBusValue, useSession, type DataTableColumn } from 'shared-ui';
import { deleteBid } from '../shared/api';
import { bidName } from '../shared/format';
import type { BidRow } from './api';
import { BidsScreen } from './BidsScreen';
import { BidsTable } from './BidsTable';
import { bidColumns } from './columns';
import { BIDS_PATHS } from './paths';

type Status = { kind: 'success' | 'error'; title: string; text?: string } | null;

const OPEN_ONLY = { scope: 'active' } as const;

/** The bid being deleted, the last delete's notice, and a count that reloads the table after a delete. */
function useDeleteBid(heading: RefObject<HTMLHeadingElement | null>) {
  const { i18n } = useLingui();
  const [status, setStatus] = useState<Status>(null);
  const [refresh, setRefresh] = useState(0);
  const [deleting, setDeleting] = useState<number | null>(null);

  const onDelete = useCallback(async (bid: BidRow) => {
    const name = bidName(i18n, bid);
    const ok = await requestConfirmation({
      id: 'provider-bid-delete',
      title: i18n._({ id: 'manage.bids.delete.title', message: 'Delete your bid for {bid}?', values: { bid: name } }),
      body: i18n._({
        id: 'manage.bids.delete.body',
        message: 'The bid and all its versions are deleted. Deleted bids cannot be recovered; to bid again you submit a new bid on the ballot page.',
      }),
      confirmLabel: i18n._({ id: 'manage.bids.delete.confirm', message: 'Delete bid' }),
      cancelLabel: i18n._({ id: 'manage.bids.delete.cancel', message: 'Keep it' }),
      tone: 'danger',
    });
    if (!ok) return;
    setDeleting(bid.id);
    try {
      await deleteBid(bid.id);
      setStatus({ kind: 'success', title: i18n._({ id: 'manage.bids.deleted', message: 'Your bid for {bid} was deleted.', values: { bid: name } }) });
      setRefresh((n) => n + 1);
      // The row and its buttons are gone: focus goes back to the screen's heading.
      heading.current?.focus();
    } catch (failure) {
      setStatus({
        kind: 'error',
        title: i18n._({ id: 'manage.bids.deleteFailed', message: 'Your bid for {bid} was not deleted.', values: { bid: name } }),
        text: errorMessage(failure, i18n._({ id: 'manage.bids.deleteFailed.text', message: 'Please try again.' })),
      });
    } finally {
      setDeleting(null);
    }
  }, [i18n, heading]);

  return { status, dismiss: () => setStatus(null), refresh, deleting, onDelete };
}

/** Each bid's Edit link and, with the right to manage bids, its Delete button. */
function actionsColumn(i18n: I18n, canManage: boolean, deleting: number | null, onDelete: (bid: BidRow) => Promise<void>): DataTableColumn<BidRow> {
  return {
    key: 'actions',
    header: i18n._({ id: 'manage.bids.col.actions', message: 'Actions' }),
    exportable: false,
    render: (b) => {
      const name = bidName(i18n, b);
      return (
        <span className="provider-bids__row-actions">
          <Link className="fx-button" to={paths.providerBallot(b.competition, b.ballot)} aria-label={i18n._({ id: 'manage.bids.edit.label', message: 'Edit: {bid}', values: { bid: name } })}>
            <Trans id="manage.bids.edit" message="Edit" />
          </Link>
          {canManage ? (
            <button
              type="button"
              className="fx-button"
              aria-label={i18n._({ id: 'manage.bids.delete.label', message: 'Delete: {bid}', values: { bid: name } })}
              aria-disabled={deleting !== null || undefined}
              onClick={() => {
                if (deleting === null) void onDelete(b);
              }}
            >
              {deleting === b.id ? <Trans id="manage.bids.deleting" message="Deleting…" /> : <Trans id="manage.bids.delete" message="Delete" />}
            </button>
          ) : null}
        </span>
      );
    },
  };
}

/**
 * Edit active bids (/manage/flexprovider/bids/edit): the bids of competitions still open for
 * bidding, each with Edit (its ballot page) and Delete (after a 'cannot be recovered' confirmation).
 */
export function EditBidsPage() {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const canManage = hasPermissions(useSession()?.claims, [PERMISSIONS.manageBids]);
  const heading = useRef<HTMLHeadingElement>(null);
  const { status, dismiss, refresh, deleting, onDelete } = useDeleteBid(heading);

  const columns = useMemo(() => {
    const c = bidColumns(i18n, region);
    return [c.competition, c.window, c.assets, c.capacity, c.maxRuntime, c.prices, c.submitted, c.version, actionsColumn(i18n, canManage, deleting, onDelete)];
  }, [i18n, region, canManage, deleting, onDelete]);

  return (
    <BidsScreen
      path={BIDS_PATHS.edit}
      headingRef={heading}
      title={<Trans id="manage.bids.edit.title" message="Edit active bids" />}
      intro={
        <Trans
          id="manage.bids.edit.intro"
          message="Bids in competitions still open for bidding. Edit a bid on its ballot page (each change is kept as a new version), or delete it. Once bidding closes, bids can no longer change."
        />
      }
    >
      {!canManage ? (
        <p className="provider-bids__notice">
          <Trans id="manage.bids.readOnly" message="You can see your organisation's bids but not change them. Ask your team admin for permission to manage bids." />
        </p>
      ) : null}
      {status ? <Notification kind={status.kind} title={status.title} text={status.text} onDismiss={dismiss} /> : null}
      <BidsTable
        caption={<Trans id="manage.bids.edit.caption" message="Your bids in competitions open for bidding" />}
        columns={columns}
        fixed={OPEN_ONLY}
        filters={{}}
        exportFilename="active-bids"
        refresh={refresh}
        empty={
          <EmptyState
            title={<Trans id="manage.bids.edit.empty.title" message="You have no bids in competitions open for bidding" />}
            description={
              <Trans
                id="manage.bids.edit.empty.text"
                message="Only bids in competitions open for bidding can change. Submit new bids in an open competition, or see the outcomes of earlier bids under Bid results."
              />
            }
            action={
              <span className="provider-bids__actions">
                <Link className="fx-button fx-button--primary" to={BIDS_PATHS.submit}>
                  <Trans id="manage.bids.empty.submit" message="Submit new bids" />
                </Link>
                <Link className="fx-button" to={BIDS_PATHS.history}>
                  <Trans id="manage.bids.empty.results" message="See bid results" />
                </Link>
              </span>
            }
          />
        }
      />
    </BidsScreen>
  );
}
