// This file passes 400 lines: the candidate page's arranged answers, for several test files, in one place.
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';

import { CandidatePage } from '../../../client/src/features/candidates/CandidatePage';
import {
  type ActivityKind,
  ApplicationAddToJobDocument,
  ApplicationDecisionUndoDocument,
  ApplicationDetailsDocument,
  ApplicationInterviewCancelDocument,
  ApplicationInterviewerOptionsDocument,
  ApplicationInterviewRescheduleDocument,
  ApplicationInterviewScheduleDocument,
  ApplicationNoteAddDocument,
  ApplicationNoteDeleteDocument,
  ApplicationNoteEditDocument,
  ApplicationPlacementDocument,
  ApplicationRejectDocument,
  ApplicationsMoveToStageDocument,
  type ApplicationSourceKind,
  ApplicationsShortlistDocument,
  type ApplicationStatus,
  ApplicationsWithdrawDocument,
  ApplicationTimelineDocument,
  type ResumeTextStatus,
  type Role,
} from '../../../client/src/gql/graphql';
import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';

import * as scorecards from './candidate-scorecard-fixtures';
import { type Calls, recorded } from './recorded-mock';
import { reasonsMock, stageFields, stageOptionsMock, type StagePlace } from './stage-fixtures';

export type { Calls };

/** The signed-in recruiter's id in `meMock`: notes with this author are the viewer's own. */
export const VIEWER_ID = 'user-1';

export interface Activity {
  id: string;
  kind: ActivityKind;
  actorLabel: string;
  at: string;
  details?: Record<string, unknown>;
  actorId?: string | null;
}

export interface Note {
  id: string;
  text: string;
  authorId: string | null;
  authorLabel: string;
  createdAt: string;
  editedAt?: string | null;
}

/** Someone who interviews (or may), as interviewerOptions and an interview's interviewers answer. */
export interface InterviewerData {
  id: string;
  name: string;
  email: string;
}

/** An interview of the application, as the candidate page asks for it. */
export interface InterviewData extends Partial<scorecards.InterviewScorecards> {
  id: string;
  startsAt: string;
  endsAt: string;
  date: string;
  time: string;
  timeZone: string;
  durationMinutes: number;
  location: string;
  videoUrl: string;
  cancelledAt: string | null;
  interviewers: InterviewerData[];
}

export interface CandidateData {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  linkedIn: string;
  portfolio: string;
  coverLetter: string;
  createdAt: string;
  status: ApplicationStatus | null;
  rejectionEmailDueAt: string | null;
  resumeType: 'PDF' | 'DOC' | 'DOCX';
  resumeText: ResumeTextStatus;
  sourceKind: ApplicationSourceKind | null;
  sourceDetail: string | null;
  /** The answers to the job's questions, each with the question as it was asked. */
  answers: { questionId: string; question: string; answer: string }[];
  consent: { basis: 'Consent' | 'Notice' | 'CallerNotice' | 'Unrecorded'; privacyVersion: string | null };
  job: { id: string; title: string; archivedAt: string | null; scorecardAttributes?: string[] };
  otherApplications: {
    id: string;
    status: ApplicationStatus | null;
    createdAt: string;
    job: { id: string; title: string; archivedAt: string | null };
  }[];
  notes: Note[];
  activity: Activity[];
  /** Its interviews, earliest first (none when left out). */
  interviews?: InterviewData[];
  scorecardSummary?: scorecards.ScorecardSummaryData;
  preview: { to: string; subject: string; text: string; delayMinutes: number };
  /** Its stage and outcome, when not the ones its status implies (see stageFields). */
  place?: StagePlace;
  /** The client's answers from shortlists (Application.clientFeedback, as the API answers it; none when left out). */
  clientFeedback?: Record<string, unknown>[];
  /** Its placement's terms (Application.placement, as ApplicationPlacementFields answers it); none when left out. */
  placement?: Record<string, unknown> | null;
}

export const APPLIED_ACTIVITY: Activity = {
  id: '1',
  kind: 'APPLIED',
  actorLabel: 'candidate',
  at: '2025-03-01T12:00:00.000Z',
};

export const grace: CandidateData = {
  id: 'app-1',
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+1 555 0100',
  linkedIn: 'https://linkedin.com/in/grace',
  portfolio: '',
  coverLetter: 'Dear team,\n\nI would love to join.',
  createdAt: '2025-03-01T12:00:00.000Z',
  status: null,
  rejectionEmailDueAt: null,
  resumeType: 'PDF',
  resumeText: 'SEARCHABLE',
  sourceKind: 'LINK',
  sourceDetail: 'newsletter',
  answers: [],
  consent: { basis: 'Consent', privacyVersion: '2025-01' },
  job: { id: 'job-1', title: 'HR Business Partner', archivedAt: null },
  otherApplications: [],
  notes: [],
  activity: [APPLIED_ACTIVITY],
  preview: {
    to: 'grace@example.com',
    subject: 'Your application: HR Business Partner',
    text: 'Dear Grace Hopper,\n\nThank you for applying for HR Business Partner.',
    delayMinutes: 10,
  },
};

