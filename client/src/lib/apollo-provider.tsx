import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { type ReactNode, useContext } from 'react';
import { Outlet } from 'react-router-dom';

import { createApolloClient } from './apollo-client';

/**
 * The site's one Apollo client and its normalized cache, shared by every screen. This module is
 * only ever imported lazily (see `lazyWithApollo` and the route table), so Apollo, its cache and
 * the generated documents stay out of the chunk `/` needs to paint.
 */
const client = createApolloClient();

/** Gives its children the site's client, unless a provider above already gives one (the tests' mocks). */
export function WithApollo({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  return outer ? children : <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/** A layout route whose child screens talk to the API. */
export function ApolloOutlet() {
  return (
    <WithApollo>
      <Outlet />
    </WithApollo>
  );
}
