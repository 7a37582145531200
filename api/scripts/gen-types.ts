/**
 * The front ends' API types, generated from the OpenAPI document the API serves (GET /openapi.json):
 *
 *   pnpm --filter api gen:types        writes shared-session/src/api/schema.gen.ts
 *   pnpm --filter api gen:types --check  exits 1 when the checked-in file differs
 *
 * The app is built as the tests build it, on an in-memory PGlite, migrated but without data (the
 * document depends on the route schemas only). test/contract.test.ts fails when the checked-in
 * file and the API drift apart. Named aliases for the front ends are in shared-session/src/api/types.ts.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../src/app.js';
import { defaultConfig } from '../src/config.js';
import { packageRoot } from '../src/paths.js';

/** The checked-in output, relative to the repository root. */
export const SCHEMA_FILE = 'shared-session/src/api/schema.gen.ts';
export const REGENERATE_COMMAND = 'pnpm --filter api gen:types';

const HEADER = `// GENERATED FILE: do not edit by hand.
// The API's OpenAPI document (GET /openapi.json) turned into TypeScript by openapi-typescript.
// Regenerate after changing a route schema in api/: ${REGENERATE_COMMAND}
// (api/scripts/gen-types.ts; api/test/contract.test.ts fails while this file and the API differ).
// Readable names for these types: shared-session/src/api/types.ts.

`;

/** The schema.gen.ts source for an OpenAPI document: deterministic (keys sorted). */
export async function generateTypes(doc: unknown): Promise<string> {
  const ast = await openapiTS(doc as OpenAPI3, { alphabetize: true, silent: true });
  return HEADER + astToString(ast);
}

/** The OpenAPI document a ready app serves (the same answer as GET /openapi.json). */
export async function servedDocument(app: FastifyInstance): Promise<unknown> {
  const res = await app.inject({ method: 'GET', url: '/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /openapi.json answered ${res.statusCode}`);
  return res.json() as unknown;
}

/** The first line where two texts differ (1-based), with both versions of it; null when equal. */
export function firstDifference(expected: string, actual: string): { line: number; expected: string; actual: string } | null {
  if (expected === actual) return null;
  const a = expected.split('\n');
  const b = actual.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return { line: i + 1, expected: a[i] ?? '<end of file>', actual: b[i] ?? '<end of file>' };
  }
  return null;
}

export const repositoryRoot = resolve(packageRoot, '..');

/**
 * Builds the app on an empty, migrated in-memory PGlite (no seed: the document depends on the routes
 * only), with the development outbox on: its route is part of the contract (the host's outbox page
 * reads it), though a server serves it only with DEV_OUTBOX=1.
 */
async function buildDocumentApp(dataDir: string): Promise<FastifyInstance> {
  const config = defaultConfig({
    jwtSecret: randomBytes(32),
    dataDir,
    pgliteDir: 'memory://',
    seed: false,
    outboxFiles: false,
    devOutbox: true,
    devOutboxKey: randomBytes(16).toString('hex'),
  });
  const app = await buildApp({ config });
  await app.ready();
  return app;
}

async function main(check: boolean): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-gen-types-'));
  try {
    const app = await buildDocumentApp(dataDir);
    let source: string;
    try {
      source = await generateTypes(await servedDocument(app));
    } finally {
      await app.close();
    }
    const file = join(repositoryRoot, SCHEMA_FILE);
    if (check) {
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        // missing: reported as a difference on line 1
      }
      const diff = firstDifference(current, source);
      if (!diff) {
        console.info(`${SCHEMA_FILE} is up to date.`);
        return 0;
      }
      console.error(`${SCHEMA_FILE} differs from the API at line ${diff.line}:\n  checked in: ${diff.expected}\n  generated:  ${diff.actual}\nRun: ${REGENERATE_COMMAND}`);
      return 1;
    }
    writeFileSync(file, source);
    console.info(`Wrote ${SCHEMA_FILE} (${source.split('\n').length} lines).`);
    return 0;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('gen-types.ts')) {
  main(process.argv.includes('--check')).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
