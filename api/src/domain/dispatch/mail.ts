/** E-mails to the provider's active members for new and stopped instructions, sent by a job (outbox or SMTP). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import { queueMail } from '../../mail/outbox.js';
import { loadInstruction } from './columns.js';

export const DISPATCH_MAIL_JOB = 'dispatch-email';

const utc = (iso: unknown) => `${String(iso).slice(0, 16).replace('T', ' ')} UTC`;

export async function sendDispatchMail(db: Db, app: FastifyInstance, id: number, kind: 'new' | 'stopped'): Promise<number> {
  const i = await loadInstruction(db, id);
  if (!i) return 0;
  const users = await db.query<{ email: string; first_name: string }>(
    'SELECT email, first_name FROM users WHERE organisation_id = $1 AND is_active AND is_activated ORDER BY id',
    [i.flex_provider],
  );
  const what = `${i.quantity} ${i.unit} from ${utc(i.start)} to ${utc(i.end)}`;
  const assets = (i.asset_refs as string[]).join(', ');
  for (const u of users.rows) {
    const body =
      kind === 'new'
        ? [
            `Hello ${u.first_name},`,
            '',
            `${i.operator_name} has sent you dispatch instruction ${i.id} for ${i.competition_name} (${i.competition_reference}), window ${i.window_name}:`,
            `${what}, assets ${assets}.`,
            '',
            `Please accept or reject it before ${utc(i.response_deadline)} under Operations → Upcoming dispatches. Your response is final.`,
          ]
        : [
            `Hello ${u.first_name},`,
            '',
            `${i.operator_name} has STOPPED dispatch instruction ${i.id} for ${i.competition_name} (${i.competition_reference}), window ${i.window_name}:`,
            `${what}, assets ${assets}.`,
            '',
            'Do not deliver it. Stop instructions are final.',
          ];
    await queueMail(db, app.config, {
      kind: kind === 'new' ? 'dispatch_instruction' : 'dispatch_stopped',
      to: u.email,
      subject: kind === 'new' ? `Dispatch instruction ${i.id}: ${i.competition_name}, respond by ${utc(i.response_deadline)}` : `Dispatch instruction ${i.id} stopped: ${i.competition_name}`,
      body: body.join('\n'),
    });
  }
  return users.rows.length;
}

export function registerDispatchMail(app: FastifyInstance): void {
  app.jobs.work<{ instruction: number; kind: 'new' | 'stopped' }>(DISPATCH_MAIL_JOB, { retryLimit: 5, retryDelay: 30, retryBackoff: true }, async ({ instruction, kind }) => ({
    sent: await app.db.transaction((tx) => sendDispatchMail(tx, app, instruction, kind)),
  }));
}
