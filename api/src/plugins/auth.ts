import type { FastifyRequest } from 'fastify';
import { globalPlugin } from './global.js';
import { TokenService, tokenDigest } from '../auth/tokens.js';
import { loadPrincipal } from '../auth/session.js';
import { PrincipalCache } from '../auth/cache.js';
import type { Principal } from '../auth/principal.js';
import type { AccessRule } from '../resources/types.js';
import { ApiError, forbidden, notAuthenticated } from '../errors.js';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^(Bearer|JWT)\s+(\S+)$/i.exec(header.trim());
  return match?.[2] ?? null;
}

/** Throws 401/403 unless `user` satisfies `rule`. */
export function checkAccess(rule: AccessRule, user: Principal | null): void {
  if (rule.public) return; // open to everyone; the resource scope decides what each caller sees
  if (!user) throw notAuthenticated();
  if (rule.orgTypes && !rule.orgTypes.includes(user.orgType)) throw forbidden();
  if (rule.permissions && !rule.permissions.every((p) => user.permissions.includes(p))) throw forbidden();
  if (rule.teamRoles && !rule.teamRoles.some((r) => user.teamRoles.includes(r))) throw forbidden();
}

/**
 * Authentication and route-level authorisation for every route, in one onRequest hook:
 * the bearer token is verified and the caller loaded (`request.user`), then the route's
 * `config.access` rule is enforced — before the body is parsed or validated.
 * Routes without a rule require a logged-in user. On public routes an invalid token counts
 * as anonymous.
 *
 * The caller behind a token is read from the database once and then kept in this process
 * (`PrincipalCache`) until a change to them is announced: every write to users, team roles,
 * organisations, revoked tokens or the targeted_permissions flag notifies every process at
 * commit (migration 187), so logout, deactivation, password and role changes hold on every
 * replica at once. While the process cannot be sure to hear those notifications, every request
 * reads the database as before.
 */
export default globalPlugin('auth', async (app) => {
  app.decorate('tokens', new TokenService(app.config.jwtSecret, app.config.tokenLifetime, app.config.apiBaseUrl, app.config.reportingTokenLifetime));
  app.decorate('principals', new PrincipalCache(app.db, app.log));
  app.decorateRequest('user', null);
  app.addHook('onReady', async () => app.principals.start());
  app.addHook('onClose', async () => app.principals.stop());

  // A known token costs a digest and a map lookup; an unknown one is verified (signature,
  // expiry) and its caller loaded from the database, then kept.
  const principalFor = async (token: string): Promise<Principal> => {
    const digest = tokenDigest(token);
    return app.principals.get(digest, 'access') ?? app.principals.load(digest, 'access', async () => loadPrincipal(app.db, await app.tokens.verify(token)));
  };
  // A reporting-tool token reads only the routes marked `reporting` (GET); elsewhere it is refused like any foreign token.
  const reportingPrincipalFor = async (token: string): Promise<Principal> => {
    const digest = tokenDigest(token);
    return (
      app.principals.get(digest, 'reporting') ??
      app.principals.load(digest, 'reporting', async () => loadPrincipal(app.db, await app.tokens.verifyReporting(token)))
    );
  };

  // A request that may have changed a caller (any write) answers only once this process has
  // heard the change, so the client's next request is never served from the state before it.
  app.addHook('onSend', async (request) => {
    if (!request.is404 && request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') await app.principals.settle();
  });

  app.addHook('onRequest', async (request) => {
    request.user = null;
    if (request.method === 'OPTIONS' || request.is404) return;
    const rule = request.routeOptions.config.access ?? {};
    const token = bearer(request);
    if (token) {
      try {
        const reporting = rule.reporting === true && request.method === 'GET' && app.tokens.isReportingToken(token);
        request.user = await (reporting ? reportingPrincipalFor(token) : principalFor(token));
      } catch (error) {
        // On a public route an invalid token counts as anonymous; anything else (the database
        // being unavailable) is an error, not a reason to serve the caller as anonymous.
        if (!rule.public || !(error instanceof ApiError && error.statusCode === 401)) throw error;
      }
    }
    checkAccess(rule, request.user);
  });
});
