import type { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';

import {
  AppliedCandidatesPage,
  JOB_OPTIONS_LIMIT,
} from '../../../client/src/features/candidates/AppliedCandidatesPage';
import {
  ApplicationJobOptionsListDocument,
  ApplicationRejectPreviewDocument,
  ApplicationsListDocument,
  type ApplicationSourceKind,
  type ApplicationStatus,
  ApplicationStatusUpdateDocument,
} from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';

import { reasonsMock } from './stage-fixtures';

export const PAGE_PATH = '/admin/applied-candidates';

export interface OptionJob {
  id: string;
  title: string;
  location: string;
}

export const partnerJob: OptionJob = { id: 'job-1', title: 'HR Business Partner', location: 'London' };
export const designerJob: OptionJob = { id: 'job-2', title: 'Learning Designer', location: '' };

export function jobOptionsMock({
  items = [partnerJob, designerJob],
  total = items.length,
}: { items?: OptionJob[]; total?: number } = {}): MockLink.MockedResponse {
  return {
    request: { query: ApplicationJobOptionsListDocument, variables: { limit: JOB_OPTIONS_LIMIT } },
    result: {
      data: { jobs: { __typename: 'JobPage', total, items: items.map((job) => ({ __typename: 'Job', ...job })) } },
    },
  };
}

export function jobOptionsErrorMock(): MockLink.MockedResponse {
  return {
    request: { query: ApplicationJobOptionsListDocument, variables: { limit: JOB_OPTIONS_LIMIT } },
    error: new TypeError('Failed to fetch'),
  };
}

export interface Candidate {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  linkedIn: string;
  portfolio: string;
  coverLetter: string;
  status: ApplicationStatus | null;
  createdAt: string;
  resumePath: string;
  rejectionEmailDueAt: string | null;
  sourceKind: ApplicationSourceKind | null;
  sourceDetail: string | null;
  /** The answers to the job's questions, each with the question as it was asked. */
  answers: { questionId: string; question: string; answer: string }[];
}

export const grace: Candidate = {
  id: 'app-1',
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+1 555 0100',
  linkedIn: 'https://linkedin.com/in/grace',
  portfolio: 'https://grace.example.com/work',
  coverLetter: 'Dear team,\n\nI would love to join.\nBest regards',
  status: null,
  createdAt: '2025-03-01T12:00:00.000Z',
  resumePath: '/api/candidates/resumes/app-1',
  rejectionEmailDueAt: null,
  sourceKind: 'REFERRAL',
  sourceDetail: 'Ada Lovelace',
  answers: [],
};

export const alan: Candidate = {
  id: 'app-2',
  fullName: 'Alan Turing',
  email: 'alan@example.com',
  phone: '+44 20 7946 0000',
  linkedIn: '',
  portfolio: '',
  coverLetter: '',
  status: 'Shortlisted',
  createdAt: '2025-02-14T12:00:00.000Z',
  resumePath: '/api/candidates/resumes/app-2',
  rejectionEmailDueAt: null,
  sourceKind: null,
  sourceDetail: null,
  answers: [],
};

export function candidatesMock({
  jobId = partnerJob.id,
  jobTitle = partnerJob.title,
  items = [grace, alan],
  delay,
}: { jobId?: string; jobTitle?: string; items?: Candidate[]; delay?: number } = {}): MockLink.MockedResponse {
  return {
    request: { query: ApplicationsListDocument, variables: { jobId } },
    result: {
      data: {
        applications: items.map((candidate) => ({
          __typename: 'Application',
          ...candidate,
          answers: candidate.answers.map((answer) => ({ __typename: 'ApplicationAnswer', ...answer })),
          job: { __typename: 'Job', id: jobId, title: jobTitle },
        })),
      },
    },
    ...(delay === undefined ? {} : { delay }),
  };
}

export function candidatesErrorMock(jobId = partnerJob.id): MockLink.MockedResponse {
  return {
    request: { query: ApplicationsListDocument, variables: { jobId } },
    result: { errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] },
  };
}

export function statusMock(id: string, status: ApplicationStatus, delay?: number): MockLink.MockedResponse {
  return {
    request: { query: ApplicationStatusUpdateDocument, variables: { id, status } },
    result: { data: { setApplicationStatus: { __typename: 'Application', id, status } } },
    ...(delay === undefined ? {} : { delay }),
  };
}

export function statusErrorMock(id: string, status: ApplicationStatus): MockLink.MockedResponse {
  return {
    request: { query: ApplicationStatusUpdateDocument, variables: { id, status } },
    result: { errors: [{ message: 'Application not found.', extensions: { code: 'NOT_FOUND' } }] },
  };
}

/** The rejection e-mail the reject dialog shows (asked for when it opens). */
export const PREVIEW = {
  subject: 'About your application for HR Business Partner',
  text: 'Dear Alan Turing,\n\nThe role went to someone else this time.',
  delayMinutes: 10,
};

export function previewMock(candidate: Candidate, delay?: number): MockLink.MockedResponse {
  return {
    request: { query: ApplicationRejectPreviewDocument, variables: { id: candidate.id } },
    result: {
      data: {
        candidate: {
          __typename: 'Application',
          id: candidate.id,
          fullName: candidate.fullName,
          rejectionEmailPreview: { __typename: 'EmailPreview', to: candidate.email, ...PREVIEW },
        },
      },
    },
    ...(delay === undefined ? {} : { delay }),
  };
}

export function previewErrorMock(candidate: Candidate): MockLink.MockedResponse {
  return {
    request: { query: ApplicationRejectPreviewDocument, variables: { id: candidate.id } },
    error: new TypeError('Failed to fetch'),
  };
}

/**
 * Mounts the page on its own at its real URL (the route table loads it lazily, which needs a
 * Fetch API `Request` jsdom lacks), with the rejection reasons its reject dialog offers.
 */
export function renderCandidates(route: string, mocks: MockLink.MockedResponse[], cache?: InMemoryCache) {
  return renderApp(<AppliedCandidatesPage />, {
    route,
    path: PAGE_PATH,
    role: 'INTERNAL_RECRUITER',
    mocks: [reasonsMock(), ...mocks],
    cache,
  });
}
