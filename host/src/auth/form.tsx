import { useEffect, useRef } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { I18n } from '@lingui/core';
import { isApiError, joinFieldErrors } from 'shared-session';
import type { Validator } from 'shared-ui';

/**
 * The error block at the top of an auth form (spec platform §8 "Auth form"): announced (role
 * alert), styled as an error, and focused when it appears or changes so keyboard users land on it.
 */
export function FormErrorBlock({ error }: { error: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  const text = error ? String(error) : '';
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  if (!text) return null;
  return (
    <div ref={ref} className="fx-form-error" role="alert" tabIndex={-1}>
      {text}
    </div>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plausible e-mail address (the server has the last word). Empty is left to `required`. */
export function emailValidator(i18n: I18n): Validator {
  return (value) => {
    if (typeof value !== 'string' || !value.trim()) return undefined;
    return EMAIL.test(value.trim()) ? undefined : i18n._({ id: 'auth.field.emailInvalid', message: 'Enter a valid email address.' });
  };
}

/**
 * Server errors for react-final-form: messages of fields shown on the form go under those
 * fields (`fieldMap` renames server fields, e.g. new_password → password); the detail and any
 * other field's messages go to the error block at the top; `fallback` when there is nothing.
 */
export function serverErrors(
  error: unknown,
  fields: readonly string[],
  fallback: string,
  fieldMap: Readonly<Record<string, string>> = {},
): Record<string, string> {
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

export type { SubmissionErrors };
