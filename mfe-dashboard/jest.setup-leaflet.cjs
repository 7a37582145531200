globalThis.L = require('leaflet');
