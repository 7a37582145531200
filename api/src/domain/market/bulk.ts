/**
 * Bulk bids: the `bids` kind of the file pipeline (POST files/upload/bids/, template
 * GET files/templates/bids/). One CSV row is one bid. Rows with the same competition and the same
 * set of assets go into one ballot (the provider's active ballot with exactly those assets, or a
 * new one). Every bid is checked exactly as bids/ballots/{id}/submit/ checks it; when any row is
 * wrong nothing is written (one transaction), and every wrong row is reported.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import { ApiError } from '../../errors.js';
import { FileRowErrors, registerFileKind, type FileColumn, type FileRowError, type ParsedRow } from '../files/index.js';
import { createBallot, submitOffers, type Bidder } from './offers.js';
import { RATE_FIELDS, type OfferInput } from './rules.js';

const COLUMNS: FileColumn[] = [
  { name: 'competition', description: 'The competition reference (as shown on the competition page)', example: 'NE-2027-101', required: true },
  { name: 'service_window', description: 'The service window id (shown beside each window on the competition page)', example: '12', required: true },
  { name: 'assets', description: 'Your asset refs bidding together, separated by ; (rows with the same competition and assets share a ballot)', example: 'BAT-001;BAT-002', required: true },
  { name: 'capacity', description: 'MW (MVAr for reactive power), more than 0, at most 1 decimal place', example: '2.5', required: true },
  { name: 'max_runtime', description: 'D HH:MM:SS or HH:MM:SS (hours < 24, minutes and seconds < 60, not zero)', example: '0 02:00:00', required: true },
  { name: 'availability_price', description: 'Per MW per hour, at most 2 decimals (competitions that take availability)', example: '5.50' },
  { name: 'utilisation_price', description: 'Per MWh, at most 2 decimals (competitions that take utilisation)', example: '250' },
  { name: 'service_fee', description: 'At most 2 decimals (service-fee competitions)', example: '' },
];

interface BidCsvRow {
  competition: string;
  assets: string[];
  offer: OfferInput;
}

function parseNumber(text: string): number | null | 'bad' {
  if (text === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return 'bad';
  return Number(text);
}

function parseRow(cells: Record<string, string>) {
  const errors: Array<{ field: string; message: string }> = [];
  const window = Number(cells.service_window);
  if (!/^\d+$/.test(cells.service_window ?? '') || window < 1) errors.push({ field: 'service_window', message: 'Enter the service window id, a whole number.' });
  const assets = [...new Set((cells.assets ?? '').split(';').map((a) => a.trim()).filter(Boolean))];
  if (!assets.length) errors.push({ field: 'assets', message: 'Name at least one of your assets by its ref.' });
  const capacity = parseNumber(cells.capacity ?? '');
  if (capacity === 'bad' || capacity === null) errors.push({ field: 'capacity', message: 'Enter the capacity as a number, e.g. 2.5.' });
  const offer: OfferInput = { service_window: window, capacity: typeof capacity === 'number' ? capacity : 0, max_runtime: cells.max_runtime ?? '' };
  for (const field of RATE_FIELDS) {
    const v = parseNumber(cells[field] ?? '');
    if (v === 'bad') errors.push({ field, message: 'Enter a number, e.g. 12.50, or leave it empty.' });
    else if (v !== null) offer[field] = v;
  }
  if (errors.length) return { errors };
  return { value: { competition: cells.competition!, assets, offer } satisfies BidCsvRow };
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

function errorsOf(error: unknown, rows: ReadonlyArray<ParsedRow<BidCsvRow>>): FileRowError[] {
  if (!(error instanceof ApiError)) throw error;
  const body = error.body as { detail?: string; bids?: Array<Record<string, string[]>> } & Record<string, unknown>;
  if (Array.isArray(body.bids)) {
    return body.bids.flatMap((fields, i) => Object.entries(fields).flatMap(([field, messages]) => messages.map((message) => ({ row: rows[i]!.row, field, column: field, message }))));
  }
  const message = typeof body.detail === 'string' ? body.detail : Object.values(body).flat().join(' ');
  return rows.map((r) => ({ row: r.row, message }));
}

export function registerBulkBids(app: FastifyInstance): void {
  registerFileKind<BidCsvRow>(app, {
    kind: 'bids',
    permission: 'manage-bids',
    orgTypes: ['flexprovider'],
    columns: COLUMNS,
    maxRows: 5000,
    parseRow: (cells) => parseRow(cells),
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
        try {
          const ballot = await ballotFor(db, bidder, competition, first.assets.map((a) => idOfRef.get(a.toLowerCase())!));
          const written = await submitOffers(db, bidder, ballot.id, group.map((r) => r.value.offer));
          result.ballots_created += ballot.created ? 1 : 0;
          result.bids_created += written.created;
          result.bids_amended += written.amended;
          result.bids_unchanged += written.unchanged;
          if (!result.ballots.includes(ballot.id)) result.ballots.push(ballot.id);
        } catch (error) {
          errors.push(...errorsOf(error, group));
        }
      }
      if (errors.length) throw new FileRowErrors(errors.sort((a, b) => a.row - b.row));
      return result;
    },
  });
}
