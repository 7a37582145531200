/**
 * Bulk bids: the `bids` kind of the file pipeline (POST files/upload/bids/, template
 * GET files/templates/bids/, or GET files/templates/bids/?competition={id} for one competition:
 * one prefilled row per service window). One CSV row is one bid. A window is named by its name
 * (with its period's name when the name is used in more than one period); a whole number that is
 * no window's name is read as the window's id, for files written by programs. Rows with the same
 * competition and the same set of assets go into one ballot (the provider's active ballot with
 * exactly those assets, or a new one). Every bid is checked exactly as bids/ballots/{id}/submit/
 * checks it; when any row is wrong nothing is written (one transaction), and every wrong row is
 * reported.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import { ApiError, badRequest } from '../../errors.js';
import { FileRowErrors, registerFileKind, type FileColumn, type FileRowError, type ParsedRow } from '../../platform/files/index.js';
import { entryRequired } from './entry.js';
import { createBallot, submitOffers, type Bidder } from './offers.js';
import { RATE_FIELDS, type OfferInput } from './rules.js';

const COLUMNS: FileColumn[] = [
  { name: 'competition', description: 'The competition reference (as shown on the competition page)', example: 'NE-2027-101', required: true },
  { name: 'service_period', description: 'The service period’s name; needed only when the window’s name is used in more than one period', example: 'Winter 2027' },
  { name: 'service_window', description: 'The service window’s name (as on the competition page; a whole number that is no window’s name is read as the window’s id)', example: 'Evening peak', required: true },
  { name: 'assets', description: 'Your asset refs bidding together, separated by ; (rows with the same competition and assets share a ballot)', example: 'BAT-001;BAT-002', required: true },
  { name: 'capacity', description: 'MW (MVAr for reactive power), more than 0, at most 1 decimal place', example: '2.5', required: true },
  { name: 'max_runtime', description: 'D HH:MM:SS or HH:MM:SS (hours < 24, minutes and seconds < 60, not zero)', example: '0 02:00:00', required: true },
  { name: 'availability_price', description: 'Per MW per hour, at most 2 decimals (competitions that take availability)', example: '5.50' },
  { name: 'utilisation_price', description: 'Per MWh, at most 2 decimals (competitions that take utilisation)', example: '250' },
  { name: 'service_fee', description: 'At most 2 decimals (service-fee competitions)', example: '' },
];

/** A bid of the file; `offer.service_window` is filled in once the window is found by name. */
interface BidCsvRow {
  competition: string;
  period: string;
  window: string;
  assets: string[];
  offer: Omit<OfferInput, 'service_window'>;
}

interface WindowRow {
  id: number;
  name: string;
  period: string;
}

