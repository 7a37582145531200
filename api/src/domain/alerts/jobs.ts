/**
 * The alert jobs. A competition moment (announced in the transaction that stored it) queues
 * `alerts-competition`; `alertMilestoneDue` queues `alerts-milestone`. Each job records one
 * notification per concerned alert (at most one per alert, trigger and subject: a unique key, so a
 * retried or repeated job tells nobody twice) and delivers the immediate ones at once; daily ones
 * wait for `alerts-digest`, scheduled every day at 07:00 UTC, which sends each alert's pending
 * items as one digest.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import { onCompetitionMoments, type CompetitionMoment } from '../competitions/moments.js';
import { deliverItems, type AlertItem, type AlertItemData } from './deliver.js';
import { ALERT_COLUMNS, alertsForCompetition, alertsForMilestone, competitionFacts, toAlertRecord, type AlertRecord } from './match.js';
import type { AlertTrigger } from './schemas.js';

export const COMPETITION_JOB = 'alerts-competition';
export const MILESTONE_JOB = 'alerts-milestone';
export const DIGEST_JOB = 'alerts-digest';
export const DIGEST_CRON = '0 7 * * *';
const QUEUE = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;

/** A milestone of a provider's contract falling due (the contracts domain calls alertMilestoneDue). */
export interface MilestoneDue {
  milestone_id: number;
  /** The milestone's name, e.g. "Commissioning". */
  title: string;
  /** YYYY-MM-DD */
  due_date: string;
  provider_id: number;
  competition_id: number;
}

interface ItemRow {
  id: string | number;
  trigger: AlertTrigger;
  data: AlertItemData;
  created: Date | string;
}

const toItem = (r: ItemRow): AlertItem => ({
  id: Number(r.id),
  trigger: r.trigger,
  data: r.data,
  created: r.created instanceof Date ? r.created.toISOString() : new Date(r.created).toISOString(),
});

/**
 * Records the item for each alert (skipping alerts that already have it) and delivers those of
 * immediate alerts, all in one transaction. Returns how many alerts were newly told or queued.
 */
async function recordAndDeliver(app: FastifyInstance, tx: Db, alerts: AlertRecord[], trigger: AlertTrigger, subjectKey: string, data: AlertItemData): Promise<number> {
  let recorded = 0;
  for (const alert of alerts) {
    const r = await tx.query<ItemRow>(
      `INSERT INTO alert_notifications (alert_id, trigger, subject_key, competition_id, data) VALUES ($1, $2, $3, $4, $5::jsonb)
       ON CONFLICT (alert_id, trigger, subject_key) DO NOTHING RETURNING id, trigger, data, created`,
      [alert.id, trigger, subjectKey, data.competition_id, JSON.stringify(data)],
    );
    const row = r.rows[0];
    if (!row) continue;
    recorded++;
    if (alert.frequency === 'immediate') await deliverItems(app, tx, alert, [toItem(row)]);
  }
  return recorded;
}

const TRIGGER_OF: Record<CompetitionMoment, AlertTrigger> = {
  qualification_open: 'qualification_open',
  bidding_open: 'bidding_open',
  results_published: 'results_published',
};

/** The `alerts-competition` job: the alerts a competition moment concerns, told or queued for their digest. */
export async function alertCompetitionMoment(app: FastifyInstance, competitionId: number, moment: CompetitionMoment): Promise<number> {
  return app.db.transaction(async (tx) => {
    const c = await competitionFacts(tx, competitionId);
    if (!c) return 0;
    const trigger = TRIGGER_OF[moment];
    const alerts = await alertsForCompetition(tx, c, trigger);
    const data: AlertItemData = { competition_id: c.id, competition: c.name, reference: c.reference, operator: c.operator };
    return recordAndDeliver(app, tx, alerts, trigger, `competition:${c.id}`, data);
  });
}

/** The `alerts-milestone` job: the provider's alerts for milestones in the contract's market. */
export async function alertMilestone(app: FastifyInstance, m: MilestoneDue): Promise<number> {
  return app.db.transaction(async (tx) => {
    const c = await competitionFacts(tx, m.competition_id);
    if (!c) return 0;
    const alerts = await alertsForMilestone(tx, m.provider_id, c.operator_id);
    const data: AlertItemData = {
      competition_id: null,
      competition: c.name,
      reference: c.reference,
      operator: c.operator,
      milestone_id: m.milestone_id,
      milestone: m.title,
      due: m.due_date,
    };
    return recordAndDeliver(app, tx, alerts, 'milestone_due', `milestone:${m.milestone_id}:${m.due_date}`, data);
  });
}

/**
 * Tell the provider's alerts that a milestone falls due: queues the `alerts-milestone` job in the
 * caller's transaction (so it exists exactly when the caller commits). The same milestone and due
 * date tells each alert once, however often this is called; a new due date tells again.
 */
export async function alertMilestoneDue(app: FastifyInstance, db: Db, milestone: MilestoneDue): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(milestone.due_date)) throw new Error(`alertMilestoneDue: due_date ${milestone.due_date} is not YYYY-MM-DD`);
  await app.jobs.send(MILESTONE_JOB, { ...milestone }, { db, owner: { orgId: milestone.provider_id, userId: null } });
}

/** The `alerts-digest` job: each unpaused alert's pending items as one delivery. Returns the alerts told. */
export async function sendDigests(app: FastifyInstance): Promise<number> {
  const due = await app.db.query<{ alert_id: number }>(
    `SELECT DISTINCT n.alert_id FROM alert_notifications n JOIN alerts a ON a.id = n.alert_id
      WHERE n.status = 'pending' AND NOT a.is_paused ORDER BY n.alert_id`,
  );
  let told = 0;
  for (const { alert_id } of due.rows) {
    told += await app.db.transaction(async (tx) => {
      // The alert row is locked first, so two digests (or a digest and an at-once delivery) never tell an item twice.
      const a = await tx.query<AlertRecord>(`SELECT ${ALERT_COLUMNS} FROM alerts a WHERE a.id = $1 AND NOT a.is_paused FOR UPDATE`, [alert_id]);
      if (!a.rows[0]) return 0;
      const items = await tx.query<ItemRow>(
        `SELECT id, trigger, data, created FROM alert_notifications WHERE alert_id = $1 AND status = 'pending' ORDER BY id`,
        [alert_id],
      );
      if (items.rows.length === 0) return 0;
      await deliverItems(app, tx, toAlertRecord(a.rows[0]), items.rows.map(toItem));
      return 1;
    });
  }
  return told;
}

/** Declares the queues, the daily schedule and the hook that turns competition moments into jobs. */
export function registerAlertJobs(app: FastifyInstance): void {
  app.jobs.work<{ competition_id: number; moment: CompetitionMoment }>(COMPETITION_JOB, QUEUE, async ({ competition_id, moment }) => ({
    alerts: await alertCompetitionMoment(app, competition_id, moment),
  }));
  app.jobs.work<MilestoneDue & Record<string, unknown>>(MILESTONE_JOB, QUEUE, async (m) => ({ alerts: await alertMilestone(app, m) }));
  app.jobs.work(DIGEST_JOB, { retryLimit: 2, retryDelay: 60, expireInSeconds: 900 }, async () => ({ digests: await sendDigests(app) }));
  app.jobs.schedule(DIGEST_JOB, DIGEST_CRON);
  const off = onCompetitionMoments(async (tx, events) => {
    for (const e of events) await app.jobs.send(COMPETITION_JOB, { competition_id: e.competition_id, moment: e.moment }, { db: tx });
  });
  app.addHook('onClose', async () => off());
}
