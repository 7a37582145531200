import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { DataTable, type DataTableColumn } from 'shared-ui';
import { PageIntro } from '../PageIntro';
import { ROADMAP, ROADMAP_STATUSES, type RoadmapItem, type RoadmapStatus } from './roadmap';

const STATUS: Record<RoadmapStatus, MessageDescriptor> = {
  shipped: /*i18n*/ { id: 'roadmap.status.shipped', message: 'Shipped' },
  'in-progress': /*i18n*/ { id: 'roadmap.status.inProgress', message: 'In progress' },
  planned: /*i18n*/ { id: 'roadmap.status.planned', message: 'Planned' },
};

/** "2026-Q3" in words ("Q3 2026"). */
function quarter(i18n: I18n, when: string): string {
  const [year, q] = when.split('-');
  return i18n._({ id: 'roadmap.quarter', message: '{quarter} {year}', values: { quarter: q ?? '', year: year ?? '' } });
}

function columns(i18n: I18n): DataTableColumn<RoadmapItem>[] {
  return [
    { key: 'title', header: i18n._({ id: 'roadmap.col.capability', message: 'Capability' }), isRowHeader: true, sortable: true, value: (r) => i18n._(r.title) },
    { key: 'description', header: i18n._({ id: 'roadmap.col.description', message: 'What it does' }), value: (r) => i18n._(r.description) },
    { key: 'area', header: i18n._({ id: 'roadmap.col.area', message: 'Area' }), sortable: true, value: (r) => i18n._(r.area) },
    {
      key: 'status',
      header: i18n._({ id: 'roadmap.col.status', message: 'Status' }),
      sortable: true,
      value: (r) => i18n._(STATUS[r.status]),
      render: (r) => <span className={`roadmap-status roadmap-status--${r.status}`}>{i18n._(STATUS[r.status])}</span>,
    },
    { key: 'when', header: i18n._({ id: 'roadmap.col.when', message: 'Released or planned for' }), sortable: true, value: (r) => r.when, render: (r) => quarter(i18n, r.when) },
  ];
}

/** /roadmap (system operators, flag `roadmap`): shipped, in-progress and planned capabilities. */
export function RoadmapPage() {
  const { i18n } = useLingui();
  const [status, setStatus] = useState<RoadmapStatus | 'all'>('all');
  const cols = useMemo(() => columns(i18n), [i18n]);
  const rows = status === 'all' ? ROADMAP : ROADMAP.filter((r) => r.status === status);
  const counts = Object.fromEntries(ROADMAP_STATUSES.map((s) => [s, ROADMAP.filter((r) => r.status === s).length])) as Record<RoadmapStatus, number>;
  return (
    <PageIntro
      title={<Trans id="roadmap.title" message="Product roadmap" />}
      lead={
        <Trans
          id="roadmap.lead2"
          message="What Flex does for system operators today, what is being built now and what comes next. Ideas and priorities can be raised with your account manager through Help in the account menu."
        />
      }
    >
      <ul className="home-stats" aria-label={i18n._({ id: 'roadmap.summary', message: 'Roadmap summary' })}>
        {ROADMAP_STATUSES.map((s) => (
          <li key={s} className="home-stat" data-stat={s}>
            <span className="home-stat__value">{counts[s]}</span> <span className="home-stat__label">{i18n._(STATUS[s])}</span>
          </li>
        ))}
      </ul>
      <DataTable
        caption={<Trans id="roadmap.caption" message="Capabilities by status" />}
        columns={cols}
        rows={rows}
        getRowKey={(r) => r.id}
        searchable
        exportFilename="roadmap"
        toolbar={
          <div className="fx-field roadmap-filter">
            <label className="fx-field__label" htmlFor="roadmap-status">
              <Trans id="roadmap.filter" message="Status" />
            </label>
            <select id="roadmap-status" className="fx-input" value={status} onChange={(e) => setStatus(e.target.value as RoadmapStatus | 'all')}>
              <option value="all">{i18n._({ id: 'roadmap.filter.all', message: 'All statuses' })}</option>
              {ROADMAP_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {i18n._(STATUS[s])}
                </option>
              ))}
            </select>
          </div>
        }
      />
    </PageIntro>
  );
}
