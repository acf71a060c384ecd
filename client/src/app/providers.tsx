import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';

/** Everything the app needs around its routes: the one Apollo client and its normalized cache. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
