// jsdom with Node's fetch classes: react-router's data router builds a `Request` for every
// navigation (lazy routes included), and jsdom has none. The AbortController must come from the
// same implementation, or Node's Request refuses jsdom's AbortSignal.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads environments as CommonJS
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
