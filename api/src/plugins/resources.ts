import { globalPlugin } from './global.js';
import type { RegisteredResource } from '../resources/types.js';

/** The resource layer's registry (see src/resources/index.ts); filled by registerResource. */
export default globalPlugin('resources', async (app) => {
  app.decorate('resources', new Map<string, RegisteredResource>());
});
