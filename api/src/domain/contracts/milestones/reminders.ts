/**
 * Milestone reminders, a daily job (`milestone-reminders`, 06:00 UTC): for each milestone not
 * submitted (or rejected) of a contract not terminated, the reminder whose time has come: 14 days
 * before the due date, 3 days before, and the day after the due date passed (missed). Each is
 * recorded (milestone, kind, due date) before its e-mails are written, in one transaction, so a
 * repeated or concurrent run sends none twice; a run that missed days sends only the latest
 * reminder due. A new due date reminds again. The 14-day reminder also tells the provider's
 * alerts (`milestone_due`). Missed milestones are e-mailed to both organisations.
 */
import type { FastifyInstance } from 'fastify';
import { alertMilestoneDue } from '../../alerts/jobs.js';
import { loadMilestone } from './columns.js';
import { mailMilestone, milestoneName } from './mail.js';
import { addDays } from './schedule.js';
import * as T from './mail/texts.js';

export const REMINDER_JOB = 'milestone-reminders';
export const REMINDER_CRON = '0 6 * * *';
export type ReminderKind = 'due_14' | 'due_3' | 'missed';

/** The reminder due on `today` for a milestone due on `due`, if any. */
export function reminderFor(due: string, today: string): ReminderKind | null {
  if (today > due) return 'missed';
  if (today >= addDays(due, -3)) return 'due_3';
  if (today >= addDays(due, -14)) return 'due_14';
  return null;
}

/** Sends the reminders due on `today` (YYYY-MM-DD); answers how many reminders were recorded. */
export async function sendMilestoneReminders(app: FastifyInstance, today: string): Promise<number> {
  const r = await app.db.query<{ id: number; due_on: string }>(
    `SELECT m.id, to_char(m.due_on, 'YYYY-MM-DD') AS due_on FROM milestones m JOIN contracts k ON k.id = m.contract_id
      WHERE m.status IN ('pending', 'rejected') AND k.status <> 'terminated' AND m.due_on <= $1::date + 14
        AND NOT EXISTS (SELECT 1 FROM milestone_reminders x WHERE x.milestone_id = m.id AND x.due_on = m.due_on AND x.kind = 'missed')
      ORDER BY m.due_on, m.id`,
    [today],
  );
  let recorded = 0;
  for (const row of r.rows) {
    const kind = reminderFor(row.due_on, today);
    if (!kind) continue;
    recorded += await app.db.transaction(async (tx) => {
      const ins = await tx.query(
        `INSERT INTO milestone_reminders (milestone_id, kind, due_on, sent_on) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING milestone_id`,
        [row.id, kind, row.due_on, today],
      );
      if (!ins.rows.length) return 0;
      const m = (await loadMilestone(tx, row.id))!;
      if (kind === 'missed') {
        await mailMilestone(tx, app, m, 'provider', T.MISSED_SUBJECT, [T.MISSED_BODY]);
        await mailMilestone(tx, app, m, 'operator', T.MISSED_SUBJECT, [T.MISSED_BODY]);
      } else {
        await mailMilestone(tx, app, m, 'provider', T.REMINDER_SUBJECT, [T.REMINDER_BODY]);
      }
      if (kind === 'due_14') {
        await alertMilestoneDue(app, tx, { milestone_id: m.id, title: milestoneName(m, 'en-GB'), due_date: m.due_on, provider_id: m.flex_provider, competition_id: m.competition });
      }
      return 1;
    });
  }
  return recorded;
}

/** The daily reminder job and its schedule. */
export function registerMilestoneReminders(app: FastifyInstance): void {
  app.jobs.work(REMINDER_JOB, { retryLimit: 2, retryDelay: 60, expireInSeconds: 900 }, async () => ({
    reminders: await sendMilestoneReminders(app, new Date().toISOString().slice(0, 10)),
  }));
  app.jobs.schedule(REMINDER_JOB, REMINDER_CRON);
}
