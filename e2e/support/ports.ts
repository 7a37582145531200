/**
 * Ports of the platform the suite shares; tests that break or redeploy a remote use their own.
 * `E2E_PORT_BASE` (default 4100) moves them all, so two suites can run side by side on one machine.
 */
const BASE = Number(process.env.E2E_PORT_BASE ?? 4100);

const remotesAt = (base: number) => ({
  mfe_dashboard: base + 1,
  mfe_manage: base + 2,
  mfe_operations: base + 3,
  mfe_settlement: base + 4,
  mfe_exchange: base + 5,
});

export const PORTS = { api: BASE + 700, host: BASE, remotes: remotesAt(BASE) };

/** A second platform for tests that stop or replace a remote's server. */
export const ISOLATED_PORTS = { host: BASE + 100, remotes: remotesAt(BASE + 100) };

export const API_BASE = `http://localhost:${PORTS.api}/`;

/** The development outbox is on in the suite's API (as in the quick start), with this key. */
export const OUTBOX_KEY = 'e2e-outbox-key-0123456789';
