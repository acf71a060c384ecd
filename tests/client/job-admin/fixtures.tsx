import { ServerError } from '@apollo/client/errors';
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { ADMIN_JOBS_PAGE_SIZE } from '../../../client/src/features/job-admin/job-admin-messages';
import {
  type AdminJobCountsFragment,
  type AdminJobFieldsFragment,
  AdminJobsListDocument,
  type ArchivedJobFieldsFragment,
  ArchivedJobsListDocument,
  JobClientOptionsDocument,
  JobCreateDocument,
  JobDeleteDocument,
  type JobInput,
  JobReopenDocument,
  JobUpdateDocument,
} from '../../../client/src/gql/graphql';
import { withDefaultMocks } from '../../helpers/default-mocks';

export type AdminJob = AdminJobFieldsFragment;
/** A job as a Manage Jobs list answers it: its fields and, unless given, no applicants yet. */
export type ListedJob = AdminJob & Partial<AdminJobCountsFragment>;
const NO_APPLICANTS: AdminJobCountsFragment = { applicantCount: 0, awaitingDecisionCount: 0 };

/** A JobInput with every field given, as the job form always sends (a fact not set is null). */
export type FullJobInput = Required<{
  [Key in keyof Omit<JobInput, 'clientName'>]: NonNullable<JobInput[Key]> | (Key extends NullableFact ? null : never);
}>;
type NullableFact = Exclude<
  keyof JobInput,
  | 'title'
  | 'location'
  | 'description'
  | 'responsibilities'
  | 'qualifications'
  | 'confidentialClient'
  | 'questions'
  | 'scorecardAttributes'
>;

/** What the server rates a job on unless told otherwise, as Post a Job starts with it. */
export const DEFAULT_ATTRIBUTES = ['Relevant experience', 'Skills for the role', 'Communication', 'Motivation'];

/** The facts of a job that has none, as the form sends them. */
export const NO_FACTS = {
  employmentType: null,
  workplace: null,
  remoteRegion: null,
  department: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  closesAt: null,
  clientId: null,
  confidentialClient: false,
} as const;

/** A job's client as the admin fragments read it. */
export const northwind = { __typename: 'Client' as const, id: 'client-northwind', name: 'Northwind Cloud' };

