import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { bus, errorMessage, hasPermissions, orgTypeOf, paths, PERMISSIONS, requestConfirmation, toast, type Region } from 'shared-session';
import {
  DataTable,
  formatCapacity,
  formatDateTime,
  formatKv,
  formatMoney,
  formatPricePerMWh,
  NotFoundPage,
  powerUnitOf,
  useBusValue,
  useSession,
  type DataTableColumn,
} from 'shared-ui';
import {
  assetTypeLabel,
  competitionAssets,
  competitionEntries,
  competitionTypeLabel,
  deactivateCompetition,
  eligibilityLabel,
  holidayCalendarLabel,
  needDirectionLabel,
  needTypeLabel,
  operatorCompetition,
  operatorIdOf,
  overrideReasonLabel,
  powerTypeLabel,
  providerNames,
  statusLabel,
  tagLabel,
  type Competition,
  type CompetitionAsset,
  type CompetitionEntry,
  type CompetitionStatus,
  type OperatorCompetition,
} from '../../common/competitions';
import { reasonText } from '../../qualification/labels';
import { COMPETITION_PAGE_LOAD, CompetitionDates, Facts, PeriodsAndWindows } from './parts';
import { parseId } from '../../common/routeId';
import { SaveAsTemplateDialog } from './SaveAsTemplateDialog';
import { AreaNames } from './AreaNames';
import { SettlementTerms } from '../settlement/SettlementTerms';
import { editPath } from '../paths';
import './competitions.css';
import { LoadState, useLoad } from 'shared-ui';

const QUALIFYING = new Set(['eligible', 'qualified']);

/**
 * The operator's competition (`/systemoperator/competitions/{id}`): details, dates,
 * periods and windows, qualified and unqualified assets with reasons, entries; edit while the
 * status allows, deactivate, save as a template.
 */
export function OperatorCompetitionPage() {
  const session = useSession();
  const claims = session?.claims;
  const { competitionId } = useParams();
  const id = parseId(competitionId);
  if (orgTypeOf(claims) !== 'systemoperator' || !hasPermissions(claims, [PERMISSIONS.viewCompetitions]) || id === null) return <NotFoundPage />;
  return <OperatorCompetition key={id} id={id} orgId={claims?.role.id ?? null} canManage={hasPermissions(claims, [PERMISSIONS.manageCompetitions])} />;
}

function OperatorCompetition({ id, orgId, canManage }: { id: number; orgId: number | null; canManage: boolean }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const { result: competition, update: updateCompetition } = useLoad(
    () => operatorCompetition(id),
    i18n._({ id: 'competitions.page.loadFailed', message: 'The competition could not be loaded.' }),
    [id],
  );
  const [templateOpen, setTemplateOpen] = useState(false);
  const { deactivating, deactivate } = useDeactivation(updateCompetition);

  if (competition.state !== 'ready') return <LoadState result={competition} {...COMPETITION_PAGE_LOAD} />;
  const c = competition.value;
  // Another operator's competition, seen through the shared read scope: said so, not managed here.
  if (orgId !== null && operatorIdOf(c) !== orgId) {
    const message = i18n._({ id: 'competitions.page.otherOperator', message: 'This competition belongs to another operator.' });
    return <LoadState result={{ state: 'failed', error: null, message, notFound: false }} {...COMPETITION_PAGE_LOAD} />;
  }
  const active = c.is_active !== false;

  return (
    <section className="competitions-page" aria-labelledby="competition-title">
      <CompetitionHead
        competition={c}
        canManage={canManage}
        deactivating={deactivating}
        onSaveTemplate={() => setTemplateOpen(true)}
        onDeactivate={() => void deactivate(c)}
      />
      {!active ? (
        <p className="competitions-page__notice" role="status">
          <Trans id="competitions.page.inactive" message="This competition is deactivated: flex providers no longer see it." />
        </p>
      ) : null}
      {canManage && active && !c.editable ? <NotEditableNotice status={c.status} /> : null}

      <DetailsSection competition={c} region={region} />

      <section className="competition-section" aria-labelledby="competition-dates">
        <h2 id="competition-dates">
          <Trans id="competitions.page.dates" message="Dates" />
        </h2>
        <CompetitionDates competition={c} region={region} />
      </section>

      <section className="competition-section" aria-labelledby="competition-periods">
        <h2 id="competition-periods">
          <Trans id="competitions.page.periods" message="Service periods and windows" />
        </h2>
        <PeriodsAndWindows competition={c} region={region} />
      </section>

      <SettlementTerms competitionId={c.id} currency={c.currency} region={region} canEdit={canManage && active} />

      <AssetsAndEntries competition={c} region={region} />

      <SaveAsTemplateDialog
        competition={c}
        open={templateOpen}
        onClose={() => setTemplateOpen(false)}
        onSaved={(template) => {
          setTemplateOpen(false);
          toast({
            kind: 'success',
            title: i18n._({ id: 'competitions.template.saved', message: 'Template saved' }),
            text: i18n._({ id: 'competitions.template.savedText', message: '“{name}” is now among your templates.', values: { name: template.name } }),
          });
        }}
      />
    </section>
  );
}