export function activityData(line: Activity) {
  return {
    __typename: 'ApplicationActivity',
    id: line.id,
    kind: line.kind,
    actorId: line.actorId ?? null,
    actorLabel: line.actorLabel,
    at: line.at,
    details: JSON.stringify(line.details ?? {}),
  };
}

export function noteData(note: Note) {
  return { __typename: 'ApplicationNote', editedAt: null, ...note };
}

function jobData(job: CandidateData['job']) {
  return { __typename: 'Job', ...job };
}

export function interviewData(interview: InterviewData) {
  return {
    __typename: 'Interview',
    ...interview,
    ...scorecards.interviewScorecardData(interview),
    interviewers: interview.interviewers.map((person) => ({ __typename: 'Interviewer', ...person })),
  };
}

/** The `candidate` answer of the ApplicationDetails query. */
export function candidateData(candidate: CandidateData) {
  const {
    preview,
    otherApplications,
    notes,
    activity,
    job,
    consent,
    answers,
    interviews = [],
    place,
    clientFeedback = [],
    placement = null,
    ...fields
  } = candidate;
  return {
    __typename: 'Application',
    ...fields,
    ...stageFields(candidate.status, place),
    answers: answers.map((answer) => ({ __typename: 'ApplicationAnswer', ...answer })),
    resumePath: `/api/candidates/resumes/${candidate.id}`,
    consent: { __typename: 'ConsentRecord', ...consent },
    job: { scorecardAttributes: [], ...jobData(job) },
    otherApplications: otherApplications.map((other) => ({
      __typename: 'Application',
      ...other,
      job: jobData(other.job),
    })),
    interviews: interviews.map(interviewData),
    notes: notes.map(noteData),
    activity: activity.map(activityData),
    rejectionEmailPreview: { __typename: 'EmailPreview', ...preview },
    scorecardSummary: scorecards.scorecardSummaryData(candidate.scorecardSummary),
    clientFeedback,
    placement: placement && { __typename: 'Placement', ...placement },
  };
}

export function detailsMock(candidate: CandidateData = grace, delay?: number): MockLink.MockedResponse {
  return {
    request: { query: ApplicationDetailsDocument, variables: { id: candidate.id } },
    result: { data: { candidate: candidateData(candidate) } },
    ...(delay === undefined ? {} : { delay }),
  };
}

export function detailsErrorMock(id: string, code: string, message: string): MockLink.MockedResponse {
  return {
    request: { query: ApplicationDetailsDocument, variables: { id } },
    result: { errors: [new GraphQLError(message, { extensions: { code } })] },
  };
}

