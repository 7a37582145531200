/**
 * /manage/systemoperator/competitions/templates: the operator's competition templates (start a
 * competition from one, delete one), saving a competition as a template, and bulk creation of
 * competitions from a CSV file through the file pipeline.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { bus, errorMessage, paths, requestConfirmation } from 'shared-session';
import { DataTable, formatDateTime, Notification, useBusValue, useSession, type DataTableColumn } from 'shared-ui';
import { competitionFormApi } from '../create/api';
import type { CompetitionChoice } from '../create/types';
import { templatesApi, type TemplateRow } from './api';
import { BulkCompetitionUpload } from './BulkCompetitionUpload';
import { SaveAsTemplateForm } from './SaveAsTemplateForm';
import { COMPETITIONS_PATHS, fromTemplatePath } from '../paths';
import './templates.css';

type Status = { kind: 'success' | 'error'; text: string } | null;

/** The operator's templates (null while loading), loaded again whenever `reloads` changes, and why they failed to load. */
function useTemplates(reloads: number) {
  const { i18n } = useLingui();
  const [rows, setRows] = useState<TemplateRow[] | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    templatesApi.templates().then(
      (list) => {
        if (!live) return;
        setRows(list);
        setLoadFailed(null);
      },
      (e: unknown) => {
        if (!live) return;
        console.error('[templates] list', e);
        setRows([]);
        setLoadFailed(errorMessage(e, i18n._({ id: 'manage.templates.loadFailed', message: 'The templates could not be loaded.' })));
      },
    );
    return () => {
      live = false;
    };
  }, [reloads, i18n]);
  return { rows, loadFailed };
}

/** The operator's competitions (to name a template's source and to save one as a template). */
function useOperatorCompetitions(operatorId: number | null, reloads: number) {
  const [competitions, setCompetitions] = useState<CompetitionChoice[]>([]);

  useEffect(() => {
    if (operatorId === null) return undefined;
    let live = true;
    competitionFormApi.operatorCompetitions(operatorId).then(
      (list) => live && setCompetitions(list),
      (e: unknown) => console.error('[templates] competitions', e),
    );
    return () => {
      live = false;
    };
  }, [operatorId, reloads]);
  return competitions;
}

/** The columns of the templates table: name, source competition, when created, and its actions. */
function useTemplateColumns(competitionNames: ReadonlyMap<number, string>, onDelete: (row: TemplateRow) => Promise<void>): DataTableColumn<TemplateRow>[] {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  return [
    { key: 'name', header: i18n._({ id: 'manage.templates.col.name', message: 'Name' }), isRowHeader: true, sortable: true },
    {
      key: 'source_competition',
      header: i18n._({ id: 'manage.templates.col.source', message: 'Source competition' }),
      value: (row) => (row.source_competition === null ? '' : (competitionNames.get(row.source_competition) ?? String(row.source_competition))),
      render: (row) =>
        row.source_competition === null ? (
          '—'
        ) : (
          <Link to={paths.operatorCompetition(row.source_competition)}>
            {competitionNames.get(row.source_competition) ??
              i18n._({ id: 'manage.templates.sourceId', message: 'Competition {id}', values: { id: row.source_competition } })}
          </Link>
        ),
    },
    {
      key: 'created',
      header: i18n._({ id: 'manage.templates.col.created', message: 'Created' }),
      sortable: true,
      value: (row) => row.created,
      render: (row) => formatDateTime(row.created, region) ?? '—',
    },
    {
      key: 'actions',
      header: i18n._({ id: 'manage.templates.col.actions', message: 'Actions' }),
      exportable: false,
      render: (row) => (
        <div className="tp-actions">
          <Link to={fromTemplatePath(row.id)}>
            {i18n._({ id: 'manage.templates.start', message: 'Start a competition from this template' })}
            <span className="fx-visually-hidden"> ({row.name})</span>
          </Link>
          <button type="button" className="fx-button fx-button--secondary" onClick={() => void onDelete(row)}>
            {i18n._({ id: 'manage.templates.delete', message: 'Delete' })}
            <span className="fx-visually-hidden"> {i18n._({ id: 'manage.templates.delete.what', message: 'template {name}', values: { name: row.name } })}</span>
          </button>
        </div>
      ),
    },
  ];
}

