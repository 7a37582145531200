/**
 * Who receives the notification e-mails of an organisation: the people who act on them, not every
 * member. Each kind of notification is received by the organisation's admins and by the team roles
 * declared below; a member whose roles receive a kind can still turn its e-mails off for
 * themselves (table notification_preferences, Settings > Preferences). Live pushes in the app
 * (events/) go to the whole organisation as before and are not affected.
 */
import type { Db } from '../../db/types.js';
import type { TeamRole } from '../../auth/permissions.js';

/**
 * The notification kinds, each with the team roles (besides admin, which receives every kind) whose
 * members act on it:
 * - `dispatch`: new and stopped dispatch instructions — whoever runs the assets (dispatch,
 *   dispatch-admin) and operations.
 * - `competition_results`: a competition's confirmed results, accepted and rejected bids — the
 *   roles that bid (operations, bid-admin).
 * - `dps_outcome`: the decision on a qualification application — the roles that manage the
 *   organisation's applications (account, operations).
 * - `settlement`: settlement reports and disputes, and invoices issued (to both organisations) —
 *   settlement.
 */
export const NOTIFICATION_KINDS = ['dispatch', 'competition_results', 'dps_outcome', 'settlement'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_ROLES: Record<NotificationKind, readonly TeamRole[]> = {
  dispatch: ['dispatch', 'dispatch-admin', 'operations'],
  competition_results: ['operations', 'bid-admin'],
  dps_outcome: ['account', 'operations'],
  settlement: ['settlement'],
};

/** The roles whose members receive a kind: admin and the declared ones. */
export function rolesReceiving(kind: NotificationKind): readonly string[] {
  return ['admin', ...NOTIFICATION_ROLES[kind]];
}

/** The kinds a member with these team roles receives (admins: all), in declaration order. */
export function kindsReceivedBy(roles: readonly string[]): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => rolesReceiving(kind).some((role) => roles.includes(role)));
}

export interface Recipient {
  email: string;
  first_name: string;
  preferred_locale: string;
}

/**
 * The members of an organisation who get an e-mail of this kind: active and activated (never an
 * invitation row), holding a role that receives the kind, and not having turned its e-mails off.
 */
export async function notificationRecipients(db: Db, kind: NotificationKind, organisationId: number): Promise<Recipient[]> {
  const r = await db.query<Recipient>(
    `SELECT u.email, u.first_name, u.preferred_locale FROM users u
      WHERE u.organisation_id = $1 AND u.is_active AND u.is_activated AND u.invites_user IS NULL
        AND EXISTS (SELECT 1 FROM team_roles r WHERE r.user_id = u.id AND r.role = ANY($2::text[]))
        AND NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = u.id AND p.kind = $3 AND NOT p.email)
      ORDER BY u.id`,
    [organisationId, rolesReceiving(kind), kind],
  );
  return r.rows;
}

/** Whether each kind's e-mails are on for the user (on unless turned off). */
export async function emailPreferences(db: Db, userId: number): Promise<Record<NotificationKind, boolean>> {
  const r = await db.query<{ kind: string; email: boolean }>('SELECT kind, email FROM notification_preferences WHERE user_id = $1', [userId]);
  const off = new Set(r.rows.filter((row) => !row.email).map((row) => row.kind));
  const on = (kind: NotificationKind) => !off.has(kind);
  return { dispatch: on('dispatch'), competition_results: on('competition_results'), dps_outcome: on('dps_outcome'), settlement: on('settlement') };
}

/** Turns each given kind's e-mails on or off for the user. */
export async function setEmailPreferences(db: Db, userId: number, changes: Partial<Record<NotificationKind, boolean>>): Promise<void> {
  for (const kind of NOTIFICATION_KINDS) {
    const email = changes[kind];
    if (email === undefined) continue;
    await db.query(
      `INSERT INTO notification_preferences (user_id, kind, email) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, kind) DO UPDATE SET email = EXCLUDED.email, updated = now()`,
      [userId, kind, email],
    );
  }
}
