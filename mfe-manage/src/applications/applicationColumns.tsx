import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus } from 'shared-session';
import { formatDate, useBusValue, type DataTableColumn, type FormatRegion } from 'shared-ui';
import type { ApplicationWithOutcome, FullApplication } from './api';
import { statusLabel } from './labels';
import { SECTION_ORDER } from './model';
import { StatusBadge } from './StatusBanner';
import { providerStagePath } from './paths';

/** The operator an application is to: the rows' heading column. */
function operatorColumn<Row extends { system_operator_name: string }>(): DataTableColumn<Row> {
  return { key: 'system_operator_name', header: <Trans id="manage.applications.col.operator" message="Operator" />, sortable: true, isRowHeader: true };
}

/** A sortable date column, sorted by the instant and shown as a long date in the region's format (— when none). */
function longDateColumn<Row>(key: string, header: ReactNode, region: FormatRegion, date: (row: Row) => string | null): DataTableColumn<Row> {
  return { key, header, sortable: true, value: date, render: (row) => formatDate(date(row), 'long', region) ?? '—' };
}

/** The columns of a provider's draft applications: operator, dates, stages saved and a way back in. */
export function useDraftColumns(): DataTableColumn<ApplicationWithOutcome>[] {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  return [
    operatorColumn(),
    longDateColumn('created', <Trans id="manage.applications.col.started" message="Started" />, region, (a) => a.created),
    longDateColumn('updated', <Trans id="manage.applications.col.saved" message="Last saved" />, region, (a) => a.updated),
    {
      key: 'stages',
      header: <Trans id="manage.applications.col.stages" message="Stages saved" />,
      value: (a) => a.sections.length,
      render: (a) => i18n._({ id: 'manage.applications.stagesSaved', message: '{saved} of {total}', values: { saved: a.sections.length, total: SECTION_ORDER.length } }),
    },
    {
      key: 'action',
      header: <Trans id="manage.applications.col.action" message="Action" />,
      exportable: false,
      render: (a) => (
        <Link to={providerStagePath(a.id, SECTION_ORDER[0])} className="fx-button">
          {i18n._({ id: 'manage.applications.continue', message: 'Continue application to {operator}', values: { operator: a.system_operator_name } })}
        </Link>
      ),
    },
  ];
}

/** The columns of a provider's submitted applications: operator, when and by whom, status, note and files. */
export function useSubmittedColumns(): DataTableColumn<FullApplication>[] {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  return [
    operatorColumn(),
    longDateColumn('submitted', <Trans id="manage.applications.col.submitted" message="Submitted" />, region, (a) => a.submitted),
    { key: 'submitted_by_name', header: <Trans id="manage.applications.col.submittedBy" message="Submitted by" />, sortable: true },
    {
      key: 'status',
      header: <Trans id="manage.applications.col.status" message="Status" />,
      sortable: true,
      value: (a) => statusLabel(i18n, a.status),
      render: (a) => <StatusBadge status={a.status} />,
    },
    { key: 'note', header: <Trans id="manage.applications.col.note" message="Operator’s note" />, value: (a) => a.outcome?.note ?? '' },
    { key: 'files', header: <Trans id="manage.applications.col.files" message="Files" />, value: (a) => a.attachments.length, align: 'end' },
    {
      key: 'action',
      header: <Trans id="manage.applications.col.action" message="Action" />,
      exportable: false,
      render: (a) => (
        <Link to={providerStagePath(a.id, SECTION_ORDER[0])}>
          {i18n._({ id: 'manage.applications.view', message: 'View application to {operator}', values: { operator: a.system_operator_name } })}
        </Link>
      ),
    },
  ];
}
