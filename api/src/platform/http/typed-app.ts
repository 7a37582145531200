import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';

/** The app whose routes type their request (body, query, params) and answers from their TypeBox schemas. */
export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/** The same app, its routes typed by their TypeBox schemas. */
export function typed(app: FastifyInstance): TypedApp {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}
