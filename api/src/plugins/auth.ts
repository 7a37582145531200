import type { FastifyRequest } from 'fastify';
import { globalPlugin } from './global.js';
import { TokenService } from '../auth/tokens.js';
import { loadPrincipal } from '../auth/session.js';
import type { Principal } from '../auth/principal.js';
import type { AccessRule } from '../resources/types.js';
import { forbidden, notAuthenticated } from '../errors.js';

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
 * the bearer token is verified and the caller loaded from the database (`request.user`), then
 * the route's `config.access` rule is enforced — before the body is parsed or validated.
 * Routes without a rule require a logged-in user. On public routes an invalid token counts
 * as anonymous.
 */
export default globalPlugin('auth', async (app) => {
  app.decorate('tokens', new TokenService(app.config.jwtSecret, app.config.tokenLifetime, app.config.apiBaseUrl, app.config.reportingTokenLifetime));
  app.decorateRequest('user', null);

  // Verified callers by token id, reused for config.authCacheMs (see AppConfig.authCacheMs).
  const cache = new Map<string, { principal: Principal; until: number }>();
  const principalFor = async (token: string): Promise<Principal> => {
    const claims = await app.tokens.verify(token); // signature and expiry: every time
    const now = Date.now();
    const hit = cache.get(claims.jti);
    if (hit && hit.until > now) return hit.principal;
    const principal = await loadPrincipal(app.db, claims);
    if (app.config.authCacheMs > 0) {
      if (cache.size >= 10_000) cache.clear();
      cache.set(claims.jti, { principal, until: now + app.config.authCacheMs });
    }
    return principal;
  };

  app.addHook('onRequest', async (request) => {
    request.user = null;
    if (request.method === 'OPTIONS' || request.is404) return;
    const rule = request.routeOptions.config.access ?? {};
    const token = bearer(request);
    if (token) {
      try {
        request.user = await principalFor(token);
      } catch (error) {
        if (!rule.public) throw error;
      }
    }
    checkAccess(rule, request.user);
  });

  // A write may have changed users, roles, organisations or revocations: forget every caller.
  app.addHook('onResponse', async (request, reply) => {
    if (cache.size > 0 && !['GET', 'HEAD', 'OPTIONS'].includes(request.method) && reply.statusCode < 400) cache.clear();
  });
});
