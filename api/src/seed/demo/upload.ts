/**
 * The demo's processed upload: once the server is ready, Northern Lines Networks' operator has
 * uploaded a CSV of three competitions through the file pipeline (the same path as
 * POST files/upload/competitions/), so the templates page shows a finished bulk upload and the
 * list shows what it created. Only with the demo data, and only once.
 */
import type { FastifyInstance } from 'fastify';

const DAY = 86_400_000;

export function demoCompetitionsCsv(now = Date.now()): string {
  const iso = (days: number) => new Date(now + days * DAY).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const year = new Date(now).getUTCFullYear() + 1;
  const header =
    'reference;name;competition_type;qualification_open;qualification_closed;open;closed;postcodes;availability_guide_price;utilisation_guide_price;period_name;period_start;period_end;window_name;window_start;window_end;service_days;holiday_handling;capacity_required';
  const rows = [
    ['NL-BULK-1', 'Newcastle Winter Evening Peak', 'availability_utilisation', iso(-3), iso(12), iso(20), iso(34), 'NE1 NE2 NE3', '7.5', '320', `Winter ${year}/${(year + 1) % 100}`, `${year}-11-01`, `${year + 1}-02-28`, 'Evening peak', '16:00', '19:30', 'weekdays', 'Exclude', '6'],
    ['NL-BULK-1', 'Newcastle Winter Evening Peak', 'availability_utilisation', iso(-3), iso(12), iso(20), iso(34), 'NE1 NE2 NE3', '7.5', '320', `Winter ${year}/${(year + 1) % 100}`, `${year}-11-01`, `${year + 1}-02-28`, 'Weekend peak', '17:00', '20:00', 'weekends', 'Ignore', '3'],
    ['NL-BULK-2', 'Leeds Summer Solar Absorption', 'utilisation', iso(5), iso(19), iso(26), iso(40), 'LS1 LS2', '', '180', `Summer ${year}`, `${year}-05-01`, `${year}-09-30`, 'Midday solar', '11:00', '15:00', 'everyday', 'Ignore', '4.5'],
    ['NL-BULK-3', 'Preston Bank Holiday Resilience', 'availability_utilisation', iso(-1), iso(14), iso(21), iso(35), 'PR1', '5', '400', `Holidays ${year}`, `${year}-01-01`, `${year}-12-31`, 'Holiday evening', '16:30', '19:00', 'everyday', 'Only', '2'],
  ];
  return [header, ...rows.map((r) => r.join(';'))].join('\r\n');
}

export async function seedDemoUpload(app: FastifyInstance): Promise<number | null> {
  const r = await app.db.query<{ org: number; user_id: number; done: boolean }>(
    `SELECT o.id AS org, u.id AS user_id,
            EXISTS (SELECT 1 FROM file_uploads f WHERE f.organisation_id = o.id AND f.kind = 'competitions') AS done
       FROM organisations o JOIN users u ON u.organisation_id = o.id
      WHERE o.slug = 'northern-lines-networks' AND u.email = 'operator@northernlines.test'`,
  );
  const row = r.rows[0];
  if (!row || row.done) return null;
  return app.files.submit({ kind: 'competitions', orgId: row.org, userId: row.user_id, filename: 'northern-lines-competitions.csv', bytes: Buffer.from(`\uFEFF${demoCompetitionsCsv()}`, 'utf8') });
}
