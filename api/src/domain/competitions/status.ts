/**
 * Competition statuses follow their dates (spec platform §4.2, workflows §3):
 *
 *   incomplete  a schedule date (qualification_open, qualification_closed, open, closed) is missing
 *   pending     now < qualification_open
 *   qualifying  qualification_open ≤ now < qualification_closed   ("Qualification open")
 *   qualified   qualification_closed ≤ now < open                 ("Qualification closed")
 *   open        open ≤ now < closed                               ("Bidding open")
 *   closed      closed ≤ now < archive_on (or no archive_on)       ("Bidding closed")
 *   archived    archive_on ≤ now
 *
 * The same rule exists in SQL as competition_status_at(...) (migration 100) and both are tested
 * against each other; the stored `status` column is refreshed from it on every competition read and
 * by a periodic job, so filters and orderings in SQL see the right value.
 */
export const COMPETITION_STATUSES = ['incomplete', 'pending', 'qualifying', 'qualified', 'open', 'closed', 'archived'] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];

export function statusRank(s: CompetitionStatus): number {
  return COMPETITION_STATUSES.indexOf(s);
}

export function isCompetitionStatus(v: unknown): v is CompetitionStatus {
  return typeof v === 'string' && (COMPETITION_STATUSES as readonly string[]).includes(v);
}

export interface CompetitionDates {
  qualification_open: Date | string | null;
  qualification_closed: Date | string | null;
  open: Date | string | null;
  closed: Date | string | null;
  archive_on: Date | string | null;
}

function ms(v: Date | string | null): number | null {
  if (v === null || v === undefined) return null;
  const t = v instanceof Date ? v.getTime() : Date.parse(v);
  return Number.isNaN(t) ? null : t;
}

export function competitionStatusAt(d: CompetitionDates, now: Date): CompetitionStatus {
  const qo = ms(d.qualification_open);
  const qc = ms(d.qualification_closed);
  const o = ms(d.open);
  const c = ms(d.closed);
  const a = ms(d.archive_on);
  const t = now.getTime();
  if (a !== null && t >= a) return 'archived';
  if (qo === null || qc === null || o === null || c === null) return 'incomplete';
  if (t < qo) return 'pending';
  if (t < qc) return 'qualifying';
  if (t < o) return 'qualified';
  if (t < c) return 'open';
  return 'closed';
}

/**
 * Statuses in which an operator may still change a competition's terms: until bidding opens. The
 * edit lock applies it to every write, and each competition answer carries it as `editable`, so
 * the browser offers editing from the same rule.
 */
export const EDITABLE_STATUSES: readonly CompetitionStatus[] = ['incomplete', 'pending', 'qualifying', 'qualified'];

export function isEditableStatus(status: CompetitionStatus): boolean {
  return EDITABLE_STATUSES.includes(status);
}

/** Statuses in which a provider may confirm entry or withdraw. */
export const ENTRY_STATUSES: readonly CompetitionStatus[] = ['qualifying', 'qualified', 'open'];
/** Statuses counted as "open competitions" by `open_competitions=True`. */
export const OPEN_COMPETITION_STATUSES: readonly CompetitionStatus[] = ['qualifying', 'qualified', 'open'];
