import { useLingui } from '@lingui/react';
import { paths, type Toast } from 'shared-session';
import type { DashboardApi } from '../data/api';
import type { Role } from '../data/views';
import type { ActiveCompetition } from '../dashboard/activation';
import { statusLabel, tagLabel } from '../domain/labels';
import { formatKv } from '../domain/format';
import { tagOf } from '../domain/filters';
import { ConfirmEntryPanel, type SelectableAsset } from './ConfirmEntryPanel';
import { ConfirmResults } from './ConfirmResults';

export interface CompetitionDetailProps {
  active: ActiveCompetition;
  role: Role;
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
  locale: string;
  embed: boolean;
}

/** Page 2 of the side panel: one competition, its qualifying assets and entry. */
export function CompetitionDetail(props: CompetitionDetailProps) {
  const { i18n } = useLingui();
  const { competition: c, summary, ballotCount, entry } = props.active;
  const windows = (c.service_periods ?? []).reduce((n, p) => n + (p.windows?.length ?? 0), 0);
  const voltage = [formatKv(c.min_connection_voltage, props.locale), formatKv(c.max_connection_voltage, props.locale)];
  const canEnter = props.role === 'flexprovider' && (c.status === 'open' || c.status === 'qualifying');
  const visibleAssets = props.showPlanned ? props.assets : props.assets.filter((a) => !a.planned);
  return (
    <article className="dash-detail" aria-labelledby="dash-detail-title">
      <button type="button" className="dash-back" onClick={props.onBack}>
        {i18n._({ id: 'dashboard.detail.back', message: 'Back to competitions' })}
      </button>
      <h2 id="dash-detail-title">{c.name}</h2>
      <p>
        <span className={`dash-status dash-status--${c.status}`}>{statusLabel(i18n, c.status)}</span>
      </p>
      <dl className="dash-facts">
        {props.operatorName && (
          <>
            <dt>{i18n._({ id: 'dashboard.detail.buyer', message: 'Buyer' })}</dt>
            <dd>{props.operatorName}</dd>
          </>
        )}
        {c.power_type && (
          <>
            <dt>{i18n._({ id: 'dashboard.detail.power', message: 'Power' })}</dt>
            <dd>
              {c.power_type === 'reactive_power'
                ? i18n._({ id: 'dashboard.detail.reactive', message: 'Reactive (MVAr)' })
                : i18n._({ id: 'dashboard.detail.active', message: 'Active (MW)' })}
            </dd>
          </>
        )}
        {c.need_direction && (
          <>
            <dt>{i18n._({ id: 'dashboard.detail.direction', message: 'Need direction' })}</dt>
            <dd>{c.need_direction}</dd>
          </>
        )}
        {(voltage[0] || voltage[1]) && (
          <>
            <dt>{i18n._({ id: 'dashboard.detail.voltage', message: 'Connection voltage' })}</dt>
            <dd>{`${voltage[0] ?? '—'} – ${voltage[1] ?? '—'}`}</dd>
          </>
        )}
        <dt>{i18n._({ id: 'dashboard.detail.tag', message: 'Tag' })}</dt>
        <dd>{tagLabel(i18n, tagOf(c))}</dd>
        <dt>{i18n._({ id: 'dashboard.detail.windows', message: 'Service windows' })}</dt>
        <dd>{windows}</dd>
        {summary && (
          <>
            <dt>{i18n._({ id: 'dashboard.detail.yourAssets', message: 'Qualifying assets' })}</dt>
            <dd>{summary.total}</dd>
          </>
        )}
        {ballotCount !== null && (
          <>
            <dt>{i18n._({ id: 'dashboard.detail.ballots', message: 'Active ballots' })}</dt>
            <dd>{ballotCount}</dd>
          </>
        )}
      </dl>
      {!props.embed && props.role !== 'public' && props.role !== 'user' && (
        <p>
          <a href={props.role === 'flexprovider' ? paths.providerCompetition(c.id) : paths.operatorCompetition(c.id)}>
            {props.role === 'flexprovider' && c.status === 'open'
              ? i18n._({ id: 'dashboard.detail.bid', message: 'Bid in this competition' })
              : i18n._({ id: 'dashboard.detail.open', message: 'Open competition page' })}
          </a>
        </p>
      )}
      {props.awaitingResults && !props.embed && (
        <ConfirmResults competitionIds={[c.id]} api={props.api} toast={props.toast} onDone={() => props.onResultsConfirmed?.()} />
      )}
      {canEnter && (
        <ConfirmEntryPanel
          key={c.id}
          competitionId={c.id}
          assets={props.assets}
          api={props.api}
          toast={props.toast}
          initialEntry={entry ?? undefined}
        />
      )}
      {(props.role === 'flexprovider' || props.role === 'systemoperator') && (
        <section className="dash-qassets" aria-labelledby="dash-qassets-title">
          <h3 id="dash-qassets-title">{i18n._({ id: 'dashboard.detail.assetList', message: 'Qualifying asset list' })}</h3>
          <label className="dash-check">
            <input type="checkbox" checked={props.showPlanned} onChange={(e) => props.onTogglePlanned(e.target.checked)} />
            {i18n._({ id: 'dashboard.detail.planned', message: 'Show planned assets' })}
          </label>
          {visibleAssets.length === 0 ? (
            <p>{i18n._({ id: 'dashboard.detail.noAssets', message: 'No qualifying assets' })}</p>
          ) : (
            <ul className="dash-qassets__list">
              {visibleAssets.map((a) => (
                <li key={a.id} className={a.available ? undefined : 'is-ineligible'}>
                  <span>{a.label}</span>
                  {a.description && <span className="dash-qassets__meta">{a.description}</span>}
                  {!a.available && a.reason && <span className="dash-qassets__reason">{a.reason}</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </article>
  );
}