/** The job form's client picker's answer: the clients by name. */
export function clientOptionsMock(clients: { id: string; name: string }[] = [northwind]): MockLink.MockedResponse {
  return {
    request: { query: JobClientOptionsDocument, variables: { first: 100 } },
    result: {
      data: {
        clients: {
          __typename: 'ClientConnection',
          totalCount: clients.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: clients.map((client) => ({
            __typename: 'ClientEdge',
            cursor: client.id,
            node: { __typename: 'Client', ...client },
          })),
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/**
 * A test's mocks for a page holding the job form, with the form's client picker answered (the
 * default clients, as often as asked) unless the test mocks it: a test about another field would
 * otherwise leave the picker failing with a "No more mocked responses" warning.
 */
export function withClientOptions(mocks: MockLink.MockedResponse[]): MockLink.MockedResponse[] {
  return withDefaultMocks(mocks, [clientOptionsMock()]);
}

/** A job's facts as the server answers them (the client read as Job.client, not as the input's clientId). */
const { clientId: _clientId, ...jobFacts } = NO_FACTS;

export function adminJob(n: number, overrides: Partial<AdminJob> = {}): AdminJob {
  return {
    id: `job-${n}`,
    title: `Position ${n}`,
    location: `City ${n}`,
    description: [`About position ${n}`],
    responsibilities: [`Do the work of position ${n}`],
    qualifications: [`Qualified for position ${n}`],
    createdAt: '2025-03-01T09:30:00.000Z',
    ...jobFacts,
    clientName: null,
    client: null,
    questions: [],
    scorecardAttributes: DEFAULT_ATTRIBUTES,
    ...overrides,
  };
}

/**
 * The job the server answers once `input` is saved over `job`: a question sent with an id keeps
 * it, each new one takes the next of `newIds`, as the server makes them.
 */
export function savedJob(job: AdminJob, fullInput: FullJobInput, newIds: readonly string[] = []): AdminJob {
  const { clientId, ...input } = fullInput;
  const client = clientId ? { ...northwind, id: String(clientId) } : null;
  let made = 0;
  const questions = input.questions.map(({ id, label, kind, required, options }) => {
    const kept = id === null || id === undefined ? newIds[made++] : String(id);
    if (kept === undefined) throw new Error('savedJob: give an id for each new question');
    return { id: kept, label, kind, required: required ?? false, options: options ?? [] };
  });
  return { ...job, ...input, client, questions };
}

export const partner = adminJob(7, {
  title: 'Senior Talent Acquisition Partner',
  location: 'Bengaluru',
  description: ['Lead hiring for our clients.', '', 'Work across three regions.'],
  responsibilities: ['Run interviews', '   ', 'Advise hiring managers'],
  qualifications: ['', '5+ years in recruitment'],
  employmentType: 'FULL_TIME',
  workplace: 'REMOTE',
  remoteRegion: 'India',
  department: 'Talent Acquisition',
  salaryMin: 1200000,
  salaryMax: 1600000,
  salaryCurrency: 'INR',
  salaryPeriod: 'YEAR',
  // The end of a day on this machine's clock, as the form's date field sends it.
  closesAt: new Date('2030-06-30T23:59:59.999').toISOString(),
  clientName: 'Northwind Cloud',
  client: northwind,
  scorecardAttributes: ['Sourcing strategy', 'Stakeholder management', 'Communication'],
});

const typed = (job: AdminJob) => ({ __typename: 'Job' as const, ...job });

export function listMock({
  items,
  total = items.length,
  offset = 0,
}: {
  items: ListedJob[];
  total?: number;
  offset?: number;
}): MockLink.MockedResponse {
  return {
    request: { query: AdminJobsListDocument, variables: { limit: ADMIN_JOBS_PAGE_SIZE, offset } },
    result: {
      data: { jobs: { __typename: 'JobPage', total, items: items.map((job) => typed({ ...NO_APPLICANTS, ...job })) } },
    },
  };
}

export function listErrorMock(): MockLink.MockedResponse {
  return {
    request: { query: AdminJobsListDocument, variables: { limit: ADMIN_JOBS_PAGE_SIZE, offset: 0 } },
    error: new TypeError('Failed to fetch'),
  };
}

/** An archived job as the Archived view lists it. */
export function archivedJob(n: number, overrides: Partial<ArchivedJobFieldsFragment> = {}): ArchivedJobFieldsFragment {
  return {
    id: `archived-${n}`,
    title: `Archived position ${n}`,
    location: `Town ${n}`,
    archivedAt: '2025-04-02T10:00:00.000Z',
    ...NO_APPLICANTS,
    ...overrides,
  };
}

export function archivedListMock({
  items,
  total = items.length,
  offset = 0,
}: {
  items: ArchivedJobFieldsFragment[];
  total?: number;
  offset?: number;
}): MockLink.MockedResponse {
  return {
    request: { query: ArchivedJobsListDocument, variables: { limit: ADMIN_JOBS_PAGE_SIZE, offset } },
    result: {
      data: {
        archivedJobs: {
          __typename: 'ArchivedJobPage',
          total,
          items: items.map((job) => ({ __typename: 'Job', ...job })),
        },
      },
    },
  };
}

export function archivedListErrorMock(): MockLink.MockedResponse {
  return {
    request: { query: ArchivedJobsListDocument, variables: { limit: ADMIN_JOBS_PAGE_SIZE, offset: 0 } },
    error: new TypeError('Failed to fetch'),
  };
}

export function reopenMock(id: string): MockLink.MockedResponse {
  return {
    request: { query: JobReopenDocument, variables: { id } },
    result: { data: { reopenJob: { __typename: 'Job', id, archivedAt: null } } },
  };
}

/** The server refusing Reopen for a job that is no longer archived (someone reopened it already). */
export function reopenRefusedMock(id: string): MockLink.MockedResponse {
  return {
    request: { query: JobReopenDocument, variables: { id } },
    result: {
      errors: [{ message: 'This job is not archived: there is nothing to reopen.', extensions: { code: 'CONFLICT' } }],
    },
  };
}

export function createMock(input: JobInput, created: AdminJob, delay?: number): MockLink.MockedResponse {
  return {
    request: { query: JobCreateDocument, variables: { input } },
    result: { data: { createJob: typed(created) } },
    ...(delay === undefined ? {} : { delay }),
  };
}

/** The server's refusal of a job without a title (BAD_USER_INPUT naming the field). */
export function createRefusedMock(input: JobInput): MockLink.MockedResponse {
  return {
    request: { query: JobCreateDocument, variables: { input } },
    result: {
      errors: [
        {
          message: 'title is required (at most 200 characters).',
          extensions: { code: 'BAD_USER_INPUT', field: 'title' },
        },
      ],
    },
  };
}

export function updateMock(id: string, input: JobInput, updated: AdminJob): MockLink.MockedResponse {
  return {
    request: { query: JobUpdateDocument, variables: { id, input } },
    result: { data: { updateJob: { ...typed(updated), updatedAt: '2025-04-01T10:00:00.000Z' } } },
  };
}

export function updateErrorMock(
  id: string,
  input: JobInput,
  answer: Pick<MockLink.MockedResponse, 'result' | 'error'>,
): MockLink.MockedResponse {
  return { request: { query: JobUpdateDocument, variables: { id, input } }, ...answer };
}

export function httpFailure(status: number) {
  return new ServerError('Response not successful', {
    response: new Response('{}', { status }),
    bodyText: '{}',
  });
}

export function deleteMock(id: string): MockLink.MockedResponse {
  return {
    request: { query: JobDeleteDocument, variables: { id } },
    result: { data: { deleteJob: { __typename: 'Job', id, archivedAt: '2025-04-02T10:00:00.000Z' } } },
  };
}

export function deleteErrorMock(id: string): MockLink.MockedResponse {
  return {
    request: { query: JobDeleteDocument, variables: { id } },
    result: { errors: [{ message: 'Job not found.', extensions: { code: 'NOT_FOUND' } }] },
  };
}

/** The input a form sends for a job as the edit dialog pre-fills it (blank lines gone). */
export function inputOf(job: AdminJob, overrides: Partial<FullJobInput> = {}): FullJobInput {
  const lines = (list: string[]) => list.map((line) => line.trim()).filter((line) => line !== '');
  return {
    title: job.title,
    location: job.location,
    description: lines(job.description),
    responsibilities: lines(job.responsibilities),
    qualifications: lines(job.qualifications),
    employmentType: job.employmentType,
    workplace: job.workplace,
    remoteRegion: job.remoteRegion,
    department: job.department,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryCurrency: job.salaryCurrency,
    salaryPeriod: job.salaryPeriod,
    closesAt: job.closesAt,
    clientId: job.client?.id ?? null,
    confidentialClient: job.confidentialClient,
    questions: job.questions.map(({ id, label, kind, required, options }) => ({ id, label, kind, required, options })),
    scorecardAttributes: job.scorecardAttributes,
    ...overrides,
  };
}

/** Opens a job's details from its row in the table. */
export async function openDetails(user: UserEvent, title: string) {
  await user.click(await screen.findByRole('button', { name: `View Details for ${title}` }));
  return screen.getByRole('dialog', { name: title });
}
