/**
 * The API's layout rules: each domain in its own folder under src/domain, no import
 * cycles between modules (type-only imports included), and no source file growing past a size
 * where it should be split.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../src');
const MAX_LINES = 600;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Relative imports of a module, resolved to files (`./x.js` → `./x.ts`, or `./x/index.ts`). */
export function importsOf(file: string, text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/g)) {
    const target = path.resolve(path.dirname(file), m[1]!.replace(/\.js$/, '.ts'));
    out.push(target.endsWith('.ts') ? target : `${target}.ts`);
  }
  return out;
}

/** One cycle in the graph, as a list of files, or null. */
export function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    if (state.has(node)) continue;
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

describe('API layout', () => {
  const files = sourceFiles(SRC);
  const texts = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));

  it('finds a cycle when there is one (the check itself)', () => {
    expect(findCycle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(new Map([['a', ['b']], ['b', ['c']], ['c', []]]))).toBeNull();
    expect(importsOf('/x/a.ts', "import type { S } from '../seed/index.js';\nexport { y } from './y.js';")).toEqual(['/seed/index.ts', '/x/y.ts']);
  });

  it('has no import cycles', () => {
    const graph = new Map(files.map((f) => [f, importsOf(f, texts.get(f)!)]));
    const cycle = findCycle(graph);
    expect(cycle?.map((f) => path.relative(SRC, f)) ?? null).toBeNull();
  });

  it('keeps each domain in one folder under src/domain with its routes, schemas, README and tests', () => {
    const domainDir = path.join(SRC, 'domain');
    const loose = readdirSync(domainDir).filter((n) => n.endsWith('.ts') && n !== 'index.ts');
    expect(loose).toEqual([]);
    const domains = readdirSync(domainDir).filter((n) => statSync(path.join(domainDir, n)).isDirectory());
    expect(domains.length).toBeGreaterThan(10);
    const missing = domains.flatMap((name) =>
      ['routes.ts', 'schemas.ts', 'README.md', '__tests__'].filter((f) => !existsSync(path.join(domainDir, name, f))).map((f) => `${name}/${f}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps messages and e-mail texts beside their domain; the catalogue only gathers them', () => {
    const catalogueDir = path.join(SRC, 'platform/i18n/catalogue');
    expect(readdirSync(catalogueDir).filter((n) => n.endsWith('.ts')).sort()).toEqual(['common.ts', 'en-US.gen.ts', 'index.ts', 'types.ts']);
    expect(readdirSync(path.join(SRC, 'platform/i18n/mail')).sort()).toEqual(['index.ts', 'text.ts']);
    const gathered = (index: string) => importsOf(index, texts.get(index)!);
    const catalogueIndex = path.join(catalogueDir, 'index.ts');
    const mailIndex = path.join(SRC, 'platform/i18n/mail/index.ts');
    const messageFiles = files.filter((f) => path.basename(f) === 'messages.ts');
    const mailFiles = files.filter((f) => f.endsWith(`${path.sep}mail${path.sep}texts.ts`));
    expect(messageFiles.length).toBeGreaterThan(10);
    expect(messageFiles.filter((f) => !gathered(catalogueIndex).includes(f)).map((f) => path.relative(SRC, f))).toEqual([]);
    expect(mailFiles.length).toBeGreaterThan(3);
    expect(mailFiles.filter((f) => !gathered(mailIndex).includes(f)).map((f) => path.relative(SRC, f))).toEqual([]);
  });

  it('keeps business domains out of the platform folder', () => {
    // The i18n indexes gather the domains' texts.
    const gatherers = ['platform/i18n/catalogue/index.ts', 'platform/i18n/mail/index.ts'].map((f) => path.join(SRC, f));
    const domainDir = path.join(SRC, 'domain') + path.sep;
    const platform = files.filter((f) => f.startsWith(path.join(SRC, 'platform') + path.sep) && !gatherers.includes(f));
    const reaching = platform.flatMap((f) => importsOf(f, texts.get(f)!).filter((t) => t.startsWith(domainDir)).map((t) => `${path.relative(SRC, f)} → ${path.relative(SRC, t)}`));
    expect(reaching).toEqual([]);
  });

  it('never imports the demo data or test code from production code', () => {
    const seedDir = path.join(SRC, 'seed') + path.sep;
    const forbidden = (t: string) => t.startsWith(path.join(SRC, 'seed', 'demo') + path.sep) || t.startsWith(path.resolve(SRC, '../test') + path.sep) || t.includes(`${path.sep}__tests__${path.sep}`);
    const production = files.filter((f) => !f.startsWith(seedDir));
    const bad = production.flatMap((f) => importsOf(f, texts.get(f)!).filter(forbidden).map((t) => `${path.relative(SRC, f)} → ${path.relative(SRC, t)}`));
    expect(bad).toEqual([]);
  });

  it('keeps the access-matrix oracles in the tests (test/access-fixtures/), not in production code', () => {
    const declaring = files.filter((f) => /\baccessFixtures\s*[:?]|\bAccessFixtures\b/.test(texts.get(f)!)).map((f) => path.relative(SRC, f));
    expect(declaring).toEqual([]);
  });

  it(`keeps source files under ${MAX_LINES} lines`, () => {
    const long = files.filter((f) => texts.get(f)!.split('\n').length > MAX_LINES).map((f) => path.relative(SRC, f));
    expect(long).toEqual([]);
  });
});
