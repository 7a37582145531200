import { type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../errors.js';
import { emailPreferences, kindsReceivedBy, NOTIFICATION_KINDS, setEmailPreferences } from './notifications.js';
import { NotificationsAnswer, Changes } from './schemas.js';

/**
 * auth/users/me/notifications/: which notification e-mails reach the caller. Any logged-in user
 * reads and changes their own; a user without an organisation receives none.
 */
export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['auth'];
  const answer = async (userId: number, roles: readonly string[], inOrganisation: boolean): Promise<Static<typeof NotificationsAnswer>> => ({
    email: await emailPreferences(app.db, userId),
    receives: inOrganisation ? kindsReceivedBy(roles) : [],
  });

  app.get(
    '/auth/users/me/notifications/',
    { schema: { tags, summary: 'My notification e-mails', response: { 200: NotificationsAnswer } } },
    async (request) => {
      const p = request.user!;
      return answer(p.userId, p.teamRoles, p.orgId !== null);
    },
  );

  app.patch<{ Body: Static<typeof Changes> }>(
    '/auth/users/me/notifications/',
    {
      schema: {
        tags,
        summary: 'Turn my notification e-mails on or off',
        description:
          'Each given kind is turned on (true) or off (false) for the caller only; kinds left out keep their setting; ' +
          'a body naming no kind is a 400. ' +
          'The setting is kept also for kinds the caller’s roles do not receive now (it applies if they are given such a role). ' +
          'Live notifications in the app are not affected.',
        body: Changes,
        response: { 200: NotificationsAnswer },
      },
    },
    async (request) => {
      const p = request.user!;
      // Unknown names are dropped by the body schema (as everywhere): a body left with no kind changes nothing, so it is refused.
      if (!NOTIFICATION_KINDS.some((kind) => request.body[kind] !== undefined)) {
        throw badRequest({ non_field_errors: ['Name at least one kind of notification: dispatch, competition_results, dps_outcome or settlement.'] });
      }
      await setEmailPreferences(app.db, p.userId, request.body);
      return answer(p.userId, p.teamRoles, p.orgId !== null);
    },
  );
}
