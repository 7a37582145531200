/** "Save a competition as a template": one of the operator's competitions and a name. */
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { useLingui } from '@lingui/react';
import { errorMessage, isApiError } from 'shared-session';
import { DropdownField, TextField, type DropdownItem } from 'shared-ui';
import { saveAsTemplate } from '../../common/competitions';
import type { CompetitionChoice } from '../create/types';

interface Values {
  competition?: number;
  name?: string;
}

export function SaveAsTemplateForm({
  competitions,
  onSaved,
}: {
  competitions: readonly CompetitionChoice[];
  onSaved: (template: { id: number; name: string }) => void;
}) {
  const { i18n } = useLingui();
  const items = useMemo<DropdownItem[]>(
    () => competitions.map((c) => ({ value: c.id, label: c.reference ? `${c.name} (${c.reference})` : c.name })),
    [competitions],
  );
  const onSubmit = async (values: Values) => {
    try {
      const saved = await saveAsTemplate(Number(values.competition), (values.name ?? '').trim());
      onSaved({ id: saved.id, name: saved.name });
      return undefined;
    } catch (e) {
      if (isApiError(e) && e.status === 400) {
        const { name, ...others } = e.fieldErrors;
        const general = [e.detail, ...Object.entries(others).map(([k, m]) => `${k}: ${m.join(' ')}`)].filter(Boolean).join(' ');
        return { ...(name ? { name: name.join(' ') } : {}), ...(general ? { [FORM_ERROR]: general } : {}) };
      }
      return {
        [FORM_ERROR]: errorMessage(e, i18n._({ id: 'manage.templates.save.failed', message: 'The template could not be saved. Please try again.' })),
      };
    }
  };
  return (
    <Form<Values> onSubmit={onSubmit} subscription={{ submitting: true, submitError: true }}>
      {({ handleSubmit, submitting, submitError, form }) => (
        <form
          noValidate
          className="tp-save"
          onSubmit={async (event) => {
            const errors = await handleSubmit(event);
            if (!errors && !form.getState().hasValidationErrors) form.restart();
          }}
        >
          {typeof submitError === 'string' ? (
            <p className="fx-field__error" role="alert">
              {submitError}
            </p>
          ) : null}
          <div className="tp-save__fields">
            <DropdownField
              name="competition"
              label={i18n._({ id: 'manage.templates.save.competition', message: 'Competition' })}
              items={items}
              required
            />
            <TextField name="name" label={i18n._({ id: 'manage.templates.save.name', message: 'Template name' })} required />
          </div>
          <button type="submit" className="fx-button fx-button--primary" disabled={submitting}>
            {submitting
              ? i18n._({ id: 'manage.templates.save.saving', message: 'Saving…' })
              : i18n._({ id: 'manage.templates.save.submit', message: 'Save as template' })}
          </button>
        </form>
      )}
    </Form>
  );
}
