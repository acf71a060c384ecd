import '@testing-library/jest-dom';

import { TextDecoder, TextEncoder } from 'node:util';

import { configure } from '@testing-library/react';

// jsdom lacks these; Apollo Client and react-router use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor wait up to 10 s: a loaded CI machine (2 cores, server and browser suites beside)
// can take more than 5 s to compile and render a lazy chunk the first time, which is slowness, not
// a failure. A passing test never waits that long.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  window.localStorage.clear();
});
