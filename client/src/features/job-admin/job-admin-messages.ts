import type { JobQuestionKind } from '../../gql/graphql';
import { successLine } from '../../lib/success-line';

/**
 * The back office's job screens: the spec's messages (SPEC section 8, quoted exactly) and this
 * feature's own page texts, each written once. Alerts are shown with window.alert.
 */
export const jobAdminMessages = {
  // ---- quoted by the spec
  postSuccess: 'Job posted successfully!',
  postFailedAlert: 'Failed to post the job. Please try again.',
  fetchFailed: 'Failed to fetch jobs.',
  deleteFailedAlert: 'Failed to delete job.',
  /** Followed by the GraphQL error's message, or the HTTP status of a failed request. */
  updateFailedAlertPrefix: 'Failed to update job: ',

  // ---- this feature's own texts
  /** Followed by the server's reason, shown on the page under the form. */
  postRefusedPrefix: 'The job was not posted: ',
  loading: 'Loading jobs...',
  empty: 'There are no open jobs.',
  emptyAction: 'Post a job',
  updated: successLine('Job updated'),
  deleted: successLine('Job deleted'),
  archiveNote: 'Deleted jobs are archived: their applicants stay reachable.',
  linesHint: 'One point per line; blank lines are left out.',
  viewsLabel: 'Which jobs',
  openView: 'Open',
  archivedView: 'Archived',
  archivedLoading: 'Loading archived jobs...',
  archivedEmpty: 'There are no archived jobs.',
  reopen: 'Reopen',
  reopening: 'Reopening...',

  // ---- the job's questions for applicants (limits as the server's, job-questions.ts)
  questionsLegend: 'Questions for applicants',
  questionsHint: 'Up to 10 questions the apply form asks; applicants must answer the required ones.',
  noQuestions: 'No questions: the apply form asks only for the usual details.',
  addQuestion: 'Add question',
  questionsFull: 'A job can ask at most 10 questions: remove one to add another.',
  questionKind: 'Answer type',
  questionRequired: 'Required',
  questionOptions: 'Options (one per line)',
  questionOptionsHint: '2 to 20 different options; blank lines are left out.',
  questionTooLong: 'A question has at most 300 characters.',
  optionsRule: 'A single-choice question needs 2 to 20 different options of at most 100 characters.',
  requiredQuestion: 'required',

  // ---- what interviewers rate (limits as the server's, job-questions.ts)
  client: 'Client',
  consultancyItself: 'The consultancy itself',
  clientsFailed: 'The clients could not be loaded; reload the page to pick one.',
  confidentialClient: 'Confidential client',
  confidentialClientHint: 'The posting does not name the client; the consultancy is shown as the employer.',
  scorecardAttributes: 'Scorecard attributes',
  scorecardAttributesHint: 'What interviewers rate each candidate on, one per line (up to 10).',
  scorecardAttributesRule: 'A job needs 1 to 10 different scorecard attributes of at most 100 characters.',
} as const;

/** A question's kind in words. */
export const QUESTION_KIND_LABELS: Record<JobQuestionKind, string> = {
  SHORT_TEXT: 'Short text',
  YES_NO: 'Yes / No',
  SINGLE_CHOICE: 'Single choice',
};

/** A question's name in the job form: its place in the list, counted from 1. */
export function questionName(index: number): string {
  return `Question ${index + 1}`;
}

/** The success line after Reopen. */
export function reopenedMessage(title: string): string {
  return successLine(`“${title}” reopened`, 'It is back among the open jobs.');
}

/** The failure line after Reopen, with the server's reason when it gave one. */
export function reopenFailedMessage(title: string, reason: string | undefined): string {
  return reason ? `Failed to reopen “${title}”: ${reason}` : `Failed to reopen “${title}”. Please try again.`;
}

/** What follows a count of applicants: "1 applicant", "3 applicants". */
export function applicantsNoun(count: number): string {
  return count === 1 ? 'applicant' : 'applicants';
}

/** The URL parameter that holds Manage Jobs' view; the open jobs are shown without it. */
export const VIEW_PARAM = 'view';
export const ARCHIVED_VIEW = 'archived';

/** Applied Candidates for one job (that screen reads the job from `?job=`, archived jobs included). */
export function candidatesOfJobPath(jobId: string): string {
  return `/admin/applied-candidates?job=${encodeURIComponent(jobId)}`;
}

/** Open jobs per page of the Manage Jobs list. */
export const ADMIN_JOBS_PAGE_SIZE = 20;
