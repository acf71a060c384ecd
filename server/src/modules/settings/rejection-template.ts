import { AppError } from '../../lib/app-error';

/** The placeholders a rejection e-mail template may hold; each is replaced when the mail is queued. */
export const REJECTION_PLACEHOLDERS = ['candidateName', 'jobTitle'] as const;
type Placeholder = (typeof REJECTION_PLACEHOLDERS)[number];

export const REJECTION_SUBJECT_MAX_LENGTH = 200;
export const REJECTION_BODY_MAX_LENGTH = 5000;

export interface RejectionTemplate {
  subject: string;
  body: string;
}

export const DEFAULT_REJECTION_TEMPLATE: RejectionTemplate = {
  subject: 'Your application: {jobTitle}',
  body:
    'Dear {candidateName},\n\nThank you for your interest in the position of {jobTitle} and for the time you gave ' +
    'to your application. After careful review we will not take your application further at this time.\n\n' +
    'We wish you every success in your search.\n\nKind regards,\nThe recruitment team',
};

/** Refuses an unknown `{placeholder}` or a stray brace, naming the field and what was wrong. */
function checkPlaceholders(field: keyof RejectionTemplate, text: string): void {
  const known = REJECTION_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');
  for (const [, name] of text.matchAll(/\{([^{}]*)\}/g)) {
    if (!(REJECTION_PLACEHOLDERS as readonly string[]).includes(name!)) {
      throw AppError.badInput(field, `${field} has an unknown placeholder {${name}}; use ${known}.`);
    }
  }
  if (/[{}]/.test(text.replace(/\{[^{}]*\}/g, ''))) {
    throw AppError.badInput(field, `${field} has a brace that opens or closes no placeholder; use ${known}.`);
  }
}

/** A template as staff sent it, checked: lengths, a one-line subject, known placeholders only. */
export function validRejectionTemplate(input: RejectionTemplate): RejectionTemplate {
  const subject = input.subject.trim();
  const body = input.body.replace(/\r\n/g, '\n').trim();
  if (!subject || subject.length > REJECTION_SUBJECT_MAX_LENGTH || /[\r\n]/.test(subject)) {
    throw AppError.badInput(
      'subject',
      `subject is required: one line of at most ${REJECTION_SUBJECT_MAX_LENGTH} characters.`,
    );
  }
  if (!body || body.length > REJECTION_BODY_MAX_LENGTH) {
    throw AppError.badInput('body', `body is required (at most ${REJECTION_BODY_MAX_LENGTH} characters).`);
  }
  checkPlaceholders('subject', subject);
  checkPlaceholders('body', body);
  return { subject, body };
}

/** The template with its placeholders filled in. */
export function renderRejection(template: RejectionTemplate, values: Record<Placeholder, string>): RejectionTemplate {
  const fill = (text: string) => text.replace(/\{(candidateName|jobTitle)\}/g, (_m, name: Placeholder) => values[name]);
  // A subject is one header line: a job title cannot add another.
  return { subject: fill(template.subject).replace(/[\r\n]+/g, ' '), body: fill(template.body) };
}
