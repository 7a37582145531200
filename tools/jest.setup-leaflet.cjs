// Leaflet needs a DOM: suites in Node's environment (a `@jest-environment node` file) get nothing here.
if (typeof window !== 'undefined') {
  // jsdom has no canvas: a no-op 2D context lets Leaflet's canvas renderer run (draw calls vanish).
  const noop = () => undefined;
  const ctx = new Proxy({}, { get: (_t, key) => (key === 'canvas' ? undefined : noop), set: () => true });
  HTMLCanvasElement.prototype.getContext = function getContext() {
    return ctx;
  };
  // leaflet.markercluster (shared-ui/map) reads a free `L` (webpack's ProvidePlugin supplies it in the
  // build). Leaflet is resolved from the package under test (Jest runs in its folder), not from tools/.
  globalThis.L = require(require.resolve('leaflet', { paths: [process.cwd()] }));
}
