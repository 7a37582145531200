/**
 * One competition draft (spec workflows §3 "Competition creation form"): competition_details and
 * service_need in react-final-form. Sending creates (POST) or, in edit mode, replaces (PUT) the
 * competition; the server's per-field messages land on their fields.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form, useForm, useFormState } from 'react-final-form';
import arrayMutators from 'final-form-arrays';
import { FORM_ERROR } from 'final-form';
import { useLingui } from '@lingui/react';
import { errorMessage, fieldErrorsOf, isApiError } from 'shared-session';
import { Notification } from 'shared-ui';
import type { CompetitionFormApi, SavedCompetition } from './api';
import { AreaSection, DatesSection, DetailsSection, PricesSection, type ReferenceData } from './CompetitionSections';
import { DraftContext, useRateRules, type DraftContextValue } from './formContext';
import { periodName, windowName } from './labels';
import { toBody, type CompetitionValues } from './model';
import { countFieldErrors, toSubmissionErrors } from './serverErrors';
import { ServiceNeed } from './ServiceNeed';
import type { AreaPreview, CompetitionBody, GspRegion } from './types';

export type { SavedCompetition };

export interface CompetitionFormProps {
  draftKey: number;
  initialValues: CompetitionValues;
  /** The IANA zone the dates are typed in (the region's). */
  zone: string;
  /** Stored fields sent back unchanged (edit mode). */
  keep?: Partial<CompetitionBody>;
  /** The competition being edited (PUT), or null to create (POST). */
  editingId: number | null;
  api: CompetitionFormApi;
  refs: ReferenceData;
  regions: ReadonlyMap<number, GspRegion>;
  onRegions: (regions: GspRegion[]) => void;
  submitLabel: ReactNode;
  onSaved: (saved: SavedCompetition) => void;
  /** Told whether the draft shows errors (for its tab). */
  onErrorsChange?: (draftKey: number, hasErrors: boolean) => void;
  /** Extra actions beside the submit button. */
  actions?: ReactNode;
}

const noFormErrors = () => ({});

/**
 * Field rules that depend on other fields (rates required by competition type, fixed prices)
 * are re-run once the fields have re-rendered with their new rules. Placed last in the form so
 * that its effect runs after the fields'.
 */
function RevalidateOnRuleChange() {
  const form = useForm();
  const { guide, fixed } = useRateRules();
  const key = [...guide, ...fixed].join(',');
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    form.setConfig('validate', noFormErrors);
  }, [form, key]);
  return null;
}

function ErrorSummary({ draftKey, onErrorsChange }: { draftKey: number; onErrorsChange?: CompetitionFormProps['onErrorsChange'] }) {
  const { i18n } = useLingui();
  const state = useFormState({
    subscription: { submitFailed: true, submitError: true, submitErrors: true, hasValidationErrors: true, hasSubmitErrors: true, dirtySinceLastSubmit: true, submitting: true },
  });
  const ref = useRef<HTMLDivElement>(null);
  const showing = state.submitFailed && !state.submitting && (state.hasValidationErrors || (state.hasSubmitErrors && !state.dirtySinceLastSubmit));
  useEffect(() => {
    onErrorsChange?.(draftKey, Boolean(showing));
  }, [draftKey, onErrorsChange, showing]);
  // After a failed send, focus goes to the summary so the problem is announced.
  useEffect(() => {
    if (!state.submitFailed || state.submitting) return;
    ref.current?.focus();
  }, [state.submitFailed, state.submitting]);
  if (!showing) return null;
  const general = typeof state.submitError === 'string' ? state.submitError : null;
  const fieldCount = state.dirtySinceLastSubmit ? 0 : countFieldErrors(state.submitErrors);
  return (
    <div ref={ref} tabIndex={-1} className="cf-summary">
      <Notification
        kind="error"
        title={i18n._({ id: 'manage.competitionForm.summary.title', message: 'The competition was not saved' })}
        text={
          <>
            {general ? <span className="cf-summary__general">{general} </span> : null}
            {fieldCount > 0 || state.hasValidationErrors
              ? i18n._({ id: 'manage.competitionForm.summary.fields', message: 'Check the fields marked below; each message is shown beside its field.' })
              : null}
          </>
        }
      />
    </div>
  );
}

