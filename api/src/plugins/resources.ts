import { globalPlugin } from './global.js';
import type { RegisteredResource, AccessRule } from '../resources/types.js';

export interface RouteInfo {
  method: string;
  url: string;
  access: AccessRule | undefined;
}

/**
 * The resource layer's registry (see src/resources/index.ts), filled by registerResource, and
 * an index of every route with its access rule (the access-matrix test walks both).
 */
export default globalPlugin('resources', async (app) => {
  app.decorate('resources', new Map<string, RegisteredResource>());
  const routeIndex: RouteInfo[] = [];
  app.decorate('routeIndex', routeIndex);
  app.addHook('onRoute', (route) => {
    // Public operations need no bearer token in the OpenAPI document.
    if (route.config?.access?.public && route.schema) route.schema = { ...route.schema, security: [] };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routeIndex.push({ method, url: route.url, access: route.config?.access });
    }
  });
});
