// Browser journeys start a server, a database and Chromium per file, on a 2-core machine next to
// other test runs: a generous per-test limit (jest applies no project-level testTimeout).
jest.setTimeout(120_000);
