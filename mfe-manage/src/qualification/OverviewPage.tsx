import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { QualificationSummary } from 'shared-session';
import { DataTable, EmptyState, type DataTableColumn, LoadState, useLoad } from 'shared-ui';
import { statusLabel } from '../common/competitions';
import { assetDataGapCount, ENTRY_OPEN, qualificationSummaries } from './api';
import { QualificationScreen, screenLoad } from './QualificationScreen';
import { providerCompetitionPath, QUALIFICATION_PATHS } from './paths';

export const canEnter = (s: QualificationSummary): boolean => (ENTRY_OPEN as readonly string[]).includes(s.status) && s.qualifying_assets > 0;

/** The provider's entry in a competition, in words. */
export function entryText(i18n: I18n, s: QualificationSummary): string {
  if (s.entry_status === 'confirmed') {
    return i18n._({ id: 'manage.qualification.entry.entered', message: '{n, plural, one {Entered with # asset} other {Entered with # assets}}', values: { n: s.entered_assets } });
  }
  if (s.entry_status === 'withdrawn') return i18n._({ id: 'manage.qualification.entry.withdrawn', message: 'Withdrawn' });
  return i18n._({ id: 'manage.qualification.entry.none', message: 'Not entered' });
}

function columns(i18n: I18n): DataTableColumn<QualificationSummary>[] {
  return [
    {
      key: 'name',
      header: i18n._({ id: 'manage.qualification.col.competition', message: 'Competition' }),
      isRowHeader: true,
      sortable: true,
      render: (s) => <Link to={providerCompetitionPath(s.competition)}>{s.name}</Link>,
    },
    { key: 'reference', header: i18n._({ id: 'manage.qualification.col.reference', message: 'Reference' }), sortable: true },
    { key: 'status', header: i18n._({ id: 'manage.qualification.col.status', message: 'Status' }), sortable: true, value: (s) => statusLabel(i18n, s.status) },
    { key: 'operator_name', header: i18n._({ id: 'manage.qualification.col.operator', message: 'System operator' }), sortable: true },
    {
      key: 'eligible',
      header: i18n._({ id: 'manage.qualification.col.eligible', message: 'Eligible' }),
      sortable: true,
      align: 'end',
      value: (s) => s.eligible + s.qualified,
    },
    { key: 'ineligible', header: i18n._({ id: 'manage.qualification.col.ineligible', message: 'Not eligible' }), sortable: true, align: 'end' },
    { key: 'disqualified', header: i18n._({ id: 'manage.qualification.col.disqualified', message: 'Disqualified' }), sortable: true, align: 'end' },
    { key: 'entry', header: i18n._({ id: 'manage.qualification.col.entry', message: 'Entry' }), sortable: true, value: (s) => entryText(i18n, s) },
    {
      key: 'actions',
      header: i18n._({ id: 'manage.qualification.col.actions', message: 'Assets' }),
      exportable: false,
      render: (s) => (
        <Link to={`${QUALIFICATION_PATHS.assets}?competition=${s.competition}`} aria-label={i18n._({ id: 'manage.qualification.seeAssetsIn', message: 'See assets in {name}', values: { name: s.name } })}>
          <Trans id="manage.qualification.seeAssets" message="See assets" />
        </Link>
      ),
    },
  ];
}

/**
 * Asset qualification overview (/manage/flexprovider/qualification/overview): per competition how
 * many of the provider's assets are eligible, not eligible or disqualified, and its entry; what
 * needs doing (entries to confirm, asset data to complete).
 */
export function OverviewPage() {
  const { i18n } = useLingui();
  const { result, reload } = useLoad(
    async () => {
      const [summaries, gaps] = await Promise.all([qualificationSummaries(), assetDataGapCount()]);
      return { summaries, gaps };
    },
    i18n._({ id: 'manage.qualification.overview.failed', message: 'Your asset qualification could not be loaded.' }),
    [],
  );
  const cols = useMemo(() => columns(i18n), [i18n]);
  const title = <Trans id="manage.qualification.overview.title" message="Asset qualification" />;
  const intro = (
    <Trans
      id="manage.qualification.overview.intro"
      message="Where your assets stand in each competition they lie in: eligible assets can be entered while qualification or bidding is open; the asset eligibility screen says why the others do not qualify."
    />
  );
  if (result.state !== 'ready') {
    return (
      <QualificationScreen path={QUALIFICATION_PATHS.overview} title={title} intro={intro}>
        <LoadState result={result} {...screenLoad(reload)} />
      </QualificationScreen>
    );
  }
  const { summaries, gaps } = result.value;
  const toConfirm = summaries.filter((s) => canEnter(s) && s.entry_status !== 'confirmed').length;
  return (
    <QualificationScreen path={QUALIFICATION_PATHS.overview} title={title} intro={intro}>
      <ul className="qualification__facts" aria-label={i18n._({ id: 'manage.qualification.overview.todo', message: 'What needs doing' })}>
        <li className="qualification__fact">
          <strong>{toConfirm}</strong>{' '}
          <span>
            <Trans id="manage.qualification.overview.toConfirm" message="{n, plural, one {competition awaits your entry} other {competitions await your entry}}" values={{ n: toConfirm }} />
          </span>
          <Link to={QUALIFICATION_PATHS.confirm}>
            <Trans id="manage.qualification.overview.toConfirmLink" message="Confirm entry status" />
          </Link>
        </li>
        <li className="qualification__fact">
          <strong>{gaps}</strong>{' '}
          <span>
            <Trans id="manage.qualification.overview.gaps" message="{n, plural, one {asset has data to complete} other {assets have data to complete}}" values={{ n: gaps }} />
          </span>
          <Link to={QUALIFICATION_PATHS.addData}>
            <Trans id="manage.qualification.overview.gapsLink" message="Complete asset data" />
          </Link>
        </li>
      </ul>
      {summaries.length === 0 ? (
        <EmptyState
          title={<Trans id="manage.qualification.overview.empty.title" message="None of your assets lies in a competition" />}
          description={
            <Trans
              id="manage.qualification.overview.empty.text"
              message="Assets qualify for competitions whose area they lie in. Add your assets with their locations, or look at the map for competitions near them."
            />
          }
          action={
            <Link className="fx-button fx-button--primary" to={QUALIFICATION_PATHS.upload}>
              <Trans id="manage.qualification.overview.empty.action" message="Add assets" />
            </Link>
          }
        />
      ) : (
        <DataTable
          caption={<Trans id="manage.qualification.overview.caption" message="Your assets per competition" />}
          columns={cols}
          rows={summaries}
          getRowKey={(s) => s.competition}
          searchable
          pageSize={50}
          exportFilename="asset-qualification"
        />
      )}
    </QualificationScreen>
  );
}
