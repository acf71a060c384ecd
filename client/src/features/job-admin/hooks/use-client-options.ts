import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import { JobClientOptionsDocument } from '../../../gql/graphql';

/** The API's largest page: the picker lists this many clients by name. */
const CLIENT_OPTIONS_LIMIT = 100;

export interface ClientOptions {
  clients: readonly { id: string; name: string }[];
  /** The list could not be read: only the consultancy itself (and the job's own client) are offered. */
  failed: boolean;
}

/** The clients the job form offers, by name; the job's own client always among them. */
export function useClientOptions(current: { id: string; name: string } | null): ClientOptions {
  const query = useQuery(JobClientOptionsDocument, {
    variables: { first: CLIENT_OPTIONS_LIMIT },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const edges = query.data?.clients.edges;
  return useMemo(() => {
    const clients = (edges ?? []).map((edge) => edge.node);
    if (current && !clients.some((client) => client.id === current.id)) clients.unshift(current);
    return { clients, failed: Boolean(query.error) && !edges };
  }, [edges, current, query.error]);
}