/** Deactivating the competition after the operator confirms; the page shows it inactive on success. */
function useDeactivation(updateCompetition: (change: (value: OperatorCompetition) => OperatorCompetition) => void) {
  const { i18n } = useLingui();
  const [deactivating, setDeactivating] = useState(false);

  async function deactivate(c: OperatorCompetition) {
    const confirmed = await requestConfirmation({
      id: 'competition-deactivate',
      title: i18n._({ id: 'competitions.deactivate.title', message: 'Deactivate this competition?' }),
      body: i18n._({
        id: 'competitions.deactivate.body',
        message: '“{name}” will no longer be shown to flex providers on the map, and they cannot enter or bid. You still see it in your list.',
        values: { name: c.name },
      }),
      confirmLabel: i18n._({ id: 'competitions.deactivate.confirm', message: 'Deactivate' }),
      cancelLabel: i18n._({ id: 'competitions.deactivate.cancel', message: 'Keep it active' }),
      tone: 'danger',
    });
    if (!confirmed) return;
    setDeactivating(true);
    try {
      const updated = await deactivateCompetition(c.id);
      updateCompetition(() => ({ ...c, ...updated, service_periods: c.service_periods, is_active: false }));
      toast({ kind: 'success', title: i18n._({ id: 'competitions.deactivate.done', message: 'Competition deactivated' }) });
    } catch (error) {
      toast({
        kind: 'error',
        title: i18n._({ id: 'competitions.deactivate.failedTitle', message: 'Deactivation failed' }),
        text: errorMessage(error, i18n._({ id: 'competitions.deactivate.failed', message: 'The competition could not be deactivated. Please try again.' })),
      });
    } finally {
      setDeactivating(false);
    }
  }

  return { deactivating, deactivate };
}

/**
 * The name, reference and status, and what the operator may do: edit (while the API says the
 * competition is editable), save as a template, deactivate, see it on the map.
 */
function CompetitionHead({
  competition: c,
  canManage,
  deactivating,
  onSaveTemplate,
  onDeactivate,
}: {
  competition: OperatorCompetition;
  canManage: boolean;
  deactivating: boolean;
  onSaveTemplate: () => void;
  onDeactivate: () => void;
}) {
  const { i18n } = useLingui();
  const active = c.is_active !== false;
  return (
    <div className="competitions-page__head">
      <div>
        <h1 id="competition-title">{c.name}</h1>
        <p className="competitions-page__subtitle">
          <Trans id="competitions.page.subtitle" message="{reference} · {status}" values={{ reference: c.reference, status: statusLabel(i18n, c.status) }} />
        </p>
      </div>
      <div className="competitions-page__actions">
        {canManage && active && c.editable ? (
          <Link className="fx-button fx-button--primary" to={editPath(c.id)}>
            <Trans id="competitions.page.edit" message="Edit competition" />
          </Link>
        ) : null}
        {canManage ? (
          <button type="button" className="fx-button" onClick={onSaveTemplate}>
            <Trans id="competitions.page.saveTemplate" message="Save as template" />
          </button>
        ) : null}
        {canManage && active ? (
          <button type="button" className="fx-button" disabled={deactivating} onClick={onDeactivate}>
            <Trans id="competitions.page.deactivate" message="Deactivate" />
          </button>
        ) : null}
        <Link className="fx-button" to={paths.competitionOnMap(c.id)}>
          <Trans id="competitions.page.map" message="View on the map" />
        </Link>
      </div>
    </div>
  );
}

