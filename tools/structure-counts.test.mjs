// The structure counters on small snippets: each test writes the code it measures, so every expected
// figure follows from the snippet, not from the counter.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  contractShapes, entryFiles, findApiShapes, findIssueComments, findLongFunctions, findRequestCasts,
  importedNames, isGeneratedPath, isTestPath,
} from './structure-counts.mjs';

test('request casts: body, query and params casts count once each; other values do not', () => {
  const code = [
    'app.post("/a", async (request) => {',
    '  const body = request.body as { a: number };',
    '  const q = (request.query as unknown) as { b: string };',
    '  const { id } = <{ id: string }>request.params;',
    '  const user = request.user as User;',
    '  const other = thing.body as X;',
    '  const fine = [1, 2] as const;',
    '});',
  ].join('\n');
  const casts = findRequestCasts('api/src/x.ts', code);
  assert.deepEqual(casts.map((c) => [c.line, c.kind]), [[2, 'body'], [3, 'query'], [4, 'params'], [5, 'other']]);
});

test('long functions: a body over the limit counts with its name and length; shorter ones do not', () => {
  const body = (n) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
  const code = [
    `export function big() {\n${body(119)}\n}`, // 1 + 119 + 1 = 121 lines
    `const arrow = () => {\n${body(118)}\n};`, // 120 lines: not over the limit
    `app.get('/x', async () => {\n${body(200)}\n});`,
  ].join('\n');
  const found = findLongFunctions('a.ts', code);
  assert.deepEqual(found.map((f) => [f.name, f.lines]), [['big', 121], ["app.get(…) callback", 202]]);
  assert.equal(found[1].line, 1 + 121 + 120);
});

test('issue comments: only comment lines citing an issue number, in code, SQL and CSS', () => {
  const code = [
    '// Issue 10: the upload.', // counted
    'const s = "issue 12 in a string";',
    '/**',
    ' * The provider page (issue 8 point 7)', // counted
    ' * plain line',
    ' * fixed in (#42)', // counted
    ' */',
    'const x = 1; // see #7', // counted
    'const el = <div>issue 3 in JSX text {/* issues 4 and 5 */}</div>;', // counted once (the comment)
    '// no number here: issue tracker',
  ].join('\n');
  assert.deepEqual(findIssueComments('a.tsx', code).map((c) => c.line), [1, 4, 6, 8, 9]);
  assert.deepEqual(findIssueComments('m.sql', "-- Assets (issue 10): located.\nSELECT 'issue 3' AS x; -- from (#4)\n").map((c) => c.line), [1, 2]);
  assert.deepEqual(findIssueComments('s.css', '.a { color: #333; }\n/* issue 4:\n   wide */\n').map((c) => c.line), [2]);
});

test('API shapes: by name, by fields of a contract shape, inline type arguments and guessers', () => {
  const contract = 'export interface paths { "/x/": { get: { responses: { 200: { content: { "application/json": { id: number; name: string; status: string; area: string } } } } } } }';
  const shapes = contractShapes(contract);
  assert.equal(shapes.length, 1);
  const code = [
    'export interface StoredThing { a: string }', // name
    'interface Row { id: number; name: string; status: string }', // fields: 3 of 3 in the contract shape
    'interface Mixed { id: number; name: string; colour: string; size: number }', // 2 of 4: no
    'interface RowProps { id: number; name: string; status: string }', // props: no
    'const g = await request<{ gsps: string[] }>("GET", "/g");', // inline
    'const [s] = useState<{ a: number }>({ a: 1 });', // a hook: no
    'export function toPin(input: unknown): MapPin | null { return null; }', // guesser
    'export function message(error: unknown): Thing { return x; }', // an error: no
    'export const isObj = (v: unknown): v is Obj => true;', // a predicate: no
    'function str(v: unknown): string | null { return null; }', // primitive result: no
  ].join('\n');
  const found = findApiShapes('mfe-x/src/a.ts', code, shapes);
  assert.deepEqual(found.map((f) => [f.line, f.name, f.rule]), [
    [1, 'StoredThing', 'name'], [2, 'Row', 'fields'], [5, 'request<{…}>', 'inline'], [7, 'toPin', 'guesser'],
  ]);
});

test('a reader of an input that is not an API answer (the runtime manifest) is not a guesser; the same function elsewhere is', () => {
  const code = 'export function readHostConfig(section: unknown): HostConfig { return x; }';
  assert.deepEqual(findApiShapes('host/src/config/hostConfig.ts', code, []), []);
  assert.deepEqual(findApiShapes('mfe-x/src/a.ts', code, []).map((f) => [f.name, f.rule]), [['readHostConfig', 'guesser']]);
});

test('imported names: named, renamed, re-exported and namespace imports of a package and its subpaths', () => {
  const code = [
    "import { a, b as c } from 'shared-ui';",
    "import type { T } from 'shared-ui/testing';",
    "export { d } from 'shared-ui';",
    "import { e } from 'shared-ui-extra';",
    "import { f } from 'other';",
  ].join('\n');
  assert.deepEqual([...importedNames('x.ts', code, 'shared-ui')].sort(), ['T', 'a', 'b', 'd']);
  assert.deepEqual([...importedNames('y.ts', "import * as S from 'shared-ui';", 'shared-ui')], ['*']);
});

