/**
 * Demo webhooks: each demo provider has one paused endpoint with a short, illustrative
 * delivery history (succeeded at once, succeeded on the third attempt, failed after every attempt),
 * so Settings > Webhooks shows data. Paused, so the demo never POSTs to the example host.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/types.js';
import { DOMAIN_EVENT_TYPES } from '../../platform/events/publish.js';

const MINUTE = 60_000;

/** [event type, answers of each attempt (null = no answer)] */
const HISTORY: Array<[string, Array<number | null>]> = [
  ['dispatch.instruction.created', [200]],
  ['dispatch.instruction.responded', [503, null, 200]],
  ['dispatch.instruction.stopped', [500, 500, 500, 500, 500, 500, 500]],
];

export async function seedDemoWebhooks(db: Db, providerIds: number[]): Promise<void> {
  const now = Date.now();
  for (const [p, org] of providerIds.entries()) {
    const e = await db.query<{ id: number }>(
      `INSERT INTO webhook_endpoints (organisation_id, url, description, event_types, is_active, secret, created)
       VALUES ($1, $2, 'Control room integration (paused)', $3::text[], false, $4, $5) RETURNING id`,
      [org, `https://hooks.provider${p + 1}.example/flex/dispatch`, DOMAIN_EVENT_TYPES, `whsec_${randomBytes(32).toString('base64url')}`, new Date(now - 3 * 24 * 60 * MINUTE)],
    );
    for (const [i, [type, answers]] of HISTORY.entries()) {
      const created = now - (2 * 24 * 60 - i * 90) * MINUTE;
      const last = answers[answers.length - 1]!;
      const ok = last !== null && last < 300;
      const d = await db.query<{ id: number }>(
        `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, body, status, attempts, last_status_code, last_error, created, completed)
         VALUES ($1, $2, $3, '{}', $4, $5, $6, $7, $8, $9) RETURNING id`,
        [e.rows[0]!.id, i + 1, type, ok ? 'succeeded' : 'failed', answers.length, last, ok ? null : `HTTP ${last}`, new Date(created), new Date(created + 10 * MINUTE)],
      );
      for (const [a, code] of answers.entries()) {
        await db.query(`INSERT INTO webhook_attempts (delivery_id, attempt, status_code, error, duration_ms, created) VALUES ($1, $2, $3, $4, $5, $6)`, [
          d.rows[0]!.id, a + 1, code, code === null ? 'No answer within 10 s' : code < 300 ? null : `HTTP ${code}`, code === null ? 10_000 : 120 + a * 7,
          new Date(created + 2 ** a * 10_000),
        ]);
      }
    }
  }
}
