import { searchOf } from '../../../server/src/graphql/express-handler';
import { startTestServer, type TestServer } from '../../helpers/test-server';

describe('searchOf', () => {
  it('is the query string with its "?", without a fragment, or empty', () => {
    expect(searchOf('/graphql')).toBe('');
    expect(searchOf('/graphql?query=%7B__typename%7D')).toBe('?query=%7B__typename%7D');
    expect(searchOf('/graphql?a=1&b=2#part')).toBe('?a=1&b=2');
    expect(searchOf('/graphql#part?not=query')).toBe('');
    expect(searchOf('/graphql?')).toBe('?');
  });
});

describe('the GraphQL handler over HTTP', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.stop());

  const preflight = { 'apollo-require-preflight': '1' };

  it('reads a GET operation and its variables from the query string', async () => {
    const query = encodeURIComponent('query Size($limit: Int!) { jobs(limit: $limit) { items { id } } }');
    const variables = encodeURIComponent(JSON.stringify({ limit: 1 }));
    const answer = await fetch(`${t.url}/graphql?query=${query}&variables=${variables}&operationName=Size`, {
      headers: preflight,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({ data: { jobs: { items: expect.any(Array) } } });
  });

  it('refuses a GET without a preflight header and a mutation by GET, with Apollo’s own answers', async () => {
    const plain = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(plain.status).toBe(400);
    expect(JSON.stringify(await plain.json())).toContain('Cross-Site Request Forgery');

    const mutation = encodeURIComponent('mutation { signOutEverywhere }');
    const byGet = await fetch(`${t.url}/graphql?query=${mutation}`, { headers: preflight });
    expect(byGet.status).toBe(405);
  });

  it('answers a POST from its body whatever the URL carries, and refuses other methods', async () => {
    const post = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ nothing }')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect([post.status, await post.json()]).toEqual([200, { data: { __typename: 'Query' } }]);

    const put = await fetch(`${t.url}/graphql`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(put.status).toBe(405);
  });
});
