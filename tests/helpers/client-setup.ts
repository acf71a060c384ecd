import '@testing-library/jest-dom';

import { TextDecoder, TextEncoder } from 'node:util';

import { configure } from '@testing-library/react';

// jsdom lacks these; Apollo Client and react-router use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor wait up to 10 s: a loaded CI machine (2 cores, server and browser suites beside)
// can take more than 5 s to compile and render a lazy chunk the first time, which is slowness, not
// a failure. A passing test never waits that long.
configure({ asyncUtilTimeout: 10_000 });

// The public pages read their words from the server (lib/site-content.ts): each test starts as a
// fresh page load, served the seeded content (a test may serve its own).
// (Imported here, after the globals above: react-router needs TextEncoder as it loads.)
beforeEach(async () => {
  const [{ forgetSiteContent }, { removeSiteContentBlock, serveSiteContent }] = await Promise.all([
    import('../../client/src/lib/site-content'),
    import('./site-content-answers'),
  ]);
  removeSiteContentBlock();
  forgetSiteContent();
  serveSiteContent();
});

afterEach(() => {
  window.localStorage.clear();
});
