import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { bus, paths, type Bid, type DispatchInstruction, type QualificationSummary, type Region } from 'shared-session';
import { CAPACITY_DECIMALS, formatDateTime, formatMoney, formatNumber, useBusValue, type DataTableColumn, type Load, type Loading, useLoad } from 'shared-ui';
import { entriesToConfirm, openBids, overdueMilestones, qualifyingCompetitions, requiredSettlementData, upcomingDispatches, type Counted, type RequiredSettlementData } from './api';
import { DispatchesSection, dispatchesStat } from './DispatchesSection';
import { COMPETITION_STATUS } from './labels';
import { countOf, milestonesStat, Section, Stats, TableOrEmpty, type Stat } from './Section';

const FP = '/manage/flexprovider';
export const PROVIDER_LINKS = {
  confirmEntries: `${FP}/qualification/confirm`,
  eligibility: `${FP}/qualification/assets`,
  bids: `${FP}/bids/list`,
  submitBids: `${FP}/bids/submit`,
  upcoming: '/operations/flexprovider/upcomingdispatches',
  settlementRequired: '/settlement/flexprovider/required',
  milestones: `${FP}/milestones`,
} as const;

function entryLabel(i18n: I18n, row: QualificationSummary): string {
  if (row.entry_status === 'confirmed') return i18n._({ id: 'home.entry.confirmed', message: 'Entered ({count} assets)', values: { count: row.entered_assets } });
  if (row.entry_status === 'withdrawn') return i18n._({ id: 'home.entry.withdrawn', message: 'Withdrawn' });
  return i18n._({ id: 'home.entry.none', message: 'Not entered' });
}

function competitionColumns(i18n: I18n, withEntry: boolean): DataTableColumn<QualificationSummary>[] {
  return [
    {
      key: 'name',
      header: i18n._({ id: 'home.col.competition', message: 'Competition' }),
      isRowHeader: true,
      sortable: true,
      render: (r) => <Link to={paths.providerCompetition(r.competition)}>{r.name}</Link>,
    },
    { key: 'operator_name', header: i18n._({ id: 'home.col.operator', message: 'System operator' }), sortable: true },
    { key: 'status', header: i18n._({ id: 'home.col.status', message: 'Status' }), sortable: true, value: (r) => i18n._(COMPETITION_STATUS[r.status]) },
    {
      key: 'qualifying',
      header: i18n._({ id: 'home.col.qualifyingAssets', message: 'Your qualifying assets' }),
      sortable: true,
      align: 'end',
      value: (r) => r.eligible + r.qualified,
    },
    ...(withEntry ? [{ key: 'entry', header: i18n._({ id: 'home.col.entry', message: 'Your entry' }), sortable: true, value: (r: QualificationSummary) => entryLabel(i18n, r) }] : []),
    {
      key: 'map',
      header: i18n._({ id: 'home.col.map', message: 'Map' }),
      exportable: false,
      render: (r) => (
        <Link to={paths.competitionOnMap(r.competition)} aria-label={i18n._({ id: 'home.showOnMap.label', message: 'Show on map: {name}', values: { name: r.name } })}>
          <Trans id="home.showOnMap" message="Show on map" />
        </Link>
      ),
    },
  ];
}

function bidColumns(i18n: I18n, region: Region): DataTableColumn<Bid>[] {
  return [
    {
      key: 'competition_name',
      header: i18n._({ id: 'home.col.competition', message: 'Competition' }),
      isRowHeader: true,
      sortable: true,
      render: (b) => <Link to={paths.providerCompetition(b.competition)}>{b.competition_name}</Link>,
      value: (b) => b.competition_name,
    },
    { key: 'window_name', header: i18n._({ id: 'home.col.window', message: 'Service window' }), sortable: true },
    { key: 'capacity', header: i18n._({ id: 'home.col.bidCapacity', message: 'Capacity' }), sortable: true, align: 'end', render: (b) => formatNumber(b.capacity, { maxDecimals: CAPACITY_DECIMALS }, region) ?? '' },
    { key: 'submitted', header: i18n._({ id: 'home.col.submitted', message: 'Submitted' }), sortable: true, render: (b) => formatDateTime(b.submitted, region) ?? '' },
  ];
}

export interface ProviderHomeProps {
  orgId: number | null;
  /** May see and submit bids (manage-bids). */
  canBid: boolean;
  /** May open the operations area (dispatch). */
  canOperate: boolean;
  /** May see settlement data (view-settlement): the events still needing meter data. */
  canSettle: boolean;
  /** May open the milestones screen: the count of overdue milestones. */
  canMilestones?: boolean;
}

