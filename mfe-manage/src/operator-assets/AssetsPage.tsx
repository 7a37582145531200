import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { bus, errorMessage, hasPermissions, PERMISSIONS, toast, type Qualification, type QualificationPatch, type Region } from 'shared-session';
import { DataTable, Dropdown, EmptyState, useBusValue, useSession, type DataTableColumn, type DropdownValue, LoadState, useLoad } from 'shared-ui';
import { assetTypeLabel } from '../common/competitions';
import { Reasons } from '../qualification/EligibilityPage';
import { operatorStatusOf, operatorStatusText, reasonsText, type EligibilityStatus } from '../qualification/labels';
import { screenLoad } from '../qualification/QualificationScreen';
import { competitionQualifications, competitionSummaries, overrideReasons, providerNames, setOverride } from './api';
import { NegativeOverrideModal, type OverrideTarget } from './NegativeOverrideModal';
import { OperatorAssetsScreen } from './OperatorAssetsScreen';
import { OPERATOR_ASSETS_PATHS, operatorCompetitionPath, type OperatorAssetsView } from './paths';

const ALL = 'all';

/** The eligibility statuses each list shows (workflows §2: assets, qualified, unqualified). */
const VIEW_STATUSES: Record<Exclude<OperatorAssetsView, 'overview'>, EligibilityStatus[] | null> = {
  all: null,
  qualified: ['eligible', 'qualified'],
  unqualified: ['ineligible', 'disqualified'],
};

type Action = 'disqualify' | 'requalify' | 'qualify' | 'clear';

/** What the operator may do with a row: disqualify a qualified asset, undo a disqualification, qualify an unqualified one. */
export function actionsOf(row: Qualification): Action[] {
  switch (row.eligibility_status) {
    case 'eligible':
      return ['disqualify'];
    case 'qualified':
      return ['disqualify', 'clear'];
    case 'ineligible':
      return ['qualify'];
    default:
      return ['requalify'];
  }
}

interface Names {
  competitions: ReadonlyMap<number, string>;
  providers: ReadonlyMap<number, string>;
}

function columns(i18n: I18n, region: Region, names: Names, act: ((row: Qualification, action: Action) => void) | null, busy: number | null): DataTableColumn<Qualification>[] {
  const competition = (q: Qualification) => names.competitions.get(q.competition) ?? `#${q.competition}`;
  const reasons = (q: Qualification) => reasonsText(i18n, q, region, 'operator');
  const label = (q: Qualification, action: Action): string => {
    const values = { ref: q.ref };
    switch (action) {
      case 'disqualify':
        return i18n._({ id: 'manage.operatorAssets.action.disqualify', message: 'Disqualify {ref}', values });
      case 'qualify':
        return i18n._({ id: 'manage.operatorAssets.action.qualifyAnyway', message: 'Qualify anyway: {ref}', values });
      case 'clear':
        return i18n._({ id: 'manage.operatorAssets.action.removeOverride', message: 'Remove override of {ref}', values });
      default:
        return q.computed_status === 'eligible'
          ? i18n._({ id: 'manage.operatorAssets.action.requalify', message: 'Re-qualify {ref}', values })
          : i18n._({ id: 'manage.operatorAssets.action.removeDisqualification', message: 'Remove disqualification of {ref}', values });
    }
  };
  const text = (q: Qualification, action: Action) => {
    switch (action) {
      case 'disqualify':
        return <Trans id="manage.operatorAssets.button.disqualify" message="Disqualify" />;
      case 'qualify':
        return <Trans id="manage.operatorAssets.button.qualify" message="Qualify anyway" />;
      case 'clear':
        return <Trans id="manage.operatorAssets.button.clear" message="Remove override" />;
      default:
        return q.computed_status === 'eligible' ? (
          <Trans id="manage.operatorAssets.button.requalify" message="Re-qualify" />
        ) : (
          <Trans id="manage.operatorAssets.button.undo" message="Remove disqualification" />
        );
    }
  };
  const cols: DataTableColumn<Qualification>[] = [
    { key: 'ref', header: i18n._({ id: 'manage.operatorAssets.col.asset', message: 'Asset' }), isRowHeader: true, sortable: true },
    {
      key: 'name',
      header: i18n._({ id: 'manage.operatorAssets.col.name', message: 'Name' }),
      sortable: true,
      value: (q) => (q.planned ? i18n._({ id: 'manage.qualification.planned', message: '{name} (planned)', values: { name: q.name } }) : q.name),
    },
    {
      key: 'flex_provider',
      header: i18n._({ id: 'manage.operatorAssets.col.provider', message: 'Flex provider' }),
      sortable: true,
      value: (q) => names.providers.get(q.flex_provider) ?? `#${q.flex_provider}`,
    },
    { key: 'asset_type', header: i18n._({ id: 'manage.operatorAssets.col.type', message: 'Type' }), sortable: true, value: (q) => assetTypeLabel(i18n, q.asset_type) },
    {
      key: 'competition',
      header: i18n._({ id: 'manage.operatorAssets.col.competition', message: 'Competition' }),
      sortable: true,
      value: competition,
      render: (q) => <Link to={operatorCompetitionPath(q.competition)}>{competition(q)}</Link>,
    },
    {
      key: 'eligibility_status',
      header: i18n._({ id: 'manage.operatorAssets.col.status', message: 'Status' }),
      sortable: true,
      value: (q) => operatorStatusText(i18n, q),
      render: (q) => <span className={`qualification__status qualification__status--${operatorStatusOf(q.eligibility_status)}`}>{operatorStatusText(i18n, q)}</span>,
    },
    {
      key: 'reasons',
      header: i18n._({ id: 'manage.operatorAssets.col.reasons', message: 'Why' }),
      value: (q) => reasons(q).join('; '),
      render: (q) => <Reasons items={reasons(q)} />,
    },
  ];
  if (!act) return cols;
  return [
    ...cols,
    {
      key: 'actions',
      header: i18n._({ id: 'manage.operatorAssets.col.actions', message: 'Actions' }),
      exportable: false,
      render: (q) => (
        <div className="qualification__actions">
          {/* Keyed by position: after an action the same button stays (and keeps focus) with its new action. */}
          {actionsOf(q).map((action, i) => (
            <button key={i} type="button" className="fx-button fx-button--secondary" aria-label={label(q, action)} disabled={busy === q.id} onClick={() => act(q, action)}>
              {text(q, action)}
            </button>
          ))}
        </div>
      ),
    },
  ];
}

