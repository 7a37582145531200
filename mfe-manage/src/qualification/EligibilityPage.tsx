import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { bus, type Qualification, type QualificationSummary, type Region } from 'shared-session';
import { DataTable, Dropdown, EmptyState, useBusValue, type DataTableColumn, type DropdownValue, LoadState, useLoad } from 'shared-ui';
import { assetTypeLabel } from '../common/competitions';
import { qualificationSummaries, qualifications } from './api';
import { providerStatusText, reasonsText, type EligibilityStatus } from './labels';
import { QualificationScreen, screenLoad } from './QualificationScreen';
import { providerCompetitionPath, QUALIFICATION_PATHS } from './paths';

const ALL = 'all';
const STATUSES: EligibilityStatus[] = ['eligible', 'qualified', 'ineligible', 'disqualified'];

export function Reasons({ items }: { items: string[] }) {
  if (items.length === 0) return <>—</>;
  return (
    <ul className="qualification__reasons">
      {items.map((r, i) => (
        <li key={i}>{r}</li>
      ))}
    </ul>
  );
}

function columns(i18n: I18n, region: Region, names: ReadonlyMap<number, string>): DataTableColumn<Qualification>[] {
  const reasons = (q: Qualification) => reasonsText(i18n, q, region, 'provider');
  return [
    { key: 'ref', header: i18n._({ id: 'manage.qualification.col.asset', message: 'Asset' }), isRowHeader: true, sortable: true },
    {
      key: 'name',
      header: i18n._({ id: 'manage.qualification.col.name', message: 'Name' }),
      sortable: true,
      value: (q) => (q.planned ? i18n._({ id: 'manage.qualification.planned', message: '{name} (planned)', values: { name: q.name } }) : q.name),
    },
    { key: 'asset_type', header: i18n._({ id: 'manage.qualification.col.type', message: 'Type' }), sortable: true, value: (q) => assetTypeLabel(i18n, q.asset_type) },
    {
      key: 'competition',
      header: i18n._({ id: 'manage.qualification.col.competition', message: 'Competition' }),
      sortable: true,
      value: (q) => names.get(q.competition) ?? `#${q.competition}`,
      render: (q) => <Link to={providerCompetitionPath(q.competition)}>{names.get(q.competition) ?? `#${q.competition}`}</Link>,
    },
    {
      key: 'eligibility_status',
      header: i18n._({ id: 'manage.qualification.col.status', message: 'Status' }),
      sortable: true,
      value: (q) => providerStatusText(i18n, q.eligibility_status),
      render: (q) => <span className={`qualification__status qualification__status--${q.eligibility_status}`}>{providerStatusText(i18n, q.eligibility_status)}</span>,
    },
    {
      key: 'reasons',
      header: i18n._({ id: 'manage.qualification.col.reasons', message: 'Why' }),
      value: (q) => reasons(q).join('; '),
      render: (q) => <Reasons items={reasons(q)} />,
    },
  ];
}

/**
 * Asset eligibility (/manage/flexprovider/qualification/assets): each of the provider's assets in
 * each competition it lies in, eligible or not with the reasons in words, and the operator's
 * decisions (a disqualification with its reason). `?competition=ID` picks one competition.
 */
export function EligibilityPage() {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const [params, setParams] = useSearchParams();
  const picked = Number(params.get('competition')) || null;
  const [status, setStatus] = useState<DropdownValue>(ALL);
  const { result, reload } = useLoad(
    async () => {
      const [summaries, rows] = await Promise.all([qualificationSummaries(), qualifications(picked)]);
      return { summaries, rows };
    },
    i18n._({ id: 'manage.qualification.assets.failed', message: 'The eligibility of your assets could not be loaded.' }),
    [picked],
  );
  const summaries: QualificationSummary[] = useMemo(() => (result.state === 'ready' ? result.value.summaries : []), [result]);
  const names = useMemo(() => new Map(summaries.map((s) => [s.competition, s.name])), [summaries]);
  const cols = useMemo(() => columns(i18n, region, names), [i18n, region, names]);
  const title = <Trans id="manage.qualification.assets.title" message="Asset eligibility" />;
  const intro = (
    <Trans
      id="manage.qualification.assets.intro"
      message="Your assets in each competition whose area they lie in. An asset qualifies when its connection voltage is in the competition's range and it has capacity in the direction the competition needs; the operator may also qualify or disqualify it."
    />
  );
  if (result.state !== 'ready') {
    return (
      <QualificationScreen path={QUALIFICATION_PATHS.assets} title={title} intro={intro}>
        <LoadState result={result} {...screenLoad(reload)} />
      </QualificationScreen>
    );
  }
  const rows = status === ALL ? result.value.rows : result.value.rows.filter((q) => q.eligibility_status === status);
  const competitionItems = [
    { value: ALL, label: i18n._({ id: 'manage.qualification.filter.allCompetitions', message: 'All competitions' }) },
    ...summaries.map((s) => ({ value: s.competition, label: `${s.name} (${s.reference})` })),
  ];
  const statusItems = [
    { value: ALL, label: i18n._({ id: 'manage.qualification.filter.allStatuses', message: 'All statuses' }) },
    ...STATUSES.map((s) => ({ value: s, label: providerStatusText(i18n, s) })),
  ];
  return (
    <QualificationScreen path={QUALIFICATION_PATHS.assets} title={title} intro={intro}>
      {result.value.rows.length === 0 && picked === null ? (
        <EmptyState
          title={<Trans id="manage.qualification.assets.empty.title" message="No assets to show" />}
          description={
            <Trans
              id="manage.qualification.assets.empty.text"
              message="None of your assets lies in the area of a competition. Assets without a location qualify nowhere: complete their data first."
            />
          }
          action={
            <Link className="fx-button fx-button--primary" to={QUALIFICATION_PATHS.addData}>
              <Trans id="manage.qualification.assets.empty.action" message="Complete asset data" />
            </Link>
          }
        />
      ) : (
        <DataTable
          caption={<Trans id="manage.qualification.assets.caption" message="Eligibility of your assets" />}
          columns={cols}
          rows={rows}
          getRowKey={(q) => q.id}
          searchable
          searchLabel={i18n._({ id: 'manage.qualification.assets.search', message: 'Search your assets' })}
          pageSize={100}
          exportFilename="asset-eligibility"
          empty={<Trans id="manage.qualification.assets.noMatch" message="No assets match your filters and search." />}
          toolbar={
            <>
              <Dropdown
                label={<Trans id="manage.qualification.filter.competition" message="Competition" />}
                items={competitionItems}
                value={picked ?? ALL}
                onChange={(v) => setParams(v === ALL ? {} : { competition: String(v) })}
              />
              <Dropdown label={<Trans id="manage.qualification.filter.status" message="Status" />} items={statusItems} value={status} onChange={setStatus} />
            </>
          }
        />
      )}
    </QualificationScreen>
  );
}
