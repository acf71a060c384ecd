import { requiredFieldMessage } from '../../components/ui/form-checks';
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
  /** Who referred the candidate (optional). */
  referredBy: string;
}

export const emptyApplication: ApplicationValues = {
  fullName: '',
  email: '',
  phone: '',
  linkedIn: '',
  portfolio: '',
  coverLetter: '',
  referredBy: '',
};

/** A resume must be named .pdf, .doc or .docx and hold something (SPEC sections 5 and 9). */
export function isValidResume(file: File): boolean {
  const name = file.name.toLowerCase();
  return file.size > 0 && RESUME_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** What a refused file is, in words: "a PNG image", "a .txt file". */
function fileKind(file: File): string {
  const [family, subtype] = file.type.split('/');
  if (family === 'image' && subtype) return `a ${subtype.replace(/\+.*$/, '').toUpperCase()} image`;
  if (file.type === 'text/plain') return 'a text file';
  const extension = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1];
  return extension ? `a .${extension.toLowerCase()} file` : 'not a PDF or Word file';
}

/**
 * Why a chosen resume is refused, naming the file ("Word or PDF only: photo.png is a PNG image."),
 * or null when it will do.
 */
export function resumeRefusal(file: File): string | null {
  if (isValidResume(file)) return null;
  const name = file.name.toLowerCase();
  if (RESUME_EXTENSIONS.some((extension) => name.endsWith(extension)))
    return `${file.name} is empty: choose the file that holds your resume.`;
  return `Word or PDF only: ${file.name} is ${fileKind(file)}.`;
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
    if (values[field].trim() === '') errors[field] = requiredFieldMessage(REQUIRED_APPLICATION_FIELDS[field]);
  }
  if (!resume) errors.resume = 'Please choose your resume.';
  else errors.resume = resumeRefusal(resume) ?? undefined;
  return errors;
}

/** The first thing wrong with the form, as the message to show, or null when it can be sent. */
export function validateApplication(values: ApplicationValues, resume: File | null): string | null {
  const missing = [values.fullName, values.email, values.phone].some((value) => value.trim() === '');
  if (missing || !resume) return messages.application.missingFields;
  if (!isValidResume(resume)) return messages.application.invalidResume;
  return null;
}

/** The mutation's input: trimmed, with blank optional fields left out; `source`: the link's, if any. */
export function toApplicationInput(values: ApplicationValues, source?: string): ApplicationInput {
  const optional = (value: string) => value.trim() || undefined;
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    linkedIn: optional(values.linkedIn),
    portfolio: optional(values.portfolio),
    coverLetter: optional(values.coverLetter),
    referredBy: optional(values.referredBy),
    source,
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