/** Why a competition can no longer be edited: one sentence per status, so that no language says bidding is open once it has closed. */
function NotEditableNotice({ status }: { status: CompetitionStatus }) {
  return (
    <p className="competitions-page__notice">
      {status === 'open' ? (
        <Trans id="competitions.page.notEditable.open" message="Bidding is open, so this competition can no longer be edited." />
      ) : status === 'closed' ? (
        <Trans id="competitions.page.notEditable.closed" message="Bidding has closed, so this competition can no longer be edited." />
      ) : (
        <Trans id="competitions.page.notEditable.archived" message="This competition is archived, so it can no longer be edited." />
      )}
    </p>
  );
}

function range(i18n: I18n, from: string | null, to: string | null): string | null {
  if (from && to) return i18n._({ id: 'competitions.range', message: '{from} to {to}', values: { from, to } });
  if (from) return i18n._({ id: 'competitions.range.from', message: 'From {from}', values: { from } });
  if (to) return i18n._({ id: 'competitions.range.to', message: 'Up to {to}', values: { to } });
  return null;
}

function DetailsSection({ competition: c, region }: { competition: OperatorCompetition; region: Region }) {
  const { i18n } = useLingui();
  const money = (v: number | null | undefined) => formatMoney(v, c.currency, region);
  const yes = i18n._({ id: 'competitions.yes', message: 'Yes' });
  const no = i18n._({ id: 'competitions.no', message: 'No' });
  return (
    <section className="competition-section" aria-labelledby="competition-details">
      <h2 id="competition-details">
        <Trans id="competitions.page.details" message="Details" />
      </h2>
      <Facts
        items={[
          [<Trans key="r" id="competitions.fact.reference" message="Reference" />, c.reference],
          [<Trans key="s" id="competitions.fact.status" message="Status" />, statusLabel(i18n, c.status)],
          [<Trans key="t" id="competitions.fact.type" message="Competition type" />, competitionTypeLabel(i18n, c.competition_type)],
          [<Trans key="p" id="competitions.fact.powerType" message="Power type" />, powerTypeLabel(i18n, c.power_type)],
          [<Trans key="n" id="competitions.fact.needDirection" message="Need" />, needDirectionLabel(i18n, c.need_direction)],
          [<Trans key="nt" id="competitions.fact.needType" message="Need type" />, needTypeLabel(i18n, c.need_type)],
          [
            <Trans key="v" id="competitions.fact.voltages" message="Connection voltage" />,
            range(i18n, formatKv(c.min_connection_voltage, region), formatKv(c.max_connection_voltage, region)),
          ],
          [<Trans key="b" id="competitions.fact.budget" message="Budget" />, range(i18n, money(c.minimum_budget), money(c.maximum_budget))],
          [<Trans key="ag" id="competitions.fact.availabilityGuide" message="Availability guide price" />, c.availability_guide_price != null ? `${money(c.availability_guide_price)}/MW/h` : null],
          [<Trans key="ug" id="competitions.fact.utilisationGuide" message="Utilisation guide price" />, formatPricePerMWh(c.utilisation_guide_price, c.currency, region)],
          [<Trans key="sf" id="competitions.fact.serviceFee" message="Service fee" />, money(c.service_fee)],
          [<Trans key="fp" id="competitions.fact.fixedPrice" message="Fixed prices" />, c.fixed_price ? yes : no],
          [<Trans key="a" id="competitions.fact.areaRegions" message="Area (GSP regions)" />, c.area_refs && c.area_refs.length ? <AreaNames refs={c.area_refs} /> : null],
          [
            <Trans key="bb" id="competitions.fact.buffer" message="Boundary buffer" />,
            c.boundary_buffer != null ? i18n._({ id: 'competitions.fact.bufferKm', message: '{km} km', values: { km: c.boundary_buffer } }) : null,
          ],
          [<Trans key="tag" id="competitions.fact.tag" message="Tag" />, tagLabel(i18n, c.tag)],
          [<Trans key="hc" id="competitions.fact.holidayCalendar" message="Public holiday calendar" />, holidayCalendarLabel(i18n, c.holiday_calendar)],
          [<Trans key="c" id="competitions.fact.contact" message="Contact" />, c.contact],
          [<Trans key="d" id="competitions.fact.description" message="Description" />, c.description],
        ]}
      />
    </section>
  );
}

