/**
 * What a registration does to the database: the stored user part, the submitted company part,
 * the job that creates the inactive organisation and admin (or tells an existing account's
 * owner), activation by the e-mailed link, and new links on request.
 */
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/types.js';
import { ApiError, badRequest } from '../../errors.js';
import { checkSignature } from '../../auth/signed-url.js';
import { findUserByEmail } from '../../auth/session.js';
import { localeOr, type Locale } from '../../platform/i18n/locales.js';
import { ACTIVATION_PURPOSE, sendActivationMail, sendExistingAccountNotice } from './mail/send.js';
import { APPLICATION_GONE, APPLICATION_SUBMITTED, isUuid, type CompanyPartBody, type FieldErrors, type UserPartBody } from './validation.js';

/** How long a user part waits for its company part. */
export const USER_PART_HOURS = 24;

export interface UserApplicationAnswer {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  expires: string;
}

/** Stores a checked user part with its password hash; expired unsubmitted ones are dropped on the way. */
export async function storeUserPart(db: Db, user: UserPartBody, passwordHash: string): Promise<UserApplicationAnswer> {
  await db.query('DELETE FROM registrations WHERE submitted_at IS NULL AND expires_at < now()');
  const id = randomUUID();
  const expires = new Date(Date.now() + USER_PART_HOURS * 3600_000);
  await db.query(
    `INSERT INTO registrations (id, first_name, last_name, email, password_hash, user_terms_accepted_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, now(), $6)`,
    [id, user.first_name, user.last_name, user.email, passwordHash, expires],
  );
  return { id, first_name: user.first_name, last_name: user.last_name, email: user.email, expires: expires.toISOString() };
}

interface ApplicationRow {
  id: string;
  email: string;
  submitted_at: Date | null;
  expires_at: Date;
}

/** The problem with a user application id, if any (unknown, expired, already submitted). */
export async function applicationProblem(db: Db, id: string, lock = false): Promise<{ row: ApplicationRow | null; problem: string | null }> {
  if (!isUuid(id)) return { row: null, problem: APPLICATION_GONE };
  const r = await db.query<ApplicationRow>(`SELECT id, email, submitted_at, expires_at FROM registrations WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  const row = r.rows[0] ?? null;
  if (!row) return { row, problem: APPLICATION_GONE };
  if (row.submitted_at) return { row, problem: APPLICATION_SUBMITTED };
  if (row.expires_at.getTime() < Date.now()) return { row, problem: APPLICATION_GONE };
  return { row, problem: null };
}

/**
 * Adds the company part to its user part and marks it submitted, with the locale the browser
 * asked in (the activation e-mail's); the caller queues the job in the same transaction.
 */
export async function submitCompanyPart(tx: Db, company: CompanyPartBody, locale: Locale): Promise<{ id: string; email: string }> {
  const { row, problem } = await applicationProblem(tx, company.user_application, true);
  if (problem || !row) throw badRequest({ user_application: [problem ?? APPLICATION_GONE] } satisfies FieldErrors);
  await tx.query(
    `UPDATE registrations SET company_name = $2, website = $3, company_email = $4, registration_no = $5, country = $6,
            terms_of_service_accepted_at = now(), submitted_at = now(), locale = $7 WHERE id = $1`,
    [row.id, company.name, company.website, company.email, company.registration_no, company.country, locale],
  );
  return { id: row.id, email: row.email };
}

/** A URL slug of the name, unique among organisations (`brightgrid-energy`, `brightgrid-energy-2`, …). */
async function uniqueSlug(db: Db, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50)
      .replace(/-+$/, '') || 'provider';
  const r = await db.query<{ slug: string }>(`SELECT slug FROM organisations WHERE slug = $1 OR slug ~ ('^' || $1 || '-[0-9]+$')`, [base]);
  const taken = new Set(r.rows.map((x) => x.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

interface SubmittedRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string | null;
  company_name: string;
  website: string | null;
  company_email: string | null;
  registration_no: string | null;
  country: string | null;
  locale: string;
}

/**
 * The job's work for one submitted registration (idempotent: a done one is left alone).
 *  - The address has no account: the organisation (flexprovider) and its admin are created,
 *    both inactive, and the activation link is e-mailed.
 *  - The address belongs to an earlier registration that was never activated: that one is
 *    replaced (its organisation and user removed; its links stop working), then as above.
 *  - Any other account: its owner is told by e-mail; nothing is created.
 */
export async function processSubmission(tx: Db, config: AppConfig, registrationId: string): Promise<'created' | 'existing_account' | 'gone'> {
  const r = await tx.query<SubmittedRow>(
    `SELECT id, first_name, last_name, email, password_hash, company_name, website, company_email, registration_no, country, locale FROM registrations
      WHERE id = $1 AND submitted_at IS NOT NULL AND outcome IS NULL FOR UPDATE`,
    [registrationId],
  );
  const reg = r.rows[0];
  if (!reg || !reg.password_hash) return 'gone';
  const existing = await findUserByEmail(tx, reg.email);
  if (existing) {
    const pending = await tx.query<{ organisation_id: number }>(
      `SELECT organisation_id FROM registrations WHERE user_id = $1 AND outcome = 'created' AND activated_at IS NULL`,
      [existing.id],
    );
    const earlier = pending.rows[0];
    if (!earlier) {
      await tx.query(`UPDATE registrations SET outcome = 'existing_account', password_hash = NULL WHERE id = $1`, [reg.id]);
      await sendExistingAccountNotice(tx, config, existing.email, localeOr(existing.preferred_locale));
      return 'existing_account';
    }
    await tx.query('DELETE FROM users WHERE id = $1', [existing.id]);
    await tx.query('DELETE FROM organisations WHERE id = $1 AND NOT is_active AND NOT EXISTS (SELECT 1 FROM users WHERE organisation_id = $1)', [earlier.organisation_id]);
  }
  const org = await tx.query<{ id: number }>(
    `INSERT INTO organisations (name, org_type, slug, is_active, website, email, registration_no, country)
     VALUES ($1, 'flexprovider', $2, false, $3, $4, $5, $6) RETURNING id`,
    [reg.company_name, await uniqueSlug(tx, reg.company_name), reg.website ?? '', reg.company_email ?? '', reg.registration_no ?? '', reg.country],
  );
  const orgId = org.rows[0]!.id;
  const user = await tx.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, password_hash, organisation_id, is_active, is_activated, preferred_locale)
     VALUES ($1, $2, $3, $4, $5, false, false, $6) RETURNING id`,
    [reg.email, reg.first_name, reg.last_name, reg.password_hash, orgId, localeOr(reg.locale)],
  );
  const userId = user.rows[0]!.id;
  await tx.query(`INSERT INTO team_roles (user_id, role) VALUES ($1, 'admin')`, [userId]);
  await tx.query(`UPDATE registrations SET outcome = 'created', user_id = $2, organisation_id = $3, password_hash = NULL WHERE id = $1`, [reg.id, userId, orgId]);
  await sendActivationMail(tx, config, reg.email, reg.id, localeOr(reg.locale));
  return 'created';
}

