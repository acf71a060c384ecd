import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';

import { getToken } from './auth';
import { connectionPolicy, cursorPagePolicy, offsetPagePolicy } from './paging';
import { UploadLink } from './upload-link';

/** Sends the stored token, when there is one, as a Bearer token on every operation. */
const authLink = new SetContextLink((prevContext) => {
  const token = getToken();
  if (!token) return {};
  return { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } };
});

/**
 * Every paged root field of schema.graphql, keyed by what narrows or orders its list (never by
 * offset, limit, first or after): each list is one cache entry that "Load more" grows (see
 * `paging.ts`). A paged field missing here would keep each page apart and "Load more" would show
 * nothing new.
 */
export const PAGED_FIELDS = {
  jobs: offsetPagePolicy([
    'search',
    'location',
    'department',
    'employmentType',
    'workplace',
    'includeClosed',
    'includeArchived',
  ]),
  archivedJobs: offsetPagePolicy(false),
  contactMessages: offsetPagePolicy(false),
  joinUsPeople: offsetPagePolicy(false),
  webhookAttempts: offsetPagePolicy(['endpointId']),
  auditEntries: connectionPolicy(['filter']),
  candidates: connectionPolicy(['search', 'jobId', 'decision', 'stageId', 'appliedFrom', 'appliedTo', 'sort']),
  // A job's board: one list per column.
  pipelineCards: cursorPagePolicy(['jobId', 'column'], 'cards'),
  talentPool: connectionPolicy(['search']),
  clients: connectionPolicy(['search']),
  placements: connectionPolicy(['clientId', 'from', 'to']),
};

/** The app's normalized cache, with the paged fields' policies (the tests' mocked clients use it too). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: { fields: PAGED_FIELDS },
      // A site content document has no id: its key names it (the list and its editor share it).
      SiteContentPage: { keyFields: ['key'] },
    },
  });
}

/**
 * The app's client. The terminating UploadLink sends operations with files (resumes, event images)
 * as GraphQL multipart requests and everything else as plain JSON over HttpLink.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([authLink, new UploadLink({ uri })]),
    cache: createCache(),
  });
}
