import type { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';

import { JOB_FILTER_LIMIT } from '../../../client/src/features/candidates/all-candidates-messages';
import {
  AllCandidatesPage,
  CANDIDATES_PAGE_SIZE,
  SELECT_ALL_PAGE_SIZE,
} from '../../../client/src/features/candidates/AllCandidatesPage';
import type { CandidateListVariables } from '../../../client/src/features/candidates/candidate-filters';
import {
  ApplicationDecisionUndoDocument,
  ApplicationFilterJobsListDocument,
  ApplicationRejectPreviewDocument,
  ApplicationsMoveToStageDocument,
  ApplicationsRejectDocument,
  ApplicationsSearchDocument,
  ApplicationsShortlistDocument,
  type ApplicationStatus,
  ApplicationsWithdrawDocument,
} from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';

import { type Calls, recorded } from './recorded-mock';
import { REASON, reasonsMock, stageFields, stageOptionsMock, type StagePlace } from './stage-fixtures';

export type { Calls };

export const PAGE_PATH = '/admin/candidates';

export interface FilterJob {
  id: string;
  title: string;
  location: string;
  archivedAt: string | null;
}

export const partnerJob: FilterJob = {
  id: '0b8f9a52-5d1e-4c1a-9f62-1f0d7d3a0001',
  title: 'HR Business Partner',
  location: 'London',
  archivedAt: null,
};
export const analystJob: FilterJob = {
  id: '0b8f9a52-5d1e-4c1a-9f62-1f0d7d3a0002',
  title: 'Compensation Analyst',
  location: 'Warsaw',
  archivedAt: '2025-02-20T10:00:00.000Z',
};

export interface Row {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  status: ApplicationStatus | null;
  createdAt: string;
  rejectionEmailDueAt: string | null;
  job: FilterJob;
  /** Its stage and outcome, when not the ones its status implies (see stageFields). */
  place?: StagePlace;
}

export const grace: Row = {
  id: '5f0c3c0e-0000-4000-8000-000000000001',
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+1 555 0100',
  status: null,
  createdAt: '2025-03-01T12:00:00.000Z',
  rejectionEmailDueAt: null,
  job: partnerJob,
};

export const alan: Row = {
  id: '5f0c3c0e-0000-4000-8000-000000000002',
  fullName: 'Alan Turing',
  email: 'alan@example.com',
  phone: '+44 20 7946 0000',
  status: 'Shortlisted',
  createdAt: '2025-02-14T12:00:00.000Z',
  rejectionEmailDueAt: null,
  job: analystJob,
};

export const ada: Row = {
  id: '5f0c3c0e-0000-4000-8000-000000000003',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0001',
  status: 'Rejected',
  createdAt: '2025-02-01T12:00:00.000Z',
  rejectionEmailDueAt: null,
  job: partnerJob,
};

/** The n-th of many made-up candidates (for pages of 25 and 100). */
export function someone(n: number, status: ApplicationStatus | null = null): Row {
  return {
    id: `5f0c3c0e-0000-4000-8000-${String(1000 + n).padStart(12, '0')}`,
    fullName: `Candidate ${n}`,
    email: `candidate${n}@example.com`,
    phone: `+44 20 7946 ${String(n).padStart(4, '0')}`,
    status,
    createdAt: '2025-03-01T12:00:00.000Z',
    rejectionEmailDueAt: null,
    job: partnerJob,
  };
}

export function many(from: number, count: number): Row[] {
  return Array.from({ length: count }, (_, index) => someone(from + index));
}

function jobData(job: FilterJob) {
  return { __typename: 'Job', id: job.id, title: job.title, archivedAt: job.archivedAt };
}

export function rowData({ place, ...row }: Row) {
  return { __typename: 'Application', ...row, ...stageFields(row.status, place), job: jobData(row.job) };
}

/** The list's own variables with nothing chosen: newest first. */
export const DEFAULT_VARIABLES: CandidateListVariables = { sort: 'APPLIED_DESC' };

export interface PageOptions {
  variables?: CandidateListVariables;
  total?: number;
  exact?: boolean;
  hasNextPage?: boolean;
  after?: string;
  first?: number;
  delay?: number;
  /** Where the search's words were found in a row's resume, by the row's id. */
  snippets?: Record<string, { text: string; matched: boolean }[]>;
}

/** The cursor of a row, as the mocked server writes it. */
export const cursorOf = (row: Row) => `cursor-${row.id}`;

export function pageData(
  rows: Row[],
  { total = rows.length, exact = true, hasNextPage = false, snippets = {} }: PageOptions = {},
) {
  return {
    candidates: {
      __typename: 'CandidateConnection',
      totalCount: total,
      totalCountIsExact: exact,
      pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: rows.length ? cursorOf(rows.at(-1)!) : null },
      edges: rows.map((row) => ({
        __typename: 'CandidateEdge',
        cursor: cursorOf(row),
        node: rowData(row),
        resumeSnippet: snippets[row.id]?.map((part) => ({ __typename: 'ResumeSnippetPart' as const, ...part })) ?? null,
      })),
    },
  };
}

