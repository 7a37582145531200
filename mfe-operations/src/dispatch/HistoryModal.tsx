import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { bus, errorMessage } from 'shared-session';
import { DataTable, formatDateTime, Modal, useBusValue, type DataTableColumn } from 'shared-ui';
import { historyOf } from './api';
import { historyLabel } from './labels';
import type { DispatchHistoryEntry, DispatchInstruction } from './types';

/** An instruction's history: created, sent, answered, expired or stopped, when and by whom. */
export function HistoryModal({ instruction, onClose }: { instruction: DispatchInstruction; onClose: () => void }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const [rows, setRows] = useState<DispatchHistoryEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    historyOf(instruction.id).then(
      (found) => live && setRows(found),
      (failure: unknown) => live && setError(errorMessage(failure, i18n._({ id: 'operations.history.failed', message: 'The history could not be loaded.' }))),
    );
    return () => {
      live = false;
    };
  }, [instruction.id, i18n]);

  const columns: DataTableColumn<DispatchHistoryEntry>[] = [
    { key: 'created', header: i18n._({ id: 'operations.history.col.when', message: 'When' }), render: (r) => formatDateTime(r.created, region) ?? '—' },
    { key: 'kind', header: i18n._({ id: 'operations.history.col.what', message: 'What happened' }), isRowHeader: true, value: (r) => historyLabel(i18n, r.kind) },
    {
      key: 'actor_name',
      header: i18n._({ id: 'operations.history.col.who', message: 'By' }),
      value: (r) => r.actor_name ?? i18n._({ id: 'operations.history.system', message: 'The platform' }),
    },
  ];

  return (
    <Modal
      open
      onClose={onClose}
      title={<Trans id="operations.history.title" message="History of instruction {id}" values={{ id: instruction.id }} />}
      footer={
        <button type="button" className="fx-button" onClick={onClose}>
          <Trans id="operations.history.close" message="Close" />
        </button>
      }
    >
      {error ? (
        <p role="alert" className="dispatch-error">
          {error}
        </p>
      ) : (
        <DataTable
          caption={<Trans id="operations.history.caption" message="What happened to instruction {id}" values={{ id: instruction.id }} />}
          hideCaption
          columns={columns}
          rows={rows ?? []}
          loading={rows === null}
          getRowKey={(r) => r.id}
          empty={<Trans id="operations.history.empty" message="Nothing recorded yet." />}
        />
      )}
    </Modal>
  );
}