function parseNumber(text: string): number | null | 'bad' {
  if (text === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return 'bad';
  return Number(text);
}

function parseRow(cells: Record<string, string>) {
  const errors: Array<{ field: string; message: string }> = [];
  const assets = [...new Set((cells.assets ?? '').split(';').map((a) => a.trim()).filter(Boolean))];
  if (!assets.length) errors.push({ field: 'assets', message: 'Name at least one of your assets by its ref.' });
  const capacity = parseNumber(cells.capacity ?? '');
  if (capacity === 'bad' || capacity === null) errors.push({ field: 'capacity', message: 'Enter the capacity as a number, e.g. 2.5.' });
  const offer: BidCsvRow['offer'] = { capacity: typeof capacity === 'number' ? capacity : 0, max_runtime: cells.max_runtime ?? '' };
  for (const field of RATE_FIELDS) {
    const v = parseNumber(cells[field] ?? '');
    if (v === 'bad') errors.push({ field, message: 'Enter a number, e.g. 12.50, or leave it empty.' });
    else if (v !== null) offer[field] = v;
  }
  if (errors.length) return { errors };
  return { value: { competition: cells.competition!, period: cells.service_period ?? '', window: cells.service_window!, assets, offer } satisfies BidCsvRow };
}

/** The competition's windows with their periods' names, in period and window order. */
async function windowsOfCompetition(db: Db, competitionId: number): Promise<WindowRow[]> {
  const r = await db.query<WindowRow>(
    `SELECT w.id, w.name, p.name AS period FROM service_windows w JOIN service_periods p ON p.id = w.service_period_id
      WHERE w.competition_id = $1 ORDER BY p.start, p.id, w.start_time, w.id`,
    [competitionId],
  );
  return r.rows;
}

/**
 * The window a row names: by name (within its period when the row names one); else, for a whole
 * number, the window with that id. Answers the window's id or the row's problem.
 */
function findWindow(windows: readonly WindowRow[], row: BidCsvRow, reference: string): number | { field: string; message: string } {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (row.period !== '' && !windows.some((w) => same(w.period, row.period))) {
    return { field: 'service_period', message: `${reference} has no service period named ${row.period}.` };
  }
  const named = windows.filter((w) => same(w.name, row.window) && (row.period === '' || same(w.period, row.period)));
  if (named.length === 1) return named[0]!.id;
  if (named.length > 1) {
    const periods = [...new Set(named.map((w) => w.period))];
    return periods.length > 1
      ? { field: 'service_period', message: `${reference} has a window named ${row.window} in more than one period (${periods.join(', ')}); name the period in service_period.` }
      : { field: 'service_window', message: `${reference} has more than one window named ${row.window} in one period; give the window’s id instead.` };
  }
  if (/^[1-9]\d{0,9}$/.test(row.window)) {
    const byId = windows.find((w) => w.id === Number(row.window) && (row.period === '' || same(w.period, row.period)));
    if (byId) return byId.id;
  }
  return row.period === ''
    ? { field: 'service_window', message: `${reference} has no service window named ${row.window}. Download the competition’s bids template for its windows.` }
    : { field: 'service_window', message: `${reference} has no service window named ${row.window} in ${row.period}. Download the competition’s bids template for its windows.` };
}

async function findCompetition(db: Db, reference: string): Promise<number | string> {
  const r = await db.query<{ id: number }>(`SELECT id FROM competitions WHERE lower(reference) = lower($1) AND is_active AND status <> 'incomplete'`, [reference]);
  if (!r.rows.length) return `No competition has the reference ${reference}.`;
  if (r.rows.length > 1) return `More than one operator uses the reference ${reference}; ask the operator for a unique one.`;
  return r.rows[0]!.id;
}

async function ballotFor(db: Db, bidder: Bidder, competitionId: number, assetIds: number[]): Promise<{ id: number; created: boolean }> {
  const wanted = [...assetIds].sort((a, b) => a - b).join(',');
  const existing = await db.query<{ id: number; assets: string }>(
    `SELECT b.id, (SELECT string_agg(ba.flex_asset_id::text, ',' ORDER BY ba.flex_asset_id) FROM ballot_assets ba WHERE ba.group_id = b.ballot_asset_group_id) AS assets
       FROM ballots b WHERE b.competition_id = $1 AND b.flex_provider_id = $2 AND b.is_active ORDER BY b.id`,
    [competitionId, bidder.orgId],
  );
  const same = existing.rows.find((b) => b.assets === wanted);
  if (same) return { id: same.id, created: false };
  return { id: await createBallot(db, bidder, competitionId, assetIds), created: true };
}

/** The messages of one bid's field in an error body (a list of them). */
const messagesOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** One bid's field errors in an error body (an object of lists), else none. */
const fieldsOf = (value: unknown): Array<[string, unknown]> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : []);

function errorsOf(error: unknown, rows: ReadonlyArray<ParsedRow<BidCsvRow>>): FileRowError[] {
  if (!(error instanceof ApiError)) throw error;
  const body = error.body;
  if (Array.isArray(body.bids)) {
    return body.bids.flatMap((fields: unknown, i) =>
      fieldsOf(fields).flatMap(([field, messages]) => messagesOf(messages).map((message) => ({ row: rows[i]!.row, field, column: field, message }))),
    );
  }
  const message = typeof body.detail === 'string' ? body.detail : Object.values(body).flat().join(' ');
  return rows.map((r) => ({ row: r.row, message }));
}

/**
 * The bids template of one competition (GET files/templates/bids/?competition={id}): one row per
 * service window, by period and window name, with the competition's reference and the caller's
 * assets that may bid in it (qualifying and, when bidding follows entry, entered; all of them as
 * one ballot: remove the ones that should not bid);
 * capacity, run time and prices are left for the provider.
 */
