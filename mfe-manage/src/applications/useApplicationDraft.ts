import { useEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { errorMessage, isApiError, toast, type DpsAnswer, type DpsDefinitions, type DpsSectionDefinition } from 'shared-session';
import type { SubmitState } from 'shared-ui';
import { saveSection, submitApplication, type FullApplication } from './api';
import { answersOf, isShown, sectionBody, sectionErrors, sectionKeys, splitServerErrors, type Answers, type FieldErrors } from './model';

export type StageState = 'complete' | 'incomplete' | 'notStarted' | 'unsaved';

export interface ApplicationDraftOptions {
  application: FullApplication;
  definitions: DpsDefinitions;
  /** The stages in order. */
  sections: DpsSectionDefinition[];
  /** The application as the server now has it (after a save or a submission). */
  onApplication: (next: FullApplication) => void;
  /** Opens a stage's page (nothing for none). */
  goTo: (section: DpsSectionDefinition | undefined) => void;
}

/**
 * The wizard's draft of an application: the answers being edited, which stages have unsaved changes,
 * which are flagged for validation (after Next or Submit), the server's per-field messages, and the
 * actions (change an answer, save a draft, Next, Back, Submit) that save stages and move between them.
 * `summaryRef` is the error summary, focused whenever an action fails.
 */
export function useApplicationDraft({ application: app, definitions, sections, onApplication, goTo }: ApplicationDraftOptions) {
  const { i18n } = useLingui();
  const [answers, setAnswers] = useState<Answers>(() => answersOf(definitions, app));
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(new Set());
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const [savedNote, setSavedNote] = useState(false);
  const [busy, setBusy] = useState(false);
  const [submitState, setSubmitState] = useState<SubmitState>(app.is_submitted ? 'submitted' : 'default');
  const { serverErrors, setServerErrors, formError, setFormError, summaryRef, pointToSummary, showFailure } = useServerMessages(definitions);

  // File questions are answered by their attachments.
  const all: Answers = useMemo(() => {
    const files: Answers = {};
    for (const [key, field] of Object.entries(definitions.fields)) if (field.is_file) files[key] = app.attachments.filter((a) => a.question === key).map((a) => a.filename);
    return { ...answers, ...files };
  }, [answers, app.attachments, definitions]);

  /** The messages shown on a stage's questions: the server's first, else the client's once the stage is flagged. */
  const errorsOf = (section: DpsSectionDefinition): FieldErrors => {
    const client = sectionErrors(definitions, section, all, flagged.has(section.name));
    const out: FieldErrors = {};
    for (const key of sectionKeys(section)) {
      if (!isShown(definitions, key, all)) continue;
      const message = serverErrors[key]?.[0] ?? client[key];
      if (message) out[key] = message;
    }
    return out;
  };

  const stageState = (section: DpsSectionDefinition): StageState => {
    if (dirty.has(section.name)) return 'unsaved';
    const saved = app.sections.find((s) => s.number === section.number)?.saved ?? false;
    if (!saved) return 'notStarted';
    return Object.keys(sectionErrors(definitions, section, all, true)).length || sectionKeys(section).some((k) => serverErrors[k]) ? 'incomplete' : 'complete';
  };

  const change = (current: DpsSectionDefinition, key: string, value: DpsAnswer) => {
    setAnswers((a) => ({ ...a, [key]: value }));
    setServerErrors(({ [key]: _dropped, ...rest }) => rest);
    setDirty((d) => new Set(d).add(current.name));
    setSavedNote(false);
  };

  /** Saves a stage as a draft; false (with the messages shown) when the server refused it. */
  const save = async (section: DpsSectionDefinition): Promise<boolean> => {
    setBusy(true);
    setFormError(null);
    try {
      const view = await saveSection(app.id, section.number, sectionBody(definitions, section, all));
      onApplication({ ...app, ...view, outcome: app.outcome });
      setDirty((d) => {
        const next = new Set(d);
        next.delete(section.name);
        return next;
      });
      setServerErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([k]) => !sectionKeys(section).includes(k))));
      return true;
    } catch (failure) {
      showFailure(
        failure,
        i18n._({ id: 'manage.applications.save.fieldErrors', message: 'Some answers could not be saved; see the messages on the questions.' }),
        i18n._({ id: 'manage.applications.save.failed', message: 'This stage could not be saved. Please try again.' }),
      );
      return false;
    } finally {
      setBusy(false);
    }
  };

  const saveDraft = async (current: DpsSectionDefinition) => {
    if (await save(current)) setSavedNote(true);
  };

  /** Flags the stage, saves it, and moves on only when it has no blanks left. */
  const next = async (current: DpsSectionDefinition) => {
    setFlagged((f) => new Set(f).add(current.name));
    const ok = await save(current);
    if (!ok || Object.keys(sectionErrors(definitions, current, all, true)).length) {
      pointToSummary();
      return;
    }
    goTo(sections[sections.indexOf(current) + 1]);
  };

  /** Saves the stage when it has unsaved changes, then goes one stage back. */
  const back = async (current: DpsSectionDefinition) => {
    if (dirty.has(current.name) && !(await save(current))) return;
    goTo(sections[sections.indexOf(current) - 1]);
  };

  /** Flags every stage, saves the changed ones and the current one, then submits the application. */
  const submit = async (current: DpsSectionDefinition) => {
    setFlagged(new Set(sections.map((s) => s.name)));
    setSubmitState('submitting');
    for (const section of sections) {
      if ((dirty.has(section.name) || section.name === current.name) && !(await save(section))) {
        setSubmitState('default');
        return;
      }
    }
    try {
      const done = await submitApplication(app.id);
      onApplication(done);
      setSubmitState('submitted');
      toast({ kind: 'success', title: i18n._({ id: 'manage.applications.submitted', message: 'Application submitted' }) });
    } catch (failure) {
      setSubmitState('default');
      showFailure(failure, errorMessage(failure, ''), i18n._({ id: 'manage.applications.submit.failed', message: 'The application could not be submitted. Please try again.' }));
    }
  };

  return { all, flagged, formError, savedNote, busy, submitState, summaryRef, errorsOf, stageState, change, saveDraft, next, back, submit };
}

/**
 * The server's messages: per question, and above the form. `showFailure` shows why the server
 * refused: a 400's per-field messages on their questions and its other messages (else `refusedText`)
 * above the form; any other failure as its message (else `failedText`). The error summary
 * (`summaryRef`) takes focus then, and whenever `pointToSummary` is called.
 */
function useServerMessages(definitions: DpsDefinitions) {
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [summaryTick, setSummaryTick] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (summaryTick) summaryRef.current?.focus();
  }, [summaryTick]);

  const pointToSummary = () => setSummaryTick((n) => n + 1);
  const showFailure = (failure: unknown, refusedText: string, failedText: string) => {
    if (isApiError(failure) && failure.status === 400) {
      const { fields, general } = splitServerErrors(definitions, failure.body);
      setServerErrors((errors) => ({ ...errors, ...fields }));
      setFormError(general.join(' ') || refusedText);
    } else {
      setFormError(errorMessage(failure, failedText));
    }
    pointToSummary();
  };
  return { serverErrors, setServerErrors, formError, setFormError, summaryRef, pointToSummary, showFailure };
}
