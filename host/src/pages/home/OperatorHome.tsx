import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { bus, paths, type BidSummary, type Region } from 'shared-session';
import { EmptyState, formatCapacity, powerUnitOf, useBusValue, type DataTableColumn, useLoad } from 'shared-ui';
import { bidsAwaitingDecision, competitionsByStatus, OPERATOR_STATUSES, overdueMilestones, upcomingDispatches } from './api';
import { COMPETITION_STATUS, statusLabel } from './labels';
import { DispatchesSection, dispatchesStat } from './DispatchesSection';
import { countOf, milestonesStat, Section, Stats, TableOrEmpty, type Stat } from './Section';

const SO = '/manage/systemoperator';
export const OPERATOR_LINKS = {
  create: `${SO}/competitions/create`,
  decision: (competition: number) => `${SO}/bids/decision?competition=${competition}`,
  bids: `${SO}/bids`,
  upcoming: '/operations/systemoperator/upcomingdispatches',
  send: '/operations/systemoperator/dispatchsend',
  milestones: `${SO}/milestones`,
} as const;

function decisionColumns(i18n: I18n, region: Region): DataTableColumn<BidSummary>[] {
  return [
    {
      key: 'competition_name',
      header: i18n._({ id: 'home.col.competition', message: 'Competition' }),
      isRowHeader: true,
      sortable: true,
      render: (r) => <Link to={OPERATOR_LINKS.decision(r.competition)}>{r.competition_name}</Link>,
      value: (r) => r.competition_name,
    },
    { key: 'reference', header: i18n._({ id: 'home.col.reference', message: 'Reference' }), sortable: true },
    { key: 'status', header: i18n._({ id: 'home.col.status', message: 'Status' }), sortable: true, value: (r) => statusLabel(i18n, r.status) },
    { key: 'pending', header: i18n._({ id: 'home.col.undecided', message: 'Bids to decide' }), sortable: true, align: 'end' },
    { key: 'bids', header: i18n._({ id: 'home.col.bids', message: 'Bids' }), sortable: true, align: 'end' },
    { key: 'providers', header: i18n._({ id: 'home.col.providers', message: 'Providers' }), sortable: true, align: 'end' },
    {
      key: 'capacity_offered',
      header: i18n._({ id: 'home.col.offeredCapacity', message: 'Capacity offered' }),
      sortable: true,
      align: 'end',
      render: (r) => formatCapacity(r.capacity_offered, powerUnitOf(r.power_type), region),
    },
  ];
}

export interface OperatorHomeProps {
  orgId: number | null;
  canCreate: boolean;
  canDecide: boolean;
  canOperate: boolean;
  /** May open the milestones screen: the count of overdue milestones. */
  canMilestones?: boolean;
}

/** A system operator's home: its competitions by status, bids awaiting decision, upcoming dispatches. */
export function OperatorHome({ orgId, canCreate, canDecide, canOperate, canMilestones = false }: OperatorHomeProps) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const statuses = useLoad(() => (orgId === null ? Promise.resolve(null) : competitionsByStatus(orgId)), '', [orgId]);
  const decisions = useLoad(() => (canDecide ? bidsAwaitingDecision() : Promise.resolve(null)), '', [canDecide]);
  const dispatches = useLoad(() => (canOperate ? upcomingDispatches() : Promise.resolve(null)), '', [canOperate]);
  const milestones = useLoad(() => (canMilestones ? overdueMilestones() : Promise.resolve(0)), '', [canMilestones]);
  const decisionCols = useMemo(() => decisionColumns(i18n, region), [i18n, region]);
  const listPath = orgId !== null ? paths.operatorCompetitions(orgId) : `${SO}/competitions`;

  const stats: Stat[] = [];
  if (canDecide) {
    stats.push({
      key: 'decisions',
      label: <Trans id="home.stat.decisions" message="bids awaiting your decision" />,
      value: countOf(decisions.result, (rows) => (rows ?? []).reduce((n, r) => n + r.pending, 0)),
      to: OPERATOR_LINKS.bids,
    });
  }
  if (canOperate) {
    stats.push(dispatchesStat(dispatches.result, OPERATOR_LINKS.upcoming));
  }
  if (canMilestones) stats.push(milestonesStat(milestones.result, OPERATOR_LINKS.milestones));

  return (
    <>
      {stats.length > 0 ? <Stats label={i18n._({ id: 'home.stats', message: 'At a glance' })} stats={stats} /> : null}

      <Section
        id="home-competitions"
        title={<Trans id="home.competitions.title" message="Your competitions by status" />}
        more={
          <span className="home-actions">
            <Link to={listPath}><Trans id="home.competitions.more" message="See all your competitions" /></Link>
            {canCreate ? <Link to={OPERATOR_LINKS.create}><Trans id="home.competitions.create" message="Create a competition" /></Link> : null}
          </span>
        }
        result={statuses.result}
        onRetry={statuses.reload}
      >
        {(counts) => {
          const total = counts ? OPERATOR_STATUSES.reduce((n, s) => n + (counts[s] ?? 0), 0) : 0;
          return !counts || total === 0 ? (
            <EmptyState
              headingLevel={3}
              title={<Trans id="home.competitions.empty" message="You have no competitions yet" />}
              description={<Trans id="home.competitions.emptyText" message="Create a competition for the flexibility your network needs: its area, dates, service windows and the capacity required." />}
              action={canCreate ? <Link className="fx-button fx-button--primary" to={OPERATOR_LINKS.create}><Trans id="home.competitions.createFirst" message="Create your first competition" /></Link> : null}
            />
          ) : (
            <Stats
              label={i18n._({ id: 'home.competitions.byStatus', message: 'Your competitions by status' })}
              stats={OPERATOR_STATUSES.map((s) => ({ key: `status-${s}`, label: i18n._(COMPETITION_STATUS[s]), value: counts[s] ?? 0, to: listPath }))}
            />
          );
        }}
      </Section>

      {canDecide ? (
        <Section
          id="home-decisions"
          title={<Trans id="home.decisions.title" message="Bids awaiting your decision" />}
          more={<Link to={OPERATOR_LINKS.bids}><Trans id="home.decisions.more" message="See all bid summaries" /></Link>}
          result={decisions.result}
          onRetry={decisions.reload}
        >
          {(rows) => (
            <TableOrEmpty
              rows={rows ?? []}
              empty={{
                title: <Trans id="home.decisions.empty" message="No bids are waiting for a decision" />,
                description: <Trans id="home.decisions.emptyText" message="When providers bid in your competitions, the competitions with undecided bids are listed here." />,
              }}
              caption={<Trans id="home.decisions.caption" message="Competitions with bids to decide" />}
              columns={decisionCols}
              getRowKey={(r) => r.competition}
              searchable
              exportFilename="bids-to-decide"
              defaultSort={{ key: 'pending', direction: 'descending' }}
            />
          )}
        </Section>
      ) : null}

      {canOperate ? (
        <DispatchesSection
          result={dispatches.result}
          onRetry={dispatches.reload}
          moreTo={OPERATOR_LINKS.upcoming}
          withProvider
          caption={<Trans id="home.dispatches.captionOperator" message="Your next dispatch instructions" />}
          emptyDescription={<Trans id="home.dispatches.emptyOperator" message="Send dispatch instructions for accepted bids; the next ones appear here." />}
          emptyAction={<Link className="fx-button fx-button--primary" to={OPERATOR_LINKS.send}><Trans id="home.dispatches.send" message="Send dispatch instructions" /></Link>}
        />
      ) : null}
    </>
  );
}
