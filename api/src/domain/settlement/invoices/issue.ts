/**
 * Invoices from published settlement reports. When a report version is published (in the
 * publishing transaction), each provider with a statement in it gets, for that competition and
 * month:
 *   - the month's invoice, when nothing has been issued for the month yet (a draft not yet issued
 *     is rewritten to the new figures);
 *   - otherwise a credit note (the amount went down) or a supplementary invoice (it went up) for the
 *     difference between the new statement and everything issued for the month so far, naming the
 *     original invoice and issued the way the original was (even if the invoice mode changed
 *     since); nothing when the amount is unchanged.
 * Self-billed documents (the default invoice mode) are issued by the operator at once; in
 * provider_issued mode the provider gets a draft to issue (issueDocument). Issuing takes the
 * issuer's next gap-free number, sets the due date (30 days after issue) and publishes
 * `invoice.issued` (live push, webhooks; e-mails follow from the event).
 */
import type { Db } from '../../../db/types.js';
import { publishEvent } from '../../../platform/events/publish.js';
import { Dec, ZERO, text } from '../decimal.js';
import type { InvoiceLine, LineKind, Statement } from '../schemas.js';
import { LINE_KINDS } from '../schemas.js';
import { roundMoney } from '../money.js';
import { settlementSettingsOf } from '../settings.js';
import { formatInvoiceNumber, takeSequenceNumber } from './numbering.js';
import type { InvoiceKind } from './schemas.js';

/** Days from issue to the due date. */
export const PAYMENT_DAYS = 30;
/** Advisory lock key space for one competition's documents (second key: the competition id). */
const INVOICES_LOCK = 163;

export interface PublishedReport {
  id: number;
  competitionId: number;
  month: string;
  version: number;
}

interface Party {
  providerId: number;
  operatorId: number;
  mode: 'self_billed' | 'provider_issued';
}

interface DocumentLine {
  kind: LineKind;
  quantity: Dec;
  unit: string;
  rate: Dec;
  factor: Dec;
  amount: Dec;
}

/** A line's identity across versions: its kind and rate (bids at different prices give one line each). */
const lineKey = (kind: LineKind, rate: Dec) => `${kind}|${text(rate)}`;

/** Lines added up by kind and rate. */
type LineTotals = Map<string, DocumentLine>;

function addLine(totals: LineTotals, l: DocumentLine): void {
  const key = lineKey(l.kind, l.rate);
  const seen = totals.get(key);
  totals.set(key, seen ? { ...l, quantity: seen.quantity.plus(l.quantity), amount: seen.amount.plus(l.amount) } : { ...l });
}

interface IssuedSoFar {
  originalId: number | null;
  /** Who issued the original: its corrections are issued the same way, whatever the mode is now. */
  originalMode: Party['mode'] | null;
  net: Dec;
  vat: Dec;
  lines: LineTotals;
}

/** What the provider's documents for the month issued so far add up to (drafts excluded). */
async function issuedSoFar(tx: Db, providerId: number, competitionId: number, month: string): Promise<IssuedSoFar> {
  const docs = await tx.query<{ id: number; kind: InvoiceKind; mode: Party['mode']; net: string; vat: string }>(
    `SELECT id, kind, mode, net::text AS net, vat::text AS vat FROM invoices
      WHERE provider_id = $1 AND competition_id = $2 AND month = $3 AND status <> 'draft' ORDER BY id`,
    [providerId, competitionId, month],
  );
  const lines = await tx.query<{ kind: LineKind; quantity: string; amount: string; unit: string; rate: string; factor: string }>(
    `SELECT l.kind, l.quantity::text AS quantity, l.amount::text AS amount, l.unit, l.rate::text AS rate, l.factor::text AS factor
       FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
      WHERE i.provider_id = $1 AND i.competition_id = $2 AND i.month = $3 AND i.status <> 'draft' ORDER BY i.id, l.position`,
    [providerId, competitionId, month],
  );
  const totals: LineTotals = new Map();
  for (const l of lines.rows) {
    addLine(totals, { kind: l.kind, quantity: new Dec(l.quantity), amount: new Dec(l.amount), unit: l.unit, rate: new Dec(l.rate), factor: new Dec(l.factor) });
  }
  const original = docs.rows.find((d) => d.kind === 'invoice');
  return {
    originalId: original?.id ?? null,
    originalMode: original?.mode ?? null,
    net: docs.rows.reduce((s, d) => s.plus(d.net), ZERO),
    vat: docs.rows.reduce((s, d) => s.plus(d.vat), ZERO),
    lines: totals,
  };
}

