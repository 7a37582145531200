import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';

/** The app whose routes type their request (body, query, params) and answers from their TypeBox schemas. */
export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/** The same app, its routes typed by their TypeBox schemas. */
export function typed(app: FastifyInstance): TypedApp {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}

/**
 * Types a route's request (body, query, params, headers) from its TypeBox schemas and leaves its
 * answer unchecked: for routes that answer resource rows, which are not typed by their schema yet.
 */
export interface TypeBoxRequestTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: unknown;
}

/** The app whose routes type their request from their TypeBox schemas (answers unchecked). */
export type RequestTypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxRequestTypeProvider
>;

/** The same app, its routes' requests typed by their TypeBox schemas. */
export function typedRequests(app: FastifyInstance): RequestTypedApp {
  return app.withTypeProvider<TypeBoxRequestTypeProvider>();
}
