// Jest runs the longest test files first, so the two workers finish together instead of one
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

class DurationSequencer extends Sequencer {
  time(test) {
    const cached = super.time(test);
    if (cached !== undefined && cached !== null) return cached;
    const key = path.relative(root, test.path).split(path.sep).join('/');
    return (recorded[key] ?? median) * 1000;
  }
}

module.exports = DurationSequencer;
