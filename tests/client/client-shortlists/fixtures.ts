import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';

import {
  type ClientShortlistAnswer,
  ClientShortlistCandidateAnswerDocument,
  type ClientShortlistCandidateFieldsFragment,
  ClientShortlistCodeRequestDocument,
  ClientShortlistCodeVerifyDocument,
  type ClientShortlistPageFieldsFragment,
  type ClientShortlistStatus,
  ClientShortlistViewDocument,
  PipelineClientShortlistRevokeDocument,
  PipelineClientShortlistsDocument,
  PipelineClientShortlistSendDocument,
  PipelineSendToClientOptionsDocument,
} from '../../../client/src/gql/graphql';
import type { Calls } from '../candidates/recorded-mock';
import { JOB } from '../pipeline/fixtures';

export const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
export const SHORTLIST_PATH = `/shortlists/${TOKEN}`;
export const GONE = 'This shortlist is no longer available.';

export const DANA = {
  __typename: 'ClientContact',
  id: 'contact-dana',
  fullName: 'Dana Boss',
  role: 'Hiring manager',
  email: 'dana@acme.example',
};
export const OMAR = {
  __typename: 'ClientContact',
  id: 'contact-omar',
  fullName: 'Omar Ode',
  role: '',
  email: 'omar@acme.example',
};
export const ACME = { __typename: 'Client', id: 'client-acme', name: 'Acme Ltd', contacts: [DANA, OMAR] };

function option(id: string, fullName: string, stage: string, outcome: 'REJECTED' | 'WITHDRAWN' | null = null) {
  return {
    __typename: 'Application',
    id,
    fullName,
    outcome,
    stage: { __typename: 'PipelineStage', id: `stage-${stage}`, name: stage },
  };
}

/** The job's applications the dialog reads: two in a stage, one rejected. */
export const OPTIONS = [
  option('app-ada', 'Ada Lovelace', 'Applied'),
  option('app-grace', 'Grace Hopper', 'Screening'),
  option('app-rex', 'Rex Rejected', 'Applied', 'REJECTED'),
];

/** The board's "Send to client" options: the job with its client (or none) and its applications. */
export function boardOptionsMock(client: typeof ACME | null = ACME): MockLink.MockedResponse {
  return {
    request: { query: PipelineSendToClientOptionsDocument, variables: { jobId: JOB.id } },
    result: {
      data: { job: { __typename: 'Job', id: JOB.id, title: JOB.title, client }, applications: OPTIONS },
    },
  };
}

interface EntrySpec {
  id: string;
  applicationId: string;
  fullName: string;
  answer?: ClientShortlistAnswer | null;
  answeredAt?: string | null;
}

export function shortlistData(
  id: string,
  status: ClientShortlistStatus,
  entries: EntrySpec[],
  contact: { id: string; fullName: string; email: string } = DANA,
) {
  return {
    __typename: 'ClientShortlist',
    id,
    sentAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-04T10:00:00.000Z',
    revokedAt: status === 'REVOKED' ? '2026-11-25T10:00:00.000Z' : null,
    status,
    sentByName: 'Rita Recruiter',
    contact: { __typename: 'ClientContact', id: contact.id, fullName: contact.fullName, email: contact.email },
    entries: entries.map((entry) => ({
      __typename: 'ClientShortlistEntry',
      id: entry.id,
      answer: entry.answer ?? null,
      answeredAt: entry.answeredAt ?? null,
      application: {
        __typename: 'Application',
        id: entry.applicationId,
        fullName: entry.fullName,
        // The candidate's feedback as the board's cards read it: here, this shortlist's entry alone.
        clientFeedback: [
          {
            __typename: 'ClientShortlistEntry',
            id: entry.id,
            answer: entry.answer ?? null,
            answeredAt: entry.answeredAt ?? null,
          },
        ],
      },
    })),
  };
}

export type ShortlistData = ReturnType<typeof shortlistData>;

