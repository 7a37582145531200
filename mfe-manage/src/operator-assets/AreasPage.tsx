import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { bus, type GridTopologySite, type OperatingArea } from 'shared-session';
import { DataTable, formatInteger, useBusValue, type DataTableColumn, type FormatRegion, LoadState, useLoad } from 'shared-ui';
import { SCREEN_LOADING, screenLoad } from '../qualification/QualificationScreen';
import { operatingArea, topologySites } from './api';
import { OperatorAssetsScreen } from './OperatorAssetsScreen';
import { OPERATOR_ASSETS_PATHS } from './paths';
import { REGION_COLOUR, SITE_STYLE } from './siteStyle';

const AreaMap = lazy(() => import('./AreaMap'));

type Region = OperatingArea['regions'][number] & { group_name: string; sites: string[] };

function columns(i18n: I18n, place: FormatRegion): DataTableColumn<Region>[] {
  return [
    { key: 'name', header: i18n._({ id: 'manage.areas.col.region', message: 'GSP region' }), isRowHeader: true, sortable: true },
    { key: 'group_name', header: i18n._({ id: 'manage.areas.col.group', message: 'GSP group' }), sortable: true },
    {
      key: 'area_km2',
      header: i18n._({ id: 'manage.areas.col.area', message: 'Area (km²)' }),
      sortable: true,
      align: 'end',
      render: (r) => formatInteger(r.area_km2, place),
    },
    {
      key: 'sites',
      header: i18n._({ id: 'manage.areas.col.sites', message: 'Your GSP sites' }),
      value: (r) => r.sites.join(', '),
      render: (r) => (r.sites.length ? r.sites.join(', ') : <Trans id="manage.areas.noSites" message="None uploaded: bids name the region" />),
    },
  ];
}

/**
 * Operating areas (/manage/systemoperator/areas): the operator's licence area on a map with its GSP
 * regions and uploaded grid topology, and the same regions as a table (the map's text alternative).
 */
export function AreasPage() {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const { result, reload } = useLoad(
    async () => {
      const [area, sites] = await Promise.all([operatingArea(), topologySites()]);
      return { area, sites };
    },
    i18n._({ id: 'manage.areas.failed', message: 'Your operating area could not be loaded.' }),
    [],
  );
  const cols = useMemo(() => columns(i18n, region), [i18n, region]);
  const rows = useMemo<Region[]>(() => {
    if (result.state !== 'ready') return [];
    const { area, sites } = result.value;
    const groupNames = new Map(area.groups.map((g) => [g.code, g.name]));
    const byRegion = new Map<string, string[]>();
    for (const s of sites as GridTopologySite[]) if (s.site_type === 'gsp' && s.gsp_region) byRegion.set(s.gsp_region, [...(byRegion.get(s.gsp_region) ?? []), s.name]);
    return area.regions.map((r) => ({ ...r, group_name: groupNames.get(r.gsp_group) ?? r.gsp_group, sites: byRegion.get(r.name) ?? [] }));
  }, [result]);
  const title = <Trans id="manage.areas.heading" message="Operating areas" />;
  if (result.state !== 'ready') {
    return (
      <OperatorAssetsScreen path={OPERATOR_ASSETS_PATHS.areas} title={title}>
        <LoadState result={result} {...screenLoad(reload)} />
      </OperatorAssetsScreen>
    );
  }
  const { area, sites } = result.value;
  const groups = area.groups.map((g) => g.name).join(', ');
  return (
    <OperatorAssetsScreen
      path={OPERATOR_ASSETS_PATHS.areas}
      title={title}
      intro={
        groups ? (
          <Trans
            id="manage.areas.intro"
            message="Your licence area covers {groups}: {n} GSP regions, from which your competitions' areas are made. Uploaded GSP sites name the GSPs of bids in your competitions."
            values={{ groups, n: area.regions.length }}
          />
        ) : (
          <Trans id="manage.areas.introNone" message="No licence area is recorded for your organisation: every GSP region of Great Britain is shown." />
        )
      }
    >
      <ul className="qualification__legend" aria-label={i18n._({ id: 'manage.areas.legend', message: 'Map legend' })}>
        <li>
          <span aria-hidden="true" style={{ background: '#2f7fc1', border: `2px solid ${REGION_COLOUR}` }} />
          <Trans id="manage.areas.legend.region" message="GSP region" />
        </li>
        <li>
          <span aria-hidden="true" style={{ background: SITE_STYLE.gsp.color, borderRadius: '50%' }} />
          <Trans id="manage.areas.legend.gsp" message="Grid supply point" />
        </li>
        <li>
          <span aria-hidden="true" style={{ background: SITE_STYLE.bsp.color, borderRadius: '50%' }} />
          <Trans id="manage.areas.legend.bsp" message="Bulk supply point" />
        </li>
        <li>
          <span aria-hidden="true" style={{ background: SITE_STYLE.primary.color, borderRadius: '50%' }} />
          <Trans id="manage.areas.legend.primary" message="Primary substation" />
        </li>
      </ul>
      <Suspense fallback={<LoadState result={{ state: 'loading' }} loading={SCREEN_LOADING} />}>
        <AreaMap area={area} sites={sites} label={i18n._({ id: 'manage.areas.mapLabel', message: 'Map of your operating area and its GSP regions' })} />
      </Suspense>
      <p className="qualification__hint">
        <Trans id="manage.areas.attribution" message="Contains data from NESO (National Energy System Operator), licensed under the NESO Open Data Licence. Boundaries are approximate." />{' '}
        <Link to={OPERATOR_ASSETS_PATHS.topology}>
          <Trans id="manage.areas.toTopology" message="Upload your grid topology" />
        </Link>
      </p>
      <DataTable
        caption={<Trans id="manage.areas.caption" message="GSP regions of your operating area" />}
        columns={cols}
        rows={rows}
        getRowKey={(r) => r.id}
        searchable
        pageSize={100}
        exportFilename="gsp-regions"
      />
    </OperatorAssetsScreen>
  );
}