/** The provider's live competitions where an asset qualifies, as loaded once for the entries and the qualifying sections. */
type Competitions = Loading<QualificationSummary[]>;

/** Competitions waiting for the provider to confirm its entry. */
function EntriesSection({ competitions }: { competitions: Competitions }) {
  const { i18n } = useLingui();
  const columns = useMemo(() => competitionColumns(i18n, false), [i18n]);
  return (
    <Section
      id="home-entries"
      title={<Trans id="home.entries.title" message="Entries awaiting your confirmation" />}
      more={<Link to={PROVIDER_LINKS.confirmEntries}><Trans id="home.entries.more" message="Confirm entries" /></Link>}
      result={competitions.result}
      onRetry={competitions.reload}
    >
      {(rows) => (
        <TableOrEmpty
          rows={entriesToConfirm(rows)}
          empty={{
            title: <Trans id="home.entries.empty" message="No entries to confirm" />,
            description: <Trans id="home.entries.emptyText" message="When a competition your assets qualify for opens for entry, it appears here for you to confirm which assets take part." />,
          }}
          caption={<Trans id="home.entries.caption" message="Competitions waiting for your entry" />}
          columns={columns}
          getRowKey={(r) => r.competition}
          searchable
          pageSize={5}
          exportFilename="entries-to-confirm"
          defaultSort={{ key: 'name', direction: 'ascending' }}
        />
      )}
    </Section>
  );
}

/** Live competitions the provider's assets qualify for, with its entry; when none, where to check and add assets. */
function QualifyingSection({ competitions, assetsLink }: { competitions: Competitions; assetsLink: string }) {
  const { i18n } = useLingui();
  const columns = useMemo(() => competitionColumns(i18n, true), [i18n]);
  return (
    <Section
      id="home-qualifying"
      title={<Trans id="home.qualifying.title" message="Live competitions your assets qualify for" />}
      more={<Link to={paths.dashboard}><Trans id="home.qualifying.more" message="Open the map" /></Link>}
      result={competitions.result}
      onRetry={competitions.reload}
    >
      {(rows) => (
        <TableOrEmpty
          rows={rows}
          empty={{
            title: <Trans id="home.qualifying.empty" message="None of your assets qualifies for a live competition" />,
            description: <Trans id="home.qualifying.emptyText" message="See which rule each asset fails (location, voltage or capacity) and complete its data, or add assets where operators are buying." />,
            action: (
              <span className="home-actions">
                <Link className="fx-button fx-button--primary" to={PROVIDER_LINKS.eligibility}><Trans id="home.qualifying.eligibility" message="Check asset eligibility" /></Link>
                <Link className="fx-button" to={assetsLink}><Trans id="home.qualifying.assets" message="Manage your assets" /></Link>
              </span>
            ),
          }}
          caption={<Trans id="home.qualifying.caption2" message="Competitions with your qualifying assets" />}
          columns={columns}
          getRowKey={(r) => r.competition}
          searchable
          pageSize={10}
          exportFilename="qualifying-competitions"
          defaultSort={{ key: 'name', direction: 'ascending' }}
        />
      )}
    </Section>
  );
}

/** The provider's latest open bids (of how many), or where to submit some. */
function BidsSection({ bids }: { bids: Loading<Counted<Bid> | null> }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const columns = useMemo(() => bidColumns(i18n, region), [i18n, region]);
  return (
    <Section
      id="home-bids"
      title={<Trans id="home.bids.title" message="Your open bids" />}
      more={<Link to={PROVIDER_LINKS.bids}><Trans id="home.bids.more" message="See all your bids" /></Link>}
      result={bids.result}
      onRetry={bids.reload}
    >
      {(value) => (
        <TableOrEmpty
          rows={value?.rows ?? []}
          empty={{
            title: <Trans id="home.bids.empty" message="No bids in competitions open for bidding" />,
            description: <Trans id="home.bids.emptyText" message="Once you have entered a competition and its bidding opens, submit your offers per service window." />,
            action: <Link className="fx-button fx-button--primary" to={PROVIDER_LINKS.submitBids}><Trans id="home.bids.submit" message="Submit bids" /></Link>,
          }}
          intro={
            value ? (
              <p className="muted">
                <Trans id="home.bids.latest" message="The latest {shown} of {total} bids in competitions with bidding open." values={{ shown: value.rows.length, total: value.total }} />
              </p>
            ) : null
          }
          caption={<Trans id="home.bids.caption" message="Your latest open bids" />}
          columns={columns}
          getRowKey={(b) => b.id}
          searchable
          exportFilename="open-bids"
        />
      )}
    </Section>
  );
}