const lineOf = (l: InvoiceLine): DocumentLine => ({
  kind: l.kind,
  quantity: new Dec(l.quantity),
  unit: l.unit,
  rate: new Dec(l.rate),
  factor: new Dec(l.factor),
  amount: new Dec(l.amount),
});

/** Statement lines added up by kind and rate. */
export function totalsOf(lines: readonly InvoiceLine[]): LineTotals {
  const totals: LineTotals = new Map();
  for (const l of lines) addLine(totals, lineOf(l));
  return totals;
}

/**
 * Per kind and rate of line, the statement's line less what was issued: the lines of a credit
 * note or supplementary invoice, in the order of the kinds (availability, utilisation, service
 * fee, penalty), lines that did not change left out.
 */
export function differenceLines(statement: Statement, before: LineTotals): DocumentLine[] {
  const now = totalsOf(statement.lines);
  const keys = [...new Set([...now.keys(), ...before.keys()])];
  const out: DocumentLine[] = [];
  for (const key of keys) {
    const after = now.get(key);
    const was = before.get(key);
    const amount = (after?.amount ?? ZERO).minus(was?.amount ?? ZERO);
    const quantity = (after?.quantity ?? ZERO).minus(was?.quantity ?? ZERO);
    if (amount.isZero() && quantity.isZero()) continue;
    const like = after ?? was!;
    out.push({ kind: like.kind, quantity, unit: like.unit, rate: like.rate, factor: like.factor, amount });
  }
  return out.sort((a, b) => LINE_KINDS.indexOf(a.kind) - LINE_KINDS.indexOf(b.kind));
}

async function insertDocument(
  tx: Db,
  report: PublishedReport,
  party: Party,
  doc: { kind: InvoiceKind; lines: DocumentLine[]; net: Dec; vat: Dec; vatRate: string; currency: string; creditsId: number | null },
): Promise<number> {
  const issuer = party.mode === 'self_billed' ? party.operatorId : party.providerId;
  const recipient = party.mode === 'self_billed' ? party.providerId : party.operatorId;
  const r = await tx.query<{ id: number }>(
    `INSERT INTO invoices (issuer_id, recipient_id, provider_id, operator_id, competition_id, month, report_id, report_version, kind, mode,
                           status, currency, net, vat_rate_percent, vat, gross, credits_invoice_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'draft', $11, $12::numeric, $13::numeric, $14::numeric, $12::numeric + $14::numeric, $15)
     RETURNING id`,
    [issuer, recipient, party.providerId, party.operatorId, report.competitionId, report.month, report.id, report.version, doc.kind, party.mode,
      doc.currency, roundMoney(doc.net, doc.currency), doc.vatRate, roundMoney(doc.vat, doc.currency), doc.creditsId],
  );
  const id = r.rows[0]!.id;
  let position = 0;
  for (const l of doc.lines) {
    position += 1;
    await tx.query(
      `INSERT INTO invoice_lines (invoice_id, position, kind, quantity, unit, rate, factor, amount) VALUES ($1, $2, $3, $4::numeric, $5, $6::numeric, $7::numeric, $8::numeric)`,
      [id, position, l.kind, text(l.quantity), l.unit, text(l.rate), text(l.factor), roundMoney(l.amount, doc.currency)],
    );
  }
  return id;
}

/**
 * The provider's document for this report version: the invoice, a credit note, a supplementary
 * invoice, or none. Answers its id and how it is issued (a correction the way its original was).
 */
