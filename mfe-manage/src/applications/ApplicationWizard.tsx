import { forwardRef, useEffect, useMemo, useRef } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { bus, hasPermissions, PERMISSIONS, type DpsAnswer, type DpsDefinitions, type DpsSectionDefinition } from 'shared-session';
import { SubmitBlock, useBusValue, useSession, type SubmitState } from 'shared-ui';
import { application as fetchApplication, type FullApplication } from './api';
import { ApplicationAnswers } from './ApplicationAnswers';
import { AttachmentField } from './Attachments';
import { stageTitle } from './labels';
import { isShown, type Answers, type FieldErrors } from './model';
import { useApplicationDraft, type StageState } from './useApplicationDraft';
import { StatusBanner } from './StatusBanner';
import { QuestionField, questionId } from './QuestionField';
import { PROVIDER_APPLICATIONS, providerStagePath } from './paths';

export interface ApplicationWizardProps {
  application: FullApplication;
  definitions: DpsDefinitions;
  /** The stage in the URL. */
  sectionName: string | undefined;
  /** The application as the server now has it (after a save, an attachment, a submission). */
  onApplication: (next: FullApplication) => void;
}

/**
 * The application wizard (/manage/flexprovider/applications/{id}/{section}): the five stages with
 * their state, the current stage's questions (conditional ones revealed as they are answered), Back,
 * Save draft and Next, and on the last stage the submit block. Each stage is saved as a draft; blanks
 * are pointed out only once the stage is flagged for validation (Next or Submit); the server's
 * per-field messages show on their questions. A submitted application reads as its answers.
 */
export function ApplicationWizard({ application: app, definitions, sectionName, onApplication }: ApplicationWizardProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const region = useBusValue(bus.region$);
  const claims = useSession()?.claims;
  const sections = useMemo(() => [...definitions.sections].sort((a, b) => a.number - b.number), [definitions]);
  const index = sections.findIndex((s) => s.name === sectionName);
  const current: DpsSectionDefinition | undefined = sections[index];

  const headingRef = useStageHeadingFocus(sectionName);
  const editable = !app.is_submitted && hasPermissions(claims, [PERMISSIONS.viewManageUi]);

  const goTo = (section: DpsSectionDefinition | undefined) => {
    if (section) navigate(providerStagePath(app.id, section.name));
  };
  const draft = useApplicationDraft({ application: app, definitions, sections, onApplication, goTo });
  const { all, flagged, formError, savedNote, busy, submitState, summaryRef, stageState } = draft;

  if (!current) {
    const first = sections[0];
    return first ? <Navigate to={providerStagePath(app.id, first.name)} replace /> : null;
  }

  const shownErrors = draft.errorsOf(current);
  const change = (key: string, value: DpsAnswer) => draft.change(current, key, value);
  const saveDraft = () => draft.saveDraft(current);
  const next = () => draft.next(current);
  const back = () => draft.back(current);
  const submit = () => draft.submit(current);

  const onAttachmentsChanged = async () => {
    onApplication(await fetchApplication(app.id));
  };

  const summaryItems = Object.entries(shownErrors);
  const showSummary = formError !== null || (flagged.has(current.name) && summaryItems.length > 0);
  const title = stageTitle(i18n, current);

  return (
    <section className="dps" aria-labelledby="dps-title">
      <p className="dps__back">
        <Link to={PROVIDER_APPLICATIONS}>
          <Trans id="manage.applications.backToList" message="Back to your applications" />
        </Link>
      </p>
      <h1 id="dps-title">
        <Trans id="manage.applications.wizard.title" message="Qualification application to {operator}" values={{ operator: app.system_operator_name }} />
      </h1>
      <StatusBanner application={app} />

      <StageNav applicationId={app.id} sections={sections} current={current.name} stageState={stageState} showStates={!app.is_submitted} />

      {app.is_submitted ? (
        <>
          <ApplicationAnswers applicationId={app.id} definitions={definitions} sections={app.sections} attachments={app.attachments} locale={region.locale} only={[current.name]} />
          {current.name === 'submit' ? <SubmitBlock state="submitted" onSubmit={() => undefined} submittedBy={app.submitted_by_name} submittedAt={app.submitted} /> : null}
          <StageButtons onBack={index > 0 ? () => goTo(sections[index - 1]) : undefined} onNext={index < sections.length - 1 ? () => goTo(sections[index + 1]) : undefined} busy={false} />
        </>
      ) : (
        <form
          className="dps-form"
          noValidate
          aria-labelledby="dps-stage-title"
          onSubmit={(event) => {
            event.preventDefault();
            if (current.name === 'submit') return;
            if (editable) void next();
            else goTo(sections[index + 1]);
          }}
        >
          <h2 id="dps-stage-title" ref={headingRef} tabIndex={-1}>
            {title}
          </h2>
          {showSummary ? <ErrorSummary ref={summaryRef} formError={formError} items={summaryItems} definitions={definitions} /> : null}
          <StageQuestions
            application={app}
            definitions={definitions}
            section={current}
            answers={all}
            errors={shownErrors}
            editable={editable}
            locale={region.locale}
            onChange={change}
            onAttachmentsChanged={onAttachmentsChanged}
          />
          <div role="status" className="dps__saved">
            {savedNote ? <Trans id="manage.applications.draftSaved" message="Draft saved." /> : null}
          </div>
          {current.name === 'submit' ? (
            <SubmitStageActions
              operator={app.system_operator_name}
              editable={editable}
              busy={busy}
              submitState={submitState}
              onBack={() => void back()}
              onSave={() => void saveDraft()}
              onSubmit={() => void submit()}
            />
          ) : (
            <StageButtons
              onBack={index > 0 ? () => void back() : undefined}
              onSave={editable ? () => void saveDraft() : undefined}
              onNext={() => undefined}
              busy={busy}
              nextIsSubmit
            />
          )}
        </form>
      )}
    </section>
  );
}

