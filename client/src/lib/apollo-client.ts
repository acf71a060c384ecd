import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';

import { getToken } from './auth';
import { UploadLink } from './upload-link';

/** Sends the stored token, when there is one, as a Bearer token on every operation. */
const authLink = new SetContextLink((prevContext) => {
  const token = getToken();
  if (!token) return {};
  return { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } };
});

/**
 * The app's client. The terminating UploadLink sends operations with files (resumes, event images)
 * as GraphQL multipart requests and everything else as plain JSON over HttpLink.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([authLink, new UploadLink({ uri })]),
    cache: new InMemoryCache(),
  });
}