const TITLES = {
  all: <Trans id="manage.operatorAssets.all.title" message="Assets in your competitions" />,
  qualified: <Trans id="manage.operatorAssets.qualified.title" message="Qualified assets" />,
  unqualified: <Trans id="manage.operatorAssets.unqualified.title" message="Unqualified assets" />,
};

const PATHS = { all: OPERATOR_ASSETS_PATHS.assets, qualified: OPERATOR_ASSETS_PATHS.qualified, unqualified: OPERATOR_ASSETS_PATHS.unqualified };

/**
 * The operator's overrides of a row: disqualifying opens the negative-override modal (its target);
 * the others are saved at once, the row marked busy meanwhile, and the outcome told in a toast.
 */
function useOverrideActions(names: Names, replace: (row: Qualification) => void) {
  const { i18n } = useLingui();
  const [target, setTarget] = useState<OverrideTarget | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const act = useCallback(async (row: Qualification, action: Action) => {
    const competitionName = names.competitions.get(row.competition) ?? `#${row.competition}`;
    if (action === 'disqualify') {
      setTarget({ row, competitionName });
      return;
    }
    const body: QualificationPatch = action === 'qualify' ? { override_status: 'qualified', override_reason: null } : { override_status: null, override_reason: null };
    setBusy(row.id);
    try {
      const saved = await setOverride(row.id, body);
      replace(saved);
      toast({
        kind: 'success',
        title: i18n._({
          id: 'manage.operatorAssets.saved',
          message: '{ref} is now {status} in {competition}',
          values: { ref: row.ref, status: operatorStatusText(i18n, saved).toLowerCase(), competition: competitionName },
        }),
      });
    } catch (error) {
      toast({
        kind: 'error',
        title: i18n._({ id: 'manage.operatorAssets.saveFailed', message: 'The change to {ref} was not saved', values: { ref: row.ref } }),
        text: errorMessage(error, i18n._({ id: 'manage.operatorAssets.tryAgain', message: 'Please try again.' })),
      });
    } finally {
      setBusy(null);
    }
  }, [i18n, names, replace, setTarget, setBusy]);

  return { target, setTarget, busy, act };
}

/**
 * The assets that entered the operator's competitions (/manage/systemoperator/assets, qualified,
 * unqualified): each with its status — Qualified, Unqualified or Disqualified — and why; the operator
 * disqualifies with a reason (the negative-override modal), re-qualifies, or qualifies an asset the
 * rules leave out. `?competition=ID` and `?status=` narrow the list.
 */
