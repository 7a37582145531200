import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { QualificationSummary } from 'shared-session';
import { DataTable, EmptyState, type DataTableColumn, LoadState, useLoad } from 'shared-ui';
import { statusLabel } from '../common/competitions';
import { screenLoad } from '../qualification/QualificationScreen';
import { competitionSummaries } from './api';
import { OperatorAssetsScreen } from './OperatorAssetsScreen';
import { OPERATOR_ASSETS_PATHS, operatorCompetitionPath } from './paths';

const qualifiedOf = (s: QualificationSummary) => s.eligible + s.qualified;

function columns(i18n: I18n): DataTableColumn<QualificationSummary>[] {
  return [
    {
      key: 'name',
      header: i18n._({ id: 'manage.operatorAssets.col.competition', message: 'Competition' }),
      isRowHeader: true,
      sortable: true,
      render: (s) => <Link to={operatorCompetitionPath(s.competition)}>{s.name}</Link>,
    },
    { key: 'reference', header: i18n._({ id: 'manage.operatorAssets.col.reference', message: 'Reference' }), sortable: true },
    { key: 'status', header: i18n._({ id: 'manage.operatorAssets.col.status', message: 'Status' }), sortable: true, value: (s) => statusLabel(i18n, s.status) },
    {
      key: 'qualified',
      header: i18n._({ id: 'manage.operatorAssets.col.qualified', message: 'Qualified' }),
      sortable: true,
      align: 'end',
      value: qualifiedOf,
      render: (s) => <Link to={`${OPERATOR_ASSETS_PATHS.qualified}?competition=${s.competition}`}>{qualifiedOf(s)}</Link>,
    },
    {
      key: 'ineligible',
      header: i18n._({ id: 'manage.operatorAssets.col.unqualified', message: 'Unqualified' }),
      sortable: true,
      align: 'end',
      render: (s) => <Link to={`${OPERATOR_ASSETS_PATHS.unqualified}?competition=${s.competition}`}>{s.ineligible}</Link>,
    },
    { key: 'disqualified', header: i18n._({ id: 'manage.operatorAssets.col.disqualified', message: 'Disqualified' }), sortable: true, align: 'end' },
    { key: 'providers', header: i18n._({ id: 'manage.operatorAssets.col.providers', message: 'Providers' }), sortable: true, align: 'end' },
    { key: 'entries', header: i18n._({ id: 'manage.operatorAssets.col.entries', message: 'Entries confirmed' }), sortable: true, align: 'end' },
  ];
}

/**
 * Asset overview (/manage/systemoperator/assets/overview): per competition of the operator how many
 * assets are qualified, unqualified or disqualified, from how many providers, and their entries.
 */
export function OperatorOverviewPage() {
  const { i18n } = useLingui();
  const { result, reload } = useLoad(competitionSummaries, i18n._({ id: 'manage.operatorAssets.overview.failed', message: 'The assets of your competitions could not be loaded.' }), []);
  const cols = useMemo(() => columns(i18n), [i18n]);
  const title = <Trans id="manage.operatorAssets.overview.title" message="Asset overview" />;
  const intro = (
    <Trans
      id="manage.operatorAssets.overview.intro"
      message="Assets that lie in your competitions, by status: qualified assets can be entered and bid with; unqualified ones fail a rule (location, voltage or capacity); disqualified ones you took out with a reason."
    />
  );
  if (result.state !== 'ready') {
    return (
      <OperatorAssetsScreen path={OPERATOR_ASSETS_PATHS.overview} title={title} intro={intro}>
        <LoadState result={result} {...screenLoad(reload)} />
      </OperatorAssetsScreen>
    );
  }
  const summaries = result.value;
  const sum = (f: (s: QualificationSummary) => number) => summaries.reduce((n, s) => n + f(s), 0);
  return (
    <OperatorAssetsScreen path={OPERATOR_ASSETS_PATHS.overview} title={title} intro={intro}>
      <ul className="qualification__facts" aria-label={i18n._({ id: 'manage.operatorAssets.overview.totals', message: 'Totals over your competitions' })}>
        <li className="qualification__fact">
          <strong>{sum(qualifiedOf)}</strong>{' '}
          <Link to={OPERATOR_ASSETS_PATHS.qualified}>
            <Trans id="manage.operatorAssets.overview.qualified" message="Qualified" />
          </Link>
        </li>
        <li className="qualification__fact">
          <strong>{sum((s) => s.ineligible)}</strong>{' '}
          <Link to={OPERATOR_ASSETS_PATHS.unqualified}>
            <Trans id="manage.operatorAssets.overview.unqualified" message="Unqualified" />
          </Link>
        </li>
        <li className="qualification__fact">
          <strong>{sum((s) => s.disqualified)}</strong>{' '}
          <Link to={`${OPERATOR_ASSETS_PATHS.unqualified}?status=disqualified`}>
            <Trans id="manage.operatorAssets.overview.disqualified" message="Disqualified" />
          </Link>
        </li>
      </ul>
      {summaries.length === 0 ? (
        <EmptyState
          title={<Trans id="manage.operatorAssets.overview.empty.title" message="No assets lie in your competitions yet" />}
          description={
            <Trans id="manage.operatorAssets.overview.empty.text" message="Assets appear here once providers register assets inside the areas of your competitions. Check that your competitions have their areas set." />
          }
          action={
            <Link className="fx-button fx-button--primary" to="/manage/systemoperator/competitions">
              <Trans id="manage.operatorAssets.overview.empty.action" message="Go to your competitions" />
            </Link>
          }
        />
      ) : (
        <DataTable
          caption={<Trans id="manage.operatorAssets.overview.caption" message="Assets per competition" />}
          columns={cols}
          rows={summaries}
          getRowKey={(s) => s.competition}
          searchable
          pageSize={50}
          exportFilename="competition-assets"
        />
      )}
    </OperatorAssetsScreen>
  );
}
