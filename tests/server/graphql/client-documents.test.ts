import { print } from 'graphql';

import * as generated from '../../../client/src/gql/graphql';
import { Role } from '../../../server/src/modules/users/role';
import { startTestServer, type TestServer } from '../../helpers/test-server';

/**
 * The client's tests answer its documents from mocks, which know nothing of the server's limits
 * (depth 8, aliases, cost). Every document
 * the client sends goes here to the real server once: none may be refused before it runs
 * (GRAPHQL_VALIDATION_FAILED: over a limit, or out of step with the schema). Sent without
 * variables, so those that need some stop at them; run in this file's own database.
 */
let t: TestServer;
let admin: string;

beforeAll(async () => {
  t = await startTestServer({ MAIL_POLL_MS: '3600000' });
  admin = (await t.userWithRole(Role.SUPER_ADMIN)).token;
});
afterAll(() => t.stop());

const documents = Object.entries(generated).filter(
  ([name, value]) => name.endsWith('Document') && typeof value === 'object' && value !== null && 'kind' in value,
);

it('finds the client’s documents', () => {
  expect(documents.map(([name]) => name)).toEqual(
    expect.arrayContaining(['ApplicationDetailsDocument', 'JobsListDocument']),
  );
});

it.each(documents)('passes the server’s limits and schema: %s', async (_name, document) => {
  const answer = await t.gql(print(document as Parameters<typeof print>[0]), {}, admin);
  const refused = (answer.errors ?? []).filter((error) => error.extensions?.code === 'GRAPHQL_VALIDATION_FAILED');
  expect(refused.map((error) => error.message)).toEqual([]);
});
