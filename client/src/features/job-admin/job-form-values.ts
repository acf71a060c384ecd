import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

import type { AdminJobFieldsFragment, JobInput } from '../../gql/graphql';

/** What the job form holds: the three lists are text, one point per line. */
export interface JobFormValues {
  title: string;
  location: string;
  description: string;
  responsibilities: string;
  qualifications: string;
}

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  location: '',
  description: '',
  responsibilities: '',
  qualifications: '',
};

/** One point per line: each line trimmed, blank lines dropped (any line ending). */
export function textToLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The lines that show: a blank line (a stray Enter when the job was typed) is hidden. */
export function shownLines(lines: readonly string[]): string[] {
  return lines.filter((line) => line.trim() !== '');
}

export function formValuesToInput(values: JobFormValues): JobInput {
  return {
    title: values.title.trim(),
    location: values.location.trim(),
    description: textToLines(values.description),
    responsibilities: textToLines(values.responsibilities),
    qualifications: textToLines(values.qualifications),
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
  };
}

/**
 * Why a request failed, in words for the user: the GraphQL errors' messages (the server names the
 * field it refused), else the HTTP status of a failed response, else the error's own message.
 */
export function failureReason(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((item) => item.message).join(' ');
  if (ServerError.is(error) || ServerParseError.is(error)) return String(error.statusCode);
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The job field a GraphQL refusal names (`extensions.field`), if it is one of the form's. */
export function refusedField(error: unknown): keyof JobFormValues | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  for (const item of error.errors) {
    const field = item.extensions?.field;
    if (typeof field === 'string' && field in EMPTY_JOB_FORM) return field as keyof JobFormValues;
  }
  return undefined;
}
