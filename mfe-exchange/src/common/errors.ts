/** A refused call as react-final-form errors: the server's messages on their fields, the rest above the buttons. */
import { FORM_ERROR } from 'final-form';
import { errorMessage, isApiError } from 'shared-session';

export type FormErrors = Record<string, string>;

export function submissionErrors(error: unknown, fields: readonly string[], fallback: string): FormErrors {
  if (!isApiError(error) || error.status !== 400 || Object.keys(error.fieldErrors).length === 0) return { [FORM_ERROR]: errorMessage(error, fallback) };
  const out: FormErrors = {};
  const general: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) out[field] = messages.join(' ');
    else general.push(messages.join(' '));
  }
  if (general.length) out[FORM_ERROR] = general.join(' ');
  return out;
}

/** True for the API's 409: the listing or bid moved on (bidding closed, a newer version) since the page was read. */
export const isConflict = (error: unknown): boolean => isApiError(error) && error.status === 409;