/** The last stage's buttons: Back, Save draft (when editable) and the submit block. */
function SubmitStageActions({
  operator,
  editable,
  busy,
  submitState,
  onBack,
  onSave,
  onSubmit,
}: {
  operator: FullApplication['system_operator_name'];
  editable: boolean;
  busy: boolean;
  submitState: SubmitState;
  onBack: () => void;
  onSave: () => void;
  onSubmit: () => void;
}) {
  return (
    <>
      <StageButtons onBack={onBack} onSave={editable ? onSave : undefined} busy={busy} />
      <SubmitBlock
        state={submitState}
        canSubmit={editable && !busy}
        onSubmit={onSubmit}
        title={<Trans id="manage.applications.submit.title" message="Submit your application" />}
        description={
          <Trans
            id="manage.applications.submit.text"
            message="Once submitted, {operator} reviews your answers and files; you cannot change them while it decides. You are e-mailed when it approves or rejects the application."
            values={{ operator }}
          />
        }
        submitLabel={<Trans id="manage.applications.submit.button" message="Submit application" />}
        notAllowedReason={editable ? undefined : <Trans id="manage.applications.submit.noPermission" message="You need permission to use the manage screens to submit." />}
      />
    </>
  );
}

function StageButtons({ onBack, onSave, onNext, busy, nextIsSubmit = false }: { onBack?: () => void; onSave?: () => void; onNext?: () => void; busy: boolean; nextIsSubmit?: boolean }) {
  return (
    <div className="fx-button-row dps-form__buttons">
      {onBack ? (
        <button type="button" className="fx-button fx-button--secondary" disabled={busy} onClick={onBack}>
          <Trans id="manage.applications.back" message="Back" />
        </button>
      ) : null}
      {onSave ? (
        <button type="button" className="fx-button fx-button--secondary" disabled={busy} onClick={onSave}>
          <Trans id="manage.applications.saveDraft" message="Save draft" />
        </button>
      ) : null}
      {onNext ? (
        <button type={nextIsSubmit ? 'submit' : 'button'} className="fx-button fx-button--primary" disabled={busy} onClick={nextIsSubmit ? undefined : onNext}>
          <Trans id="manage.applications.next" message="Next" />
        </button>
      ) : null}
    </div>
  );
}

