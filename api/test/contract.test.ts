/**
 * The contract between the API and the front ends: the TypeScript types checked in at
 * shared-session/src/api/schema.gen.ts must be what the served OpenAPI document generates
 * (scripts/gen-types.ts), and the reference page beside openapi.json must be readable by all.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { firstDifference, generateTypes, REGENERATE_COMMAND, repositoryRoot, SCHEMA_FILE, servedDocument } from '../scripts/gen-types.js';
import { createTestApp, type TestApp } from './helpers.js';

interface Doc {
  paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>>;
}
interface JsonSchema {
  type?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}

let t: TestApp;
let doc: Doc;
/** The types the served document generates (generating them takes seconds: once for the tests that read them). */
let served: Promise<string> | undefined;
const servedTypes = (): Promise<string> => (served ??= generateTypes(doc));

beforeAll(async () => {
  t = await createTestApp();
  doc = (await servedDocument(t.app)) as Doc;
});
afterAll(async () => {
  await t?.close();
});

/** The list item schema of GET path in a copy of the document. */
function listItem(copy: Doc, path: string): JsonSchema {
  const schema = copy.paths[path]?.get?.responses?.['200']?.content?.['application/json']?.schema;
  if (!schema?.items?.properties) throw new Error(`${path} has no list item schema`);
  return schema.items;
}

describe('the checked-in API types', () => {
  it('are what the served OpenAPI document generates', async () => {
    const generated = await servedTypes();
    const checkedIn = readFileSync(join(repositoryRoot, SCHEMA_FILE), 'utf8');
    const diff = firstDifference(checkedIn, generated);
    if (diff) {
      throw new Error(
        `${SCHEMA_FILE} and the API have drifted apart at line ${diff.line}:\n` +
          `  checked in: ${diff.expected.trim()}\n  generated:  ${diff.actual.trim()}\n` +
          `Regenerate it with: ${REGENERATE_COMMAND}`,
      );
    }
  });
});

describe('the type generator', () => {
  it('is deterministic', async () => {
    expect(await servedTypes()).toBe(await generateTypes(structuredClone(doc)));
  });

  it('changes its output when a response schema changes, and names the first changed line', async () => {
    const before = await servedTypes();
    const changed = structuredClone(doc);
    const item = listItem(changed, '/flex/competitions/');
    item.properties!.contact = { type: 'integer' };
    const after = await generateTypes(changed);
    const diff = firstDifference(before, after);
    expect(diff).not.toBeNull();
    expect(diff!.expected).toMatch(/^\s*contact: string;$/);
    expect(diff!.actual).toMatch(/^\s*contact: number;$/);
  });

  it('types expanded objects precisely (no open objects in the competition row)', async () => {
    const source = await servedTypes();
    const row = listItem(structuredClone(doc), '/flex/competitions/');
    for (const field of ['operator', 'boundary', 'service_periods', 'confirmation']) expect(JSON.stringify(row.properties![field])).toContain('"properties"');
    expect(source).toContain('brand_colour: string | null;');
  });

  it('includes the development outbox, whose page in the host reads it through the typed client', async () => {
    expect(Object.keys(doc.paths)).toContain('/dev/outbox/'); // on in test apps, as in the generator's app
    expect(await servedTypes()).toContain('"/dev/outbox/": {');
  });

  it('declares the shared 400 answer (FieldErrors) on routes that validate a body or a query', async () => {
    const source = await servedTypes();
    expect(source).toMatch(/FieldErrors: \{\n\s*\[key: string\]: string \| \(string \| components\["schemas"\]\["FieldErrors"\]\)\[\] \| components\["schemas"\]\["FieldErrors"\];/);
    const create = doc.paths['/flex/competitions/']?.post?.responses?.['400']?.content?.['application/json']?.schema as { $ref?: string } | undefined;
    expect(create?.$ref).toBe('#/components/schemas/FieldErrors');
  });

  it('reports the first differing line of two texts', () => {
    expect(firstDifference('a\nb\nc', 'a\nb\nc')).toBeNull();
    expect(firstDifference('a\nb\nc', 'a\nB\nc')).toEqual({ line: 2, expected: 'b', actual: 'B' });
    expect(firstDifference('a', 'a\nb')).toEqual({ line: 2, expected: '<end of file>', actual: 'b' });
  });
});

describe('the API reference page', () => {
  it('is public, HTML, self-contained and lists the operations with their fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<code>/flex/competitions/{id}/</code>');
    expect(html).toContain('href="../openapi.json"');
    // Nested fields of an expanded object are documented (the operator row inside a competition).
    expect(html).toMatch(/<code class="name">operating_area<\/code>/);
    // Works offline: no scripts, no stylesheets or images from elsewhere.
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
    const page = new JSDOM(html).window.document;
    const ops = [...page.querySelectorAll('section.op h3 code')].map((c) => c.textContent);
    expect(ops).toEqual(expect.arrayContaining(['/flex/competitions/', '/flex/map-data-files/', '/auth/jwt/create/']));
    const ids = [...page.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of page.querySelectorAll('a[href^="#"]')) expect(page.getElementById(a.getAttribute('href')!.slice(1))).not.toBeNull();
  });

  // Its accessibility is checked with axe in Chromium, colour contrast included (e2e/tests/accessibility.spec.ts).


  it('is linked from the API root', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.json()).toEqual({ name: 'Flex marketplace API', docs: 'docs/', openapi: 'openapi.json' });
    const openapi = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(openapi.statusCode).toBe(200);
  });
});