export function AssetsPage({ view }: { view: Exclude<OperatorAssetsView, 'overview'> }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const canOverride = hasPermissions(useSession()?.claims, [PERMISSIONS.manageCompetitions]);
  const [params, setParams] = useSearchParams();
  const competition = Number(params.get('competition')) || null;
  const status = (params.get('status') as EligibilityStatus | null) ?? null;
  const { result, reload, update } = useLoad(
    async () => {
      const [summaries, rows, reasons] = await Promise.all([competitionSummaries(), competitionQualifications(competition, VIEW_STATUSES[view]), overrideReasons()]);
      const providers = await providerNames([...new Set(rows.map((r) => r.flex_provider))]);
      return { summaries, rows, reasons, providers };
    },
    i18n._({ id: 'manage.operatorAssets.list.failed', message: 'The assets of your competitions could not be loaded.' }),
    [competition, view],
  );
  const ready = result.state === 'ready' ? result.value : null;
  const names = useMemo<Names>(
    () => ({ competitions: new Map((ready?.summaries ?? []).map((s) => [s.competition, s.name])), providers: ready?.providers ?? new Map() }),
    [ready],
  );

  const replace = useCallback((row: Qualification) => update((v) => ({ ...v, rows: v.rows.map((r) => (r.id === row.id ? row : r)) })), [update]);

  const { target, setTarget, busy, act } = useOverrideActions(names, replace);

  const cols = useMemo(
    () => columns(i18n, region, names, canOverride ? (row, action) => void act(row, action) : null, busy),
    [i18n, region, names, canOverride, act, busy],
  );

  const title = TITLES[view];
  const intro = (
    <Trans
      id="manage.operatorAssets.list.intro"
      message="Assets that lie in your competitions. Qualified assets meet every rule (or you qualified them); unqualified ones fail a rule; disqualified ones you took out with a reason, which their provider sees."
    />
  );
  if (!ready) {
    return (
      <OperatorAssetsScreen path={PATHS[view]} title={title} intro={intro}>
        <LoadState result={result} {...screenLoad(reload)} />
      </OperatorAssetsScreen>
    );
  }
  const statusChoices = VIEW_STATUSES[view] ?? (['eligible', 'qualified', 'ineligible', 'disqualified'] as EligibilityStatus[]);
  const rows = status && statusChoices.includes(status) ? ready.rows.filter((r) => r.eligibility_status === status) : ready.rows;
  const setParam = (key: string, value: DropdownValue) => {
    const next = new URLSearchParams(params);
    if (value === ALL) next.delete(key);
    else next.set(key, String(value));
    setParams(next);
  };
  const statusItems = [
    { value: ALL, label: i18n._({ id: 'manage.operatorAssets.filter.allStatuses', message: 'All statuses' }) },
    ...statusChoices.map((s) => ({
      value: s,
      label: s === 'qualified' ? i18n._({ id: 'manage.operatorAssets.status.qualifiedByYou', message: 'Qualified (by you)' }) : operatorStatusText(i18n, { eligibility_status: s, override_status: null }),
    })),
  ];
  return (
    <OperatorAssetsScreen path={PATHS[view]} title={title} intro={intro}>
      {ready.summaries.length === 0 ? (
        <EmptyState
          title={<Trans id="manage.operatorAssets.list.empty.title" message="No assets lie in your competitions yet" />}
          description={<Trans id="manage.operatorAssets.list.empty.text" message="Assets appear here once providers register assets inside the areas of your competitions." />}
        />
      ) : (
        <DataTable
          caption={<Trans id="manage.operatorAssets.list.caption" message="Assets and their status" />}
          hideCaption
          columns={cols}
          rows={rows}
          getRowKey={(q) => q.id}
          searchable
          searchLabel={i18n._({ id: 'manage.operatorAssets.list.search', message: 'Search assets' })}
          pageSize={100}
          exportFilename={`${view}-assets`}
          empty={<Trans id="manage.operatorAssets.list.noMatch" message="No assets match your filters and search." />}
          toolbar={
            <>
              <Dropdown
                label={<Trans id="manage.operatorAssets.filter.competition" message="Competition" />}
                items={[
                  { value: ALL, label: i18n._({ id: 'manage.operatorAssets.filter.allCompetitions', message: 'All competitions' }) },
                  ...ready.summaries.map((s) => ({ value: s.competition, label: `${s.name} (${s.reference})` })),
                ]}
                value={competition ?? ALL}
                onChange={(v) => setParam('competition', v)}
              />
              <Dropdown label={<Trans id="manage.operatorAssets.filter.status" message="Status" />} items={statusItems} value={status ?? ALL} onChange={(v) => setParam('status', v)} />
            </>
          }
        />
      )}
      <NegativeOverrideModal
        target={target}
        reasons={ready.reasons}
        onClose={() => setTarget(null)}
        onDone={(saved) => {
          const name = target?.competitionName ?? '';
          setTarget(null);
          replace(saved);
          toast({
            kind: 'success',
            title: i18n._({ id: 'manage.operatorAssets.disqualified', message: '{ref} disqualified from {competition}', values: { ref: saved.ref, competition: name } }),
            text: i18n._({ id: 'manage.operatorAssets.disqualifiedText', message: 'Its provider sees the reason on their asset eligibility screen.' }),
          });
        }}
      />
    </OperatorAssetsScreen>
  );
}
