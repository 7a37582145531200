import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { VOLTAGES_KV } from './voltages.js';
import { options } from './schemas.js';
import { OVERRIDE_REASONS, literalUnion } from '../../platform/http/schemas.js';

/** Reference lists for competition forms and filters (spec: voltages, need types, product types). */
export const NEED_TYPES = [
  { value: 'peak_reduction', label: 'Peak reduction' },
  { value: 'constraint', label: 'Constraint management' },
  { value: 'generation_absorption', label: 'Generation absorption' },
  { value: 'restoration', label: 'Restoration support' },
  { value: 'voltage', label: 'Voltage support' },
] as const;

export const PRODUCT_TYPES = [
  { value: 'sustain', label: 'Sustain (scheduled)' },
  { value: 'secure', label: 'Secure (availability and utilisation)' },
  { value: 'dynamic', label: 'Dynamic (post-fault)' },
  { value: 'restore', label: 'Restore (post-fault, long duration)' },
  { value: 'day_ahead', label: 'Day ahead' },
] as const;

const OVERRIDE_LABELS: Record<(typeof OVERRIDE_REASONS)[number], string> = {
  location: 'Location',
  deadline: 'Missed deadline',
  incomplete: 'Incomplete data',
  withdrawn: 'Withdrawn',
  requirements: 'Does not meet requirements',
  capacity: 'Capacity',
  unspecified: 'Unspecified',
  insufficient_experience: 'Insufficient experience',
  insufficient_financials: 'Insufficient financials',
};

export function registerReferenceRoutes(app: FastifyInstance): void {
  const list = (url: string, summary: string, rows: () => unknown[], response: TSchema, isPublic = true) =>
    app.route({
      method: 'GET',
      url,
      config: { access: isPublic ? { public: true } : { orgTypes: ['flexprovider', 'systemoperator'] } },
      schema: { tags: ['flex'], summary, response: { 200: response } },
      handler: async (_request, reply) => {
        const data = rows();
        reply.header('Content-Range', `items 0-${Math.max(0, data.length - 1)}/${data.length}`);
        return data;
      },
    });
  list('/flex/voltages/', 'Connection voltages (kV) used by assets and competition ranges', () =>
    VOLTAGES_KV.map((kv) => ({ value: kv, label: `${kv} kV` })),
    options(Type.Number({ description: 'kV' })),
  );
  list('/flex/need-types/', 'Need types of competitions', () => [...NEED_TYPES], options(Type.String()));
  list('/flex/product-types/', 'Product types of competitions', () => [...PRODUCT_TYPES], options(Type.String()));
  list(
    '/flex/qualifications/override-reasons/',
    'Reason codes for an operator overriding a qualification (disqualify)',
    () => OVERRIDE_REASONS.map((value) => ({ value, label: OVERRIDE_LABELS[value] })),
    options(literalUnion(OVERRIDE_REASONS)),
    false,
  );
}