async function documentFor(tx: Db, report: PublishedReport, party: Party, statement: Statement): Promise<{ id: number; mode: Party['mode'] } | null> {
  // Drafts were never issued: they carry the new figures instead of being corrected.
  await tx.query(`DELETE FROM invoices WHERE provider_id = $1 AND competition_id = $2 AND month = $3 AND status = 'draft'`, [
    party.providerId, report.competitionId, report.month,
  ]);
  const before = await issuedSoFar(tx, party.providerId, report.competitionId, report.month);
  const common = { vatRate: statement.vat_rate_percent, currency: statement.currency };
  if (before.originalId === null) {
    const lines = statement.lines.map(lineOf);
    const id = await insertDocument(tx, report, party, { ...common, kind: 'invoice', lines, net: new Dec(statement.net), vat: new Dec(statement.vat), creditsId: null });
    return { id, mode: party.mode };
  }
  const net = new Dec(statement.net).minus(before.net);
  const vat = new Dec(statement.vat).minus(before.vat);
  const gross = net.plus(vat);
  if (gross.isZero()) return null;
  const kind: InvoiceKind = gross.isNegative() ? 'credit_note' : 'supplementary';
  const corrector: Party = { ...party, mode: before.originalMode ?? party.mode };
  const id = await insertDocument(tx, report, corrector, { ...common, kind, lines: differenceLines(statement, before.lines), net, vat, creditsId: before.originalId });
  return { id, mode: corrector.mode };
}

/**
 * Issues a draft: the issuer's next gap-free number, issued now, due PAYMENT_DAYS later, and the
 * `invoice.issued` event to both organisations. Answers false when the document was no longer a
 * draft (issued meanwhile by a concurrent request).
 */
export async function issueDocument(tx: Db, invoiceId: number, userId: number | null): Promise<boolean> {
  const locked = await tx.query<{ issuer_id: number; kind: InvoiceKind; status: string }>(
    `SELECT issuer_id, kind, status FROM invoices WHERE id = $1 FOR UPDATE`,
    [invoiceId],
  );
  const doc = locked.rows[0];
  if (!doc || doc.status !== 'draft') return false;
  const number = formatInvoiceNumber(doc.kind, doc.issuer_id, await takeSequenceNumber(tx, doc.issuer_id));
  const r = await tx.query<{ provider_id: number; operator_id: number; competition_id: number; competition_name: string; month: string; gross: string; currency: string; due_at: Date }>(
    `UPDATE invoices SET number = $2, status = 'issued', issued_at = now(), due_at = now() + make_interval(days => ${PAYMENT_DAYS}), issued_by = $3, updated = now()
      WHERE id = $1 RETURNING provider_id, operator_id, competition_id, month, gross::text AS gross, currency, due_at,
                (SELECT c.name FROM competitions c WHERE c.id = competition_id) AS competition_name`,
    [invoiceId, number, userId],
  );
  const row = r.rows[0]!;
  await publishEvent(tx, {
    type: 'invoice.issued',
    org_ids: [row.provider_id, row.operator_id],
    data: {
      invoice: invoiceId,
      number,
      kind: doc.kind,
      competition: row.competition_id,
      competition_name: row.competition_name,
      month: row.month,
      currency: row.currency,
      gross: row.gross,
      due_at: row.due_at.toISOString(),
    },
  });
  return true;
}

/**
 * Called by the settlement runs in the transaction that publishes a report version: the
 * documents of each provider with a statement in it (see the top of this file). Concurrent
 * publications of one competition are serialised by an advisory lock so each sees the documents
 * the one before it made.
 */
export async function issueInvoicesForReport(tx: Db, report: PublishedReport): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [INVOICES_LOCK, report.competitionId]);
  const settings = await settlementSettingsOf(tx, report.competitionId);
  const statements = await tx.query<{ provider_id: number; statement: Statement }>(
    `SELECT provider_id, statement FROM settlement_statements WHERE report_id = $1 ORDER BY provider_id`,
    [report.id],
  );
  for (const s of statements.rows) {
    const party: Party = { providerId: s.provider_id, operatorId: settings.systemOperatorId, mode: settings.config.invoice_mode };
    const doc = await documentFor(tx, report, party, s.statement);
    if (doc !== null && doc.mode === 'self_billed') await issueDocument(tx, doc.id, null);
  }
}
