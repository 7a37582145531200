// Jest transform for .geojson files: plain JSON modules, as webpack's `type: 'json'` makes them.
module.exports = { process: (src) => ({ code: `module.exports = ${src};` }) };
