import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.js';
import { typedRequests } from '../http/typed-app.js';

const JobStatusSchema = Type.Object(
  {
    id: Type.String({ description: 'The job id (a UUID).' }),
    name: Type.String({ description: 'The queue, e.g. files-process.' }),
    state: Type.Union(['created', 'retry', 'active', 'completed', 'cancelled', 'failed'].map((s) => Type.Literal(s)), {
      description:
        'created: queued, not started; active: running; retry: an attempt failed and another follows; completed: done; ' +
        'failed: every attempt failed (terminal; `error` says why); cancelled: withdrawn.',
    }),
    retry_count: Type.Integer({ description: 'Attempts so far after the first one.' }),
    retry_limit: Type.Integer({ description: 'Attempts allowed after the first one.' }),
    created: Type.String({ format: 'date-time' }),
    started: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    completed: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When it completed or failed for good.' }),
    output: Type.Unknown({ description: 'What the job produced (completed jobs), else null.' }),
    error: Type.Union([Type.String(), Type.Null()], { description: 'The last attempt’s error message (failed or retrying jobs), else null.' }),
  },
  { additionalProperties: false },
);

/** `GET jobs/{id}/`: a queued job's state, for the organisation that queued it (404 to everyone else). */
export async function jobsRoutes(app: FastifyInstance): Promise<void> {
  const api = typedRequests(app);
  api.get(
    '/jobs/:id/',
    {
      config: { access: { orgTypes: ['flexprovider', 'systemoperator'] } },
      schema: {
        tags: ['jobs'],
        summary: 'A background job queued by my organisation',
        description:
          'Jobs carry the organisation that queued them; any other caller gets 404, as for an unknown id. ' +
          'Finished jobs stay readable for about a week (pg-boss archives them after 12 h and deletes them 7 days later).',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: JobStatusSchema, 404: Type.Object({ detail: Type.String() }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const job = await app.jobs.get(id);
      const user = request.user;
      if (!job || !user || job.owner?.orgId == null || job.owner.orgId !== user.orgId) throw notFound();
      const { owner: _owner, ...visible } = job;
      return visible;
    },
  );
}
