require('@testing-library/jest-dom');
// jsdom lacks the WHATWG text encoders; jose (imported through shared-session) needs them when it loads.
if (typeof globalThis.TextEncoder === 'undefined' || typeof globalThis.TextDecoder === 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