/** The money at stake on the events needing data, per currency ("£300.00 + €12.00"). */
function atStake(required: RequiredSettlementData | null, region: Region): string {
  const amounts = (required?.money_at_stake ?? []).filter((m) => Number(m.amount) !== 0).map((m) => formatMoney(m.amount, m.currency, region) ?? m.amount);
  return amounts.length ? amounts.join(' + ') : formatMoney(0, 'GBP', region) ?? '0';
}

/** Settlement events needing meter data, and the money at stake on them, as figures of the home. */
function settlementStats(required: Load<RequiredSettlementData | null>, region: Region): Stat[] {
  return [
    {
      key: 'settlement-required',
      label: <Trans id="home.stat.settlementRequired" message="settlement events need meter data" />,
      value: countOf(required, (r) => r?.count ?? 0),
      to: PROVIDER_LINKS.settlementRequired,
    },
    {
      key: 'settlement-at-stake',
      label: <Trans id="home.stat.settlementAtStake" message="at stake until that data is uploaded" />,
      value: required.state === 'ready' ? atStake(required.value, region) : '–',
      to: PROVIDER_LINKS.settlementRequired,
    },
  ];
}

/** The "at a glance" counts: entries to confirm, qualifying competitions, and (when the user may see them) open bids and upcoming dispatches. */
function providerStats(
  competitions: Load<QualificationSummary[]>,
  bids: Load<Counted<Bid> | null> | null,
  dispatches: Load<Counted<DispatchInstruction> | null> | null,
): Stat[] {
  const stats: Stat[] = [
    {
      key: 'entries',
      label: <Trans id="home.stat.entries" message="entries to confirm" />,
      value: countOf(competitions, (rows) => entriesToConfirm(rows).length),
      to: PROVIDER_LINKS.confirmEntries,
    },
    {
      key: 'qualifying',
      label: <Trans id="home.stat.qualifying" message="live competitions your assets qualify for" />,
      value: countOf(competitions, (rows) => rows.length),
      to: paths.dashboard,
    },
  ];
  if (bids) stats.push({ key: 'bids', label: <Trans id="home.stat.bids" message="open bids" />, value: countOf(bids, (b) => b?.total ?? 0), to: PROVIDER_LINKS.bids });
  if (dispatches) stats.push(dispatchesStat(dispatches, PROVIDER_LINKS.upcoming));
  return stats;
}

/** A flex provider's home: entries to confirm, competitions its assets qualify for, open bids, upcoming dispatches, settlement data still needed. */
export function ProviderHome({ orgId, canBid, canOperate, canSettle, canMilestones = false }: ProviderHomeProps) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const required = useLoad(() => (canSettle ? requiredSettlementData() : Promise.resolve(null)), '', [canSettle]);
  const competitions = useLoad(qualifyingCompetitions, '', []);
  const bids = useLoad(() => (canBid ? openBids() : Promise.resolve(null)), '', [canBid]);
  const dispatches = useLoad(() => (canOperate ? upcomingDispatches() : Promise.resolve(null)), '', [canOperate]);
  const assetsLink = orgId !== null ? paths.providerAssets(orgId) : PROVIDER_LINKS.eligibility;
  const milestones = useLoad(() => (canMilestones ? overdueMilestones() : Promise.resolve(0)), '', [canMilestones]);
  const stats = [
    ...providerStats(competitions.result, canBid ? bids.result : null, canOperate ? dispatches.result : null),
    ...(canSettle ? settlementStats(required.result, region) : []),
    ...(canMilestones ? [milestonesStat(milestones.result, PROVIDER_LINKS.milestones)] : []),
  ];

  return (
    <>
      <Stats label={i18n._({ id: 'home.stats', message: 'At a glance' })} stats={stats} />
      <EntriesSection competitions={competitions} />
      <QualifyingSection competitions={competitions} assetsLink={assetsLink} />
      {canBid ? <BidsSection bids={bids} /> : null}
      {canOperate ? (
        <DispatchesSection
          result={dispatches.result}
          onRetry={dispatches.reload}
          moreTo={PROVIDER_LINKS.upcoming}
          withProvider={false}
          caption={<Trans id="home.dispatches.caption" message="Your next dispatch instructions" />}
          emptyDescription={<Trans id="home.dispatches.emptyProvider" message="When a system operator dispatches one of your accepted bids, the instruction appears here and you answer it in Operations." />}
        />
      ) : null}
    </>
  );
}
