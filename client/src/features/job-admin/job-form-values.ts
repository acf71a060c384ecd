import type { AdminJobFieldsFragment, EmploymentType, JobInput, SalaryPeriod, Workplace } from '../../gql/graphql';
import { graphQLErrors, httpStatus, refusedFields, serverMessages } from '../../lib/graphql-errors';

import { shownLines, textToLines } from './job-lines';
import { type QuestionDraft, questionsToInput } from './job-question-drafts';
import { DEFAULT_SCORECARD_ATTRIBUTES } from './job-scorecard-attributes';

/**
 * What the job form holds, all text: the three lists and the scorecard attributes one per line,
 * the facts as their fields show them ('' for none), the closing date as a date input's YYYY-MM-DD.
 */
export interface JobFormValues {
  title: string;
  location: string;
  description: string;
  responsibilities: string;
  qualifications: string;
  employmentType: EmploymentType | '';
  workplace: Workplace | '';
  remoteRegion: string;
  department: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod | '';
  closingDate: string;
  /** The client the job is filled for; '' for the consultancy itself. */
  clientId: string;
  /** 'true' when the client stays unnamed on the posting (a checkbox). */
  confidentialClient: '' | 'true';
  scorecardAttributes: string;
}

/** A new job's form: blank, but for the scorecard attributes the server would give it anyway. */
export const NEW_JOB_FORM: JobFormValues = {
  title: '',
  location: '',
  description: '',
  responsibilities: '',
  qualifications: '',
  employmentType: '',
  workplace: '',
  remoteRegion: '',
  department: '',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: '',
  salaryPeriod: '',
  closingDate: '',
  clientId: '',
  confidentialClient: '',
  scorecardAttributes: DEFAULT_SCORECARD_ATTRIBUTES.join('\n'),
};

/** The form fields that set each input field the server may refuse (by `extensions.field`). */
const FORM_FIELD_OF_INPUT: Record<string, keyof JobFormValues> = {
  closesAt: 'closingDate',
  clientName: 'clientId',
};

function amount(text: string): number | null {
  const value = text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The end of a YYYY-MM-DD day on the browser's clock, as an instant: the job is open all that day. */
export function endOfDay(date: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const end = new Date(`${date}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** An instant as a date input's YYYY-MM-DD on the browser's clock. */
export function localDate(instant: string): string {
  const date = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The job as the form sends it. The questions and the scorecard attributes always go: the form
 * shows the whole lists, and the server replaces the job's lists with what it receives.
 */
export function formValuesToInput(values: JobFormValues, questions: readonly QuestionDraft[]): JobInput {
  return {
    title: values.title.trim(),
    location: values.location.trim(),
    description: textToLines(values.description),
    responsibilities: textToLines(values.responsibilities),
    qualifications: textToLines(values.qualifications),
    employmentType: values.employmentType || null,
    workplace: values.workplace || null,
    remoteRegion: values.workplace === 'REMOTE' ? values.remoteRegion.trim() || null : null,
    department: values.department.trim() || null,
    salaryMin: amount(values.salaryMin),
    salaryMax: amount(values.salaryMax),
    salaryCurrency: values.salaryCurrency.trim().toUpperCase() || null,
    salaryPeriod: values.salaryPeriod || null,
    closesAt: endOfDay(values.closingDate),
    clientId: values.clientId || null,
    confidentialClient: values.confidentialClient === 'true',
    questions: questionsToInput(questions),
    scorecardAttributes: textToLines(values.scorecardAttributes),
  };
}

/** The edit form's starting point: the job's lists one point per line, blank lines hidden. */
export function jobToFormValues(job: AdminJobFieldsFragment): JobFormValues {
  return {
    title: job.title,
    location: job.location,
    description: shownLines(job.description).join('\n'),
    responsibilities: shownLines(job.responsibilities).join('\n'),
    qualifications: shownLines(job.qualifications).join('\n'),
    employmentType: job.employmentType ?? '',
    workplace: job.workplace ?? '',
    remoteRegion: job.remoteRegion ?? '',
    department: job.department ?? '',
    salaryMin: job.salaryMin === null ? '' : String(job.salaryMin),
    salaryMax: job.salaryMax === null ? '' : String(job.salaryMax),
    salaryCurrency: job.salaryCurrency ?? '',
    salaryPeriod: job.salaryPeriod ?? '',
    closingDate: job.closesAt ? localDate(job.closesAt) : '',
    clientId: job.client?.id ?? '',
    confidentialClient: job.confidentialClient ? 'true' : '',
    scorecardAttributes: job.scorecardAttributes.join('\n'),
  };
}

/**
 * Why a request failed, in words for the user: the GraphQL errors' messages (the server names the
 * field it refused), else the HTTP status of a failed response, else the error's own message.
 */
export function failureReason(error: unknown): string {
  const messages = serverMessages(error);
  if (messages !== undefined) return messages;
  const status = httpStatus(error);
  if (status !== undefined) return String(status);
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The job field a GraphQL refusal names (`extensions.field`), if it is one of the form's. */
export function refusedField(error: unknown): keyof JobFormValues | undefined {
  for (const field of refusedFields(error)) {
    if (field in FORM_FIELD_OF_INPUT) return FORM_FIELD_OF_INPUT[field];
    if (field in NEW_JOB_FORM) return field as keyof JobFormValues;
  }
  return undefined;
}

/** The server's refusals the form shows where they belong, in its words (undefined for none). */
export interface JobFormRefusals {
  /** Of the questions (`extensions.field` "questions"), shown in their section. */
  questions?: string | undefined;
  /** Of the scorecard attributes (`extensions.field` "scorecardAttributes"), shown on their field. */
  scorecardAttributes?: string | undefined;
}

/** The messages of the GraphQL errors that name `field`, joined; undefined when none does. */
function refusalOf(error: unknown, field: string): string | undefined {
  const messages = graphQLErrors(error)
    .filter((item) => item.extensions?.field === field)
    .map((item) => item.message.trim());
  return messages.length > 0 ? messages.join(' ') : undefined;
}

/** What of a failed save the form shows in place: the refusals of its questions and its attributes. */
export function jobFormRefusals(error: unknown): JobFormRefusals {
  return { questions: refusalOf(error, 'questions'), scorecardAttributes: refusalOf(error, 'scorecardAttributes') };
}
