import type { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { routes } from '../../client/src/app/routes';
import {
  HeldApplicationsListDocument,
  HeldContactMessagesListDocument,
  HeldJoinUsPeopleListDocument,
  HeldRegistrationsListDocument,
  type Role,
} from '../../client/src/gql/graphql';
import { createCache } from '../../client/src/lib/apollo-client';
import { saveSession } from '../../client/src/lib/auth';

import { withDefaultMocks } from './default-mocks';
import { testJwt } from './test-jwt';

export interface RenderAppOptions {
  /** The URL to open when rendering a component (a string first argument is the URL itself). */
  route?: string;
  /** The route pattern the component is mounted at, so it can read its params (`/jobs/:id`). */
  path?: string;
  /** Signs in with this role (a stored, unexpired JWT-shaped token and the role) before rendering. */
  role?: Role;
  /** GraphQL answers the app gets, in order (and empty held-for-review lists unless given). */
  mocks?: MockLink.MockedResponse[];
  /** The app's cache, made by the test to start from what it holds (a fresh one otherwise). */
  cache?: InMemoryCache;
}

/**
 * Pages show what is held for review beside their own content. A test about something else gets
 * empty held lists (whatever the variables, as often as asked) instead of a "No more mocked
 * responses" warning for each; a test that mocks a held list itself gets no default for it.
 */
const EMPTY_HELD_LISTS: MockLink.MockedResponse[] = [
  [HeldApplicationsListDocument, 'heldApplications'] as const,
  [HeldRegistrationsListDocument, 'heldEventRegistrations'] as const,
  [HeldContactMessagesListDocument, 'heldContactMessages'] as const,
  [HeldJoinUsPeopleListDocument, 'heldJoinUsPeople'] as const,
].map(([query, field]) => ({
  request: { query, variables: () => true },
  result: { data: { [field]: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
}));

/**
 * Renders with a memory router and a mocked GraphQL server, over the app's own cache (its paged
 * field policies are what make "Load more" grow a list). Given a URL, renders the app's real
 * route table there; given an element, mounts it alone at `path` and opens `route`.
 */
export function renderApp(
  target: string | ReactElement = '/',
  { route = '/', path = '*', role, mocks = [], cache = createCache() }: RenderAppOptions = {},
) {
  if (role) saveSession(testJwt(), role);
  const router =
    typeof target === 'string'
      ? createMemoryRouter(routes, { initialEntries: [target] })
      : createMemoryRouter([{ path, element: target }], { initialEntries: [route] });
  const utils = render(
    <MockedProvider mocks={withDefaultMocks(mocks, EMPTY_HELD_LISTS)} cache={cache}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { ...utils, router };
}