/** One page of the list for these variables (the first unless `after`). */
export function pageMock(rows: Row[], options: PageOptions = {}): MockLink.MockedResponse {
  const { variables = DEFAULT_VARIABLES, after, first = CANDIDATES_PAGE_SIZE, delay } = options;
  return {
    request: {
      query: ApplicationsSearchDocument,
      variables: { ...variables, first, ...(after ? { after } : {}) },
    },
    result: { data: pageData(rows, options) },
    ...(delay === undefined ? {} : { delay }),
  };
}

/** A page "Select all matching" reads: 100 at a time after `after`. */
export function selectAllPageMock(rows: Row[], after: string, options: PageOptions = {}): MockLink.MockedResponse {
  return pageMock(rows, { ...options, after, first: SELECT_ALL_PAGE_SIZE });
}

export function pageErrorMock(variables: CandidateListVariables = DEFAULT_VARIABLES): MockLink.MockedResponse {
  return {
    request: { query: ApplicationsSearchDocument, variables: { ...variables, first: CANDIDATES_PAGE_SIZE } },
    error: new TypeError('Failed to fetch'),
  };
}

export function jobsMock(jobs: FilterJob[] = [partnerJob, analystJob], total = jobs.length): MockLink.MockedResponse {
  return {
    request: { query: ApplicationFilterJobsListDocument, variables: { limit: JOB_FILTER_LIMIT } },
    result: {
      data: {
        jobs: {
          __typename: 'JobPage',
          total,
          items: jobs.map((job) => ({ __typename: 'Job', ...job })),
        },
      },
    },
  };
}

function decided(
  row: Row,
  status: ApplicationStatus | null,
  rejectionEmailDueAt: string | null = null,
  place?: StagePlace,
) {
  return { __typename: 'Application', id: row.id, status, rejectionEmailDueAt, ...stageFields(status, place) };
}

/** The line of history a shortlist writes, as the server answers it. */
export function shortlistedLine(row: Row) {
  return {
    __typename: 'ApplicationActivity',
    id: `shortlisted-${row.id}`,
    kind: 'STATUS_SET' as const,
    actorId: 'user-1',
    actorLabel: 'Rita Recruiter',
    at: '2025-03-02T09:00:00.000Z',
    details: JSON.stringify({ from: row.status, to: 'Shortlisted' }),
  };
}

/** The shortlist answers what the candidate page shows too: each one's history, newest first. */
export function shortlistMock(rows: Row[], calls: Calls = { variables: [] }): MockLink.MockedResponse {
  return recorded(
    ApplicationsShortlistDocument,
    { ids: rows.map((row) => row.id) },
    () => ({
      data: {
        shortlistApplications: rows.map((row) => ({
          ...decided(row, 'Shortlisted'),
          activity: [shortlistedLine(row)],
        })),
      },
    }),
    calls,
  );
}

/** rejectApplications with the reason chosen in the dialog. */
export function rejectMock(
  rows: Row[],
  dueAt: string,
  calls: Calls = { variables: [] },
  reason = REASON,
): MockLink.MockedResponse {
  return recorded(
    ApplicationsRejectDocument,
    { ids: rows.map((row) => row.id), reason },
    () => ({
      data: { rejectApplications: rows.map((row) => decided(row, 'Rejected', dueAt, { rejectionReason: reason })) },
    }),
    calls,
  );
}

