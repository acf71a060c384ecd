import { type Role, TEST_USER_PASSWORD, type TestServer } from '../../helpers/test-server';

export const CREATE_API_KEY = `mutation($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { secret apiKey { id name prefix role readOnly expiresAt revokedAt lastUsedAt createdBy { id } } }
}`;
export const API_KEYS = `{ apiKeys { id name prefix role readOnly revokedAt lastUsedAt createdBy { id email } } }`;
export const REVOKE_API_KEY = `mutation($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }`;

export interface CreatedKey {
  id: string;
  secret: string;
}

/**
 * Creates a key through the API, as an admin would, confirming with the password userWithRole
 * gives (or `passwordOrCode`).
 */
export async function createKey(
  t: TestServer,
  token: string,
  input: { name?: string; role: Role; readOnly?: boolean; expiresAt?: string; passwordOrCode?: string },
): Promise<CreatedKey> {
  const answer = await t.gql<{ createApiKey: { secret: string; apiKey: { id: string } } }>(
    CREATE_API_KEY,
    { input: { name: 'Integration', passwordOrCode: TEST_USER_PASSWORD, ...input } },
    token,
  );
  if (!answer.data) throw new Error(`createApiKey failed: ${JSON.stringify(answer.errors)}`);
  return { id: answer.data.createApiKey.apiKey.id, secret: answer.data.createApiKey.secret };
}