/** A titled section of the page; the table's heading can take focus. */
const section = (id: string, title: ReactNode, children: ReactNode, headingRef?: Ref<HTMLHeadingElement>) => (
  <section className="tp-section" aria-labelledby={id}>
    <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
      {title}
    </h2>
    {children}
  </section>
);

export function TemplatesPage() {
  const { i18n } = useLingui();
  const session = useSession();
  const operatorId = session?.claims.role.id ?? null;
  const [status, setStatus] = useState<Status>(null);
  const [reloads, setReloads] = useState(0);
  const tableHeading = useRef<HTMLHeadingElement>(null);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const { rows, loadFailed } = useTemplates(reloads);
  const competitions = useOperatorCompetitions(operatorId, reloads);

  const competitionNames = useMemo(() => new Map(competitions.map((c) => [c.id, c.name])), [competitions]);

  const onDelete = async (row: TemplateRow) => {
    const ok = await requestConfirmation({
      id: 'competition-template-delete',
      title: i18n._({ id: 'manage.templates.delete.title', message: 'Delete the template {name}?', values: { name: row.name } }),
      body: i18n._({ id: 'manage.templates.delete.body', message: 'Competitions already started from it are not changed.' }),
      confirmLabel: i18n._({ id: 'manage.templates.delete.confirm', message: 'Delete' }),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await templatesApi.deleteTemplate(row.id);
      setStatus({ kind: 'success', text: i18n._({ id: 'manage.templates.deleted', message: 'Template {name} deleted.', values: { name: row.name } }) });
      reload();
      // The row's buttons are gone: focus goes back to the table's heading.
      tableHeading.current?.focus();
    } catch (e) {
      setStatus({ kind: 'error', text: errorMessage(e, i18n._({ id: 'manage.templates.deleteFailed', message: 'The template could not be deleted.' })) });
    }
  };

  const columns = useTemplateColumns(competitionNames, onDelete);

  return (
    <div className="tp-page">
      <h1>{i18n._({ id: 'manage.templates.title', message: 'Competition templates' })}</h1>
      <p>
        <Link to={COMPETITIONS_PATHS.create}>{i18n._({ id: 'manage.templates.createLink', message: 'Create a competition' })}</Link>
      </p>
      <div role="status" className="tp-status">
        {status ? <Notification kind={status.kind} title={status.text} onDismiss={() => setStatus(null)} /> : null}
      </div>
      {section(
        'tp-list',
        i18n._({ id: 'manage.templates.list', message: 'Your templates' }),
        <>
          {loadFailed ? <Notification kind="error" title={loadFailed} /> : null}
          <DataTable
            caption={i18n._({ id: 'manage.templates.caption', message: 'Your competition templates' })}
            hideCaption
            columns={columns}
            rows={rows ?? []}
            loading={rows === null}
            getRowKey={(row) => row.id}
            defaultSort={{ key: 'created', direction: 'descending' }}
            empty={i18n._({
              id: 'manage.templates.empty',
              message: 'No templates yet. Save one of your competitions as a template below.',
            })}
          />
        </>,
        tableHeading,
      )}
      {section(
        'tp-save',
        i18n._({ id: 'manage.templates.save.title', message: 'Save a competition as a template' }),
        <SaveAsTemplateForm
          competitions={competitions}
          onSaved={(t) => {
            setStatus({ kind: 'success', text: i18n._({ id: 'manage.templates.saved', message: 'Template {name} saved.', values: { name: t.name } }) });
            reload();
          }}
        />,
      )}
      {section(
        'tp-bulk',
        i18n._({ id: 'manage.templates.bulk.title', message: 'Create competitions in bulk' }),
        <BulkCompetitionUpload onCreated={reload} />,
      )}
    </div>
  );
}

export default TemplatesPage;
