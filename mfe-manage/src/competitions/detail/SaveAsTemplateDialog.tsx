import { Form } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, isApiError } from 'shared-session';
import { Modal, TextField } from 'shared-ui';
import { saveAsTemplate, type Competition, type CompetitionTemplate } from '../../common/competitions';

interface Values {
  name?: string;
}

export interface SaveAsTemplateDialogProps {
  competition: Competition;
  open: boolean;
  onClose: () => void;
  onSaved: (template: CompetitionTemplate) => void;
}

/** Names a template made from the competition (`POST flex/competitions/{id}/save_as_template/`). */
export function SaveAsTemplateDialog({ competition, open, onClose, onSaved }: SaveAsTemplateDialogProps) {
  const { i18n } = useLingui();

  const onSubmit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    try {
      const template = await saveAsTemplate(competition.id, (values.name ?? '').trim());
      onSaved(template);
      return undefined;
    } catch (error) {
      const fallback = i18n._({ id: 'competitions.template.failed', message: 'The template could not be saved. Please try again.' });
      if (isApiError(error) && error.fieldErrors.name?.length) return { name: error.fieldErrors.name[0] };
      return { [FORM_ERROR]: errorMessage(error, fallback) };
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={<Trans id="competitions.template.title" message="Save as a template" />} size="small">
      <Form<Values>
        onSubmit={onSubmit}
        initialValues={{ name: i18n._({ id: 'competitions.template.defaultName', message: '{name} template', values: { name: competition.name } }) }}
      >
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate className="competition-template-form" aria-busy={submitting}>
            <p>
              <Trans
                id="competitions.template.text"
                message="A template keeps this competition's details, service periods and windows, so a new competition can start from them."
              />
            </p>
            {submitError ? (
              <p className="competitions-page__error" role="alert">
                {String(submitError)}
              </p>
            ) : null}
            <TextField name="name" required label={<Trans id="competitions.template.name" message="Template name" />} />
            <div className="fx-button-row">
              <button type="button" className="fx-button" onClick={onClose}>
                <Trans id="competitions.template.cancel" message="Cancel" />
              </button>
              <button type="submit" className="fx-button fx-button--primary" disabled={submitting}>
                {submitting ? (
                  <Trans id="competitions.template.saving" message="Saving…" />
                ) : (
                  <Trans id="competitions.template.save" message="Save template" />
                )}
              </button>
            </div>
          </form>
        )}
      </Form>
    </Modal>
  );
}
