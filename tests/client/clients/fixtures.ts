import type { MockLink } from '@apollo/client/testing';

import { CLIENT_PLACEMENTS_PAGE_SIZE, CLIENTS_PAGE_SIZE } from '../../../client/src/features/clients/clients-messages';
import {
  ClientContactAddDocument,
  ClientDetailsDocument,
  ClientPlacementsDocument,
  type ClientRowFieldsFragment,
  ClientsListDocument,
} from '../../../client/src/gql/graphql';

export type Row = ClientRowFieldsFragment & { __typename: 'Client' };

export function row(n: number, overrides: Partial<Row> = {}): Row {
  return {
    __typename: 'Client',
    id: `c${n}`,
    name: `Client ${n}`,
    industry: `Industry ${n}`,
    openJobCount: n,
    candidatesInProcessCount: n * 2,
    placementCount: n * 3,
    ...overrides,
  };
}

export function listMock(
  rows: Row[],
  { search = null, total = rows.length }: { search?: string | null; total?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: ClientsListDocument, variables: { first: CLIENTS_PAGE_SIZE, search } },
    result: {
      data: {
        clients: {
          __typename: 'ClientConnection',
          totalCount: total,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: rows.length ? 'cursor-end' : null },
          edges: rows.map((node) => ({ __typename: 'ClientEdge', cursor: `cursor-${node.id}`, node })),
        },
      },
    },
  };
}

export function listErrorMock(): MockLink.MockedResponse {
  return {
    request: { query: ClientsListDocument, variables: { first: CLIENTS_PAGE_SIZE, search: null } },
    error: new TypeError('Failed to fetch'),
  };
}

export const acme = {
  __typename: 'Client' as const,
  id: 'c1',
  name: 'Acme Foods',
  website: 'https://acme.example.com',
  industry: 'Food',
  notes: 'Pays on time.',
  showNamePublicly: true,
  logoUrl: null,
  logoAlt: '',
  openJobCount: 2,
  candidatesInProcessCount: 5,
  placementCount: 1,
  contacts: [
    {
      __typename: 'ClientContact' as const,
      id: 'p1',
      fullName: 'Grace Hopper',
      role: 'CTO',
      email: 'grace@acme.example.com',
      phone: '+1 555 0100',
    },
  ],
  jobs: [
    {
      __typename: 'Job' as const,
      id: 'j1',
      title: 'Payroll Specialist',
      location: 'Lisbon',
      createdAt: '2026-11-20T10:00:00.000Z',
      archivedAt: null,
      closesAt: null,
    },
  ],
};

export function detailsMock(client = acme): MockLink.MockedResponse {
  return { request: { query: ClientDetailsDocument, variables: { id: client.id } }, result: { data: { client } } };
}

export function placementsMock(clientId = 'c1'): MockLink.MockedResponse {
  return {
    request: { query: ClientPlacementsDocument, variables: { clientId, first: CLIENT_PLACEMENTS_PAGE_SIZE } },
    result: {
      data: {
        placements: {
          __typename: 'PlacementConnection',
          totalCount: 1,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'x' },
          edges: [
            {
              __typename: 'PlacementEdge',
              cursor: 'x',
              node: {
                __typename: 'Placement',
                id: 'pl1',
                startDate: '2026-12-01',
                fee: 12000,
                currency: 'EUR',
                application: {
                  __typename: 'Application',
                  id: 'a1',
                  fullName: 'Katherine Johnson',
                  job: { __typename: 'Job', id: 'j1', title: 'Payroll Specialist' },
                },
              },
            },
          ],
        },
      },
    },
  };
}

export function addContactMock(input: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query: ClientContactAddDocument, variables: { clientId: 'c1', input } },
    result: {
      data: { addClientContact: { __typename: 'ClientContact', id: 'p2', role: '', phone: '', ...input } },
    },
  };
}
