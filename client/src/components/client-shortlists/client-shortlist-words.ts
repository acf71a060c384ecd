import type { ClientShortlistAnswer, ClientShortlistStatus } from '../../gql/graphql';

/** The most candidates one shortlist takes (the server's limit). */
export const SHORTLIST_MAX_CANDIDATES = 50;
/** Days a shortlist stays open unless the recruiter says otherwise, and the longest it may. */
export const DEFAULT_EXPIRY_DAYS = 14;
export const MAX_EXPIRY_DAYS = 90;
export const NOTE_MAX_LENGTH = 1000;
export const MESSAGE_MAX_LENGTH = 2000;

/** A contact's answer as staff read it. */
export const ANSWER_LABELS: Record<ClientShortlistAnswer, string> = {
  INTERESTED: 'Interested',
  NOT_INTERESTED: 'Not interested',
  QUESTION: 'Question',
};

export const STATUS_LABELS: Record<ClientShortlistStatus, string> = {
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  REVOKED: 'Revoked',
};

/** What the recruiter's screens say about shortlists sent to clients. */
export const clientShortlistWords = {
  sendToClient: 'Send to client',
  dialogTitle: 'Send to client',
  loading: 'Loading the job’s candidates and the client’s contacts...',
  loadFailed: 'The candidates and contacts could not be loaded.',
  retry: 'Try again',
  noClient: 'Link this job to a client first.',
  editJob: 'Edit the job in Manage Jobs',
  noContacts: (client: string) => `${client} has no contacts yet. Add one on the client’s page first.`,
  openClient: 'Open the client’s page',
  candidates: 'Candidates',
  noCandidates: 'This job has no candidates in a stage (rejected and withdrawn ones cannot be sent).',
  chooseCandidate: 'Please choose at least one candidate.',
  tooManyCandidates: `A shortlist takes at most ${SHORTLIST_MAX_CANDIDATES} candidates.`,
  noteLabel: (name: string) => `Note about ${name}`,
  noteTooLong: `Please keep the note under ${NOTE_MAX_LENGTH} characters.`,
  contact: 'Contact',
  chooseContact: 'Choose a contact…',
  contactMissing: 'Please choose a contact.',
  shares: 'What the client sees',
  nameAlways: 'The candidate’s name is always shown.',
  shareResume: 'Resume (watermarked with the client’s name)',
  shareLinkedIn: 'LinkedIn profile',
  shareEmail: 'E-mail address',
  sharePhone: 'Phone number',
  expiry: 'Open for (days)',
  expiryHint: `From 1 to ${MAX_EXPIRY_DAYS} days; the link stops working after that.`,
  expiryInvalid: `Please enter a number of days from 1 to ${MAX_EXPIRY_DAYS}.`,
  message: 'Message to the contact',
  messageTooLong: `Please keep the message under ${MESSAGE_MAX_LENGTH} characters.`,
  send: 'Send',
  cancel: 'Cancel',
  sendFailed: 'The shortlist could not be sent. Please try again.',
  oneJobOnly: 'Choose candidates of one job to send them to a client.',
  rejectedCannotGo: 'Rejected or withdrawn candidates cannot be sent to a client.',
  // The board's panel
  panelTitle: 'Sent to clients',
  panelTable: 'Shortlists sent for this job',
  panelLoading: 'Loading the shortlists...',
  panelFailed: 'The shortlists could not be loaded.',
  panelEmpty: 'No shortlist has been sent for this job yet.',
  revoke: 'Revoke',
  revokeTitle: 'Revoke this shortlist?',
  revokeConfirm: 'Revoke',
  revokeFailed: 'The shortlist could not be revoked. Please try again.',
  // The candidate page
  feedbackTitle: 'Client feedback',
  noAnswer: 'No answer yet',
} as const;

/** The announcement after sending. */
export function sentLine(contactName: string): string {
  return `Shortlist sent to ${contactName}`;
}

export function revokedLine(contactName: string): string {
  return `The shortlist for ${contactName} was revoked; its link no longer works.`;
}

/** What revoking does, in the confirm dialog. */
export function revokeExplained(contactName: string): string {
  return `${contactName} will no longer be able to open the shortlist or its resumes. Answers already given stay.`;
}

/** "2 of 3 answered". */
export function answersLine(answered: number, total: number): string {
  return `${answered} of ${total} answered`;
}

/** A candidate in the dialog's list: name and stage. */
export function candidateOptionLabel(fullName: string, stage: string): string {
  return `${fullName} (${stage})`;
}

/** A contact in the dialog's list: "Dana Boss, Hiring manager (dana@acme.example)". */
export function contactOptionLabel(contact: { fullName: string; role?: string | null; email: string }): string {
  const who = contact.role ? `${contact.fullName}, ${contact.role}` : contact.fullName;
  return contact.email ? `${who} (${contact.email})` : who;
}

/** The board card's badge. */
export function feedbackBadgeLine(answer: ClientShortlistAnswer): string {
  return `Client: ${ANSWER_LABELS[answer]}`;
}
