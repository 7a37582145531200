/**
 * Demo alerts for both demo providers (Manage > Subscriptions lists them): at once and daily,
 * by e-mail, live push and webhook, one paused, over areas where the demo's competitions are, each
 * with a short history of what it told (and one item waiting for tomorrow's digest). Seeded at the
 * demo size only: the small test seed keeps no alerts, so tests that count e-mails count their own.
 */
import type { Db } from '../../db/types.js';

const DAY = 86_400_000;

interface DemoAlert {
  org: number;
  operator: number;
  name: string;
  /** Take the area of this many of the operator's competitions (0: the whole market). */
  areaFrom: number;
  asset_types: string[];
  voltages: number[];
  triggers: string[];
  channels: string[];
  frequency: 'immediate' | 'daily';
  is_paused: boolean;
}

async function adminOf(db: Db, org: number): Promise<number | null> {
  const r = await db.query<{ id: number }>(`SELECT id FROM users WHERE organisation_id = $1 AND is_active AND email LIKE 'provider@%' ORDER BY id LIMIT 1`, [org]);
  return r.rows[0]?.id ?? null;
}

/** The operator's competitions that are open for qualification or bidding, or closed, newest first. */
async function competitionsOf(db: Db, operator: number): Promise<Array<{ id: number; name: string; reference: string; status: string; area_refs: number[]; operator: string }>> {
  const r = await db.query<{ id: number; name: string; reference: string; status: string; area_refs: number[]; operator: string }>(
    `SELECT c.id, c.name, c.reference, c.status, c.area_refs, o.name AS operator FROM competitions c JOIN organisations o ON o.id = c.operator_id
      WHERE c.operator_id = $1 AND c.is_active AND c.status IN ('qualifying', 'open', 'closed') AND cardinality(c.area_refs) > 0 ORDER BY c.id DESC`,
    [operator],
  );
  return r.rows.map((row) => ({ ...row, area_refs: row.area_refs.map(Number) }));
}

const TRIGGER_OF: Record<string, string> = { qualifying: 'qualification_open', open: 'bidding_open', closed: 'results_published' };

export async function seedDemoAlerts(db: Db, providers: { brightgrid: number; voltwise: number }, operators: [number, number]): Promise<void> {
  const [north, south] = operators;
  const all = ['qualification_open', 'bidding_open', 'results_published', 'milestone_due'];
  const alerts: DemoAlert[] = [
    { org: providers.brightgrid, operator: north, name: 'Northern Lines: new competitions near our sites', areaFrom: 2, asset_types: [], voltages: [11], triggers: ['qualification_open', 'bidding_open'], channels: ['email', 'push'], frequency: 'immediate', is_paused: false },
    { org: providers.brightgrid, operator: south, name: 'Southern Wires daily round-up', areaFrom: 0, asset_types: [], voltages: [], triggers: all, channels: ['email'], frequency: 'daily', is_paused: false },
    { org: providers.brightgrid, operator: north, name: 'Battery results (paused for the winter)', areaFrom: 1, asset_types: ['storage'], voltages: [], triggers: ['results_published'], channels: ['email', 'webhook'], frequency: 'immediate', is_paused: true },
    { org: providers.voltwise, operator: south, name: 'Storage and DSR tenders', areaFrom: 2, asset_types: ['storage', 'demand_side_response'], voltages: [11, 33], triggers: ['qualification_open', 'bidding_open', 'results_published'], channels: ['email', 'webhook'], frequency: 'daily', is_paused: false },
    { org: providers.voltwise, operator: north, name: 'Northern Lines results and milestones', areaFrom: 0, asset_types: [], voltages: [], triggers: ['results_published', 'milestone_due'], channels: ['push', 'email'], frequency: 'immediate', is_paused: false },
  ];
  const now = Date.now();
  for (const [i, a] of alerts.entries()) {
    const competitions = await competitionsOf(db, a.operator);
    const areaRefs = [...new Set(competitions.slice(0, a.areaFrom).flatMap((c) => c.area_refs))].sort((x, y) => x - y).slice(0, 100);
    const created = new Date(now - (20 - i) * DAY);
    const r = await db.query<{ id: number }>(
      `INSERT INTO alerts (organisation_id, name, operator_id, area_refs, asset_types, voltages, triggers, channels, frequency, is_paused, created_by, created, updated)
       VALUES ($1, $2, $3, $4::int[], $5::text[], $6::float8[], $7::text[], $8::text[], $9, $10, $11, $12, $12) RETURNING id`,
      [a.org, a.name, a.operator, areaRefs, a.asset_types, a.voltages, a.triggers, a.channels, a.frequency, a.is_paused, await adminOf(db, a.org), created],
    );
    // What it told: the competitions of its area whose stage is one of its triggers (the newest pending for a daily alert).
    const told = competitions.filter((c) => a.triggers.includes(TRIGGER_OF[c.status] ?? '') && (a.areaFrom === 0 || c.area_refs.some((id) => areaRefs.includes(id)))).slice(0, 3);
    for (const [k, c] of told.entries()) {
      const pending = a.frequency === 'daily' && k === 0 && !a.is_paused;
      const at = new Date(now - (k + 1) * DAY);
      await db.query(
        `INSERT INTO alert_notifications (alert_id, trigger, subject_key, competition_id, data, status, created, sent) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)`,
        [r.rows[0]!.id, TRIGGER_OF[c.status], `competition:${c.id}`, c.id, JSON.stringify({ competition_id: c.id, competition: c.name, reference: c.reference, operator: c.operator }), pending ? 'pending' : 'sent', at, pending ? null : at],
      );
    }
  }
}