test('entry files come from exports (all conditions), else main', () => {
  assert.deepEqual(entryFiles({ main: 'src/index.ts' }), ['src/index.ts']);
  assert.deepEqual(entryFiles({ main: 'src/index.ts', exports: { '.': './src/index.ts', './testing': { types: './src/testing/index.ts', default: './src/testing/index.ts' } } }),
    ['src/index.ts', 'src/testing/index.ts']);
});

test('test and generated paths are told apart from source', () => {
  for (const f of ['api/test/a.ts', 'x/__tests__/b.ts', 'c.test.tsx', 'e2e/support/axe.ts', 'shared-ui/src/testing/index.ts', 'host/src/test-utils.tsx']) {
    assert.equal(isTestPath(f), true, f);
  }
  assert.equal(isTestPath('api/src/domain/market/bids.ts'), false);
  for (const f of ['shared-session/src/api/schema.gen.ts', 'host/src/locales/it-IT/messages.ts', 'tools/globals.d.ts']) {
    assert.equal(isGeneratedPath(f), true, f);
  }
  assert.equal(isGeneratedPath('host/src/locales/index.ts'), false);
});

test('exported names follow re-exports of every entry file', async () => {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const { exportedNames } = await import('./structure-counts.mjs');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'structure-counts-'));
  fs.mkdirSync(path.join(dir, 'src/testing'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/a.ts'), 'export const a1 = 1;\nexport function a2() {}\nconst hidden = 3;\n');
  fs.writeFileSync(path.join(dir, 'src/b.ts'), 'export const b = 1;\nexport type T = number;\nexport const notReexported = 2;\n');
  fs.writeFileSync(path.join(dir, 'src/index.ts'), "export * from './a';\nexport { b } from './b';\nexport type { T } from './b';\n");
  fs.writeFileSync(path.join(dir, 'src/testing/index.ts'), "export const fake = 1;\nexport { a1 } from '../a';\n");
  const { names, byEntry } = exportedNames(dir, ['src/index.ts', 'src/testing/index.ts']);
  assert.deepEqual([...names].sort(), ['T', 'a1', 'a2', 'b', 'fake']);
  assert.deepEqual(byEntry, { 'src/index.ts': 4, 'src/testing/index.ts': 2 });
  fs.rmSync(dir, { recursive: true });
});

test('measure: a small repository, end to end', async () => {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const { execFileSync } = await import('node:child_process');
  const { measure } = await import('./structure-counts.mjs');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'structure-counts-repo-'));
  const files = {
    'shared-session/package.json': JSON.stringify({ main: 'src/index.ts' }),
    'shared-session/src/index.ts': 'export const a = 1;\nexport const b = 2;\nexport const c = 3;\n',
    'shared-ui/package.json': JSON.stringify({ main: 'src/index.ts', exports: { '.': './src/index.ts', './testing': './src/testing/index.ts' } }),
    'shared-ui/src/index.ts': 'export const x = 1;\n',
    'shared-ui/src/testing/index.ts': 'export const fakeServer = 1;\n',
    'host/src/app.ts': "import { a } from 'shared-session';\nimport { x } from 'shared-ui';\n// The shell (issue 4).\nexport interface StoredThing { id: number }\n",
    'host/src/app.test.ts': "import { b } from 'shared-session';\nimport { fakeServer } from 'shared-ui/testing';\n",
    'api/src/domain/foo/routes.ts': 'export const h = (request: R) => request.params as { id: string };\n',
    'api/src/domain/foo/__tests__/foo.test.ts': 'const t = (request: R) => request.body as { a: 1 };\n',
    'api/src/domain/bar/routes.ts': '', 'api/src/domain/bar/schemas.ts': '', 'api/src/domain/bar/README.md': '',
  };
  for (const [f, text] of Object.entries(files)) {
    fs.mkdirSync(path.join(dir, path.dirname(f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: dir });
  execFileSync('git', ['add', '.'], { cwd: dir });
  const m = measure(dir);
  assert.equal(m.requestCasts.dataCasts, 1); // the test file's cast is not counted
  assert.deepEqual(m.apiShapes.items.map((s) => s.name), ['StoredThing']);
  assert.deepEqual([m.exports['shared-session'].exported, m.exports['shared-session'].usedElsewhere, m.exports['shared-session'].usedOnlyByTests], [3, 2, 1]);
  assert.deepEqual(m.exports['shared-session'].unused, ['c']);
  assert.deepEqual(m.exports['shared-ui'].entries, { 'src/index.ts': 1, 'src/testing/index.ts': 1 });
  assert.equal(m.exports['shared-ui'].usedElsewhere, 2);
  assert.deepEqual(m.issueComments.items.map((c) => `${c.file}:${c.line}`), ['host/src/app.ts:3']);
  assert.deepEqual(m.domainFolders.items, [{ name: 'bar', missing: [] }, { name: 'foo', missing: ['schemas.ts', 'README.md'] }]);
  fs.rmSync(dir, { recursive: true });
});
