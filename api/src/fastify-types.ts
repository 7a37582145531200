import type { Principal } from './auth/principal.js';
import type { AccessRule, RegisteredResource } from './resources/types.js';
import type { Db } from './db/types.js';
import type { AppConfig } from './config.js';
import type { TokenService } from './auth/tokens.js';
import type { PrincipalCache } from './auth/cache.js';
import type { RouteInfo } from './plugins/resources.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    tokens: TokenService;
    /** The callers this process has authenticated, kept until a change to them is announced (plugins/auth.ts). */
    principals: PrincipalCache;
    /** Every resource registered through registerResource, by name. */
    resources: Map<string, RegisteredResource>;
    /** Every route with its access rule (registered after the resource layer plugin). */
    routeIndex: RouteInfo[];
  }
  interface FastifyRequest {
    /** The authenticated caller, or null (anonymous, only reaches public routes). */
    user: Principal | null;
  }
  interface FastifyContextConfig {
    /** Authorisation of the route, enforced by the auth plugin's preHandler. Absent = login required. */
    access?: AccessRule;
  }
}

export {};
