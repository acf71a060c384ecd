import 'graphiql/style.css';

import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';

import { getToken } from '../lib/auth';

/**
 * The GraphQL explorer served at GET /graphql (bundled with the app, no CDN). Requests carry
 * the Authorization header set in the Headers tab; a token saved by the site's sign-in is offered.
 */
type FetcherParams = Parameters<NonNullable<Parameters<typeof GraphiQL>[0]['fetcher']>>;

async function fetcher(params: FetcherParams[0], options?: FetcherParams[1]) {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(options?.headers ?? {}) },
    body: JSON.stringify(params),
  });
  return response.json();
}

const token = getToken();
const defaultHeaders = token ? JSON.stringify({ Authorization: `Bearer ${token}` }, null, 2) : undefined;

const defaultQuery = `# Public: the newest open positions.
query JobsFirstPage {
  jobs(limit: 5) {
    total
    items { id title location }
  }
}
`;

createRoot(document.getElementById('explorer')!).render(
  <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} defaultHeaders={defaultHeaders} />,
);