/** The server refusing a bulk decision or move, all or none (its message names the ids). */
export function refusedMock(
  query: MockLink.MockedResponse['request']['query'],
  rows: Row[],
  code: string,
  message: string,
  calls: Calls = { variables: [] },
  variables: Record<string, unknown> = {},
): MockLink.MockedResponse {
  return recorded(
    query,
    { ids: rows.map((row) => row.id), ...variables },
    () => ({ errors: [new GraphQLError(message, { extensions: { code, field: 'ids' } })] }),
    calls,
  );
}

/**
 * moveApplicationsToStage: each one's stage, status (`status`: the spec's status the stage reads as)
 * and (empty) history, as the list and page read them.
 */
export function moveMock(
  rows: Row[],
  stage: { id: string; name: string },
  status: ApplicationStatus | null,
  calls: Calls = { variables: [] },
): MockLink.MockedResponse {
  return recorded(
    ApplicationsMoveToStageDocument,
    { ids: rows.map((row) => row.id), stageId: stage.id },
    () => ({
      data: {
        moveApplicationsToStage: rows.map((row) => ({
          ...decided(row, status, null, { stage }),
          activity: [],
        })),
      },
    }),
    calls,
  );
}

/** withdrawApplications: each one out of the pipeline, its stage kept. */
export function withdrawMock(rows: Row[], calls: Calls = { variables: [] }): MockLink.MockedResponse {
  return recorded(
    ApplicationsWithdrawDocument,
    { ids: rows.map((row) => row.id) },
    () => ({
      data: {
        withdrawApplications: rows.map((row) => ({
          ...decided(row, null, null, { outcome: 'WITHDRAWN', withdrawnAt: '2025-03-03T10:00:00.000Z' }),
          activity: [],
        })),
      },
    }),
    calls,
  );
}

export function undoMock(row: Row, calls: Calls = { variables: [] }): MockLink.MockedResponse {
  return recorded(
    ApplicationDecisionUndoDocument,
    { id: row.id },
    () => ({ data: { undoApplicationDecision: { ...decided(row, null), activity: [] } } }),
    calls,
  );
}

export const PREVIEW = {
  subject: 'Your application: HR Business Partner',
  text: 'Dear Grace Hopper,\n\nThank you for applying for HR Business Partner.',
  delayMinutes: 10,
};

export function previewMock(row: Row): MockLink.MockedResponse {
  return {
    request: { query: ApplicationRejectPreviewDocument, variables: { id: row.id } },
    result: {
      data: {
        candidate: {
          __typename: 'Application',
          id: row.id,
          fullName: row.fullName,
          rejectionEmailPreview: { __typename: 'EmailPreview', to: row.email, ...PREVIEW },
        },
      },
    },
  };
}

/**
 * Mounts the page on its own at its real URL, signed in as a recruiter, with the job filter's
 * answer, the pipeline's stages and the rejection reasons.
 */
export function renderAllCandidates(
  search: string,
  mocks: MockLink.MockedResponse[],
  jobs = jobsMock(),
  cache?: InMemoryCache,
) {
  return renderApp(<AllCandidatesPage />, {
    route: `${PAGE_PATH}${search}`,
    path: PAGE_PATH,
    role: 'INTERNAL_RECRUITER',
    mocks: [jobs, stageOptionsMock(), reasonsMock(), ...mocks],
    cache,
  });
}

export function table() {
  return screen.getByRole('table', { name: /^Candidates, / });
}

/** A row of the table, by the candidate's name. */
export function rowOf(name: string) {
  return within(table()).getByRole('link', { name }).closest('tr')!;
}

/** The Decision cell of a row (the sixth column: checkbox, Name, Email, Phone, Job, Decision). */
export function decisionOf(name: string) {
  return within(rowOf(name)).getAllByRole('cell')[5]!;
}

/** The Stage cell of a row (after Decision): the stage's name, or Rejected / Withdrawn. */
export function stageOf(name: string) {
  return within(rowOf(name)).getAllByRole('cell')[6]!;
}

/** The names of the candidates shown, in order (a row's resume snippet, under it, is no candidate). */
export function namesShown() {
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .flatMap((row) => within(row).queryAllByRole('link').slice(0, 1))
    .map((link) => link.textContent);
}

export function selectionBar() {
  return within(screen.getByRole('group', { name: 'Selected candidates' }));
}