async function competitionTemplate(db: Db, params: Record<string, string>, orgId: number): Promise<{ rows: string[][]; name: string }> {
  const text = params.competition ?? '';
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2147483647) throw badRequest({ competition: ['A valid integer is required.'] });
  const competition = await db.query<{ id: number; reference: string }>(`SELECT id, reference FROM competitions WHERE id = $1 AND is_active AND status <> 'incomplete'`, [Number(text)]);
  const c = competition.rows[0];
  if (!c) throw badRequest({ competition: ['No competition has this id.'] });
  // The assets that may bid now: qualifying, and — when bidding follows entry — in the confirmed entry.
  const entered = await entryRequired(db);
  const assets = await db.query<{ ref: string }>(
    `SELECT a.ref FROM qualifications q JOIN flex_assets a ON a.id = q.flex_asset_id
      WHERE q.competition_id = $1 AND a.flex_provider_id = $2 AND a.is_active AND q.eligibility_status = 'eligible'
        AND (NOT $3 OR EXISTS (SELECT 1 FROM competition_entries e JOIN competition_entry_assets ea ON ea.entry_id = e.id
                                WHERE e.competition_id = q.competition_id AND e.flex_provider_id = $2 AND e.status = 'confirmed' AND ea.flex_asset_id = a.id))
      ORDER BY a.ref`,
    [c.id, orgId, entered],
  );
  const refs = assets.rows.map((a) => a.ref).join(';');
  const windows = await windowsOfCompetition(db, c.id);
  const rows = windows.map((w) => COLUMNS.map((column) => ({ competition: c.reference, service_period: w.period, service_window: w.name, assets: refs })[column.name] ?? ''));
  return { rows, name: c.reference.replace(/[^A-Za-z0-9_-]+/g, '-') };
}

export function registerBulkBids(app: FastifyInstance): void {
  registerFileKind<BidCsvRow>(app, {
    kind: 'bids',
    permission: 'manage-bids',
    orgTypes: ['flexprovider'],
    columns: COLUMNS,
    maxRows: 5000,
    parseRow: (cells) => parseRow(cells),
    template: {
      params: { competition: 'competition id (one prefilled row per service window)' },
      rows: (params, ctx) => competitionTemplate(ctx.db, params, ctx.orgId),
    },
    apply: async (db, rows, ctx) => {
      const bidder: Bidder = { orgId: ctx.orgId, userId: ctx.userId };
      const groups = new Map<string, Array<ParsedRow<BidCsvRow>>>();
      for (const r of rows) {
        const key = `${r.value.competition.toLowerCase()}|${[...r.value.assets].map((a) => a.toLowerCase()).sort().join(';')}`;
        groups.set(key, [...(groups.get(key) ?? []), r]);
      }
      const refs = await db.query<{ id: number; ref: string }>('SELECT id, ref FROM flex_assets WHERE flex_provider_id = $1 AND is_active', [ctx.orgId]);
      const idOfRef = new Map(refs.rows.map((a) => [a.ref.toLowerCase(), a.id]));
      const errors: FileRowError[] = [];
      const result = { ballots_created: 0, bids_created: 0, bids_amended: 0, bids_unchanged: 0, ballots: [] as number[] };
      for (const group of groups.values()) {
        const first = group[0]!.value;
        const competition = await findCompetition(db, first.competition);
        if (typeof competition === 'string') {
          errors.push(...group.map((r) => ({ row: r.row, field: 'competition', column: 'competition', message: competition })));
          continue;
        }
        const unknown = first.assets.filter((a) => !idOfRef.has(a.toLowerCase()));
        if (unknown.length) {
          errors.push(...group.map((r) => ({ row: r.row, field: 'assets', column: 'assets', message: `You have no active asset with the ref ${unknown.join(', ')}.` })));
          continue;
        }
        // Each row's window by name; rows whose window is not found are reported, the others checked on.
        const windows = await windowsOfCompetition(db, competition);
        const located: Array<ParsedRow<BidCsvRow> & { window: number }> = [];
        for (const r of group) {
          const found = findWindow(windows, r.value, first.competition);
          if (typeof found === 'number') located.push({ ...r, window: found });
          else errors.push({ row: r.row, field: found.field, column: found.field, message: found.message });
        }
        if (!located.length) continue;
        try {
          const ballot = await ballotFor(db, bidder, competition, first.assets.map((a) => idOfRef.get(a.toLowerCase())!));
          const written = await submitOffers(
            db,
            bidder,
            ballot.id,
            located.map((r) => ({ ...r.value.offer, service_window: r.window })),
          );
          result.ballots_created += ballot.created ? 1 : 0;
          result.bids_created += written.created;
          result.bids_amended += written.amended;
          result.bids_unchanged += written.unchanged;
          if (!result.ballots.includes(ballot.id)) result.ballots.push(ballot.id);
        } catch (error) {
          errors.push(...errorsOf(error, located));
        }
      }
      if (errors.length) throw new FileRowErrors(errors.sort((a, b) => a.row - b.row));
      return result;
    },
  });
}
