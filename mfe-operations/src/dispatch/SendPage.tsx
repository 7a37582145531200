import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { hasPermissions, PERMISSIONS } from 'shared-session';
import { DataTable, EmptyState, LoadFailure, useLoad, useSession, type DataTableColumn } from 'shared-ui';
import { acceptedBids } from './api';
import { CreateDispatchModal } from './CreateDispatchModal';
import type { DispatchBid } from './createForm';
import { DispatchScreen, dispatchRetry } from './DispatchScreen';
import type { DispatchInstruction } from './types';
import { dispatchPath } from './paths';

/** The accepted bids' columns: a checkbox to select the bid, then bid, competition, window, period, provider, assets, capacity. */
function sendColumns(i18n: I18n, selected: ReadonlySet<number>, toggle: (id: number, on: boolean) => void): DataTableColumn<DispatchBid>[] {
  return [
    {
      key: 'select',
      exportable: false,
      width: '3rem',
      header: <span className="fx-visually-hidden">{i18n._({ id: 'operations.send.col.select', message: 'Select' })}</span>,
      render: (b) => (
        <input
          type="checkbox"
          aria-label={i18n._({ id: 'operations.send.selectBid', message: 'Select bid {id} from {provider}', values: { id: b.id, provider: b.flex_provider_name } })}
          checked={selected.has(b.id)}
          onChange={(e) => toggle(b.id, e.target.checked)}
        />
      ),
    },
    { key: 'id', header: i18n._({ id: 'operations.send.col.bid', message: 'Bid' }), sortable: true, isRowHeader: true, align: 'end' },
    { key: 'competition_name', header: i18n._({ id: 'operations.send.col.competition', message: 'Competition' }), sortable: true },
    { key: 'window_name', header: i18n._({ id: 'operations.send.col.window', message: 'Window' }), sortable: true, value: (b) => `${b.window_name} (${b.window_start_time}–${b.window_end_time})` },
    { key: 'period', header: i18n._({ id: 'operations.send.col.period', message: 'Service period' }), value: (b) => `${b.period_start} – ${b.period_end}` },
    { key: 'flex_provider_name', header: i18n._({ id: 'operations.send.col.provider', message: 'Flex provider' }), sortable: true },
    { key: 'assets', header: i18n._({ id: 'operations.send.col.assets', message: 'Assets' }), value: (b) => b.asset_refs.join(', ') },
    {
      key: 'capacity',
      header: i18n._({ id: 'operations.send.col.capacity', message: 'Accepted capacity' }),
      sortable: true,
      align: 'end',
      value: (b) => b.capacity,
      render: (b) => `${b.capacity} ${b.unit}`,
    },
  ];
}

/** No accepted bids: the table's rows until they are loaded. */
const NO_BIDS: readonly DispatchBid[] = [];

/**
 * Send dispatch instructions (/operations/systemoperator/dispatchsend): the operator's accepted
 * bids; select one or many and create their instructions in the create-dispatch modal.
 */
export function SendPage() {
  const { i18n } = useLingui();
  const mayAct = hasPermissions(useSession()?.claims, [PERMISSIONS.manageDispatches]);
  const { result, reload } = useLoad(acceptedBids, i18n._({ id: 'operations.send.loadFailed', message: 'Your accepted bids could not be loaded.' }), []);
  const bids = result.state === 'ready' ? result.value : NO_BIDS;
  const [selection, setSelection] = useState<ReadonlySet<number>>(new Set());
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<DispatchInstruction[] | null>(null);

  const toggle = (id: number, on: boolean) =>
    setSelection((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns = useMemo(() => sendColumns(i18n, selection, toggle), [i18n, selection]);

  const chosen = bids.filter((b) => selection.has(b.id));

  return (
    <DispatchScreen
      title={<Trans id="operations.send" message="Send dispatch instructions" />}
      intro={
        <Trans
          id="operations.send.intro"
          message="Your accepted bids, from competitions whose results you confirmed. Select one or more and create their dispatch instructions: when, how much, and by when the provider must answer."
        />
      }
    >
      {created ? (
        <p role="status" className="dispatch-warning">
          <Trans
            id="operations.send.done"
            message="{count, plural, one {# instruction created} other {# instructions created}}. Follow the responses on"
            values={{ count: created.length }}
          />{' '}
          <Link to={dispatchPath('systemoperator', 'upcoming')}>
            <Trans id="operations.send.doneLink" message="Upcoming dispatches" />
          </Link>
        </p>
      ) : null}
      {mayAct ? null : (
        <p className="dispatch-warning">
          <Trans id="operations.send.noPermission" message="Sending dispatch instructions needs the Dispatch role. Ask your team admin to give it to you." />
        </p>
      )}
      <div className="dispatch__bar">
        <button type="button" className="fx-button fx-button--primary" disabled={!mayAct || chosen.length === 0} onClick={() => setCreating(true)}>
          <Trans id="operations.send.create" message="Create dispatch instructions ({count} selected)" values={{ count: chosen.length }} />
        </button>
        {chosen.length > 0 ? (
          <button type="button" className="fx-button" onClick={() => setSelection(new Set())}>
            <Trans id="operations.send.clear" message="Clear selection" />
          </button>
        ) : null}
      </div>
      {result.state === 'failed' ? (
        <LoadFailure message={result.message} retry={dispatchRetry(reload)} className="dispatch-error" />
      ) : (
        <DataTable
          caption={<Trans id="operations.send.caption" message="Accepted bids you can dispatch" />}
          columns={columns}
          rows={bids}
          getRowKey={(b) => b.id}
          loading={result.state === 'loading'}
          searchable
          searchLabel={i18n._({ id: 'operations.send.search', message: 'Search accepted bids' })}
          pageSize={50}
          exportFilename="accepted-bids"
          empty={
            <EmptyState
              headingLevel={3}
              title={<Trans id="operations.send.emptyTitle" message="No accepted bids to dispatch" />}
              description={
                <Trans id="operations.send.emptyText" message="Decide the bids of a closed competition and confirm its results under Manage; accepted bids then appear here to dispatch." />
              }
            />
          }
        />
      )}
      {creating ? (
        <CreateDispatchModal
          bids={chosen}
          onClose={() => setCreating(false)}
          onDone={(made) => {
            setCreating(false);
            setSelection(new Set());
            setCreated(made);
          }}
        />
      ) : null}
    </DispatchScreen>
  );
}
