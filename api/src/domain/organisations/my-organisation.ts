import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest } from '../../errors.js';
import { isCountryCode } from '../registration/countries.js';
import { COMPANY_NAME_MAX, EMAIL_MAX, REGISTRATION_NO_MAX, WEBSITE_MAX } from '../registration/validation.js';
import { normaliseWebsite } from '../registration/website.js';
import type { Db } from '../../db/types.js';
import type { Principal } from '../../auth/principal.js';
import { MyOrganisation } from './schemas.js';
import { typedRequests } from '../../platform/http/typed-app.js';

/** Lowercase letters and digits in groups joined by single hyphens: `northern-lines-2`. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 50;
export const SLUG_MIN = 2;
const BRAND_COLOUR = /^#[0-9A-Fa-f]{6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REGISTRATION_NO = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
const BLANK = 'This field may not be blank.';
const SLUG_TAKEN = 'Another organisation already uses this slug. Choose another one.';
const OPERATORS_ONLY = 'Only system operators have a brand colour and slug.';

const Text = (description: string) => Type.Optional(Type.String({ maxLength: 1000, description }));
const MyOrganisationPatch = Type.Object(
  {
    name: Text('Trimmed; 1–200 characters'),
    website: Text('A http(s) address with a dotted host; https:// is added when no scheme is given; empty to clear; at most 200'),
    email: Text('Contact e-mail address; empty to clear; at most 254'),
    registration_no: Text('Letters, digits, spaces, dots, slashes, hyphens, starting with a letter or digit; empty to clear; at most 50'),
    country: Type.Optional(Type.Union([Type.String({ maxLength: 8 }), Type.Null()], { description: 'ISO 3166-1 alpha-2 code, or null to clear' })),
    brand_colour: Type.Optional(Type.String({ maxLength: 100, description: 'System operators only: #RRGGBB' })),
    slug: Type.Optional(Type.String({ maxLength: 1000, description: `System operators only: ${SLUG_MIN}–${SLUG_MAX} lowercase letters, digits and single hyphens (not first or last); unique` })),
  },
  { additionalProperties: false },
);

/** The fields a patch names; checked, they are also the column values to write. */
type Patch = Static<typeof MyOrganisationPatch>;

async function load(db: Db, user: Principal): Promise<Static<typeof MyOrganisation>> {
  const r = await db.query<Omit<Static<typeof MyOrganisation>, 'can_edit'>>(
    `SELECT id, org_type, name, website, email, registration_no, country, slug, brand_colour, is_max_org
       FROM organisations WHERE id = $1`,
    [user.orgId],
  );
  const row = r.rows[0];
  if (!row) throw new ApiError(404, { detail: 'Not found.' });
  return { ...row, can_edit: user.teamRoles.includes('admin') };
}

/** The checked column values of a patch and every field's problems (DRF-style, all at once). */
export function checkPatch(body: Patch, orgType: 'flexprovider' | 'systemoperator'): { values: Patch; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const values: Patch = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;
  if (body.name !== undefined) {
    const v = body.name.trim();
    if (!v) add('name', BLANK);
    else if (v.length > COMPANY_NAME_MAX) add('name', tooLong(COMPANY_NAME_MAX));
    values.name = v;
  }
  if (body.website !== undefined) {
    const v = body.website.trim();
    const normalised = v ? normaliseWebsite(v) : '';
    if (normalised === null) add('website', 'Enter a valid website address, e.g. https://example.com.');
    else {
      if (normalised.length > WEBSITE_MAX) add('website', tooLong(WEBSITE_MAX));
      values.website = normalised;
    }
  }
  if (body.email !== undefined) {
    const v = body.email.trim().toLowerCase();
    if (v.length > EMAIL_MAX) add('email', tooLong(EMAIL_MAX));
    else if (v && !EMAIL.test(v)) add('email', 'Enter a valid email address.');
    values.email = v;
  }
  if (body.registration_no !== undefined) {
    const v = body.registration_no.trim();
    if (v.length > REGISTRATION_NO_MAX) add('registration_no', tooLong(REGISTRATION_NO_MAX));
    else if (v && !REGISTRATION_NO.test(v)) add('registration_no', 'Use letters, digits, spaces, dots, slashes and hyphens only.');
    values.registration_no = v;
  }
  if (body.country !== undefined) {
    const v = body.country === null ? '' : body.country.trim().toUpperCase();
    if (v && !isCountryCode(v)) add('country', 'Choose a country from the list.');
    values.country = v || null;
  }
  if (body.brand_colour !== undefined) {
    if (orgType !== 'systemoperator') add('brand_colour', OPERATORS_ONLY);
    else if (!BRAND_COLOUR.test(body.brand_colour)) add('brand_colour', 'Enter a colour as # followed by six hexadecimal digits, e.g. #0B5394.');
    values.brand_colour = body.brand_colour;
  }
  if (body.slug !== undefined) {
    // Not lower-cased or trimmed for the caller: the slug is an address, and what is saved is what was typed.
    const v = body.slug;
    if (orgType !== 'systemoperator') add('slug', OPERATORS_ONLY);
    else if (!v.trim()) add('slug', BLANK);
    else if (v.length < SLUG_MIN || v.length > SLUG_MAX) add('slug', `Use ${SLUG_MIN} to ${SLUG_MAX} characters.`);
    else if (!SLUG.test(v)) add('slug', 'Use lowercase letters, digits and single hyphens only (not at the start or end), e.g. northern-lines.');
    values.slug = v;
  }
  return { values, errors };
}

