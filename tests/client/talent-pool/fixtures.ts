import type { MockLink } from '@apollo/client/testing';

import {
  JOB_OPTIONS_LIMIT,
  TALENT_POOL_PAGE_SIZE,
} from '../../../client/src/features/talent-pool/talent-pool-messages';
import {
  HeldTalentPoolEntriesListDocument,
  TalentPoolEntryAddToJobDocument,
  TalentPoolEntryDeleteDocument,
  TalentPoolEntryDetailsDocument,
  TalentPoolJobOptionsListDocument,
  TalentPoolListDocument,
  type TalentPoolRowFieldsFragment,
} from '../../../client/src/gql/graphql';

/** A list row as the server answers it (with the cache's type names). */
export type Row = TalentPoolRowFieldsFragment & { __typename: 'TalentPoolEntry' };

export function row(n: number, overrides: Partial<Row> = {}): Row {
  return {
    __typename: 'TalentPoolEntry',
    id: `t${n}`,
    fullName: `Person ${n}`,
    email: `person${n}@example.com`,
    phone: `+44 20 7946 000${n}`,
    message: `Roles in area ${n}`,
    submittedAt: '2026-11-20T10:00:00.000Z',
    submissions: 1,
    ...overrides,
  };
}

/** The list's answer for a search (null: none), `rows` with the total and whether more follow. */
export function listMock(
  rows: Row[],
  { search = null, total = rows.length, more = false }: { search?: string | null; total?: number; more?: boolean } = {},
): MockLink.MockedResponse {
  return {
    request: { query: TalentPoolListDocument, variables: { first: TALENT_POOL_PAGE_SIZE, search } },
    result: {
      data: {
        talentPool: {
          __typename: 'TalentPoolConnection',
          totalCount: total,
          pageInfo: { __typename: 'PageInfo', hasNextPage: more, endCursor: rows.length ? 'cursor-end' : null },
          edges: rows.map((node) => ({ __typename: 'TalentPoolEdge', cursor: `cursor-${node.id}`, node })),
        },
      },
    },
  };
}

export function listErrorMock(search: string | null = null): MockLink.MockedResponse {
  return {
    request: { query: TalentPoolListDocument, variables: { first: TALENT_POOL_PAGE_SIZE, search } },
    error: new TypeError('Failed to fetch'),
  };
}

export function heldMock(
  held: { id: string; fullName: string; email: string; heldAt: string }[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: HeldTalentPoolEntriesListDocument },
    result: { data: { heldTalentPoolEntries: held.map((entry) => ({ __typename: 'TalentPoolEntry', ...entry })) } },
  };
}

/** An entry as the server answers it: a Word resume (nothing to fetch for an inline view). */
export const mary = {
  __typename: 'TalentPoolEntry',
  id: 't1',
  fullName: 'Mary Jackson',
  email: 'mary@example.com',
  phone: '+1 555 0199',
  linkedIn: 'https://linkedin.com/in/mary',
  message: 'Payroll roles, hybrid.',
  createdAt: '2026-11-10T10:00:00.000Z',
  submittedAt: '2026-11-20T10:00:00.000Z',
  submissions: 2,
  heldAt: null,
  resumePath: '/api/talent-pool/resumes/t1',
  resumeType: 'DOCX' as const,
  consent: { __typename: 'ConsentRecord', basis: 'Consent' as const, privacyVersion: '2026-11-27' },
  applications: [
    {
      __typename: 'Application',
      id: 'app-1',
      createdAt: '2026-11-21T10:00:00.000Z',
      status: null,
      job: { __typename: 'Job', id: 'job-1', title: 'Payroll Lead' },
    },
  ],
};

export function detailsMock(entry: typeof mary = mary): MockLink.MockedResponse {
  return {
    request: { query: TalentPoolEntryDetailsDocument, variables: { id: entry.id } },
    result: { data: { talentPoolEntry: entry } },
  };
}

export function detailsRefusedMock(id: string, code: string, message: string): MockLink.MockedResponse {
  return {
    request: { query: TalentPoolEntryDetailsDocument, variables: { id } },
    result: { errors: [{ message, extensions: { code } }] },
  };
}

export interface OptionJob {
  id: string;
  title: string;
  location: string;
}

export function jobOptionsMock(items: OptionJob[], total = items.length): MockLink.MockedResponse {
  return {
    request: { query: TalentPoolJobOptionsListDocument, variables: { limit: JOB_OPTIONS_LIMIT } },
    result: {
      data: { jobs: { __typename: 'JobPage', total, items: items.map((job) => ({ __typename: 'Job', ...job })) } },
    },
  };
}

export function addToJobMock(
  id: string,
  job: OptionJob,
  answer: { result?: MockLink.MockedResponse['result']; applicationId?: string } = {},
  calls: unknown[] = [],
): MockLink.MockedResponse {
  return {
    request: {
      query: TalentPoolEntryAddToJobDocument,
      variables: (variables: Record<string, unknown>) => {
        calls.push(variables);
        return variables.id === id && variables.jobId === job.id;
      },
    },
    result: answer.result ?? {
      data: {
        addTalentPoolEntryToJob: {
          __typename: 'Application',
          id: answer.applicationId ?? 'app-9',
          createdAt: '2026-11-28T10:00:00.000Z',
          status: null,
          job: { __typename: 'Job', id: job.id, title: job.title },
        },
      },
    },
  };
}

export function deleteMock(id: string, calls: unknown[] = []): MockLink.MockedResponse {
  return {
    request: {
      query: TalentPoolEntryDeleteDocument,
      variables: (variables: Record<string, unknown>) => {
        calls.push(variables);
        return variables.id === id;
      },
    },
    result: { data: { deleteTalentPoolEntry: id } },
  };
}
