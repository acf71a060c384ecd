// Jest runs the longest test files first, so the workers finish together instead of one
// waiting on a long file started last. Jest's own cache knows each file's last duration, but a
// clean clone (CI) has no cache and jest then falls back to file size, which says little here (a
// short browser journey outlasts a long table of validation cases). tests/test-durations.json
// holds each file's duration from a recorded run (`npm run test:durations` refreshes it); a file
// missing from it counts as the median.
/* eslint-disable @typescript-eslint/no-require-imports -- jest loads its sequencer as CommonJS */
const path = require('node:path');

const Sequencer = require('@jest/test-sequencer').default;

const recorded = require('../test-durations.json');
const root = path.resolve(__dirname, '../..');
const values = Object.values(recorded).sort((a, b) => a - b);
const median = values.length > 0 ? values[Math.floor(values.length / 2)] : 1;

const isBrowserFile = (test) => test.context.config.displayName?.name === 'e2e';

class DurationSequencer extends Sequencer {
  time(test) {
    const cached = super.time(test);
    if (cached !== undefined && cached !== null) return cached;
    const key = path.relative(root, test.path).split(path.sep).join('/');
    return (recorded[key] ?? median) * 1000;
  }

  /**
   * Longest first, browser files interleaved with the others by time. The browser files are the
   * longest, so in plain order both workers would run one at once (two servers and two Chromiums:
   * more work than two cores) and later only server and client files, which spend part of their
   * time waiting on PostgreSQL. Taking next from whichever group has less time scheduled so far
   * keeps about one of each in flight for most of the run.
   */
  sort(tests) {
    const sorted = super.sort(tests);
    const groups = [sorted.filter(isBrowserFile), sorted.filter((test) => !isBrowserFile(test))];
    const scheduled = [0, 0];
    const order = [];
    while (groups[0].length > 0 || groups[1].length > 0) {
      const next = groups[1].length === 0 || (groups[0].length > 0 && scheduled[0] <= scheduled[1]) ? 0 : 1;
      const test = groups[next].shift();
      scheduled[next] += this.time(test);
      order.push(test);
    }
    return order;
  }
}

module.exports = DurationSequencer;
