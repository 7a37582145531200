/**
 * Asset qualification over HTTP: the qualification rows and operators' overrides
 * (flex/qualifications/, flex/qualifyingassets/: resources.ts), per-competition counts for
 * providers and operators, and a provider's assets that fail for missing data. The rules are rules.ts.
 */
import type { FastifyInstance } from 'fastify';
import { registerAssetDataGaps } from './datagaps.js';
import { registerQualificationResources } from './resources.js';
import { registerQualificationSummary } from './summary.js';

export function registerQualification(app: FastifyInstance): void {
  registerQualificationResources(app);
  registerQualificationSummary(app);
  registerAssetDataGaps(app);
}