export type LinkCode = 'link_invalid' | 'link_expired';

function linkProblem(code: LinkCode): ApiError {
  const detail =
    code === 'link_expired'
      ? 'This activation link has expired. Ask for a new link below; it is sent to the e-mail address you registered with.'
      : 'This activation link is not valid: it may be incomplete, or a newer registration with the same e-mail address replaced it. Open the latest link from your e-mail, or ask for a new one.';
  return new ApiError(400, { detail, code });
}

/**
 * Follows an activation link: the organisation and its admin become active (once; a second
 * use answers already_active). Checked in this order: our signature, a registration it still
 * names, not yet activated, not expired.
 */
export async function activate(db: Db, config: AppConfig, link: { registration: string; expires: number; signature: string }): Promise<'activated' | 'already_active'> {
  const id = link.registration.trim().toLowerCase();
  if (!isUuid(id)) throw linkProblem('link_invalid');
  const check = checkSignature(config.jwtSecret, ACTIVATION_PURPOSE, id, link.expires, link.signature);
  if (check === 'invalid') throw linkProblem('link_invalid');
  return db.transaction(async (tx) => {
    const r = await tx.query<{ user_id: number; organisation_id: number; activated_at: Date | null }>(
      `SELECT user_id, organisation_id, activated_at FROM registrations WHERE id = $1 AND outcome = 'created' FOR UPDATE`,
      [id],
    );
    const reg = r.rows[0];
    if (!reg) throw linkProblem('link_invalid');
    if (reg.activated_at) return 'already_active';
    if (check === 'expired') throw linkProblem('link_expired');
    await tx.query('UPDATE users SET is_active = true, is_activated = true WHERE id = $1', [reg.user_id]);
    await tx.query('UPDATE organisations SET is_active = true WHERE id = $1', [reg.organisation_id]);
    await tx.query('UPDATE registrations SET activated_at = now() WHERE id = $1', [id]);
    return 'activated';
  });
}

/** A fresh activation link for the latest registration of the address (or named by an old link) still waiting for activation; nothing otherwise. */
export async function resendActivation(tx: Db, config: AppConfig, by: { email?: string; registration?: string }): Promise<boolean> {
  const id = by.registration && isUuid(by.registration.trim()) ? by.registration.trim().toLowerCase() : null;
  const email = by.email?.trim() || null;
  if (!id && !email) return false;
  const r = await tx.query<{ id: string; email: string; locale: string }>(
    `SELECT id, email, locale FROM registrations
      WHERE outcome = 'created' AND activated_at IS NULL AND (id = $1::uuid OR lower(email) = lower($2::text))
      ORDER BY created DESC LIMIT 1`,
    [id, email],
  );
  const reg = r.rows[0];
  if (!reg) return false;
  await sendActivationMail(tx, config, reg.email, reg.id, localeOr(reg.locale));
  return true;
}
