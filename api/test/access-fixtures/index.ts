/**
 * The access matrix's oracles (test/access-matrix.test.ts), by registry name of the resource:
 * one module per domain. Every registered resource has fixtures here or is named in
 * `exemptFromMatrix` with the reason; the matrix test checks both ways.
 */
import type { AccessFixtures } from './types.js';
import { accountsFixtures } from './accounts.js';
import { assetsFixtures } from './assets.js';
import { competitionsFixtures } from './competitions.js';
import { contractsFixtures } from './contracts.js';
import { dispatchFixtures } from './dispatch.js';
import { dpsFixtures } from './dps.js';
import { entriesFixtures } from './entries.js';
import { exchangeFixtures } from './exchange.js';
import { filesFixtures } from './files.js';
import { invoicesFixtures } from './invoices.js';
import { marketFixtures } from './market.js';
import { organisationsFixtures } from './organisations.js';
import { qualificationFixtures } from './qualification.js';
import { topologyFixtures } from './topology.js';
import { webhooksFixtures } from './webhooks.js';

export type { AccessFixtures, MatrixActor, MatrixActorName, MatrixActors } from './types.js';

const byDomain: Array<Record<string, AccessFixtures>> = [
  accountsFixtures,
  assetsFixtures,
  competitionsFixtures,
  contractsFixtures,
  dispatchFixtures,
  dpsFixtures,
  entriesFixtures,
  exchangeFixtures,
  filesFixtures,
  invoicesFixtures,
  marketFixtures,
  organisationsFixtures,
  qualificationFixtures,
  topologyFixtures,
  webhooksFixtures,
];

/** Each resource's fixtures, by registry name. */
export const accessFixtures: ReadonlyMap<string, AccessFixtures> = new Map(byDomain.flatMap((domain) => Object.entries(domain)));

/** Registered resources the matrix does not check, by registry name, with the reason (none today). */
export const exemptFromMatrix: ReadonlyMap<string, string> = new Map();