export function CompetitionForm({
  draftKey,
  initialValues,
  zone,
  keep,
  editingId,
  api,
  refs,
  regions,
  onRegions,
  submitLabel,
  onSaved,
  onErrorsChange,
  actions,
}: CompetitionFormProps) {
  const { i18n } = useLingui();
  const [derivedCalendar, setDerivedCalendar] = useState<string | null>(null);
  const onPreview = useCallback((preview: AreaPreview | null) => setDerivedCalendar(preview?.holiday_calendar ?? null), []);
  const context = useMemo<DraftContextValue>(
    () => ({ idPrefix: `cf-${draftKey}`, api, zone, calendars: refs.calendars, derivedCalendar }),
    [draftKey, api, zone, refs.calendars, derivedCalendar],
  );
  const headingId = (part: string) => `cf-${draftKey}-${part}`;

  const onSubmit = async (values: CompetitionValues) => {
    const body = toBody(values, zone, keep);
    try {
      const saved = editingId === null ? await api.createCompetition(body) : await api.updateCompetition(editingId, body);
      onSaved({ id: saved.id, name: saved.name ?? body.name });
      return undefined;
    } catch (e) {
      const fieldErrors = isApiError(e) && e.status === 400 ? fieldErrorsOf(e) : undefined;
      if (fieldErrors) {
        return toSubmissionErrors(fieldErrors, {
          period: (p) => periodName(i18n, p),
          window: (p, w) => windowName(i18n, p, w),
        }).errors;
      }
      if (!isApiError(e)) console.error('[competition form] save', e);
      return {
        [FORM_ERROR]: errorMessage(e, i18n._({ id: 'manage.competitionForm.saveFailed', message: 'The competition could not be saved. Please try again.' })),
      };
    }
  };

  const section = (part: string, title: ReactNode, children: ReactNode) => (
    <section className="cf-section" aria-labelledby={headingId(part)}>
      <h2 id={headingId(part)}>{title}</h2>
      {children}
    </section>
  );

  return (
    <DraftContext.Provider value={context}>
      <Form<CompetitionValues> onSubmit={onSubmit} initialValues={initialValues} mutators={{ ...arrayMutators }} validate={noFormErrors} subscription={{ submitting: true }}>
        {({ handleSubmit, submitting }) => (
          <form className="cf-form" noValidate onSubmit={handleSubmit} aria-busy={submitting || undefined}>
            <ErrorSummary draftKey={draftKey} onErrorsChange={onErrorsChange} />
            {section('details', i18n._({ id: 'manage.competitionForm.section.details', message: 'Competition details' }), <DetailsSection refs={refs} editingId={editingId} />)}
            {section('dates', i18n._({ id: 'manage.competitionForm.section.dates', message: 'Dates' }), <DatesSection />)}
            {section(
              'area',
              i18n._({ id: 'manage.competitionForm.section.area', message: 'Area and connection' }),
              <AreaSection refs={refs} regions={regions} onRegions={onRegions} onPreview={onPreview} />,
            )}
            {section('prices', i18n._({ id: 'manage.competitionForm.section.prices', message: 'Prices and budget' }), <PricesSection />)}
            {section('need', i18n._({ id: 'manage.competitionForm.section.need', message: 'Service need' }), <ServiceNeed />)}
            <div className="fx-button-row cf-actions">
              <button type="submit" className="fx-button fx-button--primary" disabled={submitting}>
                {submitting ? i18n._({ id: 'manage.competitionForm.saving', message: 'Saving…' }) : submitLabel}
              </button>
              {actions}
            </div>
            <RevalidateOnRuleChange />
          </form>
        )}
      </Form>
    </DraftContext.Provider>
  );
}
