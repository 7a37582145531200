/** What the domain's routes take and answer (TypeBox): the OpenAPI document and the front ends' generated types come from these. */
import { Type } from '@sinclair/typebox';

export const Colour = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description: 'Hex colour, e.g. #0B5394' });

export const Name = Type.String({ minLength: 1, maxLength: 200 });

/** flex/systemoperators/ rows (also a competition's operator with expand=operator). */
export const SystemOperatorRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  brand_colour: Type.Union([Type.String(), Type.Null()]),
  is_max_org: Type.Boolean(),
  operating_area: Type.Array(Type.String(), { description: 'GSP group codes of the licence area' }),
  is_active: Type.Boolean(),
});

export const MyOrganisation = Type.Object({
  id: Type.Integer(),
  org_type: Type.Union([Type.Literal('flexprovider'), Type.Literal('systemoperator')]),
  name: Type.String(),
  website: Type.String({ description: "The organisation's website; empty when not given" }),
  email: Type.String({ description: "The organisation's contact e-mail address (not a login); empty when not given" }),
  registration_no: Type.String({ description: 'Company registration number; empty when not given' }),
  country: Type.Union([Type.String(), Type.Null()], { description: 'ISO 3166-1 alpha-2 (GET registration/countries/)' }),
  slug: Type.String({ description: 'URL name, unique among organisations; system operators change it' }),
  brand_colour: Type.Union([Type.String(), Type.Null()], { description: 'Hex colour #RRGGBB (system operators: their competitions on the map)' }),
  is_max_org: Type.Boolean(),
  can_edit: Type.Boolean({ description: 'Whether the caller may change these details (team role admin)' }),
});
