/** What the domain's routes take and answer (TypeBox): the OpenAPI document and the front ends' generated types come from these. */
import { Type } from '@sinclair/typebox';
import { ALL_TEAM_ROLES } from '../../auth/permissions.js';
import { NOTIFICATION_KINDS, NOTIFICATION_ROLES, type NotificationKind } from './notifications.js';

export const Detail = Type.Object({ detail: Type.String() });

export const TokenAnswer = Type.Object({ token: Type.String() });

export const Success = Type.Object({ success: Type.Boolean() });

export const Email = Type.String({ minLength: 1, maxLength: 254 });

export const Password = Type.String({ minLength: 1, maxLength: 256 });

export const Role = Type.Union(ALL_TEAM_ROLES.map((r) => Type.Literal(r)));

export const Roles = Type.Array(Role, { uniqueItems: true, maxItems: ALL_TEAM_ROLES.length });

/** A preference's OpenAPI description: what the kind is, and who receives it. */
const preference = (kind: NotificationKind, what: { description: string }) =>
  Type.Boolean({
    description: `${what.description} E-mails of this kind are on (the default) or off. Received by admins and the roles ${NOTIFICATION_ROLES[kind].join(', ')}.`,
  });

const Preferences = Type.Object({
  dispatch: preference('dispatch', { description: 'New and stopped dispatch instructions.' }),
  competition_results: preference('competition_results', { description: 'Confirmed competition results.' }),
  dps_outcome: preference('dps_outcome', { description: 'Decisions on qualification applications.' }),
  settlement: preference('settlement', { description: 'Settlement statements (none are sent yet).' }),
});

export const NotificationsAnswer = Type.Object({
  email: Preferences,
  receives: Type.Array(Type.Union(NOTIFICATION_KINDS.map((k) => Type.Literal(k))), {
    description: 'The kinds the caller’s team roles receive (admins: every kind); e-mails of the other kinds never reach them, whatever `email` says',
  }),
});

export const Changes = Type.Partial(Preferences, { additionalProperties: false });

/** A member of the caller's organisation, as auth/team/ answers it (invited members included). */
export const TeamMember = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  organisation: Type.Integer(),
  is_activated: Type.Boolean(),
  is_active: Type.Boolean(),
  roles: Type.Array(Type.String()),
});

/** An invitation into the team (POST auth/team/). */
export const TeamInvitation = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    first_name: Type.String({ maxLength: 150 }),
    last_name: Type.String({ maxLength: 150 }),
    roles: Roles,
  },
  { additionalProperties: false },
);

/** A member's names and roles (PUT auth/team/{id}/; PATCH any part). */
export const TeamMemberChange = Type.Object(
  { first_name: Type.String({ maxLength: 150 }), last_name: Type.String({ maxLength: 150 }), roles: Roles },
  { additionalProperties: false },
);
