import type { MikroORM } from '@mikro-orm/postgresql';

import { Client } from '../../../server/src/modules/clients/client.entity';
import { clientNameKey } from '../../../server/src/modules/clients/client-name';
import type { TestServer } from '../../helpers/test-server';

let seq = 0;

/**
 * Writes a client straight into the database; answers a reference to it that another fork's
 * insertJob can link a job to.
 */
export async function insertClient(
  orm: MikroORM,
  fields: Partial<Omit<Client, 'id' | 'nameKey'>> & { name?: string } = {},
): Promise<Client> {
  seq += 1;
  const em = orm.em.fork();
  const name = fields.name ?? `Client ${seq} ${Math.random().toString(36).slice(2, 8)}`;
  const client = em.create(Client, { ...fields, name, nameKey: clientNameKey(name) });
  await em.flush();
  return orm.em.fork().getReference(Client, client.id);
}

export const CLIENT_FIELDS = 'id name website industry notes showNamePublicly logoUrl logoAlt';

export const CREATE_CLIENT = `mutation ($input: ClientInput!) { createClient(input: $input) { ${CLIENT_FIELDS} } }`;
export const UPDATE_CLIENT = `mutation ($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { ${CLIENT_FIELDS} } }`;
export const DELETE_CLIENT = `mutation ($id: ID!) { deleteClient(id: $id) }`;
export const CLIENT = `query ($id: ID!) {
  client(id: $id) {
    ${CLIENT_FIELDS} openJobCount candidatesInProcessCount placementCount
    contacts { id fullName role email phone client { id name } }
    jobs { id title }
  }
}`;
export const CLIENTS = `query ($first: Int!, $after: String, $search: String) {
  clients(first: $first, after: $after, search: $search) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id name industry } }
  }
}`;
export const ADD_CONTACT = `mutation ($clientId: ID!, $input: ClientContactInput!) {
  addClientContact(clientId: $clientId, input: $input) { id fullName role email phone }
}`;
export const UPDATE_CONTACT = `mutation ($id: ID!, $input: ClientContactInput!) {
  updateClientContact(id: $id, input: $input) { id fullName role email phone }
}`;
export const DELETE_CONTACT = `mutation ($id: ID!) { deleteClientContact(id: $id) }`;

let named = 0;
/** A client input with a fresh name. */
export function clientInput(overrides: Record<string, unknown> = {}) {
  named += 1;
  return { name: `Acme ${named} ${Date.now()}`, website: 'https://acme.example.com', industry: 'Retail', ...overrides };
}

/** Creates a client through GraphQL as `token`; answers its id (fails the test when refused). */
export async function newClient(t: TestServer, token: string, overrides: Record<string, unknown> = {}) {
  const answer = await t.gql<{ createClient: { id: string; name: string } }>(
    CREATE_CLIENT,
    { input: clientInput(overrides) },
    token,
  );
  if (!answer.data?.createClient) throw new Error(`Could not create a client: ${JSON.stringify(answer.errors)}`);
  return answer.data.createClient;
}
