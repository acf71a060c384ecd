import { MeDocument } from '../../../client/src/gql/graphql';
import { createApolloClient } from '../../../client/src/lib/apollo-client';
import { saveSession } from '../../../client/src/lib/auth';

const me = {
  __typename: 'User',
  id: 'u1',
  firstName: 'Rita',
  lastName: 'Recruiter',
  email: 'rita@example.com',
  role: 'INTERNAL_RECRUITER',
};

interface SentRequest {
  url: string;
  headers: Record<string, string>;
}

/**
 * Stands in for the network (jsdom has no fetch): records what the HTTP link sends and answers
 * with the Me result as JSON.
 */
function installFakeFetch(): SentRequest[] {
  const sent: SentRequest[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), headers: { ...(init?.headers as Record<string, string>) } });
    return {
      status: 200,
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify({ data: { me } }),
    } as unknown as Response;
  };
  return sent;
}

describe('Apollo client', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('sends the stored token as a Bearer token to /graphql when signed in', async () => {
    const sent = installFakeFetch();
    saveSession('token-123', 'INTERNAL_RECRUITER');

    const { data } = await createApolloClient().query({ query: MeDocument });

    expect(data?.me.firstName).toBe('Rita');
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/graphql');
    expect(sent[0].headers.authorization).toBe('Bearer token-123');
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const sent = installFakeFetch();

    await createApolloClient().query({ query: MeDocument });

    expect(sent).toHaveLength(1);
    expect(Object.keys(sent[0].headers).map((name) => name.toLowerCase())).not.toContain('authorization');
  });

  it('reads the token for every request, so signing in takes effect without a new client', async () => {
    const sent = installFakeFetch();
    const client = createApolloClient();

    await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    saveSession('token-after-login', 'USER');
    await client.query({ query: MeDocument, fetchPolicy: 'network-only' });

    expect(sent.map((request) => request.headers.authorization)).toEqual([undefined, 'Bearer token-after-login']);
  });
});
