import type { ClientShortlistAnswer } from '../../gql/graphql';

/** The server's words for an unknown, expired or revoked link (it sends them; this is the fallback). */
export const NOT_AVAILABLE = 'This shortlist is no longer available.';

/** What the client's shortlist page says. */
export const clientShortlistMessages = {
  title: 'Shortlist',
  loading: 'Loading the shortlist...',
  failed: 'The shortlist could not be loaded.',
  retry: 'Try again',
  codeHeading: 'Confirm it is you',
  sendCode: 'Send me a code',
  sendAgain: 'Send a new code',
  codeFailed: 'The code could not be sent. Please try again.',
  codeLabel: 'One-time code',
  codeMissing: 'Please enter the code from the e-mail.',
  open: 'Open the shortlist',
  verifyFailed: 'The shortlist could not be opened. Please try again.',
  messageHeading: 'Message',
  candidatesHeading: 'Candidates',
  noCandidates: 'There are no candidates on this shortlist.',
  note: 'Recruiter’s note',
  linkedIn: 'LinkedIn',
  email: 'E-mail',
  phone: 'Phone',
  viewResume: 'View resume',
  newTab: '(opens in a new tab)',
  answerLegend: 'Your answer',
  reason: 'Reason',
  reasonMissing: 'Please give a reason.',
  comment: 'Comment',
  commentMissing: 'Please write your question in the comment.',
  answerMissing: 'Please choose an answer.',
  sendAnswer: 'Send answer',
  answerFailed: 'The answer could not be saved. Please try again.',
  answerSaved: 'Thank you: your answer was saved.',
} as const;

/** The answers a contact can give, as the radio group offers them, in order. */
export const ANSWER_CHOICES: readonly { value: ClientShortlistAnswer; label: string }[] = [
  { value: 'INTERESTED', label: 'Interested' },
  { value: 'NOT_INTERESTED', label: 'Not interested' },
  { value: 'QUESTION', label: 'I have a question' },
];

export function answerLabel(answer: ClientShortlistAnswer): string {
  return ANSWER_CHOICES.find((choice) => choice.value === answer)!.label;
}

/** The page's heading. */
export function shortlistHeading(jobTitle: string): string {
  return `Candidates for ${jobTitle}`;
}

/** Who shared it with whom. */
export function sharedLine(clientName: string, recruiterName: string | null | undefined): string {
  return recruiterName ? `Shared with ${clientName} by ${recruiterName}.` : `Shared with ${clientName}.`;
}

export function openUntilLine(day: string): string {
  return `Open until ${day}.`;
}

export function codeExplained(emailHint: string): string {
  return `For your privacy, this page opens in a new browser only with a one-time code. We e-mail a one-time code to ${emailHint}.`;
}

export function codeSentLine(emailHint: string): string {
  return `We sent a code to ${emailHint}. It works for 10 minutes.`;
}

/** The saved answer under a candidate. */
export function savedAnswerLine(answer: ClientShortlistAnswer, when: string): string {
  return `Your answer: ${answerLabel(answer)} (sent ${when}).`;
}