/** The notes and history read again after the page changed something (answers as often as asked). */
export function timelineMock(id: string, notes: Note[], activity: Activity[]): MockLink.MockedResponse {
  return {
    request: { query: ApplicationTimelineDocument, variables: { id } },
    result: {
      data: {
        candidate: { __typename: 'Application', id, notes: notes.map(noteData), activity: activity.map(activityData) },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A decision's or a move's answer: the application's id, status, e-mail time, stage and history. */
export function decisionData(
  id: string,
  status: ApplicationStatus | null,
  rejectionEmailDueAt: string | null,
  activity: Activity[],
  place?: StagePlace,
) {
  return {
    __typename: 'Application',
    id,
    status,
    rejectionEmailDueAt,
    ...stageFields(status, place),
    activity: activity.map(activityData),
  };
}

/** rejectApplication, with the reason the dialog sends (none from Applied Candidates unless chosen). */
export function rejectMock(
  id: string,
  dueAt: string,
  activity: Activity[],
  calls: Calls = { variables: [] },
  delay?: number,
  reason?: string,
): MockLink.MockedResponse {
  return recorded(
    ApplicationRejectDocument,
    { id, ...(reason ? { reason } : {}) },
    () => ({
      data: { rejectApplication: decisionData(id, 'Rejected', dueAt, activity, { rejectionReason: reason ?? null }) },
    }),
    calls,
    delay,
  );
}

export function refusedMock(
  query: MockLink.MockedResponse['request']['query'],
  variables: Record<string, unknown>,
  code: string,
  message: string,
  calls: Calls = { variables: [] },
  field?: string,
): MockLink.MockedResponse {
  return recorded(
    query,
    variables,
    () => ({ errors: [new GraphQLError(message, { extensions: { code, ...(field ? { field } : {}) } })] }),
    calls,
  );
}

export function undoMock(id: string, activity: Activity[], calls: Calls = { variables: [] }): MockLink.MockedResponse {
  return recorded(
    ApplicationDecisionUndoDocument,
    { id },
    () => ({ data: { undoApplicationDecision: decisionData(id, null, null, activity) } }),
    calls,
  );
}

export function shortlistMock(
  id: string,
  activity: Activity[],
  calls: Calls = { variables: [] },
): MockLink.MockedResponse {
  return recorded(
    ApplicationsShortlistDocument,
    { ids: [id] },
    () => ({ data: { shortlistApplications: [decisionData(id, 'Shortlisted', null, activity)] } }),
    calls,
  );
}

/** A move of the page's application: its stage, status and history, as the server answers them. */
export function moveMock(
  candidate: CandidateData,
  stage: { id: string; name: string },
  activity: Activity[],
  calls: Calls = { variables: [] },
) {
  return recorded(
    ApplicationsMoveToStageDocument,
    { ids: [candidate.id], stageId: stage.id },
    () => ({
      data: { moveApplicationsToStage: [decisionData(candidate.id, candidate.status, null, activity, { stage })] },
    }),
    calls,
  );
}

/** A withdrawal of the page's application: out of the pipeline, its stage kept. */
export function withdrawMock(candidate: CandidateData, activity: Activity[], calls: Calls = { variables: [] }) {
  return recorded(
    ApplicationsWithdrawDocument,
    { ids: [candidate.id] },
    () => ({
      data: {
        withdrawApplications: [
          decisionData(candidate.id, null, null, activity, {
            ...candidate.place,
            outcome: 'WITHDRAWN',
            withdrawnAt: '2025-03-03T10:00:00.000Z',
          }),
        ],
      },
    }),
    calls,
  );
}

export function addNoteMock(applicationId: string, text: string, note: Note, calls: Calls = { variables: [] }) {
  return recorded(
    ApplicationNoteAddDocument,
    { applicationId, text },
    () => ({ data: { addApplicationNote: noteData(note) } }),
    calls,
  );
}

export function editNoteMock(id: string, text: string, note: Note, calls: Calls = { variables: [] }) {
  return recorded(
    ApplicationNoteEditDocument,
    { id, text },
    () => ({ data: { editApplicationNote: noteData(note) } }),
    calls,
  );
}

export function deleteNoteMock(id: string, calls: Calls = { variables: [] }) {
  return recorded(ApplicationNoteDeleteDocument, { id }, () => ({ data: { deleteApplicationNote: true } }), calls);
}

/** Add to another job's answer: the new application and its job. */
export function addToJobMock(
  applicationId: string,
  jobId: string,
  created: { id: string; job: { id: string; title: string } },
  calls: Calls = { variables: [] },
) {
  return recorded(
    ApplicationAddToJobDocument,
    { applicationId, jobId },
    () => ({
      data: {
        addCandidateToJob: { __typename: 'Application', id: created.id, job: { __typename: 'Job', ...created.job } },
      },
    }),
    calls,
  );
}

/** Who may interview (asked when the interview dialog opens). */
export function interviewerOptionsMock(people: InterviewerData[]): MockLink.MockedResponse {
  return {
    request: { query: ApplicationInterviewerOptionsDocument, variables: {} },
    result: {
      data: { interviewerOptions: people.map((person) => ({ __typename: 'Interviewer', ...person })) },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** What a change to an interview answers: the interview, and its application's history. */
export interface InterviewChange {
  applicationId: string;
  interview: InterviewData;
  activity: Activity[];
}

function changeData({ applicationId, interview, activity }: InterviewChange) {
  return {
    ...interviewData(interview),
    application: { __typename: 'Application', id: applicationId, activity: activity.map(activityData) },
  };
}

export function scheduleInterviewMock(
  variables: { applicationId: string; input: Record<string, unknown> },
  change: InterviewChange,
  calls: Calls = { variables: [] },
) {
  return recorded(
    ApplicationInterviewScheduleDocument,
    variables,
    () => ({ data: { scheduleInterview: changeData(change) } }),
    calls,
  );
}

export function rescheduleInterviewMock(
  variables: { id: string; input: Record<string, unknown> },
  change: InterviewChange,
  calls: Calls = { variables: [] },
) {
  return recorded(
    ApplicationInterviewRescheduleDocument,
    variables,
    () => ({ data: { rescheduleInterview: changeData(change) } }),
    calls,
  );
}

export function cancelInterviewMock(id: string, change: InterviewChange, calls: Calls = { variables: [] }) {
  return recorded(
    ApplicationInterviewCancelDocument,
    { id },
    () => ({ data: { cancelInterview: changeData(change) } }),
    calls,
  );
}

/**
 * Mounts the candidate page on its own at its real URL, signed in (the `me` answer included, with
 * the pipeline's stages and the rejection reasons).
 */
/** The placement read again after a move or a decision (PlacementPanel): none, for any application. */
export function noPlacementMock(): MockLink.MockedResponse {
  return {
    request: { query: ApplicationPlacementDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => ({
      data: { application: { __typename: 'Application', id: variables.id, placement: null } },
    }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  } as MockLink.MockedResponse;
}

export function renderCandidatePage(id: string, mocks: MockLink.MockedResponse[], role: Role = 'INTERNAL_RECRUITER') {
  return renderApp(<CandidatePage />, {
    route: `/admin/candidates/${id}`,
    path: '/admin/candidates/:id',
    role,
    mocks: [meMock(role), stageOptionsMock(), reasonsMock(), ...mocks, noPlacementMock()],
  });
}
