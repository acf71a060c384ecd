import { requiredFieldMessage } from '../../components/ui/form-checks';
import { messages, RESUME_EXTENSIONS } from '../../content/messages';
import type { ApplicationAnswerInput, ApplicationInput, PublicJobDetailsFieldsFragment } from '../../gql/graphql';
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

/** A question the job asks in its apply form besides the usual fields (Job.questions). */
export type ApplicationQuestion = PublicJobDetailsFieldsFragment['questions'][number];

/** The visitor's answers to the job's questions, by question id; blank or missing: not answered. */
export type ApplicationAnswers = Readonly<Record<string, string>>;

/** The longest answer a text question takes (the server refuses more). */
export const QUESTION_ANSWER_MAX_LENGTH = 1000;

/** The answers a Yes/No question takes, as the server expects them. */
export const YES_NO_ANSWERS = ['Yes', 'No'] as const;

/** The answers a question offers to choose from; none for a text question. */
export function questionChoices(question: ApplicationQuestion): readonly string[] {
  if (question.kind === 'YES_NO') return YES_NO_ANSWERS;
  if (question.kind === 'SINGLE_CHOICE') return question.options;
  return [];
}

/** How an unanswered required question is marked: the server's words for the same refusal. */
export function unansweredQuestionMessage(label: string): string {
  return `Please answer “${label}”.`;
}

/** The visitor's answer to a question, trimmed ('' when not answered). */
function answerTo(question: ApplicationQuestion, answers: ApplicationAnswers): string {
  return (answers[question.id] ?? '').trim();
}

/** Every required question left unanswered, by question id, with what it needs. */
export function questionErrors(
  questions: readonly ApplicationQuestion[],
  answers: ApplicationAnswers,
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const question of questions) {
    if (question.required && answerTo(question, answers) === '')
      errors[question.id] = unansweredQuestionMessage(question.label);
  }
  return errors;
}

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

/** Who the visitor is: what every form that sends a resume asks (a job's, and "Send us your CV"). */
export type SenderValues = Pick<ApplicationValues, 'fullName' | 'email' | 'phone'>;

/** What is wrong with each field, by field: missing, or a resume that is not a .pdf/.doc/.docx file. */
export function applicationFieldErrors(
  values: SenderValues,
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

/**
 * The first thing wrong with the form, as the message to show, or null when it can be sent. An
 * unanswered required question is a missing required field like any other.
 */
export function validateApplication(
  values: SenderValues,
  resume: File | null,
  questions: readonly ApplicationQuestion[] = [],
  answers: ApplicationAnswers = {},
): string | null {
  const missing =
    [values.fullName, values.email, values.phone].some((value) => value.trim() === '') ||
    Object.keys(questionErrors(questions, answers)).length > 0;
  if (missing || !resume) return messages.application.missingFields;
  if (!isValidResume(resume)) return messages.application.invalidResume;
  return null;
}

/**
 * The mutation's input: trimmed, with blank optional fields left out; `source`: the link's, if any.
 * `answers` holds the job's questions answered, in the job's order; it is left out when there are
 * none, so a job without questions sends what it always sent.
 */
export function toApplicationInput(
  values: ApplicationValues,
  source?: string,
  questions: readonly ApplicationQuestion[] = [],
  answers: ApplicationAnswers = {},
): ApplicationInput {
  const optional = (value: string) => value.trim() || undefined;
  const answered: ApplicationAnswerInput[] = questions.flatMap((question) => {
    const answer = answerTo(question, answers);
    return answer === '' ? [] : [{ questionId: question.id, answer }];
  });
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    linkedIn: optional(values.linkedIn),
    portfolio: optional(values.portfolio),
    coverLetter: optional(values.coverLetter),
    referredBy: optional(values.referredBy),
    source,
    ...(answered.length > 0 ? { answers: answered } : {}),
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
