import { messages, RESUME_EXTENSIONS } from '../../content/messages';
import type { ApplicationInput } from '../../gql/graphql';
import { httpStatus, serverMessages } from '../../lib/graphql-errors';

/** What the apply form holds; the resume is picked separately (a File, not text). */
export interface ApplicationValues {
  fullName: string;
  email: string;
  phone: string;
  linkedIn: string;
  portfolio: string;
  coverLetter: string;
}

export const emptyApplication: ApplicationValues = {
  fullName: '',
  email: '',
  phone: '',
  linkedIn: '',
  portfolio: '',
  coverLetter: '',
};

/** A resume must be named .pdf, .doc or .docx and hold something (SPEC sections 5 and 9). */
export function isValidResume(file: File): boolean {
  const name = file.name.toLowerCase();
  return file.size > 0 && RESUME_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** The fields a visitor must fill in, in the form's order, with how each is named in its message. */
export const REQUIRED_APPLICATION_FIELDS = {
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  resume: 'Resume',
} as const;

export type RequiredApplicationField = keyof typeof REQUIRED_APPLICATION_FIELDS;

/** What is wrong with each field, by field: missing, or a resume that is not a .pdf/.doc/.docx file. */
export function applicationFieldErrors(
  values: ApplicationValues,
  resume: File | null,
): Partial<Record<RequiredApplicationField, string>> {
  const errors: Partial<Record<RequiredApplicationField, string>> = {};
  for (const field of ['fullName', 'email', 'phone'] as const) {
    if (values[field].trim() === '') errors[field] = `Please enter your ${REQUIRED_APPLICATION_FIELDS[field]}.`;
  }
  if (!resume) errors.resume = 'Please choose your resume.';
  else if (!isValidResume(resume)) errors.resume = messages.application.invalidResume;
  return errors;
}

/** The first thing wrong with the form, as the message to show, or null when it can be sent. */
export function validateApplication(values: ApplicationValues, resume: File | null): string | null {
  const missing = [values.fullName, values.email, values.phone].some((value) => value.trim() === '');
  if (missing || !resume) return messages.application.missingFields;
  if (!isValidResume(resume)) return messages.application.invalidResume;
  return null;
}

/** The mutation's input: trimmed, with blank optional fields left out. */
export function toApplicationInput(values: ApplicationValues): ApplicationInput {
  const optional = (value: string) => value.trim() || undefined;
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    linkedIn: optional(values.linkedIn),
    portfolio: optional(values.portfolio),
    coverLetter: optional(values.coverLetter),
  };
}

/**
 * The message for a failed submission (SPEC section 8): the server's own words after the prefix
 * when it answered in GraphQL (a refused field, a second application), a generic line when some
 * other HTTP answer came back, and the "try again later" line when nothing came back at all.
 */
export function applicationErrorMessage(error: unknown): string {
  const detail = serverMessages(error);
  if (detail !== undefined) return `${messages.application.serverErrorPrefix} ${detail}`;
  if (httpStatus(error) !== undefined) return messages.application.notOk;
  return messages.application.noResponse;
}
