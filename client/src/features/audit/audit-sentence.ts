import type { AuditAction, AuditEntriesQuery } from '../../gql/graphql';
import { roleLabel } from '../../lib/role-labels';

/** One entry as the log's query reads it. */
export type AuditEntryView = AuditEntriesQuery['auditEntries']['edges'][number]['node'];

/** What a sentence is made of: who acted, to whom or what, and the facts of the entry. */
export interface AuditParts {
  /** The actor: their name, else the label the entry kept (an API key's, the retention job), else "Someone". */
  actor: string;
  /** The subject in words; an erased or deleted one reads as such ("an erased applicant"). */
  subject: string;
  /** " for Senior Talent Partner" (the job or event the subject belongs to), or "". */
  forWhat: string;
  /** Whether the subject's name is known (it still exists). */
  named: boolean;
  /** Whether the subject is the actor themselves ("their password"). */
  self: boolean;
  details: Record<string, unknown>;
}

/** How a subject whose name is gone (erased, deleted) or unknown reads, by kind. */
const ABSENT_SUBJECT: Record<string, string> = {
  user: 'a deleted account',
  application: 'an erased applicant',
  registration: 'an erased registrant',
  'join-us-request': 'an erased join-us request',
  'contact-message': 'an erased contact message',
  'talent-pool-entry': 'a deleted talent-pool entry',
  'api-key': 'a deleted API key',
  'webhook-endpoint': 'a deleted webhook endpoint',
  person: 'a person',
  client: 'a deleted client',
  'client-contact': 'a deleted client contact',
  'client-shortlist': 'an erased client contact',
};

/** A client contact's answer about a candidate, in words. */
const CLIENT_ANSWER_WORDS: Record<string, string> = {
  INTERESTED: 'Interested',
  NOT_INTERESTED: 'Not interested',
  QUESTION: 'a question',
};