/** A new stage's heading takes focus (not on arrival, where the page heading leads). */
function useStageHeadingFocus(sectionName: string | undefined) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStage = useRef(true);
  useEffect(() => {
    if (firstStage.current) {
      firstStage.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [sectionName]);
  return headingRef;
}

/** The label of a stage's state in the stage list. */
function stageStateText(i18n: I18n, state: StageState): string {
  switch (state) {
    case 'complete':
      return i18n._({ id: 'manage.applications.stageState.complete', message: 'Complete' });
    case 'incomplete':
      return i18n._({ id: 'manage.applications.stageState.incomplete', message: 'Needs answers' });
    case 'unsaved':
      return i18n._({ id: 'manage.applications.stageState.unsaved', message: 'Unsaved changes' });
    default:
      return i18n._({ id: 'manage.applications.stageState.notStarted', message: 'Not started' });
  }
}

/** The list of stages, each a link to its page with its state (left out once submitted); the current one marked as the step. */
function StageNav({
  applicationId,
  sections,
  current,
  stageState,
  showStates,
}: {
  applicationId: FullApplication['id'];
  sections: DpsSectionDefinition[];
  current: string;
  stageState: (section: DpsSectionDefinition) => StageState;
  showStates: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={i18n._({ id: 'manage.applications.stages', message: 'Application stages' })}>
      <ol className="dps-stages">
        {sections.map((section) => {
          const state = stageState(section);
          const here = section.name === current;
          return (
            <li key={section.name} className={`dps-stages__stage is-${state}${here ? ' is-current' : ''}`}>
              <Link to={providerStagePath(applicationId, section.name)} aria-current={here ? 'step' : undefined}>
                <span className="dps-stages__title">{stageTitle(i18n, section)}</span>
                {showStates ? <span className="dps-stages__state">{stageStateText(i18n, state)}</span> : null}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The stage's error summary: the form-wide message (or a lead-in) and one link per question in error, which moves focus to that question's control. */
interface ErrorSummaryProps {
  formError: string | null;
  items: [string, string][];
  definitions: DpsDefinitions;
}
const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { formError, items, definitions },
  ref,
) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="dps__error">
      <p>{formError ?? <Trans id="manage.applications.summary" message="Some answers need your attention:" />}</p>
      {items.length ? (
        <ul>
          {items.map(([key, message]) => (
            <li key={key}>
              <a
                href={`#${questionId(key)}`}
                onClick={(event) => {
                  event.preventDefault();
                  const target = document.getElementById(questionId(key));
                  (target?.querySelector<HTMLElement>('input, select, textarea, button') ?? target)?.focus();
                }}
              >
                {definitions.fields[key]?.question}: {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});

/** A stage's questions by sub-section, only those shown by the answers so far; file questions take attachments. */
function StageQuestions({
  application: app,
  definitions,
  section,
  answers: all,
  errors,
  editable,
  locale,
  onChange,
  onAttachmentsChanged,
}: {
  application: FullApplication;
  definitions: DpsDefinitions;
  section: DpsSectionDefinition;
  answers: Answers;
  errors: FieldErrors;
  editable: boolean;
  locale: string;
  onChange: (key: string, value: DpsAnswer) => void;
  onAttachmentsChanged: () => Promise<void>;
}) {
  return (
    <>
      {section.sub_sections.map((sub) => {
        const keys = sub.fields.filter((key) => isShown(definitions, key, all) && definitions.fields[key]);
        if (!keys.length) return null;
        return (
          <fieldset key={sub.number} className="dps-form__group">
            <legend>{sub.title}</legend>
            {keys.map((key) => {
              const field = definitions.fields[key]!;
              return field.is_file ? (
                <AttachmentField
                  key={key}
                  applicationId={app.id}
                  fieldKey={key}
                  field={field}
                  attachments={app.attachments.filter((a) => a.question === key)}
                  error={errors[key]}
                  disabled={!editable}
                  onChanged={onAttachmentsChanged}
                />
              ) : (
                <QuestionField
                  key={key}
                  fieldKey={key}
                  field={field}
                  value={all[key]}
                  error={errors[key]}
                  disabled={!editable}
                  locale={locale}
                  onChange={(value) => onChange(key, value)}
                />
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}
