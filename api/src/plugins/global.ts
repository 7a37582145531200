import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * Mark a plugin as not encapsulated (what fastify-plugin does): its decorators and hooks apply
 * to the whole app. Used for the infrastructure plugins (database, auth, errors).
 */
export function globalPlugin<T extends Record<string, unknown>>(name: string, fn: (app: FastifyInstance, opts: T) => Promise<void>): FastifyPluginAsync<T> {
  const plugin = fn as FastifyPluginAsync<T> & Record<symbol, unknown>;
  plugin[Symbol.for('skip-override')] = true;
  plugin[Symbol.for('fastify.display-name')] = name;
  return plugin;
}
