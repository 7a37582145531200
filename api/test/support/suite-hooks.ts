/**
 * A suite's set-up and tear-down (a seeded database, apps with their logins, job workers stopping
 * after their last job) have no deadline to prove: they wait for the work, however busy the
 * machine, instead of failing at the tests' own timeout (jest.config.cjs). A hook given its own
 * timeout keeps it.
 */
const SUITE_HOOK_TIMEOUT_MS = 10 * 60_000;

for (const hook of ['beforeAll', 'afterAll'] as const) {
  const jestHook = globalThis[hook];
  globalThis[hook] = ((fn: jest.ProvidesHookCallback, timeout?: number) => jestHook(fn, timeout ?? SUITE_HOOK_TIMEOUT_MS)) as typeof jestHook;
}
