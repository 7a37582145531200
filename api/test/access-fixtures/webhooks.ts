import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/types.js';
import type { Row } from '../../src/resources/index.js';
import { DOMAIN_EVENT_TYPES } from '../../src/platform/events/publish.js';
import type { AccessFixtures, MatrixActor, MatrixActors } from './types.js';

/** A provider's own endpoints and deliveries, nobody else's. */
const ownsRow = (actor: MatrixActor, row: Row) => actor.orgType === 'flexprovider' && actor.orgId !== null && row.organisation === actor.orgId;

/** Access-matrix rows: an endpoint (with a delivery and an attempt) for each provider actor. */
async function seedMatrixRows(db: Db, actors: MatrixActors): Promise<void> {
  for (const name of ['providerA', 'providerB'] as const) {
    const org = actors[name].orgId;
    const e = await db.query<{ id: number }>(
      `INSERT INTO webhook_endpoints (organisation_id, url, description, event_types, secret) VALUES ($1, $2, 'matrix', $3::text[], $4) RETURNING id`,
      [org, `https://hooks.example.com/${name}`, DOMAIN_EVENT_TYPES, `whsec_${randomBytes(32).toString('base64url')}`],
    );
    const d = await db.query<{ id: number }>(
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, body, status, attempts, last_status_code, completed)
       VALUES ($1, 0, 'dispatch.instruction.created', '{}', 'succeeded', 1, 200, now()) RETURNING id`,
      [e.rows[0]!.id],
    );
    await db.query(`INSERT INTO webhook_attempts (delivery_id, attempt, status_code, duration_ms) VALUES ($1, 1, 200, 12)`, [d.rows[0]!.id]);
  }
}

/** The webhooks domain's resources. */
export const webhooksFixtures: Record<string, AccessFixtures> = {
  'webhooks/endpoints': {
    setup: seedMatrixRows,
    canSee: ownsRow,
    canWrite: ownsRow,
    sampleUpdate: () => ({ description: 'checked by the access matrix' }),
  },
  'webhooks/deliveries': { canSee: ownsRow },
};
