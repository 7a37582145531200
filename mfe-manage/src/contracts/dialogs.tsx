/**
 * The accept and terminate dialogs (react-final-form): the server's rules decide; its per-field
 * messages land on their fields, any other refusal in the dialog.
 */
import type { ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, isApiError } from 'shared-session';
import { DateField, Modal, TextAreaField, TextField, notBlank, useFormat } from 'shared-ui';
import { acceptContract, terminateContract, type Contract } from './api';

type Errors = Record<string, string>;

/** A failed call as form errors: the named fields' messages on them, the rest above the buttons. */
export function submissionErrors(error: unknown, fields: readonly string[], fallback: string): Errors {
  if (!isApiError(error) || error.status !== 400 || Object.keys(error.fieldErrors).length === 0) return { [FORM_ERROR]: errorMessage(error, fallback) };
  const out: Errors = {};
  const general: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) out[field] = messages.join(' ');
    else general.push(messages.join(' '));
  }
  if (general.length) out[FORM_ERROR] = general.join(' ');
  return out;
}

interface DialogProps {
  contract: Contract;
  onClose: () => void;
  onDone: (contract: Contract) => void;
}

function Problem({ error }: { error: unknown }) {
  return typeof error === 'string' ? (
    <p role="alert" className="contracts-error">
      {error}
    </p>
  ) : null;
}

function Buttons({ busy, submit, onClose, formId }: { busy: boolean; submit: ReactNode; onClose: () => void; formId: string }) {
  return (
    <>
      <button type="button" className="fx-button" onClick={onClose} disabled={busy}>
        <Trans id="manage.contracts.cancel" message="Cancel" />
      </button>
      <button type="submit" form={formId} className="fx-button fx-button--primary" disabled={busy} aria-busy={busy}>
        {submit}
      </button>
    </>
  );
}

/** The provider accepts: types its name and ticks that the terms were read. */
export function AcceptDialog({ contract, onClose, onDone }: DialogProps) {
  const { i18n } = useLingui();
  const f = useFormat();
  const fallback = i18n._({ id: 'manage.contracts.failed', message: 'That did not work. Please try again.' });
  const submit = async (values: { name?: string; terms_read?: boolean }) => {
    try {
      onDone(await acceptContract(contract.id, { name: values.name ?? '', terms_read: values.terms_read === true }));
      return undefined;
    } catch (failure) {
      return submissionErrors(failure, ['name', 'terms_read'], fallback);
    }
  };
  return (
    <Form onSubmit={submit} subscription={{ submitting: true, submitError: true }}>
      {({ handleSubmit, submitting, submitError }) => (
        <Modal
          open
          onClose={onClose}
          size="small"
          title={<Trans id="manage.contracts.accept.title" message="Accept contract {reference}?" values={{ reference: contract.reference }} />}
          footer={<Buttons busy={!!submitting} onClose={onClose} formId="contract-accept" submit={<Trans id="manage.contracts.accept.confirm" message="Accept contract" />} />}
        >
          <form id="contract-accept" onSubmit={(e) => void handleSubmit(e)} noValidate>
            <p>
              <Trans
                id="manage.contracts.accept.text"
                message="You commit {provider} to the obligations below with {operator}, under the framework agreement, from {start} to {end}. Your name and the time are recorded."
                values={{
                  provider: contract.flex_provider_name,
                  operator: contract.system_operator_name,
                  start: f.formatCalendarDate(contract.starts_on) ?? contract.starts_on,
                  end: f.formatContractEndDate(contract.ends_on) ?? '',
                }}
              />
            </p>
            <TextField name="name" label={<Trans id="manage.contracts.accept.name" message="Your full name" />} required autoComplete="name" validate={notBlank} />
            <Field name="terms_read" type="checkbox">
              {({ input, meta }) => {
                const error = meta.touched ? (meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError)) : undefined;
                return (
                  <div className="contracts-check">
                    <label>
                      <input {...input} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? 'contract-terms-error' : undefined} />{' '}
                      <Trans id="manage.contracts.accept.terms" message="I have read the contract terms and the obligations" />
                    </label>
                    {error ? (
                      <p id="contract-terms-error" className="contracts-field-error">
                        {String(error)}
                      </p>
                    ) : null}
                  </div>
                );
              }}
            </Field>
            <Problem error={submitError} />
          </form>
        </Modal>
      )}
    </Form>
  );
}

/** The operator terminates: a reason and the last day the contract runs. */
export function TerminateDialog({ contract, onClose, onDone }: DialogProps) {
  const { i18n } = useLingui();
  const fallback = i18n._({ id: 'manage.contracts.failed', message: 'That did not work. Please try again.' });
  const submit = async (values: { reason?: string; termination_date?: string }) => {
    try {
      onDone(await terminateContract(contract.id, { reason: values.reason ?? '', termination_date: values.termination_date ?? '' }));
      return undefined;
    } catch (failure) {
      return submissionErrors(failure, ['reason', 'termination_date'], fallback);
    }
  };
  return (
    <Form onSubmit={submit} subscription={{ submitting: true, submitError: true }}>
      {({ handleSubmit, submitting, submitError }) => (
        <Modal
          open
          onClose={onClose}
          size="small"
          title={<Trans id="manage.contracts.terminate.title" message="Terminate contract {reference}?" values={{ reference: contract.reference }} />}
          footer={<Buttons busy={!!submitting} onClose={onClose} formId="contract-terminate" submit={<Trans id="manage.contracts.terminate.confirm" message="Terminate contract" />} />}
        >
          <form id="contract-terminate" onSubmit={(e) => void handleSubmit(e)} noValidate>
            <p>
              <Trans
                id="manage.contracts.terminate.text"
                message="{provider} is told at once, with your reason. The obligations end after the last day. This cannot be undone."
                values={{ provider: contract.flex_provider_name }}
              />
            </p>
            <TextAreaField name="reason" label={<Trans id="manage.contracts.terminate.reason" message="Reason" />} required maxLength={2000} validate={notBlank} />
            <DateField
              name="termination_date"
              label={<Trans id="manage.contracts.terminate.date" message="Last day of the contract" />}
              required
            />
            <Problem error={submitError} />
          </form>
        </Modal>
      )}
    </Form>
  );
}
