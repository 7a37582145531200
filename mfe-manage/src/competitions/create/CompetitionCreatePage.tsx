/**
 * /manage/systemoperator/competitions/create: several competition drafts at once, each in its
 * own tab with its own values and errors ("several forms at once with a current index");
 * `?edit=ID` edits one stored competition, `?template=ID` starts from a template.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus, errorMessage, paths, requestConfirmation } from 'shared-session';
import { Notification, Tabs, useSession } from 'shared-ui';
import { competitionFormApi, type CompetitionFormApi } from './api';
import { CompetitionForm, type SavedCompetition } from './CompetitionForm';
import type { ReferenceData } from './CompetitionSections';
import { emptyCompetition, keptOnEdit, valuesFromCompetition, valuesFromTemplate, type CompetitionValues } from './model';
import type { CompetitionBody, GspRegion } from './types';
import { COMPETITIONS_PATHS } from '../paths';
import './create.css';

type Initial =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; values: CompetitionValues; keep: Partial<CompetitionBody>; editingId: number | null; title: string; zone: string };

const positiveId = (value: string | null): number | null => (value && /^[1-9]\d*$/.test(value) ? Number(value) : null);

function useInitial(api: CompetitionFormApi, edit: string | null, template: string | null): Initial {
  const { i18n } = useLingui();
  const [state, setState] = useState<Initial>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const fail = (e: unknown, fallback: string) => {
      if (live) setState({ status: 'error', message: errorMessage(e, fallback) });
    };
    // Dates are typed in the region's zone as it is when the page opens; the fields name it, and a
    // later region switch does not reinterpret what was typed.
    const zone = bus.region$.value.timezone;
    if (edit !== null) {
      const id = positiveId(edit);
      const notFound = i18n._({ id: 'manage.competitionForm.edit.notFound', message: 'This competition could not be loaded.' });
      if (id === null) return setState({ status: 'error', message: notFound });
      setState({ status: 'loading' });
      api.competition(id).then(
        (stored) =>
          live &&
          setState({
            status: 'ready',
            values: valuesFromCompetition(stored, zone),
            zone,
            keep: keptOnEdit(stored),
            editingId: id,
            title: i18n._({ id: 'manage.competitionForm.edit.title', message: 'Edit competition {name}', values: { name: stored.name ?? id } }),
          }),
        (e: unknown) => fail(e, notFound),
      );
    } else if (template !== null) {
      const id = positiveId(template);
      const notFound = i18n._({ id: 'manage.competitionForm.template.notFound', message: 'This template could not be loaded.' });
      if (id === null) return setState({ status: 'error', message: notFound });
      setState({ status: 'loading' });
      api.template(id).then(
        (t) =>
          live &&
          setState({
            status: 'ready',
            values: valuesFromTemplate(t.body),
            zone,
            keep: {},
            editingId: null,
            title: i18n._({ id: 'manage.competitionForm.template.title', message: 'Create a competition from the template {name}', values: { name: t.name } }),
          }),
        (e: unknown) => fail(e, notFound),
      );
    } else {
      setState({
        status: 'ready',
        values: emptyCompetition(),
        keep: {},
        editingId: null,
        zone,
        title: i18n._({ id: 'manage.competitionForm.create.title', message: 'Create a competition' }),
      });
    }
    return () => {
      live = false;
    };
  }, [api, edit, template, i18n]);
  return state;
}

const NO_REFS: ReferenceData = { needTypes: [], voltages: [], calendars: [], competitions: [] };

function useReferenceData(api: CompetitionFormApi, operatorId: number | null): { refs: ReferenceData; failed: boolean } {
  const [state, setState] = useState<{ refs: ReferenceData; failed: boolean }>({ refs: NO_REFS, failed: false });
  useEffect(() => {
    let live = true;
    void Promise.allSettled([
      api.needTypes(),
      api.voltages(),
      api.holidayCalendars(),
      operatorId === null ? Promise.resolve([]) : api.operatorCompetitions(operatorId),
    ]).then(([needTypes, voltages, calendars, competitions]) => {
      if (!live) return;
      const all = [needTypes, voltages, calendars, competitions];
      for (const r of all) if (r.status === 'rejected') console.error('[competition form] reference data', r.reason);
      setState({
        refs: {
          needTypes: needTypes.status === 'fulfilled' ? needTypes.value : [],
          voltages: voltages.status === 'fulfilled' ? voltages.value : [],
          calendars: calendars.status === 'fulfilled' ? calendars.value : [],
          competitions: competitions.status === 'fulfilled' ? competitions.value : [],
        },
        failed: all.some((r) => r.status === 'rejected'),
      });
    });
    return () => {
      live = false;
    };
  }, [api, operatorId]);
  return state;
}

interface Draft {
  key: number;
  values: CompetitionValues;
}

const TABS_ID = 'cf-drafts';
const tabId = (key: number) => `draft-${key}`;
const tabDomId = (key: number) => `${TABS_ID}-tab-${tabId(key)}`;

/**
 * The open drafts, the current one, and which have errors: a new draft opens its tab, a dropped
 * one hands the current tab (and focus) to its neighbour.
 */
