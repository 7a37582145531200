import type { TObject, TSchema } from '@sinclair/typebox';
import type { ResourceActionDef, ResourceDef, Row } from './types.js';

/**
 * A resource definition kept apart from its `registerResource` call, typed by its schemas: its
 * hooks, rules and actions get `Static<typeof row>` rows and the bodies of `create` / `update`.
 */
export function defineResource<R extends TObject, C extends TObject = TObject, U extends TObject = TObject>(def: ResourceDef<R, C, U>): ResourceDef<R, C, U> {
  return def;
}

/**
 * A custom route whose handler gets its body and query typed by their schemas, and (on a detail
 * action) the resource's row: `defineAction<CompetitionRow>()({ … })` outside a definition, or
 * `defineAction({ … })` in its `actions`, where the row type comes from the definition.
 */
export function defineAction<TRow extends Row, B extends TSchema = TSchema, Q extends TObject = TObject>(action: ResourceActionDef<TRow, B, Q>): ResourceActionDef<TRow, B, Q> {
  return action;
}