/**
 * auth/organisation: the caller's own organisation (Settings > Organisation). Any member reads
 * it; its admins change it. There is no id in the path: nobody reaches another organisation here.
 */
export default async function myOrganisationRoutes(app: FastifyInstance): Promise<void> {
  const api = typedRequests(app);
  const tags = ['auth'];
  const orgTypes: Array<'flexprovider' | 'systemoperator'> = ['flexprovider', 'systemoperator'];
  const Detail = Type.Object({ detail: Type.String() });

  app.get(
    '/auth/organisation/',
    {
      config: { access: { orgTypes } },
      schema: {
        tags,
        summary: 'My organisation',
        description:
          "The caller's organisation: name, website, contact e-mail, registration number, country, slug and brand colour. " +
          'Members of flex providers and system operators only (a plain user has no organisation: 403). ' +
          '`can_edit` tells whether the caller may change it (team role admin).',
        response: { 200: MyOrganisation, 403: Detail },
      },
    },
    async (request) => load(app.db, request.user!),
  );

  api.patch(
    '/auth/organisation/',
    {
      config: { access: { orgTypes, teamRoles: ['admin'] } },
      schema: {
        tags,
        summary: "Change my organisation's details (admins)",
        description:
          "Changes the caller's own organisation; only its admins may (403 otherwise). Send only the fields to change. " +
          'Every field is checked and all problems answered at once: 400 `{field: [message]}`. ' +
          '`brand_colour` (#RRGGBB) and `slug` (lowercase letters, digits, single hyphens; unique among organisations) ' +
          'are for system operators only; a flex provider sending them gets a 400 on those fields.',
        body: MyOrganisationPatch,
        response: { 200: MyOrganisation, 403: Detail },
      },
    },
    async (request) => {
      const user = request.user!;
      const orgType = user.orgType as 'flexprovider' | 'systemoperator';
      const { values, errors } = checkPatch(request.body, orgType);
      return app.db.transaction(async (tx) => {
        if (typeof values.slug === 'string' && !errors.slug) {
          const taken = await tx.query('SELECT 1 FROM organisations WHERE slug = $1 AND id <> $2', [values.slug, user.orgId]);
          if (taken.rows.length > 0) errors.slug = [SLUG_TAKEN];
        }
        if (Object.keys(errors).length > 0) throw badRequest(errors);
        const entries = Object.entries(values);
        if (entries.length > 0) {
          const sets = entries.map(([column], i) => `"${column}" = $${i + 2}`).join(', ');
          try {
            await tx.query(`UPDATE organisations SET ${sets} WHERE id = $1`, [user.orgId, ...entries.map(([, v]) => v)]);
          } catch (error) {
            // Two admins taking the same slug at once: the unique index has the last word.
            if ((error as { code?: string }).code === '23505') throw badRequest({ slug: [SLUG_TAKEN] });
            throw error;
          }
        }
        return load(tx, user);
      });
    },
  );
}
