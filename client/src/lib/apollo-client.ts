import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';

import { getToken } from './auth';

/** Sends the stored token, when there is one, as a Bearer token on every operation. */
const authLink = new SetContextLink((prevContext) => {
  const token = getToken();
  if (!token) return {};
  return { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } };
});

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([authLink, new HttpLink({ uri })]),
    cache: new InMemoryCache(),
  });
}
