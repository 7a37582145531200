/** Every e-mail text, gathered from the domains' `mail/texts.ts`: for the en-US spelling list (scripts/gen-en-us.ts) and the tests. */
import type { MailText } from './text.js';
import * as auth from '../../../domain/accounts/mail/texts.js';
import * as dispatch from '../../../domain/dispatch/mail/texts.js';
import * as dps from '../../../domain/dps/mail/texts.js';
import * as registration from '../../../domain/registration/mail/texts.js';
import * as results from '../../../domain/market/mail/texts.js';
import * as invoiceMail from '../../../domain/settlement/invoices/mail/texts.js';
import * as invoiceDocument from '../../../domain/settlement/invoices/texts.js';
import * as settlementRuns from '../../../domain/settlement/runs/mail/texts.js';
import * as alerts from '../../../domain/alerts/mail/texts.js';
import * as marketAccess from '../../../domain/markets/mail/texts.js';
import * as contracts from '../../../domain/contracts/mail/texts.js';
import * as milestones from '../../../domain/contracts/milestones/mail/texts.js';
import * as exchange from '../../../domain/exchange/mail/texts.js';
import * as analytics from '../../../domain/analytics/mail/texts.js';

function texts(value: unknown): MailText[] {
  if (value && typeof value === 'object' && 'en-GB' in value) return [value as MailText];
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

export const MAIL_TEXTS: MailText[] = [auth, dispatch, dps, registration, results, invoiceMail, invoiceDocument, settlementRuns, alerts, marketAccess, contracts, milestones, exchange, analytics].flatMap(texts);

export { mailText, type MailText } from './text.js';
