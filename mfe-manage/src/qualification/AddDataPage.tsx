import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { toast, type AssetDataField, type AssetDataGap, type VoltageOption } from 'shared-session';
import { DataTable, Dropdown, EmptyState, type DataTableColumn, type DropdownValue, LoadState, useLoad } from 'shared-ui';
import { assetTypeLabel } from '../common/competitions';
import { assetDataGaps, voltages } from './api';
import { CompleteDataModal } from './CompleteDataModal';
import { Reasons } from './EligibilityPage';
import { missingFieldText } from './labels';
import { QualificationScreen, screenLoad } from './QualificationScreen';
import { providerCompetitionPath, QUALIFICATION_PATHS } from './paths';

const ALL = 'all';
type Gap = 'location' | 'voltage_level' | 'capacity';
const gapOf = (f: AssetDataField): Gap => (f === 'location' || f === 'voltage_level' ? f : 'capacity');

function columns(i18n: I18n, onComplete: (a: AssetDataGap) => void): DataTableColumn<AssetDataGap>[] {
  return [
    { key: 'ref', header: i18n._({ id: 'manage.qualification.col.asset', message: 'Asset' }), isRowHeader: true, sortable: true },
    { key: 'name', header: i18n._({ id: 'manage.qualification.col.name', message: 'Name' }), sortable: true },
    { key: 'asset_type', header: i18n._({ id: 'manage.qualification.col.type', message: 'Type' }), sortable: true, value: (a) => assetTypeLabel(i18n, a.asset_type) },
    {
      key: 'missing',
      header: i18n._({ id: 'manage.qualification.col.missing', message: 'Missing' }),
      value: (a) => a.missing.map((f) => missingFieldText(i18n, f)).join(', '),
      render: (a) => <Reasons items={a.missing.map((f) => missingFieldText(i18n, f))} />,
    },
    {
      key: 'competitions',
      header: i18n._({ id: 'manage.qualification.col.blocked', message: 'Competitions it fails for this' }),
      value: (a) => a.competitions.map((c) => c.name).join(', '),
      render: (a) =>
        a.competitions.length === 0 ? (
          a.missing.includes('location') ? (
            <Trans id="manage.qualification.gaps.nowhere" message="Every competition: without a location it lies in none" />
          ) : (
            '—'
          )
        ) : (
          <ul className="qualification__reasons">
            {a.competitions.map((c) => (
              <li key={c.id}>
                <Link to={providerCompetitionPath(c.id)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'action',
      header: i18n._({ id: 'manage.qualification.col.action', message: 'Action' }),
      exportable: false,
      render: (a) => (
        <button
          type="button"
          className="fx-button fx-button--secondary"
          aria-label={i18n._({ id: 'manage.qualification.gaps.completeOne', message: 'Complete data of {ref}', values: { ref: a.ref } })}
          onClick={() => onComplete(a)}
        >
          <Trans id="manage.qualification.gaps.complete" message="Complete data" />
        </button>
      ),
    },
  ];
}

/**
 * Complete asset data (/manage/flexprovider/qualification/add-data): the provider's assets that fail
 * qualification for missing data — no location, no connection voltage, no capacity in the direction
 * a competition needs — each completed in place (PATCH flex/assets/{id}/), then the list reloads.
 */
export function AddDataPage() {
  const { i18n } = useLingui();
  const [editing, setEditing] = useState<AssetDataGap | null>(null);
  const [gap, setGap] = useState<DropdownValue>(ALL);
  const { result, reload } = useLoad(
    async () => {
      const [gaps, options] = await Promise.all([assetDataGaps(), voltages()]);
      return { gaps, voltages: options as VoltageOption[] };
    },
    i18n._({ id: 'manage.qualification.gaps.failed', message: 'Your assets with missing data could not be loaded.' }),
    [],
  );
  const cols = useMemo(() => columns(i18n, setEditing), [i18n]);
  const title = <Trans id="manage.qualification.gaps.title" message="Complete asset data" />;
  const intro = (
    <Trans
      id="manage.qualification.gaps.intro"
      message="These assets cannot qualify until their data is complete: a location places them in competitions, the connection voltage must be in a competition's range, and they need capacity in the direction a competition needs."
    />
  );
  if (result.state !== 'ready') {
    return (
      <QualificationScreen path={QUALIFICATION_PATHS.addData} title={title} intro={intro}>
        <LoadState result={result} {...screenLoad(reload)} />
      </QualificationScreen>
    );
  }
  const { gaps } = result.value;
  const rows = gap === ALL ? gaps : gaps.filter((a) => a.missing.some((f) => gapOf(f) === gap));
  const gapItems = [
    { value: ALL, label: i18n._({ id: 'manage.qualification.gaps.filter.all', message: 'Anything missing' }) },
    { value: 'location', label: missingFieldText(i18n, 'location') },
    { value: 'voltage_level', label: missingFieldText(i18n, 'voltage_level') },
    { value: 'capacity', label: i18n._({ id: 'manage.qualification.gaps.filter.capacity', message: 'Capacity' }) },
  ];
  return (
    <QualificationScreen path={QUALIFICATION_PATHS.addData} title={title} intro={intro}>
      {gaps.length === 0 ? (
        <EmptyState
          title={<Trans id="manage.qualification.gaps.empty.title" message="Your asset data is complete" />}
          description={
            <Trans id="manage.qualification.gaps.empty.text" message="No asset fails qualification for missing data. See how your assets stand in each competition." />
          }
          action={
            <Link className="fx-button fx-button--primary" to={QUALIFICATION_PATHS.assets}>
              <Trans id="manage.qualification.gaps.empty.action" message="See asset eligibility" />
            </Link>
          }
        />
      ) : (
        <DataTable
          caption={<Trans id="manage.qualification.gaps.caption" message="Assets with data to complete" />}
          columns={cols}
          rows={rows}
          getRowKey={(a) => a.id}
          searchable
          searchLabel={i18n._({ id: 'manage.qualification.gaps.search', message: 'Search assets with data to complete' })}
          pageSize={100}
          exportFilename="asset-data-to-complete"
          empty={<Trans id="manage.qualification.gaps.noMatch" message="No assets match your filter and search." />}
          toolbar={<Dropdown label={<Trans id="manage.qualification.gaps.filter" message="Missing" />} items={gapItems} value={gap} onChange={setGap} />}
        />
      )}
      <CompleteDataModal
        asset={editing}
        voltages={result.value.voltages}
        onClose={() => setEditing(null)}
        onSaved={(asset) => {
          setEditing(null);
          toast({
            kind: 'success',
            title: i18n._({ id: 'manage.qualification.gaps.saved', message: '{ref} saved', values: { ref: asset.ref } }),
            text: i18n._({ id: 'manage.qualification.gaps.savedText', message: 'Its qualification was checked again.' }),
          });
          reload();
        }}
      />
    </QualificationScreen>
  );
}
