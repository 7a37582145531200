/*
 * The package's test kit (the `shared-session/testing` entry): a fake API server for tests of any package, and the
 * names only tests use (resetting the client, the default region, stored keys). Not part of production bundles.
 */
export { goTo, resetApiClient } from '../api/client';
export { ApiError } from '../api/errors';
export { DEFAULT_REGION } from '../bus';
export type { Claims } from '../claims';
export { clearConsent } from '../consent/consent';
export { remoteForPath } from '../routes';
export { TAB_CLEARED_KEY } from '../session/token';
export { fakeFetch, json } from './fakeApi';
export type { Handler, Recorded } from './fakeApi';
export { serveApi } from './serveApi';
export type { Routes } from './serveApi';
