// PGlite loads parts of itself with dynamic import(), which Jest's VM allows only with
// --experimental-vm-modules (set here; run the suite through this script).
// Runs the API tests against PGlite, then again against PostgreSQL when DATABASE_URL is set
// (e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test). Each test file works on its own
// clone of the pass's template database, dropped at the end. Extra arguments go to jest.
// Tests that do not depend on the pass run in the PGlite pass only: those under test/server/
// start their own PostgreSQL server and API processes, the demo seed test seeds its own PGlite, and
// the contract test compares the OpenAPI document and its generated types, which no database changes.
// The two longest suites, the fuzz test (thousands of malformed requests) and the access matrix
// (every resource × actor), run once: on PostgreSQL, the production database, when it answers, else
// on PGlite. Their findings (no 5xx from bad input, no row seen by the wrong actor) do not depend on
// the pass, and running them twice cost about ten minutes of every CI.
// PGlite is PostgreSQL itself (compiled to WebAssembly) with one connection: the SQL is the same,
// what it hides is concurrency. So the PostgreSQL pass runs the suites that race requests or
// transactions against each other (their source says "concurren…" or races with Promise.all) and
// those that use the server's notifications; every other suite runs on PGlite only. Extra
// arguments naming test files narrow both passes as usual.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const jest = createRequire(resolve(root, 'package.json')).resolve('jest/bin/jest');
const args = process.argv.slice(2);
const workers = process.env.JEST_WORKERS ?? '2';

// The database template every test file clones (test/support/database-template.ts): migrated
// and seeded once per pass, so no suite migrates or seeds under a timer of its own.
const templateScript = ['--import', 'tsx', 'test/support/database-template.ts'];

function run(label, env, jestOptions = []) {
  console.info(`\n── API tests on ${label} ──`);
  const started = Date.now();
  const made = spawnSync(process.execPath, [...templateScript, 'create'], { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const template = made.status === 0 ? made.stdout.trim() : '';
  if (!template) {
    console.error('Could not prepare the test database template.');
    return 1;
  }
  console.info(`(database template ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  try {
    const r = spawnSync(process.execPath, ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', jest, '--maxWorkers', workers, ...args, ...jestOptions], {
      cwd: root,
      env: { ...env, FLEX_TEST_TEMPLATE: template },
      stdio: 'inherit',
    });
    return r.status ?? 1;
  } finally {
    spawnSync(process.execPath, [...templateScript, 'drop', template], { cwd: root, env, stdio: 'inherit' });
  }
}

/** The test files whose outcome depends on a real server: concurrent requests or notifications. */
function postgresSuites() {
  const found = [];
  const walk = (dir) => {
    for (const e of readdirSync(resolve(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) {
        if (e.name !== 'node_modules') walk(rel);
      } else if (e.name.endsWith('.test.ts') && /concurren|Promise\.all\(|LISTEN|NOTIFY|pg_notify/i.test(readFileSync(resolve(root, rel), 'utf8'))) {
        found.push(rel);
      }
    }
  };
  walk('src');
  walk('test');
  return found;
}

const { DATABASE_URL, ...withoutDb } = process.env;
const ONCE = ['/test/fuzz.test.ts', '/test/access-matrix.test.ts'];
const PGLITE_ONLY = ['/test/server/', '/src/seed/demo/__tests__/seed.test.ts', '/test/contract.test.ts'];
let status = run('PGlite', withoutDb, DATABASE_URL ? ['--testPathIgnorePatterns', '/node_modules/', ...ONCE, '--passWithNoTests'] : []);
const serverTestsExcluded = ['--testPathIgnorePatterns', '/node_modules/', ...PGLITE_ONLY, '--passWithNoTests'];
const serverSuites = [...new Set([...postgresSuites(), ...ONCE.map((f) => f.slice(1))])].filter((f) => !PGLITE_ONLY.some((p) => `/${f}`.includes(p)));
const onServer = args.some((a) => !a.startsWith('-')) ? [] : ['--runTestsByPath', ...serverSuites];
if (DATABASE_URL) status = run(`PostgreSQL (${DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')})`, { ...process.env }, [...serverTestsExcluded, ...onServer]) || status;
else console.info('\n(DATABASE_URL not set: PostgreSQL pass skipped)');
process.exit(status);
