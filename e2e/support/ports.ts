/** Ports of the platform the suite shares; tests that break or redeploy a remote use their own. */
export const PORTS = {
  api: 4800,
  host: 4100,
  remotes: { mfe_dashboard: 4101, mfe_manage: 4102, mfe_operations: 4103, mfe_settlement: 4104, mfe_exchange: 4105 },
};

/** A second platform for tests that stop or replace a remote's server. */
export const ISOLATED_PORTS = {
  host: 4200,
  remotes: { mfe_dashboard: 4201, mfe_manage: 4202, mfe_operations: 4203, mfe_settlement: 4204, mfe_exchange: 4205 },
};

export const API_BASE = `http://localhost:${PORTS.api}/`;

/** The development outbox is on in the suite's API (as in the quick start), with this key. */
export const OUTBOX_KEY = 'e2e-outbox-key-0123456789';
