// Node's environment, plus one flag the browser harness reads: whether the running test has failed.
// Jest tells an environment of each test's failure (before its afterEach hooks run) but tells the
// hooks nothing; support/app.ts then prints what the test's pages showed (support/failure-report.ts),
// so a failure seen once in CI can be understood from the log alone.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads environments as CommonJS
const { TestEnvironment } = require('jest-environment-node');

class E2eEnvironment extends TestEnvironment {
  handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__E2E_TEST_FAILED__ = false;
    if (event.name === 'test_fn_failure' || (event.name === 'hook_failure' && event.hook.type === 'beforeEach')) {
      this.global.__E2E_TEST_FAILED__ = true;
    }
  }
}

module.exports = E2eEnvironment;
