/* The package's test kit (the `shared-session/testing` entry): a fake API server for tests of any package. Not part of production bundles. */
export * from './fakeApi';
export { serveApi, type Routes } from './serveApi';
