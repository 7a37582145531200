/**
 * A contract's summary PDF and its obligations as CSV through signed links, as settlement's
 * invoices do it: a link is signed for one contract, one format and ONE user (purpose
 * `contract-download`), lasts DOWNLOAD_LIFETIME_S, and works only while that user can still log
 * in, holds view-manage-ui and belongs to one of the contract's two organisations.
 */
import type { Db } from '../../db/types.js';
import { canLogIn, findUserById, subjectOf } from '../../auth/session.js';
import { checkSignature, signedExpiry } from '../../auth/signed-url.js';
import { ApiError } from '../../errors.js';
import { writeCsv } from '../../platform/files/content.js';
import { lastDay } from './dates.js';
import type { ContractDownloadFormat, ContractDownloads, ContractRow } from './schemas.js';

export const CONTRACT_DOWNLOAD_PURPOSE = 'contract-download';
export const DOWNLOAD_LIFETIME_S = 10 * 60;
export const CONTRACTS_PERMISSION = 'view-manage-ui';

const keyOf = (id: number, format: ContractDownloadFormat, userId: number) => `${id}:${format}:${userId}`;

/** The caller's signed links to a contract's documents. */
export function contractLinks(secret: Uint8Array, apiBase: string, id: number, userId: number, now = Date.now()): ContractDownloads {
  const link = (format: ContractDownloadFormat) =>
    `${apiBase.replace(/\/+$/, '')}/contracts/contracts/${id}/download/${format}/?user=${userId}&${signedExpiry(secret, CONTRACT_DOWNLOAD_PURPOSE, keyOf(id, format, userId), DOWNLOAD_LIFETIME_S, now)}`;
  return { pdf: link('pdf'), csv: link('csv'), expires: new Date((Math.floor(now / 1000) + DOWNLOAD_LIFETIME_S) * 1000).toISOString() };
}

/** Checks a followed link; answers the user's locale. 403 when the link or its user no longer holds. */
export async function checkContractDownload(
  db: Db,
  secret: Uint8Array,
  link: { id: number; format: ContractDownloadFormat; user: number; expires: number; signature: string },
): Promise<{ locale: string }> {
  const check = checkSignature(secret, CONTRACT_DOWNLOAD_PURPOSE, keyOf(link.id, link.format, link.user), link.expires, link.signature);
  if (check === 'invalid') throw new ApiError(403, { detail: 'Invalid signature.' });
  if (check === 'expired') throw new ApiError(403, { detail: 'This link has expired.' });
  const user = await findUserById(db, link.user);
  if (!user || !canLogIn(user) || user.org_id === null || !subjectOf(user).permissions.includes(CONTRACTS_PERMISSION)) {
    throw new ApiError(403, { detail: 'This link is no longer valid for its user.' });
  }
  const seen = await db.query('SELECT 1 FROM contracts t WHERE t.id = $1 AND $2 IN (t.provider_id, t.operator_id)', [link.id, user.org_id]);
  if (seen.rows.length === 0) throw new ApiError(403, { detail: 'This link is no longer valid for its user.' });
  return { locale: user.preferred_locale };
}

/** `flexmarket-CO-12-3.pdf` */
export const contractFileName = (c: Pick<ContractRow, 'reference'>, format: ContractDownloadFormat) => `flexmarket-${c.reference}.${format}`;

/**
 * The CSV: one row per obligation with the contract's fields repeated, figures as plain decimals
 * with a point, end dates as the last day the contract or obligation runs (as shown everywhere).
 */
export function contractCsv(c: ContractRow): string {
  const header = [
    'reference', 'status', 'competition_reference', 'competition', 'flex_provider', 'system_operator', 'framework_agreement', 'currency',
    'contract_first_day', 'contract_last_day', 'accepted_at', 'accepted_by', 'terminated_at', 'termination_last_day', 'termination_reason',
    'window', 'start_time', 'end_time', 'service_days', 'holiday_handling', 'assets', 'capacity', 'unit', 'availability_rate', 'utilisation_rate',
    'service_fee', 'first_day', 'last_day',
  ];
  const head = [
    c.reference, c.status, c.competition_reference, c.competition_name, c.flex_provider_name, c.system_operator_name, c.framework_name ?? '', c.currency,
    c.starts_on, lastDay(c.ends_on), c.accepted_at ?? '', c.accepted_name ?? '', c.terminated_at ?? '', c.termination_date ? lastDay(c.termination_date) : '',
    c.termination_reason ?? '',
  ];
  const lines = c.obligations.map((o) => [
    o.window_name, o.start_time, o.end_time, o.service_days.join(' '), o.holiday_handling, o.flex_assets.join(' '), o.capacity, o.unit,
    o.availability_rate ?? '', o.utilisation_rate ?? '', o.service_fee ?? '', o.starts_on, lastDay(o.ends_on),
  ]);
  return `\uFEFF${writeCsv(header, (lines.length ? lines : [Array(13).fill('')]).map((l) => [...head, ...l]))}\r\n`;
}