function capacityText(i18n: I18n, a: CompetitionAsset, powerType: string, region: Region): string {
  if (a.planned && a.capacity_value != null) {
    return formatCapacity(a.capacity_value, a.capacity_type?.startsWith('reactive') ? 'MVAr' : 'MW', region) ?? '';
  }
  const reactive = powerType === 'reactive_power';
  const unit = powerUnitOf(powerType);
  const exp = formatCapacity(reactive ? a.reactive_export_capacity : a.active_export_capacity, unit, region);
  const imp = formatCapacity(reactive ? a.reactive_import_capacity : a.active_import_capacity, unit, region);
  return [
    exp ? i18n._({ id: 'competitions.asset.export', message: '{capacity} export', values: { capacity: exp } }) : null,
    imp ? i18n._({ id: 'competitions.asset.import', message: '{capacity} import', values: { capacity: imp } }) : null,
  ]
    .filter(Boolean)
    .join(' / ');
}

function assetColumns(i18n: I18n, c: Competition, region: Region, providers: ReadonlyMap<number, string>): DataTableColumn<CompetitionAsset>[] {
  const status = (a: CompetitionAsset) => {
    const label = eligibilityLabel(i18n, a.eligibility_status);
    return a.override_status ? i18n._({ id: 'competitions.asset.overridden', message: '{status} (set by you)', values: { status: label } }) : label;
  };
  const reasons = (a: CompetitionAsset) =>
    [...(a.reasons ?? []).map((r) => reasonText(i18n, r, region)), a.override_reason ? overrideReasonLabel(i18n, a.override_reason) : null].filter((r): r is string => Boolean(r));
  return [
    { key: 'ref', header: i18n._({ id: 'competitions.asset.ref', message: 'Asset' }), sortable: true, isRowHeader: true },
    {
      key: 'name',
      header: i18n._({ id: 'competitions.asset.name', message: 'Name' }),
      sortable: true,
      value: (a) => (a.planned ? i18n._({ id: 'competitions.asset.planned', message: '{name} (planned)', values: { name: a.name ?? '' } }) : a.name),
    },
    {
      key: 'provider',
      header: i18n._({ id: 'competitions.asset.provider', message: 'Flex provider' }),
      sortable: true,
      value: (a) => (a.flex_provider != null ? (providers.get(a.flex_provider) ?? `#${a.flex_provider}`) : null),
    },
    { key: 'type', header: i18n._({ id: 'competitions.asset.type', message: 'Type' }), sortable: true, value: (a) => assetTypeLabel(i18n, a.asset_type) },
    {
      key: 'voltage',
      header: i18n._({ id: 'competitions.asset.voltage', message: 'Voltage' }),
      sortable: true,
      align: 'end',
      value: (a) => a.voltage_level,
      render: (a) => formatKv(a.voltage_level, region) ?? '—',
    },
    {
      key: 'capacity',
      header: i18n._({ id: 'competitions.asset.capacity', message: 'Capacity' }),
      value: (a) => capacityText(i18n, a, c.power_type, region),
    },
    { key: 'status', header: i18n._({ id: 'competitions.asset.status', message: 'Status' }), sortable: true, value: status },
    {
      key: 'reasons',
      header: i18n._({ id: 'competitions.asset.reasons', message: 'Reasons' }),
      value: (a) => reasons(a).join('; '),
      render: (a) => {
        const list = reasons(a);
        if (list.length === 0) return '—';
        return (
          <ul className="competition-reasons">
            {list.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ul>
        );
      },
    },
  ];
}

function entryColumns(i18n: I18n, region: Region, providers: ReadonlyMap<number, string>): DataTableColumn<CompetitionEntry>[] {
  return [
    {
      key: 'provider',
      header: i18n._({ id: 'competitions.entry.provider', message: 'Flex provider' }),
      sortable: true,
      isRowHeader: true,
      value: (e) => providers.get(e.flex_provider) ?? `#${e.flex_provider}`,
    },
    {
      key: 'status',
      header: i18n._({ id: 'competitions.entry.status', message: 'Entry' }),
      sortable: true,
      value: (e) =>
        e.status === 'confirmed'
          ? i18n._({ id: 'competitions.entry.confirmed', message: 'Entry confirmed' })
          : i18n._({ id: 'competitions.entry.withdrawn', message: 'Withdrawn' }),
    },
    { key: 'assets', header: i18n._({ id: 'competitions.entry.assets', message: 'Assets entered' }), sortable: true, align: 'end', value: (e) => e.flex_assets.length },
    {
      key: 'updated',
      header: i18n._({ id: 'competitions.entry.updated', message: 'Last changed' }),
      sortable: true,
      value: (e) => e.updated,
      render: (e) => formatDateTime(e.updated, region) ?? '—',
    },
  ];
}

interface Related {
  assets: CompetitionAsset[];
  entries: CompetitionEntry[];
  providers: Map<number, string>;
}

async function loadRelated(id: number): Promise<Related> {
  const [assets, entries] = await Promise.all([competitionAssets(id), competitionEntries(id)]);
  const ids = [...new Set([...assets.map((a) => a.flex_provider), ...entries.map((e) => e.flex_provider)].filter((v): v is number => typeof v === 'number'))];
  // Names are a nicety: without them the table shows provider ids.
  const names = await providerNames(ids).catch(() => []);
  return { assets, entries, providers: new Map(names.map((p) => [p.id, p.name])) };
}

function AssetsAndEntries({ competition: c, region }: { competition: Competition; region: Region }) {
  const { i18n } = useLingui();
  const { result: related } = useLoad(() => loadRelated(c.id), i18n._({ id: 'competitions.page.relatedFailed', message: 'The assets and entries could not be loaded.' }), [c.id]);
  const providers = useMemo(() => (related.state === 'ready' ? related.value.providers : new Map<number, string>()), [related]);
  const assetCols = useMemo(() => assetColumns(i18n, c, region, providers), [i18n, c, region, providers]);
  const entryCols = useMemo(() => entryColumns(i18n, region, providers), [i18n, region, providers]);
  const assets = related.state === 'ready' ? related.value.assets : [];
  const entries = related.state === 'ready' ? related.value.entries : [];
  const loading = related.state === 'loading';
  const qualified = assets.filter((a) => QUALIFYING.has(a.eligibility_status));
  const unqualified = assets.filter((a) => !QUALIFYING.has(a.eligibility_status));
  const file = (kind: string) => `${c.reference || `competition-${c.id}`}-${kind}`;

  return (
    <>
      {related.state === 'failed' ? (
        <p className="competitions-page__error" role="alert">
          {related.message}
        </p>
      ) : null}
      <section className="competition-section" aria-labelledby="competition-qualified">
        <h2 id="competition-qualified">
          <Trans id="competitions.page.qualified" message="Qualified assets" />
        </h2>
        <DataTable
          caption={<Trans id="competitions.page.qualifiedCaption" message="Qualified assets ({count})" values={{ count: qualified.length }} />}
          hideCaption
          columns={assetCols}
          rows={qualified}
          getRowKey={(a) => a.id}
          loading={loading}
          empty={<Trans id="competitions.page.noQualified" message="No assets qualify yet." />}
          searchable
          searchLabel={i18n._({ id: 'competitions.page.searchQualified', message: 'Search qualified assets' })}
          pageSize={50}
          exportFilename={file('qualified-assets')}
        />
      </section>
      <section className="competition-section" aria-labelledby="competition-unqualified">
        <h2 id="competition-unqualified">
          <Trans id="competitions.page.unqualified" message="Unqualified assets" />
        </h2>
        <DataTable
          caption={<Trans id="competitions.page.unqualifiedCaption" message="Unqualified assets ({count})" values={{ count: unqualified.length }} />}
          hideCaption
          columns={assetCols}
          rows={unqualified}
          getRowKey={(a) => a.id}
          loading={loading}
          empty={<Trans id="competitions.page.noUnqualified" message="No unqualified assets in this area." />}
          searchable
          searchLabel={i18n._({ id: 'competitions.page.searchUnqualified', message: 'Search unqualified assets' })}
          pageSize={50}
          exportFilename={file('unqualified-assets')}
        />
      </section>
      <section className="competition-section" aria-labelledby="competition-entries">
        <h2 id="competition-entries">
          <Trans id="competitions.page.entries" message="Entries" />
        </h2>
        <DataTable
          caption={<Trans id="competitions.page.entriesCaption" message="Entries ({count})" values={{ count: entries.length }} />}
          hideCaption
          columns={entryCols}
          rows={entries}
          getRowKey={(e) => e.id}
          loading={loading}
          empty={<Trans id="competitions.page.noEntries" message="No flex provider has entered yet." />}
          exportFilename={file('entries')}
        />
      </section>
    </>
  );
}
