/**
 * Asset qualification reads: per-competition counts for providers and
 * operators, and a provider's assets that fail for missing data. Qualification rows themselves and
 * operators' overrides are flex/qualifications/ (assets/routes.ts); the rules are rules.ts.
 */
import type { FastifyInstance } from 'fastify';
import { registerAssetDataGaps } from './datagaps.js';
import { registerQualificationSummary } from './summary.js';

export function registerQualification(app: FastifyInstance): void {
  registerQualificationSummary(app);
  registerAssetDataGaps(app);
}
