/**
 * For the analytics reports' tests: a user of an operator organisation who lacks the `analytics`
 * permission (the dispatch role only), logged in, to show the reports refuse them.
 */
import type { FastifyInstance } from 'fastify';
import { login } from '../helpers.js';

export async function loginWithoutAnalytics(app: FastifyInstance, operatorId: number, email: string): Promise<string> {
  const user = await app.db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, password_hash, organisation_id, is_activated)
     SELECT $1, 'Dis', 'Patcher', password_hash, $2, true FROM users WHERE email = 'operator@northernlines.test' RETURNING id`,
    [email, operatorId],
  );
  await app.db.query(`INSERT INTO team_roles (user_id, role) VALUES ($1, 'dispatch')`, [user.rows[0]!.id]);
  return login(app, email);
}
