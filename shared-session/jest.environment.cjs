// jsdom plus Node's WHATWG fetch classes, so ky runs in tests against a fake fetch.
// AbortController/AbortSignal come from Node too: Node's Request rejects a jsdom AbortSignal;
// so do FormData, Blob and File (multipart uploads through Node's Request).
const JsdomEnvironment = require('jest-environment-jsdom').default;

class JsdomWithFetchEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'ReadableStream', 'AbortController', 'AbortSignal', 'structuredClone', 'FormData', 'Blob', 'File']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