function useDraftList(initialValues: CompetitionValues) {
  const [drafts, setDrafts] = useState<Draft[]>(() => [{ key: 1, values: initialValues }]);
  const [current, setCurrent] = useState(1);
  const nextKey = useRef(2);
  const [withErrors, setWithErrors] = useState<ReadonlySet<number>>(new Set());
  const [focusTab, setFocusTab] = useState<number | null>(null);

  useEffect(() => {
    if (focusTab === null) return;
    document.getElementById(tabDomId(focusTab))?.focus();
    setFocusTab(null);
  }, [focusTab]);

  const onErrorsChange = useCallback((key: number, has: boolean) => {
    setWithErrors((prev) => {
      if (prev.has(key) === has) return prev;
      const next = new Set(prev);
      if (has) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const drop = (key: number) => {
    const at = drafts.findIndex((d) => d.key === key);
    const rest = drafts.filter((d) => d.key !== key);
    const neighbour = rest[Math.min(at, rest.length - 1)];
    setDrafts(rest);
    onErrorsChange(key, false);
    if (neighbour) {
      setCurrent(neighbour.key);
      setFocusTab(neighbour.key);
    }
  };

  const add = () => {
    const key = nextKey.current++;
    setDrafts((list) => [...list, { key, values: emptyCompetition() }]);
    setCurrent(key);
    setFocusTab(key);
  };

  return { drafts, current, setCurrent, withErrors, onErrorsChange, drop, add };
}

/** GSP regions named so far by any draft's area field, shared so each draft's chosen areas keep their names. */
function useKnownRegions() {
  const [regions, setRegions] = useState<ReadonlyMap<number, GspRegion>>(new Map());
  const onRegions = useCallback((list: GspRegion[]) => {
    setRegions((prev) => {
      if (list.every((r) => prev.get(r.id)?.name === r.name)) return prev;
      const next = new Map(prev);
      for (const r of list) next.set(r.id, r);
      return next;
    });
  }, []);
  return { regions, onRegions };
}

/** The competitions created from this page so far, each with a link to its page. */
function CreatedNotices({ created }: { created: readonly SavedCompetition[] }) {
  const { i18n } = useLingui();
  if (created.length === 0) return null;
  return (
    <div role="status" className="cf-created">
      {created.map((c) => (
        <Notification
          key={c.id}
          kind="success"
          title={i18n._({ id: 'manage.competitionForm.created', message: 'Competition {name} was created.', values: { name: c.name } })}
          text={
            <Link to={paths.operatorCompetition(c.id)}>
              {i18n._({ id: 'manage.competitionForm.created.open', message: 'Open competition {name}', values: { name: c.name } })}
            </Link>
          }
        />
      ))}
    </div>
  );
}

function Drafts({ initial, api, refs }: { initial: Extract<Initial, { status: 'ready' }>; api: CompetitionFormApi; refs: ReferenceData }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const editing = initial.editingId !== null;
  const { drafts, current, setCurrent, withErrors, onErrorsChange, drop, add } = useDraftList(initial.values);
  const { regions, onRegions } = useKnownRegions();
  const [created, setCreated] = useState<SavedCompetition[]>([]);

  const remove = async (key: number, n: number) => {
    const ok = await requestConfirmation({
      id: 'competition-draft-remove',
      title: i18n._({ id: 'manage.competitionForm.removeDraft.title', message: 'Remove competition {n}?', values: { n } }),
      body: i18n._({ id: 'manage.competitionForm.removeDraft.body', message: 'What you entered in this tab will be lost.' }),
      confirmLabel: i18n._({ id: 'manage.competitionForm.removeDraft.confirm', message: 'Remove' }),
      tone: 'danger',
    });
    if (ok) drop(key);
  };

  const onSaved = (key: number) => (saved: SavedCompetition) => {
    if (editing || drafts.length === 1) {
      navigate(paths.operatorCompetition(saved.id));
      return;
    }
    setCreated((list) => [...list, saved]);
    drop(key);
  };

  const form = (d: Draft, n: number) => (
    <CompetitionForm
      draftKey={d.key}
      initialValues={d.values}
      zone={initial.zone}
      keep={initial.keep}
      editingId={initial.editingId}
      api={api}
      refs={refs}
      regions={regions}
      onRegions={onRegions}
      onSaved={onSaved(d.key)}
      onErrorsChange={onErrorsChange}
      submitLabel={
        editing
          ? i18n._({ id: 'manage.competitionForm.submit.edit', message: 'Save changes' })
          : i18n._({ id: 'manage.competitionForm.submit.create', message: 'Create this competition' })
      }
      actions={
        drafts.length > 1 ? (
          <button type="button" className="fx-button fx-button--secondary" onClick={() => void remove(d.key, n)}>
            {i18n._({ id: 'manage.competitionForm.removeDraft', message: 'Remove competition {n} from this page', values: { n } })}
          </button>
        ) : null
      }
    />
  );

  if (editing) {
    const only = drafts[0];
    return only ? form(only, 1) : null;
  }

  const tabs = drafts.map((d, i) => ({
    id: tabId(d.key),
    label: (
      <>
        {i18n._({ id: 'manage.competitionForm.tab', message: 'Competition {n}', values: { n: i + 1 } })}
        {withErrors.has(d.key) ? (
          <span className="cf-tab-error">
            {' '}
            {i18n._({ id: 'manage.competitionForm.tab.errors', message: '(has errors)' })}
          </span>
        ) : null}
      </>
    ),
  }));

  return (
    <>
      <CreatedNotices created={created} />
      <p className="cf-intro">
        <Trans
          id="manage.competitionForm.drafts.intro"
          message="You can prepare several competitions at once, each in its own tab. “Create this competition” sends only the competition in the open tab; the other tabs stay open."
        />
      </p>
      <div className="cf-drafts">
        <Tabs
          id={TABS_ID}
          label={i18n._({ id: 'manage.competitionForm.drafts.label', message: 'Competition drafts' })}
          tabs={tabs}
          selected={tabId(current)}
          onSelect={(id) => setCurrent(Number(id.replace('draft-', '')))}
        />
        <button type="button" className="fx-button fx-button--secondary" onClick={add}>
          {i18n._({ id: 'manage.competitionForm.drafts.add', message: 'Add another competition' })}
        </button>
      </div>
      {drafts.map((d, i) => (
        <div
          key={d.key}
          id={`${TABS_ID}-panel-${tabId(d.key)}`}
          role="tabpanel"
          aria-labelledby={tabDomId(d.key)}
          hidden={d.key !== current}
          className="cf-panel"
        >
          {form(d, i + 1)}
        </div>
      ))}
    </>
  );
}

export function CompetitionCreatePage({ api = competitionFormApi }: { api?: CompetitionFormApi }) {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const session = useSession();
  const operatorId = session?.claims.role.id ?? null;
  const edit = params.get('edit');
  const template = params.get('template');
  const initial = useInitial(api, edit, template);
  const { refs, failed } = useReferenceData(api, operatorId);
  const formKey = useMemo(() => `${edit ?? ''}|${template ?? ''}`, [edit, template]);

  return (
    <div className="cf-page">
      <h1>{initial.status === 'ready' ? initial.title : i18n._({ id: 'manage.competitionForm.create.title', message: 'Create a competition' })}</h1>
      <p>
        <Link to={COMPETITIONS_PATHS.templates}>{i18n._({ id: 'manage.competitionForm.templatesLink', message: 'Competition templates and bulk upload' })}</Link>
      </p>
      {failed ? (
        <Notification
          kind="warning"
          title={i18n._({ id: 'manage.competitionForm.refsFailed', message: 'Some choices could not be loaded' })}
          text={i18n._({ id: 'manage.competitionForm.refsFailed.text', message: 'Reload the page to try again.' })}
        />
      ) : null}
      {initial.status === 'loading' ? (
        <p role="status">{i18n._({ id: 'manage.competitionForm.loading', message: 'Loading…' })}</p>
      ) : initial.status === 'error' ? (
        <Notification kind="error" title={initial.message} />
      ) : (
        <Drafts key={formKey} initial={initial} api={api} refs={refs} />
      )}
    </div>
  );
}

export default CompetitionCreatePage;
