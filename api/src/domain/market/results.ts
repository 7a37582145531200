/**
 * Confirming a competition's results (workflows §4 "Competition results"): the operator ticks
 * that results are final; from then on no decision or bid of the competition changes. Providers
 * with bids get an e-mail with their accepted and rejected bids and the reasons, sent by a job
 * on the queue (outbox, or SMTP when configured) — within the run, not within a day — to the
 * members who bid (admins, operations, bid-admin, less those who turned results e-mails off: see
 * mail/notifications.ts), each in their preferred locale. In the same transaction, each provider
 * with accepted bids gets a call-off contract (contracts/create.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import { queueMail } from '../../platform/mail/outbox.js';
import { notificationRecipients } from '../accounts/notifications.js';
import { formatNumber } from '../../platform/i18n/format.js';
import { localeOr } from '../../platform/i18n/locales.js';
import { mailText } from '../../platform/i18n/mail/text.js';
import { HELLO } from '../accounts/mail/texts.js';
import { ACCEPTED, PAID, REASONS, REJECTED, RESULTS_COUNT, RESULTS_FOOTER, RESULTS_INTRO, RESULTS_LINE, RESULTS_SUBJECT } from './mail/texts.js';
import { competitionFacts, conflict } from './facts.js';
import { notFound } from '../../errors.js';
import { announceMoments } from '../competitions/moments.js';
import { contractsFromResults } from '../contracts/from-results.js';

export const RESULTS_MAIL_JOB = 'market-results-email';

export interface ConfirmedResults {
  competition: number;
  confirmation: number;
  accepted: number;
  rejected: number;
  emails: number;
  /** The call-off contracts made from the results (one per provider with accepted bids). */
  contracts: number[];
}


/** Confirms the results of one of the operator's closed competitions and queues the providers' e-mails. */
export async function confirmResults(db: Db, app: FastifyInstance, user: Principal, competitionId: number): Promise<ConfirmedResults> {
  const c = await competitionFacts(db, competitionId);
  if (!c || c.operator_id !== user.orgId) throw notFound('Competition not found.');
  if (c.results_confirmed) throw conflict(`The results of ${c.name} are already confirmed.`);
  if (c.status === 'open') throw conflict(`${c.name} is still open for bidding; results can be confirmed once bidding has closed.`);
  if (c.status !== 'closed') throw conflict(`${c.name} is still in status ${c.status}; results can be confirmed once bidding has closed.`);
  const counts = await db.query<{ undecided: number; accepted: number; rejected: number; providers: number }>(
    `SELECT count(*) FILTER (WHERE ap.bid_id IS NULL)::int AS undecided, count(*) FILTER (WHERE ap.approved)::int AS accepted,
            count(*) FILTER (WHERE NOT ap.approved)::int AS rejected, count(DISTINCT b.flex_provider_id)::int AS providers
       FROM bids b LEFT JOIN bid_approvals ap ON ap.bid_id = b.id WHERE b.competition_id = $1 AND b.is_active`,
    [c.id],
  );
  const n = counts.rows[0]!;
  if (n.undecided === 1) throw conflict('1 bid has no decision yet; approve or reject every bid (or run auto-decisioning or market clearing) before confirming.');
  if (n.undecided) throw conflict(`${n.undecided} bids have no decision yet; approve or reject every bid (or run auto-decisioning or market clearing) before confirming.`);
  const confirmation = await db.query<{ id: number }>(
    `INSERT INTO competition_confirmations (competition_id, organisation_id, kind, confirmed_by) VALUES ($1, $2, 'results', $3) RETURNING id`,
    [c.id, user.orgId, user.userId],
  );
  await announceMoments(db, [{ competition_id: c.id, moment: 'results_published' }]);
  // One call-off contract per provider with accepted bids, in this transaction (contracts/create.ts).
  const contracts = await contractsFromResults(db, c.id, confirmation.rows[0]!.id);
  if (n.providers) await app.jobs.send(RESULTS_MAIL_JOB, { competition: c.id }, { db, owner: { orgId: user.orgId!, userId: user.userId } });
  return { competition: c.id, confirmation: confirmation.rows[0]!.id, accepted: n.accepted, rejected: n.rejected, emails: n.providers, contracts };
}

/** Declares the e-mail job: one message per recipient of results e-mails of each provider with bids in the competition. */
export function registerResultsMail(app: FastifyInstance): void {
  app.jobs.work<{ competition: number }>(RESULTS_MAIL_JOB, { retryLimit: 5, retryDelay: 30, retryBackoff: true }, async ({ competition }) => {
    const sent = await app.db.transaction((tx) => sendResultsMail(tx, app, competition));
    return { sent };
  });
}

async function sendResultsMail(db: Db, app: FastifyInstance, competitionId: number): Promise<number> {
  const c = await competitionFacts(db, competitionId);
  if (!c) return 0;
  const bids = await db.query<{ flex_provider_id: number; window_name: string; capacity: number; approved: boolean; reason: string; paid_price: number | null }>(
    `SELECT b.flex_provider_id, w.name AS window_name, b.capacity::float8 AS capacity, ap.approved, ap.reason, ap.paid_price::float8 AS paid_price
       FROM bids b JOIN bid_approvals ap ON ap.bid_id = b.id JOIN service_windows w ON w.id = b.service_window_id
      WHERE b.competition_id = $1 AND b.is_active ORDER BY b.flex_provider_id, w.start_time, b.id`,
    [competitionId],
  );
  const byProvider = new Map<number, typeof bids.rows>();
  for (const b of bids.rows) byProvider.set(b.flex_provider_id, [...(byProvider.get(b.flex_provider_id) ?? []), b]);
  let sent = 0;
  for (const [providerId, rows] of byProvider) {
    const users = await notificationRecipients(db, 'competition_results', providerId);
    const accepted = rows.filter((r) => r.approved).length;
    for (const u of users) {
      const locale = localeOr(u.preferred_locale);
      const names = { competition: c.name, reference: c.reference };
      const count =
        rows.length === 1
          ? RESULTS_COUNT[accepted === 1 ? 'oneAccepted' : 'oneRejected']
          : RESULTS_COUNT[accepted === 1 ? 'manyOneAccepted' : 'many'];
      const lines = rows.map((r) =>
        mailText(RESULTS_LINE, locale, {
          window: r.window_name,
          capacity: formatNumber(r.capacity, locale),
          verdict: mailText(r.approved ? ACCEPTED : REJECTED, locale),
          reason: REASONS[r.reason] ? mailText(REASONS[r.reason]!, locale) : r.reason,
          paid:
            r.approved && r.paid_price !== null
              ? mailText(PAID, locale, { price: formatNumber(r.paid_price, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), currency: c.currency })
              : '',
        }),
      );
      await queueMail(db, app.config, {
        kind: 'competition_results',
        to: u.email,
        subject: mailText(RESULTS_SUBJECT, locale, names),
        body: [
          mailText(HELLO, locale, { name: u.first_name }),
          '',
          mailText(RESULTS_INTRO, locale, names),
          mailText(count, locale, { accepted, total: rows.length }),
          '',
          ...lines,
          '',
          mailText(RESULTS_FOOTER, locale),
        ].join('\n'),
      });
      sent++;
    }
  }
  return sent;
}
