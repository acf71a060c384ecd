import type { MockLink } from '@apollo/client/testing';

/**
 * A test's mocks, then each of `defaults` whose query the test does not mock at all. Pages ask for
 * things beside what a test is about (held lists, dashboard sections, a form's picker); a default
 * answers those, so MockLink does not warn "No more mocked responses" for each, while a test that
 * mocks such a query itself keeps full control of it.
 */
export function withDefaultMocks(
  mocks: MockLink.MockedResponse[],
  defaults: readonly MockLink.MockedResponse[],
): MockLink.MockedResponse[] {
  const mocked = new Set(mocks.map((mock) => mock.request.query));
  return [...mocks, ...defaults.filter((fallback) => !mocked.has(fallback.request.query))];
}
