/** Every e-mail text, for the en-US spelling list (scripts/gen-en-us.ts) and the tests. */
import type { MailText } from './text.js';
import * as auth from './auth.js';
import * as dispatch from './dispatch.js';
import * as dps from './dps.js';
import * as registration from './registration.js';
import * as results from './results.js';

function texts(value: unknown): MailText[] {
  if (value && typeof value === 'object' && 'en-GB' in value) return [value as MailText];
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

export const MAIL_TEXTS: MailText[] = [auth, dispatch, dps, registration, results].flatMap(texts);

export { mailText, type MailText } from './text.js';
