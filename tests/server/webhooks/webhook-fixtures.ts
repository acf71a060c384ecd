import { TEST_USER_PASSWORD, type TestServer } from '../../helpers/test-server';

export const CREATE_ENDPOINT = `mutation($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id url events enabled description } }
}`;
export const ENDPOINTS = '{ webhookEndpoints { id url events enabled disabledAt disabledReason } }';
export const ATTEMPTS = `query($endpointId: ID!, $limit: Int) {
  webhookAttempts(endpointId: $endpointId, limit: $limit) {
    total items { id eventId eventType attempt statusCode error succeeded attemptedAt }
  }
}`;
export const SEND_TEST = 'mutation($id: ID!) { sendTestWebhook(id: $id) { id eventId eventType } }';
export const SET_ENABLED =
  'mutation($id: ID!, $enabled: Boolean!) { setWebhookEndpointEnabled(id: $id, enabled: $enabled) { id enabled } }';
export const DELETE_ENDPOINT = 'mutation($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }';

export interface AttemptView {
  id: string;
  eventId: string;
  eventType: string;
  attempt: number;
  statusCode: number | null;
  error: string | null;
  succeeded: boolean;
}

export async function createEndpoint(
  t: TestServer,
  token: string,
  url: string,
  events: string[],
  passwordOrCode: string = TEST_USER_PASSWORD,
): Promise<{ id: string; secret: string }> {
  const answer = await t.gql<{ createWebhookEndpoint: { secret: string; endpoint: { id: string } } }>(
    CREATE_ENDPOINT,
    { input: { url, events, passwordOrCode } },
    token,
  );
  if (!answer.data) throw new Error(`createWebhookEndpoint failed: ${JSON.stringify(answer.errors)}`);
  return { id: answer.data.createWebhookEndpoint.endpoint.id, secret: answer.data.createWebhookEndpoint.secret };
}

export async function attempts(t: TestServer, token: string, endpointId: string): Promise<AttemptView[]> {
  const answer = await t.gql<{ webhookAttempts: { items: AttemptView[] } }>(
    ATTEMPTS,
    { endpointId, limit: 100 },
    token,
  );
  if (!answer.data) throw new Error(`webhookAttempts failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.webhookAttempts.items;
}

export { eventually, sleep } from '../mail/outbox-kit';

export const ROTATE_SECRET = `mutation ($id: ID!, $passwordOrCode: String!) {
  rotateWebhookSecret(id: $id, passwordOrCode: $passwordOrCode) { secret endpoint { id previousSecretExpiresAt } }
}`;
