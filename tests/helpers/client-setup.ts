import '@testing-library/jest-dom';

import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; Apollo Client and react-router use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

afterEach(() => {
  window.localStorage.clear();
});
