import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { Dropdown, Modal, formatKv, type FormatRegion } from 'shared-ui';
import type { OperatorIdentity } from '../data/views';
import { EMPTY_FILTERS, FILTER_STATUSES, FILTER_TAGS, FILTER_VOLTAGES, type MapFilters } from '../domain/filters';
import { statusLabel, tagLabel } from '../domain/labels';

export interface FilterModalProps {
  open: boolean;
  value: MapFilters;
  /** The operators to filter by (the buyer filter): id and name. */
  operators: readonly Pick<OperatorIdentity, 'id' | 'name'>[];
  showStatus: boolean;
  region: FormatRegion;
  onApply: (filters: MapFilters) => void;
  onClose: () => void;
}

function toggle<T>(list: readonly T[], v: T): T[] {
  return list.includes(v) ? list.filter((x) => x !== v) : [...list, v];
}

/** The dashboard filter modal (spec platform §2.3): status (flagged), buyer, voltage, tag. */
export function FilterModal(props: FilterModalProps) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState<MapFilters>(props.value);
  const [basis, setBasis] = useState(props.value);
  if (basis !== props.value) {
    setBasis(props.value);
    setDraft(props.value);
  }
  const close = () => {
    setDraft(props.value);
    props.onClose();
  };
  return (
    <Modal
      open={props.open}
      onClose={close}
      title={i18n._({ id: 'dashboard.filters.title', message: 'Filter competitions' })}
      footer={
        <>
          <button type="button" className="fx-button fx-button--secondary" onClick={() => setDraft(EMPTY_FILTERS)}>
            {i18n._({ id: 'dashboard.filters.clear', message: 'Clear all' })}
          </button>
          <button type="button" className="fx-button fx-button--secondary" onClick={close}>
            {i18n._({ id: 'dashboard.filters.cancel', message: 'Cancel' })}
          </button>
          <button type="button" className="fx-button fx-button--primary" onClick={() => props.onApply(draft)}>
            {i18n._({ id: 'dashboard.filters.apply', message: 'Apply filters' })}
          </button>
        </>
      }
    >
      <div className="dash-filters">
        {props.showStatus && (
          <fieldset>
            <legend>{i18n._({ id: 'dashboard.filters.status', message: 'Status' })}</legend>
            {FILTER_STATUSES.map((s) => (
              <label key={s} className="dash-check">
                <input
                  type="checkbox"
                  checked={draft.statuses.includes(s)}
                  onChange={() => setDraft((d) => ({ ...d, statuses: toggle(d.statuses, s) }))}
                />
                {statusLabel(i18n, s)}
              </label>
            ))}
          </fieldset>
        )}
        <div className="dash-filters__buyer">
          <Dropdown
            multiple
            label={i18n._({ id: 'dashboard.filters.buyer', message: 'Buyer' })}
            placeholder={i18n._({ id: 'dashboard.filters.anyBuyer', message: 'Any buyer' })}
            items={props.operators.map((o) => ({ value: o.id, label: o.name }))}
            value={draft.operators}
            onChange={(values) => setDraft((d) => ({ ...d, operators: values.map(Number) }))}
          />
        </div>
        <fieldset>
          <legend>{i18n._({ id: 'dashboard.filters.voltage', message: 'Connection voltage' })}</legend>
          {FILTER_VOLTAGES.map((v) => (
            <label key={v} className="dash-check">
              <input
                type="checkbox"
                checked={draft.voltages.includes(v)}
                onChange={() => setDraft((d) => ({ ...d, voltages: toggle(d.voltages, v) }))}
              />
              {formatKv(v, props.region)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{i18n._({ id: 'dashboard.filters.tag', message: 'Tag' })}</legend>
          {FILTER_TAGS.map((t) => (
            <label key={t} className="dash-check">
              <input type="checkbox" checked={draft.tags.includes(t)} onChange={() => setDraft((d) => ({ ...d, tags: toggle(d.tags, t) }))} />
              {tagLabel(i18n, t)}
            </label>
          ))}
        </fieldset>
      </div>
    </Modal>
  );
}
