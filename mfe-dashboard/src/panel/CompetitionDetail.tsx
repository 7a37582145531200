import { useEffect, useMemo, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { paths, type Toast } from 'shared-session';
import { formatKv, type FormatRegion } from 'shared-ui';
import type { DashboardApi } from '../data/api';
import type { Role } from '../data/views';
import type { ActiveCompetition } from '../dashboard/activation';
import { assetRows } from '../domain/assets';
import { qualifyingCount } from '../domain/counts';
import { operatorIdOf, tagOf } from '../domain/filters';
import { needDirectionLabel, powerTypeLabel, statusLabel, tagLabel } from '../domain/labels';
import { AssetTable } from './AssetTable';

/** Eligibility statuses that count as qualifying (the API's qualifyingAssets count the same). */
const QUALIFYING = new Set(['eligible', 'qualified']);
import { CompetitionDates, CompetitionPeriods } from './CompetitionSchedule';
import { ConfirmEntryPanel, type SelectableAsset } from './ConfirmEntryPanel';
import { ConfirmResults } from './ConfirmResults';

export interface CompetitionDetailProps {
  active: ActiveCompetition;
  role: Role;
  /** The session's organisation id (a provider's asset pages, an operator's own competitions). */
  roleId: number | null;
  operatorName: string | null;
  assets: readonly SelectableAsset[];
  showPlanned: boolean;
  onTogglePlanned: (on: boolean) => void;
  onBack: () => void;
  /** Operator: a closed competition of theirs whose results are not confirmed yet. */
  awaitingResults?: boolean;
  onResultsConfirmed?: () => void;
  api: DashboardApi;
  toast: (t: Toast) => void;
  region: FormatRegion;
  embed: boolean;
}

const isEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);

/**
 * Page 2 of the side panel: one competition — its facts in words, dates, description and contact,
 * service periods and windows, its assets, and entry. Opening it moves focus to its heading.
 */
export function CompetitionDetail(props: CompetitionDetailProps) {
  const { i18n } = useLingui();
  const { competition: c, ballotCount, entry } = props.active;
  const { role, region } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [c.id]);

  const count = qualifyingCount(c, { role, roleId: props.roleId });
  const trading = role === 'flexprovider' || role === 'systemoperator';
  const nothingQualifies = trading && count === 0;
  const ownCompetition = role === 'systemoperator' && props.roleId !== null && operatorIdOf(c) === props.roleId;
  const canEnter = role === 'flexprovider' && (c.status === 'open' || c.status === 'qualifying') && !nothingQualifies;
  const voltage = [formatKv(c.min_connection_voltage, region), formatKv(c.max_connection_voltage, region)];
  const rows = useMemo(() => (props.active.assets ? assetRows(c, props.active.assets) : null), [c, props.active.assets]);
  const shownRows = rows && !props.showPlanned ? rows.filter((a) => !a.planned) : rows;
  // What the count beside the competition counts, out of the list below (which also shows the
  // assets in the area that do not qualify, with their reasons).
  const qualifyingRows = rows ? rows.filter((a) => QUALIFYING.has(a.eligibility)) : null;
  const plannedQualifying = qualifyingRows ? qualifyingRows.filter((a) => a.planned).length : 0;

  return (
    <article className="dash-detail" aria-labelledby="dash-detail-title">
      <button type="button" className="dash-back" onClick={props.onBack}>
        {i18n._({ id: 'dashboard.detail.back', message: 'Back to competitions' })}
      </button>
      {/* The page's heading while a competition is open (the list's "Competitions" heading is gone). */}
      <h1 id="dash-detail-title" ref={headingRef} tabIndex={-1}>
        {c.name}
      </h1>
      <p>
        <span className={`dash-status dash-status--${c.status}`}>{statusLabel(i18n, c.status)}</span>
      </p>
      {nothingQualifies && <NothingQualifies role={role} roleId={props.roleId} embed={props.embed} />}
      <dl className="dash-facts">
        {props.operatorName && <Fact term={i18n._({ id: 'dashboard.detail.buyer', message: 'Buyer' })} value={props.operatorName} />}
        {c.need_direction && <Fact term={i18n._({ id: 'dashboard.detail.direction', message: 'Need direction' })} value={needDirectionLabel(i18n, c.need_direction)} />}
        {c.power_type && <Fact term={i18n._({ id: 'dashboard.detail.powerType', message: 'Power type' })} value={powerTypeLabel(i18n, c.power_type)} />}
        {(voltage[0] || voltage[1]) && (
          <Fact term={i18n._({ id: 'dashboard.detail.voltage', message: 'Connection voltage' })} value={`${voltage[0] ?? '—'} – ${voltage[1] ?? '—'}`} />
        )}
        <Fact term={i18n._({ id: 'dashboard.detail.tag', message: 'Tag' })} value={tagLabel(i18n, tagOf(c))} />
        {count !== null && (
          <Fact
            term={i18n._({ id: 'dashboard.detail.yourAssets', message: 'Qualifying assets' })}
            value={
              plannedQualifying > 0
                ? i18n._({ id: 'dashboard.detail.countWithPlanned', message: '{count} ({planned} planned)', values: { count, planned: plannedQualifying } })
                : String(count)
            }
          />
        )}
        {ballotCount !== null && <Fact term={i18n._({ id: 'dashboard.detail.ballots', message: 'Active ballots' })} value={String(ballotCount)} />}
      </dl>
      {(c.description || c.contact) && <AboutCompetition description={c.description} contact={c.contact} />}
      {c.qualification_open !== undefined && <CompetitionDates competition={c} region={region} />}
      {c.service_periods !== undefined && <CompetitionPeriods competition={c} region={region} />}
      {!props.embed && trading && !(role === 'flexprovider' && nothingQualifies) && (
        <p>
          <a href={role === 'flexprovider' ? paths.providerCompetition(c.id) : paths.operatorCompetition(c.id)}>
            {role === 'flexprovider' && c.status === 'open'
              ? i18n._({ id: 'dashboard.detail.bid', message: 'Bid in this competition' })
              : i18n._({ id: 'dashboard.detail.open', message: 'Open competition page' })}
          </a>
        </p>
      )}
      {props.awaitingResults && !props.embed && (
        <ConfirmResults competitionIds={[c.id]} api={props.api} toast={props.toast} region={region} onDone={() => props.onResultsConfirmed?.()} />
      )}
      {canEnter && (
        <ConfirmEntryPanel key={c.id} competitionId={c.id} assets={props.assets} api={props.api} toast={props.toast} initialEntry={entry ?? undefined} />
      )}
      {trading && (
        <section className="dash-qassets" aria-labelledby="dash-qassets-title">
          <h2 id="dash-qassets-title">{i18n._({ id: 'dashboard.detail.areaAssets', message: 'Assets in the area' })}</h2>
          {rows && qualifyingRows && rows.length > 0 ? (
            <p className="dash-qassets__summary">
              {i18n._({
                id: 'dashboard.detail.assetSummary',
                message:
                  '{qualifying, plural, one {# asset qualifies} other {# assets qualify}} ({planned} planned) of the {total} in the area; the list shows them all, with the reasons for those that do not.',
                values: { qualifying: qualifyingRows.length, planned: plannedQualifying, total: rows.length },
              })}
            </p>
          ) : null}
          <label className="dash-check">
            <input type="checkbox" checked={props.showPlanned} onChange={(e) => props.onTogglePlanned(e.target.checked)} />
            {i18n._({ id: 'dashboard.detail.planned', message: 'Show planned assets' })}
          </label>
          {shownRows ? (
            <AssetTable
              rows={shownRows}
              showOwner={ownCompetition}
              region={region}
              empty={
                role === 'flexprovider'
                  ? i18n._({ id: 'dashboard.assets.noneOwn', message: 'None of your assets are inside this competition’s area.' })
                  : i18n._({ id: 'dashboard.assets.none', message: 'No assets are inside this competition’s area yet.' })
              }
            />
          ) : (
            <p>
              {i18n._({
                id: 'dashboard.assets.otherOperator',
                message: 'The assets of another operator’s competition are not shown. Its operator sees them.',
              })}
            </p>
          )}
        </section>
      )}
    </article>
  );
}