/** The public forms a held record came from, in words. */
const FORM_WORDS: Record<string, string> = {
  apply: 'the application',
  register: 'the event registration',
  'join-us': 'the join-us request',
  contact: 'the contact message',
  'talent-pool': 'the CV',
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function roleWords(value: unknown): string {
  return typeof value === 'string' ? roleLabel(value) : 'none';
}

const ofSubject = (p: AuditParts, what: string) => (p.self ? `their ${what}` : `the ${what} of ${p.subject}`);
const apiKey = (p: AuditParts) => `the API key “${text(p.details.name) || p.subject}”`;
const endpoint = (p: AuditParts) => `the webhook endpoint ${text(p.details.url) || p.subject}`;
const held = (p: AuditParts, verb: string) =>
  `${p.actor} ${verb} ${FORM_WORDS[text(p.details.form)] ?? 'the form'} from ${p.subject}${p.forWhat}, held for review`;

/**
 * Every action as a sentence (a Record, so an action without words fails the typecheck; a test
 * also walks the schema's list).
 */
export const AUDIT_SENTENCES: Record<AuditAction, (p: AuditParts) => string> = {
  SIGN_IN_SUCCEEDED: (p) => `${p.actor} signed in`,
  SIGN_IN_FAILED: (p) =>
    p.named ? `A sign-in as ${p.subject} was refused` : 'A sign-in with an unknown address was refused',
  RESUME_DOWNLOADED: (p) => `${p.actor} opened the resume of ${p.subject}${p.forWhat}`,
  APPLICATION_STATUS_CHANGED: (p) => {
    if (p.details.to === 'Rejected') return `${p.actor} rejected ${p.subject}${p.forWhat}`;
    if (p.details.to === 'Shortlisted') return `${p.actor} shortlisted ${p.subject}${p.forWhat}`;
    return `${p.actor} undid the decision on ${p.subject}${p.forWhat}`;
  },
  // The subject is the new application, so the job it belongs to is the one the candidate was added to.
  APPLICATION_ADDED_TO_JOB: (p) => `${p.actor} added ${p.subject} as a candidate${p.forWhat || ' for another job'}`,
  USER_CREATED: (p) => `${p.actor} added ${p.subject} as ${roleWords(p.details.role)}`,
  USER_DISABLED: (p) => `${p.actor} disabled ${ofSubject(p, 'account')}`,
  USER_ENABLED: (p) => `${p.actor} enabled ${ofSubject(p, 'account')}`,
  USER_ROLE_CHANGED: (p) =>
    `${p.actor} changed the role of ${p.subject} from ${roleWords(p.details.from)} to ${roleWords(p.details.to)}`,
  USER_TEMPORARY_PASSWORD_SET: (p) => `${p.actor} set a temporary password for ${p.subject}`,
  PASSWORD_CHANGED: (p) => `${p.actor} changed ${ofSubject(p, 'password')}`,
  TWO_FACTOR_ENABLED: (p) => `${p.actor} turned on ${ofSubject(p, 'two-factor sign-in')}`,
  TWO_FACTOR_DISABLED: (p) => `${p.actor} turned off ${ofSubject(p, 'two-factor sign-in')}`,
  RECOVERY_CODE_USED: (p) => `${p.actor} used a recovery code`,
  RECOVERY_CODES_REGENERATED: (p) => `${p.actor} replaced their recovery codes`,
  PERSON_EXPORTED: (p) => `${p.actor} exported everything held about a person`,
  PERSON_ERASED: (p) => `${p.actor} erased everything held about a person`,
  RETENTION_PURGED: () => 'Records past their retention period were deleted',
  API_KEY_CREATED: (p) => `${p.actor} created ${apiKey(p)}`,
  API_KEY_REVOKED: (p) => `${p.actor} revoked ${apiKey(p)}`,
  WEBHOOK_ENDPOINT_CREATED: (p) => `${p.actor} added ${endpoint(p)}`,
  WEBHOOK_ENDPOINT_ENABLED: (p) => `${p.actor} enabled ${endpoint(p)}`,
  WEBHOOK_ENDPOINT_DISABLED: (p) => `${p.actor} disabled ${endpoint(p)}`,
  WEBHOOK_ENDPOINT_DELETED: (p) => `${p.actor} deleted ${endpoint(p)}`,
  WEBHOOK_TEST_SENT: (p) => `${p.actor} sent a test event to ${endpoint(p)}`,
  WEBHOOK_SECRET_ROTATED: (p) => `${p.actor} gave ${endpoint(p)} a new signing secret`,
  SESSIONS_ENDED: (p) =>
    p.self ? `${p.actor} signed out everywhere` : `${p.actor} signed ${p.subject} out everywhere`,
  TWO_FACTOR_RESET: (p) => `${p.actor} reset the two-factor sign-in of ${p.subject}`,
  HELD_SUBMISSION_RELEASED: (p) => held(p, 'released'),
  HELD_SUBMISSION_DELETED: (p) => held(p, 'deleted'),
  // The subject is the new application, so the job it belongs to is the one the person was added to.
  TALENT_POOL_ENTRY_ADDED_TO_JOB: (p) =>
    `${p.actor} added ${p.subject} from the talent pool as a candidate${p.forWhat || ' for a job'}`,
  // The entry is gone: the sentence does not name it.
  TALENT_POOL_ENTRY_DELETED: (p) => `${p.actor} deleted a CV from the talent pool`,
  APPLICATION_STAGE_CHANGED: (p) =>
    `${p.actor} moved ${p.subject}${p.forWhat} from ${quoted(p.details.from)} to ${quoted(p.details.to)}`,
  APPLICATION_WITHDRAWN: (p) => `${p.actor} recorded that ${p.subject} withdrew${p.forWhat}`,
  PIPELINE_STAGES_CHANGED: (p) => stagesChanged(p),
  REJECTION_REASONS_CHANGED: (p) => `${p.actor} changed the list of rejection reasons`,
  CLIENT_DELETED: (p) => `${p.actor} deleted the client ${quoted(p.details.name)}`,
  CLIENT_CONTACT_DELETED: (p) => `${p.actor} deleted ${p.subject}, a client contact`,
  // Placements are about their application: the subject is the candidate.
  PLACEMENT_RECORDED: (p) => `${p.actor} recorded the placement of ${p.subject}${p.forWhat}`,
  PLACEMENT_UPDATED: (p) => `${p.actor} changed the placement terms of ${p.subject}${p.forWhat}`,
  PLACEMENT_REMOVED: (p) => `${p.actor} removed the placement of ${p.subject}${p.forWhat}`,
  // A shortlist's subject is the client contact it was sent to; the contact acts without an account.
  CLIENT_SHORTLIST_SENT: (p) => `${p.actor} sent a shortlist to ${p.subject}${p.forWhat}`,
  CLIENT_SHORTLIST_REVOKED: (p) =>
    p.details.reason === 'sender-account-ended'
      ? `The shortlist sent to ${p.subject}${p.forWhat} stopped working when its sender’s account ended`
      : `${p.actor} revoked the shortlist sent to ${p.subject}${p.forWhat}`,
  CLIENT_SHORTLIST_CODE_SENT: (p) => `A one-time code to open a shortlist${p.forWhat} was e-mailed to ${p.subject}`,
  CLIENT_SHORTLIST_BROWSER_VERIFIED: (p) => `${p.subject} entered the one-time code of a shortlist${p.forWhat}`,
  CLIENT_SHORTLIST_OPENED: (p) => `${p.subject} opened the shortlist${p.forWhat}`,
  CLIENT_SHORTLIST_RESUME_VIEWED: (p) => `${p.subject} viewed a candidate’s resume on the shortlist${p.forWhat}`,
  CLIENT_SHORTLIST_ANSWERED: (p) =>
    `${p.subject} answered ${quoted(CLIENT_ANSWER_WORDS[text(p.details.answer)])} about a candidate on the shortlist${p.forWhat}`,
  // A site document's subject is its key (the server names no other).
  SITE_CONTENT_PUBLISHED: (p) => {
    const facts = [
      revisionWords(p.details.revision),
      text(p.details.privacyVersion) && `privacy version ${text(p.details.privacyVersion)}`,
    ];
    const said = facts.filter(Boolean).join(', ');
    return `${p.actor} published ${p.subject}${said ? ` (${said})` : ''}`;
  },
  SITE_CONTENT_RESTORED: (p) =>
    `${p.actor} made ${revisionWords(p.details.revision) || 'an earlier revision'} of ${p.subject} the draft again`,
  SITE_IMAGE_UPLOADED: (p) => `${p.actor} uploaded a picture for the public site`,
};

/** "revision 3" for a site document's revision number, "" without one. */
function revisionWords(value: unknown): string {
  return typeof value === 'number' ? `revision ${value}` : '';
}

function quoted(value: unknown): string {
  return typeof value === 'string' && value ? `“${value}”` : 'a stage';
}

/** "Ann added the stage “References”", "Ann reordered the pipeline stages", … */
function stagesChanged(p: AuditParts): string {
  const stage = quoted(p.details.stage);
  switch (p.details.change) {
    case 'added':
      return `${p.actor} added the stage ${stage}`;
    case 'renamed':
      return `${p.actor} renamed the stage ${quoted(p.details.from)} to ${stage}`;
    case 'reordered':
      return `${p.actor} reordered the pipeline stages`;
    case 'retired':
    case 'restored':
    case 'deleted':
      return `${p.actor} ${p.details.change} the stage ${stage}`;
    default:
      return `${p.actor} changed the pipeline stages`;
  }
}

/** The facts of an entry (its details JSON), or none when they do not parse. */
export function auditDetails(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The actor as the sentence names them: never an id, never "anonymous". */
function actorWords(entry: AuditEntryView): string {
  if (entry.names.actorName) return entry.names.actorName;
  const label = entry.actorLabel;
  if (!label || label === 'anonymous') return 'Someone';
  if (label === 'retention job') return 'The retention job';
  // An API key acting as itself ("API key: Payroll sync"), or an account deleted since (its e-mail then).
  return label;
}

/** An entry as one sentence: "Sofia Rossi rejected Ravi Kumar for Senior Talent Partner". */
export function auditSentence(node: AuditEntryView): string {
  const { names } = node;
  const type = node.subjectType ?? '';
  const parts: AuditParts = {
    actor: actorWords(node),
    subject:
      names.subjectName ??
      (type === 'site-content' && node.subjectId ? `the site content “${node.subjectId}”` : undefined) ??
      ABSENT_SUBJECT[type] ??
      'something no longer held',
    named: !!names.subjectName,
    forWhat: names.context ? ` for ${names.context}` : '',
    self: type === 'user' && !!node.actorId && node.actorId === node.subjectId,
    details: auditDetails(node.details),
  };
  const sentence = AUDIT_SENTENCES[node.action as AuditAction];
  return sentence ? sentence(parts) : `${parts.actor}: ${node.action}`;
}
