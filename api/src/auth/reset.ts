import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/types.js';
import type { AppConfig } from '../config.js';
import { queueMail } from '../platform/mail/outbox.js';
import { localeOr, type Locale } from '../platform/i18n/locales.js';
import { mailText } from '../platform/i18n/mail/text.js';
import { A_TEAM, HELLO, INVITE_BODY, INVITE_NOTICE_BODY, INVITE_NOTICE_SUBJECT, INVITE_SUBJECT, RESET_BODY, RESET_SUBJECT } from '../domain/accounts/mail/texts.js';

export const RESET_LIFETIME_MS = 60 * 60 * 1000; // 1 hour
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000; // 7 days

export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

export function decodeUid(uid: string): number | null {
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  return /^\d{1,10}$/.test(text) ? Number(text) : null;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Create a single-use token and e-mail the link (reset: /passwordreset/confirm, invite:
 * /passwordreset/newuser), in the user's preferred locale.
 */
export async function sendPasswordLink(
  db: Db,
  config: AppConfig,
  user: { id: number; email: string; first_name: string },
  purpose: 'reset' | 'invite',
  orgName?: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const lifetime = purpose === 'reset' ? RESET_LIFETIME_MS : INVITE_LIFETIME_MS;
  await db.query('INSERT INTO password_reset_tokens (user_id, token_hash, purpose, expires_at) VALUES ($1, $2, $3, $4)', [
    user.id,
    hashToken(token),
    purpose,
    new Date(Date.now() + lifetime),
  ]);
  const base = config.publicUrl.replace(/\/+$/, '');
  const path = purpose === 'reset' ? 'confirm' : 'newuser';
  const link = `${base}/passwordreset/${path}/${encodeUid(user.id)}/${token}`;
  const locale = await recipientLocale(db, { id: user.id });
  const hello = mailText(HELLO, locale, { name: user.first_name || user.email });
  const organisation = orgName ?? mailText(A_TEAM, locale);
  const mail =
    purpose === 'reset'
      ? { subject: mailText(RESET_SUBJECT, locale), body: mailText(RESET_BODY, locale, { hello, link }) }
      : { subject: mailText(INVITE_SUBJECT, locale, { organisation }), body: mailText(INVITE_BODY, locale, { hello, organisation, link }) };
  await queueMail(db, config, { kind: purpose === 'reset' ? 'password_reset' : 'invite', to: user.email, ...mail });
}

/** The preferred locale of a user, by id or by the address of an account (en-GB when unknown). */
async function recipientLocale(db: Db, by: { id: number } | { email: string }): Promise<Locale> {
  const r =
    'id' in by
      ? await db.query<{ preferred_locale: string }>('SELECT preferred_locale FROM users WHERE id = $1', [by.id])
      : await db.query<{ preferred_locale: string }>('SELECT preferred_locale FROM users WHERE lower(email) = lower($1) AND invites_user IS NULL', [by.email]);
  return localeOr(r.rows[0]?.preferred_locale);
}

/**
 * To the owner of an address that already has an account, when another organisation invites it:
 * nothing changed for them, and the inviter learns nothing from the API (see team invitations).
 * In the account owner's preferred locale.
 */
export async function sendInvitationNotice(db: Db, config: AppConfig, to: { email: string; first_name: string }, orgName: string): Promise<void> {
  const base = config.publicUrl.replace(/\/+$/, '');
  const locale = await recipientLocale(db, { email: to.email });
  const hello = mailText(HELLO, locale, { name: to.first_name || to.email });
  await queueMail(db, config, {
    kind: 'invite_existing_account',
    to: to.email,
    subject: mailText(INVITE_NOTICE_SUBJECT, locale, { organisation: orgName }),
    body: mailText(INVITE_NOTICE_BODY, locale, { hello, organisation: orgName, login: `${base}/login` }),
  });
}
