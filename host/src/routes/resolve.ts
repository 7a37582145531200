import { matchRoutes, type RouteObject } from 'react-router-dom';
import { NOT_FOUND, ROUTES, type RouteEntry } from './table';

export interface ResolvedRoute {
  entry: RouteEntry;
  params: Record<string, string | undefined>;
}

const byId = new Map(ROUTES.map((r) => [r.name, r]));
const matchable: RouteObject[] = ROUTES.map((r) => ({ id: r.name, path: r.path }));

/**
 * The route table entry for a path: react-router's ranking picks the most specific pattern
 * (static segments over parameters over splats). Unknown paths, and parameters outside their
 * allowed values (e.g. /legal/nonsense), resolve to the 404 entry.
 */
export function resolveRoute(pathname: string): ResolvedRoute {
  const matches = matchRoutes(matchable, pathname);
  const last = matches?.[matches.length - 1];
  const entry = last?.route.id ? byId.get(last.route.id) : undefined;
  if (!last || !entry) return { entry: NOT_FOUND, params: {} };
  const params = { ...last.params };
  for (const [name, allowed] of Object.entries(entry.allowedParams ?? {})) {
    const value = params[name];
    if (value !== undefined && !allowed.includes(value)) return { entry: NOT_FOUND, params: {} };
  }
  return { entry, params };
}
