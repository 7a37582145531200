import { useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { bus, orgTypeOf, paths, type Region } from 'shared-session';
import { DataTable, formatDate, formatDateTime, formatKv, formatMoney, formatPricePerMWh, NotFoundPage, useBusValue, useSession, type DataTableColumn, LoadState, useLoad } from 'shared-ui';
import {
  assetTypeLabel,
  competitionEntries,
  competitionTypeLabel,
  eligibilityLabel,
  holidayCalendarLabel,
  needDirectionLabel,
  overrideReasonLabel,
  powerTypeLabel,
  providerAssetSummary,
  providerCompetition,
  statusLabel,
  type Competition,
  type CompetitionEntry,
  type ProviderAssetSummary,
  type ProviderCompetition,
} from '../../common/competitions';
import { COMPETITION_PAGE_LOAD, CompetitionDates, Facts, PeriodsAndWindows } from '../detail/parts';
import { SettlementTerms } from '../settlement/SettlementTerms';
import { parseId } from '../../common/routeId';
import { BallotsSection } from '../../market/ballots';
import { BIDS_PATHS } from '../../market/provider-bids/paths';
import { reasonText } from '../../qualification/labels';
import { AreaNames } from '../detail/AreaNames';
import { CompetitionOutcome } from './CompetitionOutcome';
import '../detail/competitions.css';

const QUALIFYING = new Set(['eligible', 'qualified']);

/**
 * The provider's competition (`/flexprovider/competitions/{id}`): what a bidder
 * needs — dates and their statuses, the need in words, periods and windows, its own assets in the
 * area and its entry, and the way in to bidding.
 */
export function ProviderCompetitionPage() {
  const session = useSession();
  const { competitionId } = useParams();
  const id = parseId(competitionId);
  if (orgTypeOf(session?.claims) !== 'flexprovider' || id === null) return <NotFoundPage />;
  return <ProviderCompetition key={id} id={id} />;
}

interface Loaded {
  competition: ProviderCompetition;
  assets: ProviderAssetSummary[];
  entry: CompetitionEntry | null;
}

async function load(id: number): Promise<Loaded> {
  const [competition, assets, entries] = await Promise.all([providerCompetition(id), providerAssetSummary(id), competitionEntries(id)]);
  return { competition, assets, entry: entries[0] ?? null };
}

function ProviderCompetition({ id }: { id: number }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const { result } = useLoad(() => load(id), i18n._({ id: 'competitions.page.loadFailed', message: 'The competition could not be loaded.' }), [id]);

  if (result.state !== 'ready') return <LoadState result={result} {...COMPETITION_PAGE_LOAD} />;
  const { competition: c, assets, entry } = result.value;
  const operatorName = c.operator.name || null;

  return (
    <section className="competitions-page" aria-labelledby="competition-title">
      <div className="competitions-page__head">
        <div>
          <h1 id="competition-title">{c.name}</h1>
          <p className="competitions-page__subtitle">
            {operatorName ? (
              <Trans
                id="competitions.provider.subtitle"
                message="{operator} · {reference} · {status}"
                values={{ operator: operatorName, reference: c.reference, status: statusLabel(i18n, c.status) }}
              />
            ) : (
              <Trans id="competitions.page.subtitle" message="{reference} · {status}" values={{ reference: c.reference, status: statusLabel(i18n, c.status) }} />
            )}
          </p>
        </div>
        <div className="competitions-page__actions">
          <Link className="fx-button" to={paths.competitionOnMap(c.id)}>
            <Trans id="competitions.page.map" message="View on the map" />
          </Link>
        </div>
      </div>

      <section className="competition-section" aria-labelledby="competition-bidding">
        <h2 id="competition-bidding">
          <Trans id="competitions.provider.bidding" message="Bidding" />
        </h2>
        <div className="competition-bidding">
          <BiddingText competition={c} region={region} />
        </div>
      </section>

      {c.status === 'closed' || c.status === 'archived' ? <CompetitionOutcome competition={c} /> : null}

      <BallotsSection competition={c} assets={assets} />

      <section className="competition-section" aria-labelledby="competition-need">
        <h2 id="competition-need">
          <Trans id="competitions.provider.need" message="What is needed" />
        </h2>
        <NeedFacts competition={c} region={region} />
      </section>

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

      <SettlementTerms competitionId={c.id} currency={c.currency} region={region} canEdit={false} />

      <section className="competition-section" aria-labelledby="competition-entry">
        <h2 id="competition-entry">
          <Trans id="competitions.provider.entry" message="Your entry" />
        </h2>
        <EntryText competition={c} entry={entry} qualifying={assets.filter((a) => QUALIFYING.has(a.eligibility_status) && !a.planned).length} region={region} />
      </section>

      <section className="competition-section" aria-labelledby="competition-assets">
        <h2 id="competition-assets">
          <Trans id="competitions.provider.assets" message="Your assets in this competition" />
        </h2>
        <ProviderAssets competition={c} assets={assets} entry={entry} />
      </section>
    </section>
  );
}

/** The way in to bidding: what happens when; while open, the ballots below. */
function BiddingText({ competition: c, region }: { competition: Competition; region: Region }) {
  const opens = formatDateTime(c.open, region);
  const closes = formatDateTime(c.closed, region);
  let text: ReactNode;
  switch (c.status) {
    case 'open':
      text = (
        <>
          <p>
            {closes ? (
              <Trans id="competitions.bidding.openUntil" message="Bidding is open until {date}." values={{ date: closes }} />
            ) : (
              <Trans id="competitions.bidding.open" message="Bidding is open." />
            )}
          </p>
          <p>
            <Trans id="manage.ballots.howTo" message="To bid, create a ballot under Ballots below from your qualifying assets, then enter a bid for each service window." />
          </p>
          <p>
            <Link to={`${BIDS_PATHS.bulkUpload}?competition=${c.id}`}>
              <Trans id="competitions.bidding.bulk" message="Bid for many windows at once from this competition's bids template (CSV)" />
            </Link>
          </p>
        </>
      );
      break;
    case 'closed':
      text = <p>{closes ? <Trans id="competitions.bidding.closedOn" message="Bidding closed on {date}." values={{ date: closes }} /> : <Trans id="competitions.bidding.closed" message="Bidding has closed." />}</p>;
      break;
    case 'archived':
      text = (
        <p>
          <Trans id="competitions.bidding.archived" message="This competition is archived; bidding has ended." />
        </p>
      );
      break;
    default:
      text = (
        <p>
          {opens ? (
            <Trans id="competitions.bidding.opensOn" message="Bidding opens on {date}" values={{ date: opens }} />
          ) : (
            <Trans id="competitions.bidding.noDate" message="The bidding date is not set yet." />
          )}
        </p>
      );
  }
  return <>{text}</>;
}

function NeedFacts({ competition: c, region }: { competition: Competition; region: Region }) {
  const { i18n } = useLingui();
  const money = (v: number | null | undefined) => formatMoney(v, c.currency, region);
  const kv = (v: number | null) => formatKv(v, region);
  const voltage =
    kv(c.min_connection_voltage) && kv(c.max_connection_voltage)
      ? i18n._({ id: 'competitions.range', message: '{from} to {to}', values: { from: kv(c.min_connection_voltage), to: kv(c.max_connection_voltage) } })
      : (kv(c.min_connection_voltage) ?? kv(c.max_connection_voltage));
  return (
    <Facts
      items={[
        [<Trans key="n" id="competitions.fact.needDirection" message="Need" />, needDirectionLabel(i18n, c.need_direction)],
        [<Trans key="p" id="competitions.fact.powerType" message="Power type" />, powerTypeLabel(i18n, c.power_type)],
        [<Trans key="t" id="competitions.fact.type" message="Competition type" />, competitionTypeLabel(i18n, c.competition_type)],
        [<Trans key="v" id="competitions.fact.voltages" message="Connection voltage" />, voltage],
        [
          <Trans key="fp" id="competitions.fact.pricing" message="Pricing" />,
          c.fixed_price
            ? i18n._({ id: 'competitions.fact.pricing.fixed', message: 'Fixed prices per window (see below)' })
            : i18n._({ id: 'competitions.fact.pricing.bid', message: 'You set your prices in your bids' }),
        ],
        [<Trans key="ag" id="competitions.fact.availabilityGuide" message="Availability guide price" />, c.availability_guide_price != null ? `${money(c.availability_guide_price)}/MW/h` : null],
        [<Trans key="ug" id="competitions.fact.utilisationGuide" message="Utilisation guide price" />, formatPricePerMWh(c.utilisation_guide_price, c.currency, region)],
        [<Trans key="sf" id="competitions.fact.serviceFee" message="Service fee" />, money(c.service_fee)],
        [<Trans key="a" id="competitions.fact.areaRegions" message="Area (GSP regions)" />, c.area_refs && c.area_refs.length ? <AreaNames refs={c.area_refs} /> : null],
        [<Trans key="hc" id="competitions.fact.holidayCalendar" message="Public holiday calendar" />, holidayCalendarLabel(i18n, c.holiday_calendar)],
        [<Trans key="c" id="competitions.fact.contact" message="Contact" />, c.contact],
        [<Trans key="d" id="competitions.fact.description" message="Description" />, c.description],
      ]}
    />
  );
}

function EntryText({ competition: c, entry, qualifying, region }: { competition: Competition; entry: CompetitionEntry | null; qualifying: number; region: Region }) {
  const { i18n } = useLingui();
  const canEnter = c.status === 'qualifying' || c.status === 'open';
  if (entry && entry.status === 'confirmed') {
    return (
      <p>
        <Trans
          id="competitions.entry.confirmedText"
          message="Entry confirmed with {count, plural, one {# asset} other {# assets}} on {date}."
          values={{ count: entry.flex_assets.length, date: formatDate(entry.updated, 'long', region) ?? '' }}
        />
      </p>
    );
  }
  const lead = entry
    ? i18n._({ id: 'competitions.entry.withdrawnText', message: 'You withdrew your entry on {date}.', values: { date: formatDate(entry.updated, 'long', region) ?? '' } })
    : i18n._({ id: 'competitions.entry.none', message: 'You have not entered this competition.' });
  return (
    <p>
      {lead}{' '}
      {canEnter && qualifying > 0 ? (
        <>
          <Trans
            id="competitions.entry.howTo"
            message="{count, plural, one {# of your assets qualifies.} other {# of your assets qualify.}} Confirm your entry from the competition on the map."
            values={{ count: qualifying }}
          />{' '}
          <Link to={paths.competitionOnMap(c.id)}>
            <Trans id="competitions.entry.toMap" message="Confirm entry on the map" />
          </Link>
        </>
      ) : canEnter ? (
        <Trans id="competitions.entry.noneQualify" message="None of your assets qualifies yet." />
      ) : null}
    </p>
  );
}

function providerAssetColumns(i18n: I18n, entered: ReadonlySet<number>, region: Region): DataTableColumn<ProviderAssetSummary>[] {
  const reasons = (a: ProviderAssetSummary) =>
    [...(a.reasons ?? []).map((r) => reasonText(i18n, r, region)), a.override_reason ? overrideReasonLabel(i18n, a.override_reason) : null].filter((r): r is string => Boolean(r));
  return [
    { key: 'ref', header: i18n._({ id: 'competitions.asset.ref', message: 'Asset' }), sortable: true, isRowHeader: true },
    {
      key: 'name',
      header: i18n._({ id: 'competitions.asset.name', message: 'Name' }),
      sortable: true,
      value: (a) => (a.planned ? i18n._({ id: 'competitions.asset.planned', message: '{name} (planned)', values: { name: a.name ?? '' } }) : a.name),
    },
    { key: 'type', header: i18n._({ id: 'competitions.asset.type', message: 'Type' }), sortable: true, value: (a) => assetTypeLabel(i18n, a.asset_type) },
    { key: 'status', header: i18n._({ id: 'competitions.asset.status', message: 'Status' }), sortable: true, value: (a) => eligibilityLabel(i18n, a.eligibility_status) },
    {
      key: 'entered',
      header: i18n._({ id: 'competitions.asset.entered', message: 'Entered' }),
      sortable: true,
      value: (a) => (!a.planned && entered.has(a.flex_asset) ? i18n._({ id: 'competitions.yes', message: 'Yes' }) : i18n._({ id: 'competitions.no', message: 'No' })),
    },
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

function ProviderAssets({ competition: c, assets, entry }: { competition: Competition; assets: ProviderAssetSummary[]; entry: CompetitionEntry | null }) {
  const { i18n } = useLingui();
  const entered = useMemo(() => new Set(entry && entry.status === 'confirmed' ? entry.flex_assets : []), [entry]);
  const region = useBusValue(bus.region$);
  const columns = useMemo(() => providerAssetColumns(i18n, entered, region), [i18n, entered, region]);
  const qualifying = assets.filter((a) => QUALIFYING.has(a.eligibility_status)).length;
  return (
    <DataTable
      caption={
        <Trans
          id="competitions.provider.assetsCaption"
          message="Your assets in the area: {qualifying} of {count} qualify"
          values={{ qualifying, count: assets.length }}
        />
      }
      columns={columns}
      rows={assets}
      getRowKey={(a) => a.id}
      empty={<Trans id="competitions.provider.noAssets" message="None of your assets lies in this competition's area." />}
      searchable
      searchLabel={i18n._({ id: 'competitions.provider.searchAssets', message: 'Search your assets' })}
      pageSize={50}
      exportFilename={`${c.reference || `competition-${c.id}`}-my-assets`}
    />
  );
}
