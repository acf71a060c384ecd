import '@testing-library/jest-dom';

import { configure } from '@testing-library/react';

import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; Apollo Client and react-router use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor wait up to 5 s: a loaded CI machine (2 cores, a server suite beside) can take
// longer than the 1 s default to render a lazy chunk, which is slowness, not a failure.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  window.localStorage.clear();
});
