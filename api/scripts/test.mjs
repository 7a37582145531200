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
import { spawnSync } from 'node:child_process';
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

const { DATABASE_URL, ...withoutDb } = process.env;
const ONCE = ['/test/fuzz.test.ts', '/test/access-matrix.test.ts'];
let status = run('PGlite', withoutDb, DATABASE_URL ? ['--testPathIgnorePatterns', '/node_modules/', ...ONCE, '--passWithNoTests'] : []);
const serverTestsExcluded = ['--testPathIgnorePatterns', '/node_modules/', '/test/server/', '/src/seed/demo/__tests__/seed.test.ts', '/test/contract.test.ts', '--passWithNoTests'];
if (DATABASE_URL) status = run(`PostgreSQL (${DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')})`, { ...process.env }, serverTestsExcluded) || status;
else console.info('\n(DATABASE_URL not set: PostgreSQL pass skipped)');
process.exit(status);