/** The board's "Sent to clients" list. */
export function shortlistsMock(shortlists: ShortlistData[] = []): MockLink.MockedResponse {
  return {
    request: { query: PipelineClientShortlistsDocument, variables: { jobId: JOB.id } },
    result: { data: { clientShortlists: shortlists } },
  };
}

export function sendMock(calls: Calls, answer: ShortlistData | GraphQLError): MockLink.MockedResponse {
  return {
    request: { query: PipelineClientShortlistSendDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      calls.variables.push(variables);
      return answer instanceof GraphQLError ? { errors: [answer] } : { data: { sendClientShortlist: answer } };
    },
  } as MockLink.MockedResponse;
}

export function revokeMock(calls: Calls, answer: ShortlistData | GraphQLError): MockLink.MockedResponse {
  return {
    request: { query: PipelineClientShortlistRevokeDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      calls.variables.push(variables);
      return answer instanceof GraphQLError ? { errors: [answer] } : { data: { revokeClientShortlist: answer } };
    },
  } as MockLink.MockedResponse;
}

// ---- the client's page

export function candidate(
  entryId: string,
  fullName: string,
  changes: Partial<ClientShortlistCandidateFieldsFragment> = {},
): ClientShortlistCandidateFieldsFragment & { __typename: 'ClientShortlistCandidate' } {
  return {
    __typename: 'ClientShortlistCandidate',
    entryId,
    fullName,
    note: '',
    linkedIn: null,
    email: null,
    phone: null,
    resumeUrl: null,
    answer: null,
    answerReason: '',
    answerComment: '',
    answeredAt: null,
    ...changes,
  };
}

export function pageData(
  access: 'CODE_REQUIRED' | 'OPEN',
  candidates: ClientShortlistCandidateFieldsFragment[] = [],
  changes: Partial<ClientShortlistPageFieldsFragment> = {},
) {
  return {
    __typename: 'ClientShortlistPage',
    access,
    contactEmailHint: 'd***@acme.example',
    clientName: 'Acme Ltd',
    jobTitle: 'Payroll Specialist',
    recruiterName: 'Rita Recruiter',
    expiresAt: '2026-12-12T10:00:00.000Z',
    message: '',
    candidates: access === 'OPEN' ? candidates : [],
    ...changes,
  };
}

export function viewMock(page: ReturnType<typeof pageData>): MockLink.MockedResponse {
  return {
    request: { query: ClientShortlistViewDocument, variables: { token: TOKEN } },
    result: { data: { clientShortlistPage: page } },
  };
}

export function viewGoneMock(): MockLink.MockedResponse {
  return {
    request: { query: ClientShortlistViewDocument, variables: { token: TOKEN } },
    result: { errors: [new GraphQLError(GONE, { extensions: { code: 'NOT_FOUND' } })] },
  };
}

export function requestCodeMock(calls: Calls): MockLink.MockedResponse {
  return {
    request: { query: ClientShortlistCodeRequestDocument, variables: { token: TOKEN } },
    result: (variables: Record<string, unknown>) => {
      calls.variables.push(variables);
      return { data: { requestClientShortlistCode: true } };
    },
  } as MockLink.MockedResponse;
}

export function verifyMock(code: string, answer: ReturnType<typeof pageData> | GraphQLError): MockLink.MockedResponse {
  return {
    request: { query: ClientShortlistCodeVerifyDocument, variables: { token: TOKEN, code } },
    result: answer instanceof GraphQLError ? { errors: [answer] } : { data: { verifyClientShortlistCode: answer } },
  };
}

export function answerMock(
  calls: Calls,
  answer: ClientShortlistCandidateFieldsFragment | GraphQLError,
): MockLink.MockedResponse {
  return {
    request: { query: ClientShortlistCandidateAnswerDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      calls.variables.push(variables);
      return answer instanceof GraphQLError
        ? { errors: [answer] }
        : { data: { answerClientShortlistCandidate: answer } };
    },
  } as MockLink.MockedResponse;
}

export function wrongCode(): GraphQLError {
  return new GraphQLError('That code is not right or has expired.', {
    extensions: { code: 'BAD_USER_INPUT', field: 'code' },
  });
}
