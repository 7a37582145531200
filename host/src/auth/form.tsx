import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { I18n } from '@lingui/core';
import { isApiError, joinFieldErrors } from 'shared-session';

/** A labelled input bound to react-final-form, with its message under it (validation or server). */
export function TextField(props: {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
  validate?: (value: string | undefined, all: Record<string, unknown>) => string | undefined;
  hint?: ReactNode;
}) {
  const { name, label, type = 'text', autoComplete, required = false, validate, hint } = props;
  const id = useId();
  return (
    <Field<string> name={name} validate={validate ? (v, all) => validate(v, all as Record<string, unknown>) : undefined}>
      {({ input, meta }) => {
        const message = (meta.touched && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError);
        const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
        return (
          <div className={`fx-field${message ? ' fx-field--invalid' : ''}`}>
            <label htmlFor={id} className="fx-field__label">
              {label}
              {required ? <span aria-hidden="true"> *</span> : null}
            </label>
            <input
              {...input}
              value={input.value ?? ''}
              id={id}
              type={type}
              autoComplete={autoComplete}
              required={required}
              aria-invalid={message ? true : undefined}
              aria-describedby={describedBy}
              className="fx-input"
            />
            {hint ? <p id={`${id}-hint`} className="fx-field__hint">{hint}</p> : null}
            {message ? (
              <p id={`${id}-error`} className="fx-field__error">
                {String(message)}
              </p>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}

/** The error block at the top of an auth form (spec platform §8 "Auth form"). */
export function FormErrorBlock({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div className="fx-form-error" role="alert">
      {String(error)}
    </div>
  );
}

export const requiredMessage = (i18n: I18n) => i18n._({ id: 'auth.field.required', message: 'This field is required' });

export function validateRequired(i18n: I18n) {
  return (value: string | undefined) => (value && value.trim() ? undefined : requiredMessage(i18n));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(i18n: I18n) {
  return (value: string | undefined) => {
    if (!value || !value.trim()) return requiredMessage(i18n);
    return EMAIL.test(value.trim()) ? undefined : i18n._({ id: 'auth.field.emailInvalid', message: 'Enter a valid email address.' });
  };
}

/**
 * Server errors for react-final-form: messages of the fields shown on the form go under those
 * fields (`fieldMap` renames server fields, e.g. new_password → password); the detail and any
 * other field's messages go to the error block at the top.
 */
export function serverErrors(error: unknown, fields: readonly string[], fallback: string, fieldMap: Record<string, string> = {}): SubmissionErrors {
  if (!isApiError(error)) return { [FORM_ERROR]: fallback };
  const out: Record<string, string> = {};
  const rest: Record<string, string[]> = {};
  for (const [serverField, messages] of Object.entries(error.fieldErrors)) {
    const field = fieldMap[serverField] ?? serverField;
    if (fields.includes(field)) out[field] = messages.join(' ');
    else rest[serverField] = messages;
  }
  const top = [error.detail, joinFieldErrors(rest)].filter(Boolean).join(' ');
  if (top) out[FORM_ERROR] = top;
  else if (Object.keys(out).length === 0) out[FORM_ERROR] = fallback;
  return out;
}