/** The competition's description and contact (a mail link when the contact is an address). */
function AboutCompetition({ description, contact }: { description?: string | null; contact?: string | null }) {
  const { i18n } = useLingui();
  return (
    <section className="dash-section" aria-labelledby="dash-about-title">
      <h2 id="dash-about-title">{i18n._({ id: 'dashboard.detail.about', message: 'About this competition' })}</h2>
      {description && <p className="dash-description">{description}</p>}
      {contact && (
        <p>
          {i18n._({ id: 'dashboard.detail.contact', message: 'Contact:' })}{' '}
          {isEmail(contact) ? <a href={`mailto:${contact}`}>{contact}</a> : contact}
        </p>
      )}
    </section>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="dash-facts__row">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Said when no asset qualifies: why, and what to do; no bidding or entry is offered. */
function NothingQualifies({ role, roleId, embed }: { role: Role; roleId: number | null; embed: boolean }) {
  const { i18n } = useLingui();
  if (role === 'flexprovider') {
    return (
      <div className="dash-notice" role="note">
        <p className="dash-notice__title">{i18n._({ id: 'dashboard.none.providerTitle', message: 'None of your assets qualify for this competition' })}</p>
        <p>
          {i18n._({
            id: 'dashboard.none.providerText',
            message:
              'To take part, an asset must be inside its area, connected within its voltage range and have capacity in the direction it needs. Add or update assets in the area, then come back to enter and bid.',
          })}
        </p>
        {!embed && roleId !== null && (
          <p>
            <a href={paths.providerAssets(roleId)}>{i18n._({ id: 'dashboard.none.manageAssets', message: 'Manage your assets' })}</a>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="dash-notice" role="note">
      <p className="dash-notice__title">{i18n._({ id: 'dashboard.none.operatorTitle', message: 'No assets qualify for this competition yet' })}</p>
      <p>
        {i18n._({
          id: 'dashboard.none.operatorText',
          message: 'No provider has an asset inside its area that meets its voltage range and capacity need. Widening the area or the voltage range lets more assets qualify.',
        })}
      </p>
    </div>
  );
}
