// Writes tests/test-durations.json (each test file's duration in seconds) from the results of a
// whole run, for tests/helpers/duration-sequencer.js to start the longest files first.
// Usage: npx jest --json --outputFile=test-results/jest.json; npm run test:durations
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const input = process.argv[2] ?? path.join(root, 'test-results/jest.json');
const { testResults } = JSON.parse(readFileSync(input, 'utf8'));
const durations = Object.fromEntries(
  testResults
    .map((result) => [
      path.relative(root, result.name).split(path.sep).join('/'),
      Math.round((result.endTime - result.startTime) / 100) / 10,
    ])
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(path.join(root, 'tests/test-durations.json'), `${JSON.stringify(durations, null, 2)}\n`);
console.log(`tests/test-durations.json: ${testResults.length} files`);
