// jsdom has no canvas: a no-op 2D context lets Leaflet's canvas renderer run (draw calls vanish).
const noop = () => undefined;
const ctx = new Proxy({}, { get: (_t, key) => (key === 'canvas' ? undefined : noop), set: () => true });
HTMLCanvasElement.prototype.getContext = function getContext() {
  return ctx;
};
// leaflet.markercluster reads a free `L` (webpack's ProvidePlugin supplies it in the build).
globalThis.L = require('leaflet');
