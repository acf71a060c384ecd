/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What happened to an application. */
export type ActivityKind =
  /** Staff added the candidate to this job from another application (details.fromApplicationId, details.fromJobTitle). */
  | 'ADDED_BY_STAFF'
  /** Staff added this candidate to another job (details.applicationId, details.jobTitle: the new application). */
  | 'ADDED_TO_JOB'
  /** The candidate applied. */
  | 'APPLIED'
  /** An interview was cancelled (details.interviewId). */
  | 'INTERVIEW_CANCELLED'
  /** An interview moved or changed (details.interviewId, details.startsAt). */
  | 'INTERVIEW_CHANGED'
  /** An interview was scheduled (details.interviewId, details.startsAt). */
  | 'INTERVIEW_SCHEDULED'
  /** A note was added (details.noteId). */
  | 'NOTE_ADDED'
  /** A note was deleted by its author (details.noteId). */
  | 'NOTE_DELETED'
  /** A note was edited by its author (details.noteId). */
  | 'NOTE_EDITED'
  /** A queued rejection e-mail was cancelled before it went out. */
  | 'REJECTION_EMAIL_CANCELLED'
  /** The rejection e-mail was queued (details.dueAt: when it goes out). */
  | 'REJECTION_EMAIL_QUEUED'
  /** The rejection e-mail was accepted by the mail server. */
  | 'REJECTION_EMAIL_SENT'
  /** The resume was downloaded. */
  | 'RESUME_DOWNLOADED'
  /** The resume was opened in the browser. */
  | 'RESUME_VIEWED'
  /** An interviewer submitted a scorecard (details.interviewId). */
  | 'SCORECARD_SUBMITTED'
  /** Staff shortlisted or rejected it (details.from, details.to). */
  | 'STATUS_SET'
  /** Staff took the decision back (details.from). */
  | 'STATUS_UNDONE';

/** An answer to one of the job’s questions. */
export type ApplicationAnswerInput = {
  /** The answer: text (at most 1000 characters), Yes or No, or one of the options. Blank: not answered. */
  answer: string;
  /** The question’s id (Job.questions). */
  questionId: string | number;
};

/** What a candidate sends with a resume when applying for a job. */
export type ApplicationInput = {
  /** Answers to the job’s questions (Job.questions): every required one must be answered. Over REST, a JSON text of the same list in the multipart field `answers`. */
  answers?: Array<ApplicationAnswerInput> | null | undefined;
  /** True when the visitor ticked the consent box; required (true) on applications and join-us requests. */
  consent?: boolean | null | undefined;
  /** Cover letter (optional, at most 10,000 characters). */
  coverLetter?: string | null | undefined;
  /** E-mail address (required); one application per address and job. */
  email: string;
  /** Milliseconds from showing the form to sending it. Below FORM_MIN_FILL_SECONDS the submission is kept but held for review (no e-mail until staff release it); left out, it is not checked. */
  fillMs?: number | null | undefined;
  /** Full name (required, at most 200 characters). */
  fullName: string;
  /** LinkedIn profile: a web address (optional, at most 500 characters; https:// is added when no scheme is given). */
  linkedIn?: string | null | undefined;
  /** Phone number (required, at most 40 characters). */
  phone: string;
  /** Portfolio: a web address (optional, at most 500 characters; https:// is added when no scheme is given). */
  portfolio?: string | null | undefined;
  /** Version id of the privacy notice the form showed (the client’s PRIVACY_VERSION); required. */
  privacyVersion?: string | null | undefined;
  /** The name of the person who referred the candidate (optional, at most 200 characters). */
  referredBy?: string | null | undefined;
  /** Where the visitor came from: the `source` or `utm_source` of the link that brought them (optional, at most 100 characters). */
  source?: string | null | undefined;
  /** Leave empty. A field people never see: a submission that fills it is answered like a success and dropped. */
  website?: string | null | undefined;
};

/** Where an application came from. */
export type ApplicationSourceKind =
  /** Added to the job by staff from another of the candidate’s applications. */
  | 'ADDED_BY_STAFF'
  /** The careers site, reached without a tracked link. */
  | 'CAREERS_SITE'
  /** A link that named its source (?source= or utm_source), carried to the apply form. */
  | 'LINK'
  /** Referred by a person the candidate named. */
  | 'REFERRAL';

/** What staff decided about an application. */
export type ApplicationStatus =
  /** Not taken further; the applicant can be sent the rejection e-mail. */
  | 'Rejected'
  /** Invited to the next step. */
  | 'Shortlisted';

/** One attribute rated. */
export type AttributeRatingInput = {
  /** One of the job’s scorecardAttributes. */
  attribute: string;
  rating: ScorecardRating;
};

/** What an audit entry records. */
export type AuditAction =
  /** An API key was created (details: name, role, readOnly, expiresAt). */
  | 'API_KEY_CREATED'
  /** An API key was revoked (details: name, role). */
  | 'API_KEY_REVOKED'
  /** Staff added a candidate to a job from another application (subject: the new application; details.fromApplicationId, details.jobId). */
  | 'APPLICATION_ADDED_TO_JOB'
  /** An application was shortlisted or rejected (details.from, details.to). */
  | 'APPLICATION_STATUS_CHANGED'
  /** A public-form record held for review was deleted (details.form). */
  | 'HELD_SUBMISSION_DELETED'
  /** A public-form record held for review was released: its mail and webhook went out (details.form). */
  | 'HELD_SUBMISSION_RELEASED'
  /** A staff member changed their own password. */
  | 'PASSWORD_CHANGED'
  /** Everything held about one e-mail address was erased. */
  | 'PERSON_ERASED'
  /** Everything held about one e-mail address was exported. */
  | 'PERSON_EXPORTED'
  /** A staff member replaced their recovery codes: the earlier ones stop working. */
  | 'RECOVERY_CODES_REGENERATED'
  /** A one-time recovery code was used to sign in or to confirm a change. */
  | 'RECOVERY_CODE_USED'
  /** An applicant’s resume was opened or downloaded. */
  | 'RESUME_DOWNLOADED'
  /** Records past their retention period were deleted (counts in details). */
  | 'RETENTION_PURGED'
  /** "Sign out everywhere": every sign-in token of the account issued so far stopped working. */
  | 'SESSIONS_ENDED'
  /** A sign-in was refused (wrong password or code, disabled account); details.reason says why. */
  | 'SIGN_IN_FAILED'
  /** A staff member signed in. */
  | 'SIGN_IN_SUCCEEDED'
  /** Two-factor sign-in was turned off for an account. */
  | 'TWO_FACTOR_DISABLED'
  /** A staff member turned on two-factor sign-in. */
  | 'TWO_FACTOR_ENABLED'
  /** A Super Admin turned off another account’s two-factor sign-in (lost phone and recovery codes). */
  | 'TWO_FACTOR_RESET'
  /** A staff account was added. */
  | 'USER_CREATED'
  /** A staff account was disabled: it can no longer sign in. */
  | 'USER_DISABLED'
  /** A disabled staff account was enabled again. */
  | 'USER_ENABLED'
  /** A staff account’s role changed (details.from, details.to). */
  | 'USER_ROLE_CHANGED'
  /** A temporary password was set for a staff account; it must be changed at next sign-in. */
  | 'USER_TEMPORARY_PASSWORD_SET'
  /** A webhook endpoint was registered (details: url, events). */
  | 'WEBHOOK_ENDPOINT_CREATED'
  /** A webhook endpoint was deleted (details: url, events). */
  | 'WEBHOOK_ENDPOINT_DELETED'
  /** Staff disabled a webhook endpoint (details: url). */
  | 'WEBHOOK_ENDPOINT_DISABLED'
  /** A webhook endpoint was enabled again (details: url). */
  | 'WEBHOOK_ENDPOINT_ENABLED'
  /** A webhook endpoint got a new signing secret; the old one signs too until the overlap ends (details: url). */
  | 'WEBHOOK_SECRET_ROTATED'
  /** A test event was queued for a webhook endpoint (details: url). */
  | 'WEBHOOK_TEST_SENT';

/** Narrows the audit log; every given filter must hold. */
export type AuditFilterInput = {
  /** Only this kind of action. */
  action?: AuditAction | null | undefined;
  /** Only what this staff account did. */
  actorId?: string | number | null | undefined;
  /** Only entries at or after this instant. */
  from?: string | null | undefined;
  /** Only entries before this instant. */
  to?: string | null | undefined;
};

/** A decision filter: no decision yet, Shortlisted or Rejected. */
export type CandidateDecision =
  | 'NONE'
  | 'REJECTED'
  | 'SHORTLISTED';

/** The order of the candidate list; ties are broken by id, so paging never skips or repeats. */
export type CandidateSort =
  /** Oldest application first. */
  | 'APPLIED_ASC'
  /** Newest application first (the default). */
  | 'APPLIED_DESC'
  /** By full name, A to Z (letter case ignored). */
  | 'NAME_ASC'
  /** By full name, Z to A (letter case ignored). */
  | 'NAME_DESC';

/** A change of the signed-in user’s own password. */
export type ChangePasswordInput = {
  /** The password in use now. */
  currentPassword: string;
  /** The new password, 8 to 128 characters. */
  newPassword: string;
};

/** On what ground the personal data of a record was collected. */
export type ConsentBasis =
  /** Sent through the spec’s REST payload without consent fields: notice shown by the caller. */
  | 'CallerNotice'
  /** The visitor ticked the consent box of the form. */
  | 'Consent'
  /** The form showed the privacy notice; no box to tick (registration, contact). */
  | 'Notice'
  /** Stored before the product recorded consent. */
  | 'Unrecorded';

/** A message from the contact form. */
export type ContactMessageInput = {
  /** True when the visitor ticked the consent box; required (true) on applications and join-us requests. */
  consent?: boolean | null | undefined;
  /** E-mail address of the sender. */
  email: string;
  /** Milliseconds from showing the form to sending it. Below FORM_MIN_FILL_SECONDS the submission is kept but held for review (no e-mail until staff release it); left out, it is not checked. */
  fillMs?: number | null | undefined;
  /** Where the sender is based, at most 200 characters; optional. */
  location?: string | null | undefined;
  /** The message, at most 5000 characters; optional. */
  message?: string | null | undefined;
  /** Mobile number of the sender, 1 to 40 characters. */
  mobile: string;
  /** Full name of the sender, 1 to 200 characters. */
  name: string;
  /** Version id of the privacy notice the form showed (the client’s PRIVACY_VERSION); required. */
  privacyVersion?: string | null | undefined;
  /** Leave empty. A field people never see: a submission that fills it is answered like a success and dropped. */
  website?: string | null | undefined;
};

/** A new API key. */
export type CreateApiKeyInput = {
  /** When the key stops working: in the future, and at most API_KEY_MAX_DAYS (365 by default) from now. Null: API_KEY_DEFAULT_DAYS (90 by default) from now. No key works for ever. */
  expiresAt?: string | null | undefined;
  /** What the key is for, 1 to 100 characters (e.g. "Workday sync"). */
  name: string;
  /** The creator’s password again, or a current two-factor code when their account has two-factor sign-in on: a session alone cannot mint a key. A wrong one is refused (BAD_USER_INPUT, field passwordOrCode) and counted like a failed sign-in. */
  passwordOrCode: string;
  /** Read-only: queries and GET requests only, every change refused. */
  readOnly?: boolean;
  /** What the key may do: no higher than the creator’s own role, and never SUPER_ADMIN. */
  role: Role;
};

/** A new staff account. */
export type CreateUserInput = {
  /** Sign-in e-mail address; must not belong to another account (case-insensitive). */
  email: string;
  /** Given name, 1 to 100 characters. */
  firstName: string;
  /** Family name, 1 to 100 characters. */
  lastName: string;
  /** Password, 8 to 128 characters; any characters, no composition rules. */
  password: string;
  /** Role of the new account; USER when omitted. */
  role?: Role | null | undefined;
};

/** A new webhook endpoint. */
export type CreateWebhookEndpointInput = {
  /** What the endpoint is for, at most 200 characters. */
  description?: string | null | undefined;
  /** The event types to receive (see webhookEventTypes); at least one. */
  events: Array<string>;
  /** The creator’s password again, or a current two-factor code when their account has two-factor sign-in on. A wrong one is refused (BAD_USER_INPUT, field passwordOrCode) and counted like a failed sign-in. */
  passwordOrCode: string;
  /** Where to POST events: an https:// URL, at most 2000 characters. */
  url: string;
};

/** Full-time, part-time, contract, temporary or internship. */
export type EmploymentType =
  | 'CONTRACT'
  | 'FULL_TIME'
  | 'INTERNSHIP'
  | 'PART_TIME'
  | 'TEMPORARY';

/** A new event (every field required; the image is sent alongside). */
export type EventInput = {
  /** Seats, 1 to 100,000; empty for unlimited. */
  capacity?: number | null | undefined;
  /** The day, YYYY-MM-DD. */
  date: string;
  /** What the event is about (at most 5,000 characters). */
  description: string;
  /** Length in minutes, 5 to 10,080 (default 120). */
  durationMinutes?: number | null | undefined;
  /** The event’s name (at most 200 characters). */
  name: string;
  /** Link to join online: http:// or https:// (at most 500). */
  onlineUrl?: string | null | undefined;
  /** When registration closes, YYYY-MM-DDTHH:MM on the event’s clock (its time zone); empty: when it starts. */
  registrationClosesAt?: string | null | undefined;
  /** The start time, HH:MM (24-hour clock; HH:MM:SS is accepted, answers show HH:MM). */
  time: string;
  /** IANA time zone of date and time (default: EVENT_TIME_ZONE). */
  timeZone?: string | null | undefined;
  /** Where it takes place (at most 300 characters). */
  venue?: string | null | undefined;
};

/** Changes to an event: only the fields sent change; a field sent must not be blank. */
export type EventUpdateInput = {
  /** Seats, 1 to 100,000; empty for unlimited. */
  capacity?: number | null | undefined;
  /** The day, YYYY-MM-DD. */
  date?: string | null | undefined;
  /** What the event is about (at most 5,000 characters). */
  description?: string | null | undefined;
  /** Length in minutes, 5 to 10,080 (default 120). */
  durationMinutes?: number | null | undefined;
  /** The event’s name (at most 200 characters). */
  name?: string | null | undefined;
  /** Link to join online: http:// or https:// (at most 500). */
  onlineUrl?: string | null | undefined;
  /** When registration closes, YYYY-MM-DDTHH:MM on the event’s clock (its time zone); empty: when it starts. */
  registrationClosesAt?: string | null | undefined;
  /** The start time, HH:MM (24-hour clock; HH:MM:SS is accepted). */
  time?: string | null | undefined;
  /** IANA time zone of date and time (default: EVENT_TIME_ZONE). */
  timeZone?: string | null | undefined;
  /** Where it takes place (at most 300 characters). */
  venue?: string | null | undefined;
};

/** An interview as staff schedule it (or move it: every field is replaced). */
export type InterviewInput = {
  /** The day, YYYY-MM-DD, in timeZone. */
  date: string;
  /** How long it lasts, 15 to 480 minutes (default 60). */
  durationMinutes?: number;
  /** Who interviews: 1 to 10 staff accounts (see interviewerOptions). */
  interviewerIds: Array<string | number>;
  /** Where it takes place, at most 300 characters. */
  location?: string | null | undefined;
  /** The start time, HH:MM (24-hour), in timeZone. */
  time: string;
  /** The IANA time zone of date and time, for example Europe/Lisbon. */
  timeZone: string;
  /** The video call’s link (http or https), at most 500 characters. */
  videoUrl?: string | null | undefined;
};

/** A digest of new matching jobs once a day or once a week. */
export type JobAlertFrequency =
  | 'DAILY'
  | 'WEEKLY';

/** A job alert: the e-mail address, the search and filters of the job list to save, and how often to mail. consent (true) and privacyVersion are required. */
export type JobAlertInput = {
  /** True when the visitor ticked the consent box; required (true) on applications and join-us requests. */
  consent?: boolean | null | undefined;
  /** Only jobs of exactly this department; optional. */
  department?: string | null | undefined;
  /** Where to send the confirmation and the digests. */
  email: string;
  /** Only jobs of this employment type; optional. */
  employmentType?: EmploymentType | null | undefined;
  /** Milliseconds from showing the form to sending it. Below FORM_MIN_FILL_SECONDS the submission is kept but held for review (no e-mail until staff release it); left out, it is not checked. */
  fillMs?: number | null | undefined;
  /** DAILY (the default) or WEEKLY. */
  frequency?: JobAlertFrequency | null | undefined;
  /** Only jobs at exactly this location; optional. */
  location?: string | null | undefined;
  /** Version id of the privacy notice the form showed (the client’s PRIVACY_VERSION); required. */
  privacyVersion?: string | null | undefined;
  /** The search words of the job list (its `q`); optional. */
  search?: string | null | undefined;
  /** Leave empty. A field people never see: a submission that fills it is answered like a success and dropped. */
  website?: string | null | undefined;
  /** Only jobs of this workplace; optional. */
  workplace?: Workplace | null | undefined;
};

/** A job as staff write it. The title, location and lists are always replaced (one left out is stored empty). The facts (employment type to confidential client) are optional: on create one left out is stored as none; on update one left out keeps its value and null clears it. Lines are trimmed and blank lines are dropped. */
export type JobInput = {
  /** For agency work: the client company that hires, at most 200 characters. Not with confidentialClient. */
  clientName?: string | null | undefined;
  /** When applications close (an instant; the back office sends the end of the chosen day). Must be in the future when a job is posted; an update may set a past one, which closes the job at once. */
  closesAt?: string | null | undefined;
  /** Agency work for a client that stays unnamed; the posting then names the consultancy. Default false. */
  confidentialClient?: boolean | null | undefined;
  /** The team or function, at most 100 characters. */
  department?: string | null | undefined;
  /** About the role, one point per line; at most 100 lines of at most 2000 characters each. */
  description?: Array<string> | null | undefined;
  /** The kind of contract; none when left out. */
  employmentType?: EmploymentType | null | undefined;
  /** Where the job is based, at most 200 characters; empty when left out. */
  location?: string | null | undefined;
  /** What the person should bring, one point per line; at most 100 lines of at most 2000 characters each. */
  qualifications?: Array<string> | null | undefined;
  /** What the apply form asks, in order: at most 10 questions. Replaces the job's questions; an answer keeps the question's words as asked. */
  questions?: Array<JobQuestionInput> | null | undefined;
  /** Only with workplace REMOTE: the country or region applicants must live in, at most 100 characters. */
  remoteRegion?: string | null | undefined;
  /** What the person will do, one point per line; at most 100 lines of at most 2000 characters each. */
  responsibilities?: Array<string> | null | undefined;
  /** ISO 4217 currency code of the salary, for example "EUR". */
  salaryCurrency?: string | null | undefined;
  /** Highest pay of the range; at least salaryMin. */
  salaryMax?: number | null | undefined;
  /** Lowest pay of the range. With salaryMax or alone; a salary needs salaryCurrency and salaryPeriod. */
  salaryMin?: number | null | undefined;
  /** What the salary is paid per. */
  salaryPeriod?: SalaryPeriod | null | undefined;
  /** What interviewers rate candidates on: 1 to 10 different attributes of at most 100 characters. On create, left out: the default set; on update, left out: kept. */
  scorecardAttributes?: Array<string> | null | undefined;
  /** Job title, 1 to 200 characters after trimming. */
  title: string;
  /** On site, hybrid or remote; none when left out. */
  workplace?: Workplace | null | undefined;
};

/** A question of a job, as staff write it. */
export type JobQuestionInput = {
  /** The id of a question the job already has, to keep it (and its answers’ link); left out: a new one. */
  id?: string | number | null | undefined;
  /** What kind of answer it takes. */
  kind: JobQuestionKind;
  /** The question, 1 to 300 characters. */
  label: string;
  /** SINGLE_CHOICE only: 2 to 20 distinct options of at most 100 characters. */
  options?: Array<string> | null | undefined;
  /** Whether an application must answer it (default false). */
  required?: boolean | null | undefined;
};

/** What kind of answer a job’s question takes. */
export type JobQuestionKind =
  /** A line of text, at most 1,000 characters. */
  | 'SHORT_TEXT'
  /** One of the question’s options. */
  | 'SINGLE_CHOICE'
  /** Yes or No. */
  | 'YES_NO';

/** A request to join the skill-development mission (the join modal). */
export type JoinUsInput = {
  /** True when the visitor ticked the consent box; required (true) on applications and join-us requests. */
  consent?: boolean | null | undefined;
  /** Contact e-mail address. */
  email: string;
  /** Milliseconds from showing the form to sending it. Below FORM_MIN_FILL_SECONDS the submission is kept but held for review (no e-mail until staff release it); left out, it is not checked. */
  fillMs?: number | null | undefined;
  /** Where they are based, 1 to 200 characters. */
  location: string;
  /** Name of the person or organisation, 1 to 200 characters. */
  name: string;
  /** Contact phone number, 1 to 40 characters. */
  phone: string;
  /** Version id of the privacy notice the form showed (the client’s PRIVACY_VERSION); required. */
  privacyVersion?: string | null | undefined;
  /** Individual or Organization; Individual when left out. */
  type?: JoinUsType | null | undefined;
  /** Leave empty. A field people never see: a submission that fills it is answered like a success and dropped. */
  website?: string | null | undefined;
};

/** Who is joining the skill-development mission. */
export type JoinUsType =
  /** A person joining for themselves (the default). */
  | 'Individual'
  /** Someone joining on behalf of an organisation. */
  | 'Organization';

/** A visitor registering for an event. */
export type RegistrationInput = {
  /** True when the visitor ticked the consent box; required (true) on applications and join-us requests. */
  consent?: boolean | null | undefined;
  /** E-mail address (required); one registration per address and event. */
  email: string;
  /** Milliseconds from showing the form to sending it. Below FORM_MIN_FILL_SECONDS the submission is kept but held for review (no e-mail until staff release it); left out, it is not checked. */
  fillMs?: number | null | undefined;
  /** Name (required, at most 200 characters). */
  name: string;
  /** Phone number (required, at most 40 characters). */
  phone: string;
  /** Version id of the privacy notice the form showed (the client’s PRIVACY_VERSION); required. */
  privacyVersion?: string | null | undefined;
  /** Leave empty. A field people never see: a submission that fills it is answered like a success and dropped. */
  website?: string | null | undefined;
};

/** CONFIRMED holds a seat; WAITING is on the waiting list (first come, first promoted); CANCELLED left. */
export type RegistrationStatus =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'WAITING';

/** The rejection e-mail as staff write it, with {candidateName} and {jobTitle} placeholders. */
export type RejectionTemplateInput = {
  /** Body: at most 5000 characters. */
  body: string;
  /** Subject: one line of at most 200 characters. */
  subject: string;
};

/** Whether the search of candidates finds the words inside this resume. */
export type ResumeTextStatus =
  /** Text not available: reading the file failed three times (it took too long or too much memory). */
  | 'FAILED'
  /** Text not available: a Word 97-2003 (.doc) file is not read. */
  | 'LEGACY_DOC'
  /** Not yet: the text is read in the background moments after the application arrives. */
  | 'READING'
  /** Its words are found by the search. */
  | 'SEARCHABLE'
  /** Text not available: the file holds no text to read (a scan, a damaged or protected file). */
  | 'UNREADABLE';

/** The file type of a resume. */
export type ResumeType =
  /** A Word 97-2003 file: always a download. */
  | 'DOC'
  /** A Word file (Office Open XML): always a download. */
  | 'DOCX'
  /** A PDF: can be shown in the browser (disposition=inline). */
  | 'PDF';

/** Staff roles, lowest first; a higher role holds every right of the lower ones. */
export type Role =
  /** A recruiter who may also add users with role USER or INTERNAL_RECRUITER. */
  | 'ADMIN'
  /** Manages jobs, applicants, events, registrations, join-us people and contact messages. */
  | 'INTERNAL_RECRUITER'
  /** An admin who may also add users with role ADMIN or SUPER_ADMIN. */
  | 'SUPER_ADMIN'
  /** A staff account without back-office rights yet: may sign in and read its own profile. */
  | 'USER';

/** What a salary amount is paid per. */
export type SalaryPeriod =
  | 'DAY'
  | 'HOUR'
  | 'MONTH'
  | 'WEEK'
  | 'YEAR';

/** A scorecard as an interviewer submits it. */
export type ScorecardInput = {
  /** Notes, at most 5000 characters. */
  notes?: string | null | undefined;
  /** Every one of the job’s scorecardAttributes, rated once. */
  ratings: Array<AttributeRatingInput>;
  /** The overall recommendation. */
  recommendation: ScorecardRating;
};

/** A rating in four steps, from strong no to strong yes. */
export type ScorecardRating =
  | 'NO'
  | 'STRONG_NO'
  | 'STRONG_YES'
  | 'YES';

/** Where a sign-in stands once the password was right. */
export type SignInStep =
  /** The password is a temporary one set by an administrator: call loginWithNewPassword with a new one (and the challenge, when the account has two-factor sign-in). */
  | 'NEW_PASSWORD'
  /** Done: the payload carries the token. */
  | 'SIGNED_IN'
  /** Two-factor sign-in is on: call loginWithTwoFactor with the challenge and a code. */
  | 'TWO_FACTOR'
  /** The account’s role requires two-factor sign-in and it has none: call startTwoFactorSetup, then loginWithTwoFactorSetup with the challenge and a code. */
  | 'TWO_FACTOR_SETUP';

/** On site, hybrid or remote. */
export type Workplace =
  | 'HYBRID'
  | 'ON_SITE'
  | 'REMOTE';

export type AuditEntriesQueryVariables = Exact<{
  filter?: AuditFilterInput | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AuditEntriesQuery = { auditEntries: { edges: Array<{ cursor: string, node: { id: string, at: string, actorId: string | null, actorLabel: string, action: AuditAction, subjectType: string | null, subjectId: string | null, details: string, names: { actorName: string | null, subjectName: string | null, context: string | null } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AuditActorsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditActorsQuery = { staffUsers: Array<{ id: string, email: string, firstName: string, lastName: string }> };

export type SignInOutcomeFragment = { step: SignInStep, token: string | null, role: Role | null, message: string | null, challenge: string | null, recoveryCodes: Array<string> | null, user: { id: string, email: string, role: Role } | null };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { step: SignInStep, token: string | null, role: Role | null, message: string | null, challenge: string | null, recoveryCodes: Array<string> | null, user: { id: string, email: string, role: Role } | null } };

export type LoginWithNewPasswordMutationVariables = Exact<{
  email: string;
  password: string;
  newPassword: string;
  challenge?: string | null | undefined;
}>;


export type LoginWithNewPasswordMutation = { loginWithNewPassword: { step: SignInStep, token: string | null, role: Role | null, message: string | null, challenge: string | null, recoveryCodes: Array<string> | null, user: { id: string, email: string, role: Role } | null } };

export type LoginWithTwoFactorMutationVariables = Exact<{
  challenge: string;
  code: string;
}>;


export type LoginWithTwoFactorMutation = { loginWithTwoFactor: { step: SignInStep, token: string | null, role: Role | null, message: string | null, challenge: string | null, recoveryCodes: Array<string> | null, user: { id: string, email: string, role: Role } | null } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, firstName: string, lastName: string, email: string, role: Role } };

export type TwoFactorSetupFinishMutationVariables = Exact<{
  challenge: string;
  code: string;
  emailCode: string;
}>;


export type TwoFactorSetupFinishMutation = { loginWithTwoFactorSetup: { step: SignInStep, token: string | null, role: Role | null, message: string | null, challenge: string | null, recoveryCodes: Array<string> | null, user: { id: string, email: string, role: Role } | null } };

export type TwoFactorSetupStartMutationVariables = Exact<{
  challenge: string;
}>;


export type TwoFactorSetupStartMutation = { startTwoFactorSetup: { secret: string, qrCodeDataUrl: string } };

export type ApplicationActivityFieldsFragment = { id: string, kind: ActivityKind, actorId: string | null, actorLabel: string, at: string, details: string };

export type ApplicationAddToJobMutationVariables = Exact<{
  applicationId: string | number;
  jobId: string | number;
}>;


export type ApplicationAddToJobMutation = { addCandidateToJob: { id: string, job: { id: string, title: string } } };

export type ApplicationDecisionFieldsFragment = { id: string, status: ApplicationStatus | null, rejectionEmailDueAt: string | null, activity: Array<{ id: string, kind: ActivityKind, actorId: string | null, actorLabel: string, at: string, details: string }> };

export type ApplicationDecisionUndoMutationVariables = Exact<{
  id: string | number;
}>;


export type ApplicationDecisionUndoMutation = { undoApplicationDecision: { id: string, status: ApplicationStatus | null, rejectionEmailDueAt: string | null, activity: Array<{ id: string, kind: ActivityKind, actorId: string | null, actorLabel: string, at: string, details: string }> } };

export type ApplicationDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type ApplicationDetailsQuery = { candidate: { id: string, resumePath: string, resumeType: ResumeType, resumeText: ResumeTextStatus, fullName: string, email: string, phone: string, linkedIn: string, portfolio: string, coverLetter: string, createdAt: string, status: ApplicationStatus | null, sourceKind: ApplicationSourceKind | null, sourceDetail: string | null, rejectionEmailDueAt: string | null, job: { id: string, scorecardAttributes: Array<string>, title: string, archivedAt: string | null }, otherApplications: Array<{ id: string, status: ApplicationStatus | null, createdAt: string, job: { id: string, title: string, archivedAt: string | null } }>, interviews: Array<{ id: string, startsAt: string, endsAt: string, date: string, time: string, timeZone: string, durationMinutes: number, location: string, videoUrl: string, cancelledAt: string | null, myScorecardDue: boolean, hiddenScorecards: number, interviewers: Array<{ id: string, name: string, email: string }>, scorecards: Array<{ id: string, authorName: string, recommendation: ScorecardRating, notes: string, submittedAt: string, ratings: Array<{ attribute: string, rating: ScorecardRating }> }> }>, notes: Array<{ id: string, text: string, authorId: string | null, authorLabel: string, createdAt: string, editedAt: string | null }>, answers: Array<{ questionId: string, question: string, answer: string }>, consent: { basis: ConsentBasis, privacyVersion: string | null }, activity: Array<{ id: string, kind: ActivityKind, actorId: string | null, actorLabel: string, at: string, details: string }>, rejectionEmailPreview: { to: string, subject: string, text: string, delayMinutes: number }, scorecardSummary: { submitted: number, hidden: number, recommendations: Array<{ recommendation: ScorecardRating, count: number }>, attributes: Array<{ attribute: string, average: number, count: number }> } } };

export type ApplicationFilterJobsListQueryVariables = Exact<{
  limit: number;
}>;


export type ApplicationFilterJobsListQuery = { jobs: { total: number, items: Array<{ id: string, title: string, location: string, archivedAt: string | null }> } };

export type ApplicationInterviewCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type ApplicationInterviewCancelMutation = { cancelInterview: { id: string, startsAt: string, endsAt: string, date: string, time: string, timeZone: string, durationMinutes: number, location: string, videoUrl: string, cancelledAt: string | null, myScorecardDue: boolean, hiddenScorecards: number, application: { id: string, activity: Array<{ id: string, kind: ActivityKind, actorId: string | null, actorLabel: string, at: string, details: string }> }, interviewers: Array<{ id: string, name: string, email: string }>, scorecards: Array<{ id: string, authorName: string, recommendation: ScorecardRating, notes: string, submittedAt: string, ratings: Array<{ attribute: string, rating: ScorecardRating }> }> } };

export type ApplicationInterviewChangeFieldsFragment = { id: string, startsAt: string, endsAt: string, date: string, time: string, timeZone: string, durationMinutes: number, location: string, videoUrl: string, cancelledAt: string | null, myScorecardDue: boolean, hiddenScorecards: number, application: { id: string, activity: Array<{ id: string, kind: ActivityKind, actorId: string | null, actorLabel: string, at: string, details: string }> }, interviewers: Array<{ id: string, name: string, email: string }>, scorecards: Array<{ id: string, authorName: string, recommendation: ScorecardRating, notes: string, submittedAt: string, ratings: Array<{ attribute: string, rating: ScorecardRating }> }> };

export type ApplicationInterviewFieldsFragment = { id: string, startsAt: string, endsAt: string, date: string, time: string, timeZone: string, durationMinutes: number, location: string, videoUrl: string, cancelledAt: string | null, myScorecardDue: boolean, hiddenScorecards: number, interviewers: Array<{ id: string, name: string, email: string }>, scorecards: Array<{ id: string, authorName: string, recommendation: ScorecardRating, notes: string, submittedAt: string, ratings: Array<{ attribute: string, rating: ScorecardRating }> }> };

export type ApplicationInterviewRescheduleMutationVariables = Exact<{
  id: string | number;
  input: InterviewInput;
}>;


export type ApplicationInterviewRescheduleMutation = { rescheduleInterview: { id: string, startsAt: string, endsAt: string, date: string, time: string, timeZone: string, durationMinutes: number, location: string, videoUrl: string, cancelledAt: string | null, myScorecardDue: boolean, hiddenScorecards: number, application: { id: string, activity: Array<{ id: string, kind: ActivityKind, actorId: string | null, actorLabel: string, at: string, details: string }> }, interviewers: Array<{ id: string, name: string, email: string }>, scorecards: Array<{ id: string, authorName: string, recommendation: ScorecardRating, notes: string, submittedAt: string, ratings: Array<{ attribute: string, rating: ScorecardRating }> }> } };

export type ApplicationInterviewScheduleMutationVariables = Exact<{
  applicationId: string | number;
  input: InterviewInput;
}>;


export type ApplicationInterviewScheduleMutation = { scheduleInterview: { id: string, startsAt: string, endsAt: string, date: string, time: string, timeZone: string, durationMinutes: number, location: string, videoUrl: string, cancelledAt: string | null, myScorecardDue: boolean, hiddenScorecards: number, application: { id: string, activity: Array<{ id: string, kind: ActivityKind, actorId: string | null, actorLabel: string, at: string, details: string }> }, interviewers: Array<{ id: string, name: string, email: string }>, scorecards: Array<{ id: string, authorName: string, recommendation: ScorecardRating, notes: string, submittedAt: string, ratings: Array<{ attribute: string, rating: ScorecardRating }> }> } };

export type ApplicationInterviewerOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplicationInterviewerOptionsQuery = { interviewerOptions: Array<{ id: string, name: string, email: string }> };

export type ApplicationJobOptionsListQueryVariables = Exact<{
  limit: number;
}>;


export type ApplicationJobOptionsListQuery = { jobs: { total: number, items: Array<{ id: string, title: string, location: string }> } };

export type ApplicationNoteAddMutationVariables = Exact<{
  applicationId: string | number;
  text: string;
}>;


export type ApplicationNoteAddMutation = { addApplicationNote: { id: string, text: string, authorId: string | null, authorLabel: string, createdAt: string, editedAt: string | null } };

export type ApplicationNoteDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type ApplicationNoteDeleteMutation = { deleteApplicationNote: boolean };

export type ApplicationNoteEditMutationVariables = Exact<{
  id: string | number;
  text: string;
}>;


export type ApplicationNoteEditMutation = { editApplicationNote: { id: string, text: string, authorId: string | null, authorLabel: string, createdAt: string, editedAt: string | null } };

export type ApplicationNoteFieldsFragment = { id: string, text: string, authorId: string | null, authorLabel: string, createdAt: string, editedAt: string | null };

export type ApplicationProfileFieldsFragment = { id: string, fullName: string, email: string, phone: string, linkedIn: string, portfolio: string, coverLetter: string, createdAt: string, status: ApplicationStatus | null, sourceKind: ApplicationSourceKind | null, sourceDetail: string | null, answers: Array<{ questionId: string, question: string, answer: string }>, consent: { basis: ConsentBasis, privacyVersion: string | null }, job: { id: string, title: string, archivedAt: string | null } };

export type ApplicationRejectMutationVariables = Exact<{
  id: string | number;
}>;


export type ApplicationRejectMutation = { rejectApplication: { id: string, status: ApplicationStatus | null, rejectionEmailDueAt: string | null, activity: Array<{ id: string, kind: ActivityKind, actorId: string | null, actorLabel: string, at: string, details: string }> } };

export type ApplicationRejectFieldsFragment = { id: string, fullName: string, rejectionEmailPreview: { to: string, subject: string, text: string, delayMinutes: number } };

export type ApplicationRejectPreviewQueryVariables = Exact<{
  id: string | number;
}>;


export type ApplicationRejectPreviewQuery = { candidate: { id: string, fullName: string, rejectionEmailPreview: { to: string, subject: string, text: string, delayMinutes: number } } };

export type ApplicationScorecardFieldsFragment = { id: string, authorName: string, recommendation: ScorecardRating, notes: string, submittedAt: string, ratings: Array<{ attribute: string, rating: ScorecardRating }> };

export type ApplicationScorecardSubmitMutationVariables = Exact<{
  interviewId: string | number;
  input: ScorecardInput;
}>;


export type ApplicationScorecardSubmitMutation = { submitScorecard: { id: string, authorName: string, recommendation: ScorecardRating, notes: string, submittedAt: string, ratings: Array<{ attribute: string, rating: ScorecardRating }> } };

export type ApplicationScorecardSummaryFieldsFragment = { id: string, scorecardSummary: { submitted: number, hidden: number, recommendations: Array<{ recommendation: ScorecardRating, count: number }>, attributes: Array<{ attribute: string, average: number, count: number }> } };

export type ApplicationStatusUpdateMutationVariables = Exact<{
  id: string | number;
  status: ApplicationStatus;
}>;


export type ApplicationStatusUpdateMutation = { setApplicationStatus: { id: string, status: ApplicationStatus | null } };

export type ApplicationTimelineQueryVariables = Exact<{
  id: string | number;
}>;


export type ApplicationTimelineQuery = { candidate: { id: string, notes: Array<{ id: string, text: string, authorId: string | null, authorLabel: string, createdAt: string, editedAt: string | null }>, activity: Array<{ id: string, kind: ActivityKind, actorId: string | null, actorLabel: string, at: string, details: string }> } };

export type ApplicationFieldsFragment = { id: string, fullName: string, email: string, phone: string, linkedIn: string, portfolio: string, coverLetter: string, status: ApplicationStatus | null, sourceKind: ApplicationSourceKind | null, sourceDetail: string | null, createdAt: string, resumePath: string, rejectionEmailDueAt: string | null, answers: Array<{ questionId: string, question: string, answer: string }> };

export type ApplicationsListQueryVariables = Exact<{
  jobId: string | number;
}>;


export type ApplicationsListQuery = { applications: Array<{ id: string, fullName: string, email: string, phone: string, linkedIn: string, portfolio: string, coverLetter: string, status: ApplicationStatus | null, sourceKind: ApplicationSourceKind | null, sourceDetail: string | null, createdAt: string, resumePath: string, rejectionEmailDueAt: string | null, job: { id: string, title: string }, answers: Array<{ questionId: string, question: string, answer: string }> }> };

export type ApplicationsRejectMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ApplicationsRejectMutation = { rejectApplications: Array<{ id: string, status: ApplicationStatus | null, rejectionEmailDueAt: string | null }> };

export type ApplicationRowFieldsFragment = { id: string, fullName: string, email: string, phone: string, status: ApplicationStatus | null, createdAt: string, rejectionEmailDueAt: string | null, job: { id: string, title: string, archivedAt: string | null } };

export type ApplicationsSearchQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  search?: string | null | undefined;
  jobId?: string | number | null | undefined;
  decision?: CandidateDecision | null | undefined;
  appliedFrom?: string | null | undefined;
  appliedTo?: string | null | undefined;
  sort: CandidateSort;
}>;


export type ApplicationsSearchQuery = { candidates: { totalCount: number, totalCountIsExact: boolean, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, fullName: string, email: string, phone: string, status: ApplicationStatus | null, createdAt: string, rejectionEmailDueAt: string | null, job: { id: string, title: string, archivedAt: string | null } }, resumeSnippet: Array<{ text: string, matched: boolean }> | null }> } };

export type ApplicationsShortlistMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ApplicationsShortlistMutation = { shortlistApplications: Array<{ id: string, status: ApplicationStatus | null, rejectionEmailDueAt: string | null, activity: Array<{ id: string, kind: ActivityKind, actorId: string | null, actorLabel: string, at: string, details: string }> }> };

export type HeldApplicationsListQueryVariables = Exact<{
  jobId?: string | number | null | undefined;
}>;


export type HeldApplicationsListQuery = { heldApplications: Array<{ id: string, fullName: string, email: string, heldAt: string | null, job: { id: string, title: string } }> };

export type HeldApplicationReleaseMutationVariables = Exact<{
  id: string | number;
}>;


export type HeldApplicationReleaseMutation = { releaseHeldApplication: { id: string, heldAt: string | null } };

export type HeldApplicationDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type HeldApplicationDeleteMutation = { deleteHeldApplication: string };

export type OtherApplicationFieldsFragment = { id: string, status: ApplicationStatus | null, createdAt: string, job: { id: string, title: string, archivedAt: string | null } };

export type CommandPaletteSearchQueryVariables = Exact<{
  search: string;
  first: number;
}>;


export type CommandPaletteSearchQuery = { candidates: { edges: Array<{ node: { id: string, fullName: string, email: string, job: { id: string, title: string } } }> }, jobs: { items: Array<{ id: string, title: string, location: string }> } };

export type ContactMessagesListQueryVariables = Exact<{
  limit: number;
  offset: number;
}>;


export type ContactMessagesListQuery = { contactMessages: { total: number, items: Array<{ id: string, name: string, email: string, mobile: string, location: string, message: string, createdAt: string }> } };

export type HeldContactMessagesListQueryVariables = Exact<{ [key: string]: never; }>;


export type HeldContactMessagesListQuery = { heldContactMessages: Array<{ id: string, name: string, email: string, heldAt: string | null }> };

export type HeldContactMessageReleaseMutationVariables = Exact<{
  id: string | number;
}>;


export type HeldContactMessageReleaseMutation = { releaseHeldContactMessage: { id: string, heldAt: string | null } };

export type HeldContactMessageDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type HeldContactMessageDeleteMutation = { deleteHeldContactMessage: string };

export type ContactMessageCreateMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type ContactMessageCreateMutation = { sendContactMessage: { id: string, createdAt: string } };

export type DashboardCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardCountsQuery = { backOfficeReport: { openJobs: number, upcomingRegistrations: number, applications: { awaitingDecision: number, shortlistedThisWeek: number } } };

export type DashboardInterviewsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardInterviewsQuery = { myInterviews: Array<{ id: string, startsAt: string, date: string, time: string, timeZone: string, application: { id: string, fullName: string, job: { id: string, title: string } } }> };

export type DashboardTodayQueryVariables = Exact<{
  latest: number;
}>;


export type DashboardTodayQuery = { candidates: { totalCount: number, totalCountIsExact: boolean, edges: Array<{ node: { id: string, fullName: string, createdAt: string, job: { id: string, title: string } } }> }, pendingRejectionEmails: Array<{ id: string, fullName: string, rejectionEmailDueAt: string | null, job: { id: string, title: string } }>, backOfficeReport: { upcomingEvents: Array<{ registrationCount: number, event: { id: string, name: string, date: string, time: string, capacity: number | null } }> } };

export type AdminEventsListQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminEventsListQuery = { events: Array<{ id: string, name: string, date: string, time: string, description: string, imageUrl: string, timeZone: string, venue: string | null, onlineUrl: string | null, capacity: number | null, registrationClosesLocal: string | null, isPast: boolean, registrationCount: number, registrationCounts: { confirmed: number, waiting: number, cancelled: number, checkedIn: number } }> };

export type AdminEventFieldsFragment = { id: string, name: string, date: string, time: string, description: string, imageUrl: string, timeZone: string, venue: string | null, onlineUrl: string | null, capacity: number | null, registrationClosesLocal: string | null, isPast: boolean, registrationCount: number, registrationCounts: { confirmed: number, waiting: number, cancelled: number, checkedIn: number } };

export type EventCreateMutationVariables = Exact<{
  input: EventInput;
  image: File;
}>;


export type EventCreateMutation = { createEvent: { id: string, name: string, date: string, time: string, description: string, imageUrl: string, timeZone: string, venue: string | null, onlineUrl: string | null, capacity: number | null, registrationClosesLocal: string | null, isPast: boolean, registrationCount: number, registrationCounts: { confirmed: number, waiting: number, cancelled: number, checkedIn: number } } };

export type EventDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type EventDeleteMutation = { deleteEvent: string };

export type EventRegistrationsListQueryVariables = Exact<{
  eventId: string | number;
}>;


export type EventRegistrationsListQuery = { eventRegistrations: Array<{ id: string, name: string, email: string, phone: string, createdAt: string, status: RegistrationStatus, checkedInAt: string | null }> };

export type RegistrationRowFieldsFragment = { id: string, name: string, email: string, phone: string, createdAt: string, status: RegistrationStatus, checkedInAt: string | null };

export type EventUpdateMutationVariables = Exact<{
  id: string | number;
  input: EventUpdateInput;
  image?: File | null | undefined;
}>;


export type EventUpdateMutation = { updateEvent: { id: string, name: string, date: string, time: string, description: string, imageUrl: string, timeZone: string, venue: string | null, onlineUrl: string | null, capacity: number | null, registrationClosesLocal: string | null, isPast: boolean, registrationCount: number, registrationCounts: { confirmed: number, waiting: number, cancelled: number, checkedIn: number } } };

export type HeldRegistrationsListQueryVariables = Exact<{
  eventId: string | number;
}>;


export type HeldRegistrationsListQuery = { heldEventRegistrations: Array<{ id: string, name: string, email: string, heldAt: string | null }> };

export type HeldRegistrationReleaseMutationVariables = Exact<{
  id: string | number;
}>;


export type HeldRegistrationReleaseMutation = { releaseHeldRegistration: { id: string, heldAt: string | null, status: RegistrationStatus } };

export type HeldRegistrationDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type HeldRegistrationDeleteMutation = { deleteHeldRegistration: string };

export type RegistrationCheckInMutationVariables = Exact<{
  id: string | number;
  checkedIn: boolean;
}>;


export type RegistrationCheckInMutation = { setRegistrationCheckIn: { id: string, name: string, email: string, phone: string, createdAt: string, status: RegistrationStatus, checkedInAt: string | null } };

export type RegistrationPromoteMutationVariables = Exact<{
  id: string | number;
}>;


export type RegistrationPromoteMutation = { promoteRegistration: { id: string, name: string, email: string, phone: string, createdAt: string, status: RegistrationStatus, checkedInAt: string | null } };

export type RegistrationRemoveMutationVariables = Exact<{
  id: string | number;
}>;


export type RegistrationRemoveMutation = { removeRegistration: { id: string, name: string, email: string, phone: string, createdAt: string, status: RegistrationStatus, checkedInAt: string | null } };

export type EventDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type EventDetailsQuery = { event: { startsAt: string, endsAt: string, registrationClosesAt: string | null, id: string, name: string, date: string, time: string, timeZone: string, description: string, imageUrl: string, venue: string | null, onlineUrl: string | null, capacity: number | null, seatsLeft: number | null, isPast: boolean, registrationOpen: boolean, imageSources: Array<{ type: string, srcSet: string }> } };

export type EventsListQueryVariables = Exact<{ [key: string]: never; }>;


export type EventsListQuery = { events: Array<{ id: string, name: string, date: string, time: string, timeZone: string, description: string, imageUrl: string, venue: string | null, onlineUrl: string | null, capacity: number | null, seatsLeft: number | null, isPast: boolean, registrationOpen: boolean, imageSources: Array<{ type: string, srcSet: string }> }> };

export type EventCardFieldsFragment = { id: string, name: string, date: string, time: string, timeZone: string, description: string, imageUrl: string, venue: string | null, onlineUrl: string | null, capacity: number | null, seatsLeft: number | null, isPast: boolean, registrationOpen: boolean, imageSources: Array<{ type: string, srcSet: string }> };

export type RegistrationCancelMutationVariables = Exact<{
  token: string;
}>;


export type RegistrationCancelMutation = { cancelRegistration: { status: RegistrationStatus, event: { id: string, seatsLeft: number | null } } };

export type RegistrationCreateMutationVariables = Exact<{
  eventId: string | number;
  input: RegistrationInput;
}>;


export type RegistrationCreateMutation = { registerForEvent: { id: string, message: string, status: RegistrationStatus } };

export type RegistrationLinkQueryVariables = Exact<{
  token: string;
}>;


export type RegistrationLinkQuery = { registrationLink: { status: RegistrationStatus, event: { id: string, name: string, date: string, time: string, timeZone: string } } };

export type InboxListQueryVariables = Exact<{
  limit: number;
}>;


export type InboxListQuery = { contactMessages: { total: number, items: Array<{ id: string, name: string, email: string, mobile: string, location: string, message: string, createdAt: string }> }, joinUsPeople: { total: number, items: Array<{ id: string, name: string, email: string, phone: string, location: string, type: JoinUsType, createdAt: string }> } };

export type ApiKeyCreateMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type ApiKeyCreateMutation = { createApiKey: { secret: string, apiKey: { id: string, name: string, prefix: string, role: Role, readOnly: boolean, createdAt: string, expiresAt: string, revokedAt: string | null, lastUsedAt: string | null, createdBy: { id: string, email: string } | null } } };

export type ApiKeyRevokeMutationVariables = Exact<{
  id: string | number;
}>;


export type ApiKeyRevokeMutation = { revokeApiKey: { id: string, revokedAt: string | null } };

export type ApiKeysListQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysListQuery = { me: { id: string, role: Role, twoFactorEnabled: boolean }, apiKeys: Array<{ id: string, name: string, prefix: string, role: Role, readOnly: boolean, createdAt: string, expiresAt: string, revokedAt: string | null, lastUsedAt: string | null, createdBy: { id: string, email: string } | null }> };

export type ApiKeyRowFragment = { id: string, name: string, prefix: string, role: Role, readOnly: boolean, createdAt: string, expiresAt: string, revokedAt: string | null, lastUsedAt: string | null, createdBy: { id: string, email: string } | null };

export type WebhookAttemptsListQueryVariables = Exact<{
  endpointId: string | number;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type WebhookAttemptsListQuery = { webhookAttempts: { total: number, offset: number, limit: number, items: Array<{ id: string, eventId: string, eventType: string, attempt: number, attemptedAt: string, statusCode: number | null, error: string | null, succeeded: boolean }> } };

export type WebhookEndpointCreateMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type WebhookEndpointCreateMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: string, url: string, description: string, events: Array<string>, enabled: boolean, disabledAt: string | null, disabledReason: string | null, previousSecretExpiresAt: string | null, createdAt: string } } };

export type WebhookEndpointDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhookEndpointDeleteMutation = { deleteWebhookEndpoint: { id: string } };

export type WebhookEndpointSetEnabledMutationVariables = Exact<{
  id: string | number;
  enabled: boolean;
}>;


export type WebhookEndpointSetEnabledMutation = { setWebhookEndpointEnabled: { id: string, url: string, description: string, events: Array<string>, enabled: boolean, disabledAt: string | null, disabledReason: string | null, previousSecretExpiresAt: string | null, createdAt: string } };

export type WebhookEndpointsListQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsListQuery = { webhookEventTypes: Array<string>, me: { id: string, twoFactorEnabled: boolean }, webhookEndpoints: Array<{ id: string, url: string, description: string, events: Array<string>, enabled: boolean, disabledAt: string | null, disabledReason: string | null, previousSecretExpiresAt: string | null, createdAt: string }> };

export type WebhookEndpointRowFragment = { id: string, url: string, description: string, events: Array<string>, enabled: boolean, disabledAt: string | null, disabledReason: string | null, previousSecretExpiresAt: string | null, createdAt: string };

export type WebhookSecretRotateMutationVariables = Exact<{
  id: string | number;
  passwordOrCode: string;
}>;


export type WebhookSecretRotateMutation = { rotateWebhookSecret: { secret: string, endpoint: { id: string, url: string, description: string, events: Array<string>, enabled: boolean, disabledAt: string | null, disabledReason: string | null, previousSecretExpiresAt: string | null, createdAt: string } } };

export type WebhookTestSendMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhookTestSendMutation = { sendTestWebhook: { id: string, eventId: string } };

export type MyInterviewFieldsFragment = { id: string, startsAt: string, date: string, time: string, timeZone: string, durationMinutes: number, location: string, videoUrl: string, interviewers: Array<{ id: string, name: string, email: string }>, application: { id: string, fullName: string, job: { id: string, title: string } } };

export type MyInterviewsQueryVariables = Exact<{
  past: boolean;
}>;


export type MyInterviewsQuery = { myInterviews: Array<{ id: string, startsAt: string, date: string, time: string, timeZone: string, durationMinutes: number, location: string, videoUrl: string, interviewers: Array<{ id: string, name: string, email: string }>, application: { id: string, fullName: string, job: { id: string, title: string } } }> };

export type AdminJobFieldsFragment = { scorecardAttributes: Array<string>, id: string, title: string, location: string, description: Array<string>, responsibilities: Array<string>, qualifications: Array<string>, createdAt: string, employmentType: EmploymentType | null, workplace: Workplace | null, remoteRegion: string | null, department: string | null, salaryMin: number | null, salaryMax: number | null, salaryCurrency: string | null, salaryPeriod: SalaryPeriod | null, closesAt: string | null, clientName: string | null, confidentialClient: boolean, questions: Array<{ id: string, label: string, kind: JobQuestionKind, required: boolean, options: Array<string> }> };

export type AdminJobCountsFragment = { applicantCount: number, awaitingDecisionCount: number };

export type AdminJobsListQueryVariables = Exact<{
  limit: number;
  offset: number;
}>;


export type AdminJobsListQuery = { jobs: { total: number, items: Array<{ id: string, scorecardAttributes: Array<string>, applicantCount: number, awaitingDecisionCount: number, title: string, location: string, description: Array<string>, responsibilities: Array<string>, qualifications: Array<string>, createdAt: string, employmentType: EmploymentType | null, workplace: Workplace | null, remoteRegion: string | null, department: string | null, salaryMin: number | null, salaryMax: number | null, salaryCurrency: string | null, salaryPeriod: SalaryPeriod | null, closesAt: string | null, clientName: string | null, confidentialClient: boolean, questions: Array<{ id: string, label: string, kind: JobQuestionKind, required: boolean, options: Array<string> }> }> } };

export type ArchivedJobFieldsFragment = { id: string, title: string, location: string, archivedAt: string | null, applicantCount: number, awaitingDecisionCount: number };

export type ArchivedJobsListQueryVariables = Exact<{
  limit: number;
  offset: number;
}>;


export type ArchivedJobsListQuery = { archivedJobs: { total: number, items: Array<{ id: string, title: string, location: string, archivedAt: string | null, applicantCount: number, awaitingDecisionCount: number }> } };

export type JobCreateMutationVariables = Exact<{
  input: JobInput;
}>;


export type JobCreateMutation = { createJob: { id: string, scorecardAttributes: Array<string>, title: string, location: string, description: Array<string>, responsibilities: Array<string>, qualifications: Array<string>, createdAt: string, employmentType: EmploymentType | null, workplace: Workplace | null, remoteRegion: string | null, department: string | null, salaryMin: number | null, salaryMax: number | null, salaryCurrency: string | null, salaryPeriod: SalaryPeriod | null, closesAt: string | null, clientName: string | null, confidentialClient: boolean, questions: Array<{ id: string, label: string, kind: JobQuestionKind, required: boolean, options: Array<string> }> } };

export type JobDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type JobDeleteMutation = { deleteJob: { id: string, archivedAt: string | null } };

export type JobReopenMutationVariables = Exact<{
  id: string | number;
}>;


export type JobReopenMutation = { reopenJob: { id: string, archivedAt: string | null } };

export type JobUpdateMutationVariables = Exact<{
  id: string | number;
  input: JobInput;
}>;


export type JobUpdateMutation = { updateJob: { id: string, updatedAt: string, scorecardAttributes: Array<string>, title: string, location: string, description: Array<string>, responsibilities: Array<string>, qualifications: Array<string>, createdAt: string, employmentType: EmploymentType | null, workplace: Workplace | null, remoteRegion: string | null, department: string | null, salaryMin: number | null, salaryMax: number | null, salaryCurrency: string | null, salaryPeriod: SalaryPeriod | null, closesAt: string | null, clientName: string | null, confidentialClient: boolean, questions: Array<{ id: string, label: string, kind: JobQuestionKind, required: boolean, options: Array<string> }> } };

export type JobAlertConfirmMutationVariables = Exact<{
  token: string;
}>;


export type JobAlertConfirmMutation = { confirmJobAlert: { message: string, summary: string, frequency: JobAlertFrequency } };

export type JobAlertUnsubscribeMutationVariables = Exact<{
  token: string;
}>;


export type JobAlertUnsubscribeMutation = { unsubscribeFromJobAlerts: { message: string } };

export type ApplicationCreateMutationVariables = Exact<{
  jobId: string | number;
  input: ApplicationInput;
  resume: File;
}>;


export type ApplicationCreateMutation = { applyForJob: { id: string, message: string } };

export type JobAlertSubscribeMutationVariables = Exact<{
  input: JobAlertInput;
}>;


export type JobAlertSubscribeMutation = { subscribeToJobAlerts: { message: string } };

export type PublicJobDetailsFieldsFragment = { id: string, title: string, location: string, description: Array<string>, responsibilities: Array<string>, qualifications: Array<string>, createdAt: string, employmentType: EmploymentType | null, workplace: Workplace | null, remoteRegion: string | null, department: string | null, salaryMin: number | null, salaryMax: number | null, salaryCurrency: string | null, salaryPeriod: SalaryPeriod | null, closesAt: string | null, clientName: string | null, confidentialClient: boolean, questions: Array<{ id: string, label: string, kind: JobQuestionKind, required: boolean, options: Array<string> }> };

export type JobDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type JobDetailsQuery = { job: { id: string, title: string, location: string, description: Array<string>, responsibilities: Array<string>, qualifications: Array<string>, createdAt: string, employmentType: EmploymentType | null, workplace: Workplace | null, remoteRegion: string | null, department: string | null, salaryMin: number | null, salaryMax: number | null, salaryCurrency: string | null, salaryPeriod: SalaryPeriod | null, closesAt: string | null, clientName: string | null, confidentialClient: boolean, questions: Array<{ id: string, label: string, kind: JobQuestionKind, required: boolean, options: Array<string> }> } };

export type PublicJobCardFieldsFragment = { id: string, title: string, location: string, employmentType: EmploymentType | null, workplace: Workplace | null, department: string | null, salaryMin: number | null, salaryMax: number | null, salaryCurrency: string | null, salaryPeriod: SalaryPeriod | null, closesAt: string | null, createdAt: string };

export type JobsListQueryVariables = Exact<{
  search?: string | null | undefined;
  location?: string | null | undefined;
  department?: string | null | undefined;
  employmentType?: EmploymentType | null | undefined;
  workplace?: Workplace | null | undefined;
  limit: number;
  offset: number;
  withFacets?: boolean;
}>;


export type JobsListQuery = { jobs: { total: number, totalIsExact: boolean, items: Array<{ id: string, title: string, location: string, employmentType: EmploymentType | null, workplace: Workplace | null, department: string | null, salaryMin: number | null, salaryMax: number | null, salaryCurrency: string | null, salaryPeriod: SalaryPeriod | null, closesAt: string | null, createdAt: string }> }, jobFacets?: { location: Array<{ value: string, count: number, countIsExact: boolean }>, department: Array<{ value: string, count: number, countIsExact: boolean }>, employmentType: Array<{ value: string, count: number, countIsExact: boolean }>, workplace: Array<{ value: string, count: number, countIsExact: boolean }> } };

export type HeldJoinUsPeopleListQueryVariables = Exact<{ [key: string]: never; }>;


export type HeldJoinUsPeopleListQuery = { heldJoinUsPeople: Array<{ id: string, name: string, email: string, heldAt: string | null }> };

export type HeldJoinUsRequestReleaseMutationVariables = Exact<{
  id: string | number;
}>;


export type HeldJoinUsRequestReleaseMutation = { releaseHeldJoinUsRequest: { id: string, heldAt: string | null } };

export type HeldJoinUsRequestDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type HeldJoinUsRequestDeleteMutation = { deleteHeldJoinUsRequest: string };

export type JoinUsPeopleListQueryVariables = Exact<{
  limit: number;
  offset: number;
}>;


export type JoinUsPeopleListQuery = { joinUsPeople: { total: number, items: Array<{ id: string, name: string, email: string, phone: string, location: string, type: JoinUsType, createdAt: string }> } };

export type PersonEraseMutationVariables = Exact<{
  email: string;
}>;


export type PersonEraseMutation = { erasePerson: { applications: number, resumes: number, registrations: number, joinUsRequests: number, contactMessages: number, mail: number } };

export type PersonFindQueryVariables = Exact<{
  email: string;
}>;


export type PersonFindQuery = { person: { email: string, applications: Array<{ id: string, fullName: string, email: string, phone: string, status: ApplicationStatus | null, createdAt: string, lastActivityAt: string, job: { id: string, title: string }, consent: { basis: ConsentBasis, privacyVersion: string | null } }>, registrations: Array<{ id: string, name: string, email: string, phone: string, createdAt: string, eventName: string, eventDate: string, consent: { basis: ConsentBasis, privacyVersion: string | null } }>, joinUsRequests: Array<{ id: string, name: string, email: string, phone: string, location: string, type: JoinUsType, createdAt: string, consent: { basis: ConsentBasis, privacyVersion: string | null } }>, contactMessages: Array<{ id: string, name: string, email: string, mobile: string, message: string, createdAt: string, consent: { basis: ConsentBasis, privacyVersion: string | null } }>, mail: Array<{ id: string, subject: string, createdAt: string, sentAt: string | null }> } };

export type BackOfficeReportQueryVariables = Exact<{ [key: string]: never; }>;


export type BackOfficeReportQuery = { backOfficeReport: { openJobs: number, generatedAt: string, applications: { total: number, shortlisted: number, rejected: number, awaitingDecision: number }, applicationsBySource: Array<{ kind: ApplicationSourceKind | null, source: string | null, count: number }>, upcomingEvents: Array<{ registrationCount: number, event: { id: string, name: string, date: string, time: string } }> } };

export type PasswordChangeMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type PasswordChangeMutation = { changePassword: { token: string, user: { id: string, role: Role } } };

export type RecoveryCodesRegenerateMutationVariables = Exact<{
  code: string;
}>;


export type RecoveryCodesRegenerateMutation = { regenerateRecoveryCodes: Array<string> };

export type RejectionTemplateQueryVariables = Exact<{ [key: string]: never; }>;


export type RejectionTemplateQuery = { rejectionEmailTemplate: { subject: string, body: string, placeholders: Array<string>, updatedAt: string | null, updatedBy: string | null } };

export type RejectionTemplateFieldsFragment = { subject: string, body: string, placeholders: Array<string>, updatedAt: string | null, updatedBy: string | null };

export type RejectionTemplateResetMutationVariables = Exact<{ [key: string]: never; }>;


export type RejectionTemplateResetMutation = { resetRejectionEmailTemplate: { subject: string, body: string, placeholders: Array<string>, updatedAt: string | null, updatedBy: string | null } };

export type RejectionTemplateUpdateMutationVariables = Exact<{
  input: RejectionTemplateInput;
}>;


export type RejectionTemplateUpdateMutation = { updateRejectionEmailTemplate: { subject: string, body: string, placeholders: Array<string>, updatedAt: string | null, updatedBy: string | null } };

export type SignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutEverywhereMutation = { signOutEverywhere: boolean };

export type TwoFactorConfirmMutationVariables = Exact<{
  code: string;
}>;


export type TwoFactorConfirmMutation = { confirmTwoFactor: { token: string, recoveryCodes: Array<string>, user: { id: string, role: Role, twoFactorEnabled: boolean } } };

export type TwoFactorDisableMutationVariables = Exact<{
  code: string;
}>;


export type TwoFactorDisableMutation = { disableTwoFactor: { token: string, user: { id: string, role: Role, twoFactorEnabled: boolean } } };

export type TwoFactorEnrolmentStartMutationVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorEnrolmentStartMutation = { startTwoFactorEnrolment: { secret: string, qrCodeDataUrl: string } };

export type TwoFactorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorStatusQuery = { me: { id: string, twoFactorEnabled: boolean } };

export type JoinUsCreateMutationVariables = Exact<{
  input: JoinUsInput;
}>;


export type JoinUsCreateMutation = { joinUs: { id: string, name: string, email: string, phone: string, location: string, type: JoinUsType, createdAt: string } };

export type GrantableRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type GrantableRolesQuery = { grantableRoles: Array<Role> };

export type UserSetDisabledMutationVariables = Exact<{
  id: string | number;
  disabled: boolean;
}>;


export type UserSetDisabledMutation = { setUserDisabled: { id: string, firstName: string, lastName: string, email: string, role: Role, disabled: boolean, lastSignInAt: string | null, mustChangePassword: boolean, twoFactorEnabled: boolean } };

export type UserSetRoleMutationVariables = Exact<{
  id: string | number;
  role: Role;
}>;


export type UserSetRoleMutation = { setUserRole: { id: string, firstName: string, lastName: string, email: string, role: Role, disabled: boolean, lastSignInAt: string | null, mustChangePassword: boolean, twoFactorEnabled: boolean } };

export type UserSetTemporaryPasswordMutationVariables = Exact<{
  id: string | number;
  password: string;
}>;


export type UserSetTemporaryPasswordMutation = { setTemporaryPassword: { id: string, firstName: string, lastName: string, email: string, role: Role, disabled: boolean, lastSignInAt: string | null, mustChangePassword: boolean, twoFactorEnabled: boolean } };

export type UserSignOutEverywhereMutationVariables = Exact<{
  id: string | number;
}>;


export type UserSignOutEverywhereMutation = { signOutUserEverywhere: { id: string, firstName: string, lastName: string, email: string, role: Role, disabled: boolean, lastSignInAt: string | null, mustChangePassword: boolean, twoFactorEnabled: boolean } };

export type UserResetTwoFactorMutationVariables = Exact<{
  id: string | number;
}>;


export type UserResetTwoFactorMutation = { resetTwoFactor: { id: string, firstName: string, lastName: string, email: string, role: Role, disabled: boolean, lastSignInAt: string | null, mustChangePassword: boolean, twoFactorEnabled: boolean } };

export type StaffUserRowFragment = { id: string, firstName: string, lastName: string, email: string, role: Role, disabled: boolean, lastSignInAt: string | null, mustChangePassword: boolean, twoFactorEnabled: boolean };

export type StaffUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffUsersQuery = { grantableRoles: Array<Role>, staffUsers: Array<{ id: string, firstName: string, lastName: string, email: string, role: Role, disabled: boolean, lastSignInAt: string | null, mustChangePassword: boolean, twoFactorEnabled: boolean }>, me: { id: string, role: Role } };

export type UserCreateMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type UserCreateMutation = { createUser: { id: string, firstName: string, lastName: string, email: string, role: Role, createdAt: string } };

export type JobFieldsFragment = { id: string, title: string, location: string, description: Array<string>, responsibilities: Array<string>, qualifications: Array<string>, createdAt: string, employmentType: EmploymentType | null, workplace: Workplace | null, remoteRegion: string | null, department: string | null, salaryMin: number | null, salaryMax: number | null, salaryCurrency: string | null, salaryPeriod: SalaryPeriod | null, closesAt: string | null, clientName: string | null, confidentialClient: boolean, questions: Array<{ id: string, label: string, kind: JobQuestionKind, required: boolean, options: Array<string> }> };

export const SignInOutcomeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignInOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<SignInOutcomeFragment, unknown>;
export const ApplicationActivityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]} as unknown as DocumentNode<ApplicationActivityFieldsFragment, unknown>;
export const ApplicationDecisionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationDecisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionEmailDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationActivityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]} as unknown as DocumentNode<ApplicationDecisionFieldsFragment, unknown>;
export const ApplicationScorecardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationScorecardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Scorecard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attribute"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]} as unknown as DocumentNode<ApplicationScorecardFieldsFragment, unknown>;
export const ApplicationInterviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationInterviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"interviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myScorecardDue"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenScorecards"}},{"kind":"Field","name":{"kind":"Name","value":"scorecards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationScorecardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationScorecardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Scorecard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attribute"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]} as unknown as DocumentNode<ApplicationInterviewFieldsFragment, unknown>;
export const ApplicationInterviewChangeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationInterviewChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationInterviewFields"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationActivityFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationScorecardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Scorecard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attribute"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationInterviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"interviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myScorecardDue"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenScorecards"}},{"kind":"Field","name":{"kind":"Name","value":"scorecards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationScorecardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]} as unknown as DocumentNode<ApplicationInterviewChangeFieldsFragment, unknown>;
export const ApplicationNoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"authorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}}]} as unknown as DocumentNode<ApplicationNoteFieldsFragment, unknown>;
export const ApplicationProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"linkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"portfolio"}},{"kind":"Field","name":{"kind":"Name","value":"coverLetter"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"sourceDetail"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"privacyVersion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]} as unknown as DocumentNode<ApplicationProfileFieldsFragment, unknown>;
export const ApplicationRejectFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationRejectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionEmailPreview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"delayMinutes"}}]}}]}}]} as unknown as DocumentNode<ApplicationRejectFieldsFragment, unknown>;
export const ApplicationScorecardSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationScorecardSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scorecardSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attribute"}},{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationScorecardSummaryFieldsFragment, unknown>;
export const ApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"linkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"portfolio"}},{"kind":"Field","name":{"kind":"Name","value":"coverLetter"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"sourceDetail"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resumePath"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionEmailDueAt"}}]}}]} as unknown as DocumentNode<ApplicationFieldsFragment, unknown>;
export const ApplicationRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionEmailDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]} as unknown as DocumentNode<ApplicationRowFieldsFragment, unknown>;
export const OtherApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OtherApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]} as unknown as DocumentNode<OtherApplicationFieldsFragment, unknown>;
export const AdminEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"onlineUrl"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"registrationClosesLocal"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}}]}}]}}]} as unknown as DocumentNode<AdminEventFieldsFragment, unknown>;
export const RegistrationRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Registration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}}]}}]} as unknown as DocumentNode<RegistrationRowFieldsFragment, unknown>;
export const EventCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"onlineUrl"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}},{"kind":"Field","name":{"kind":"Name","value":"registrationOpen"}}]}}]} as unknown as DocumentNode<EventCardFieldsFragment, unknown>;
export const ApiKeyRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ApiKeyRowFragment, unknown>;
export const WebhookEndpointRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointRowFragment, unknown>;
export const MyInterviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyInterviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"interviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<MyInterviewFieldsFragment, unknown>;
export const JobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"responsibilities"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"workplace"}},{"kind":"Field","name":{"kind":"Name","value":"remoteRegion"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"salaryMin"}},{"kind":"Field","name":{"kind":"Name","value":"salaryMax"}},{"kind":"Field","name":{"kind":"Name","value":"salaryCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"salaryPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"confidentialClient"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<JobFieldsFragment, unknown>;
export const AdminJobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}},{"kind":"Field","name":{"kind":"Name","value":"scorecardAttributes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"responsibilities"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"workplace"}},{"kind":"Field","name":{"kind":"Name","value":"remoteRegion"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"salaryMin"}},{"kind":"Field","name":{"kind":"Name","value":"salaryMax"}},{"kind":"Field","name":{"kind":"Name","value":"salaryCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"salaryPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"confidentialClient"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<AdminJobFieldsFragment, unknown>;
export const AdminJobCountsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJobCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantCount"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingDecisionCount"}}]}}]} as unknown as DocumentNode<AdminJobCountsFragment, unknown>;
export const ArchivedJobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchivedJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminJobCounts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJobCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantCount"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingDecisionCount"}}]}}]} as unknown as DocumentNode<ArchivedJobFieldsFragment, unknown>;
export const PublicJobDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicJobDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"responsibilities"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"workplace"}},{"kind":"Field","name":{"kind":"Name","value":"remoteRegion"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"salaryMin"}},{"kind":"Field","name":{"kind":"Name","value":"salaryMax"}},{"kind":"Field","name":{"kind":"Name","value":"salaryCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"salaryPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"confidentialClient"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<PublicJobDetailsFieldsFragment, unknown>;
export const PublicJobCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicJobCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"workplace"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"salaryMin"}},{"kind":"Field","name":{"kind":"Name","value":"salaryMax"}},{"kind":"Field","name":{"kind":"Name","value":"salaryCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"salaryPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PublicJobCardFieldsFragment, unknown>;
export const RejectionTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RejectionTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RejectionEmailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RejectionTemplateFieldsFragment, unknown>;
export const StaffUserRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<StaffUserRowFragment, unknown>;
export const AuditEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"subjectName"}},{"kind":"Field","name":{"kind":"Name","value":"context"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<AuditEntriesQuery, AuditEntriesQueryVariables>;
export const AuditActorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditActors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<AuditActorsQuery, AuditActorsQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignInOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignInOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LoginWithNewPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginWithNewPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginWithNewPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"challenge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignInOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignInOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<LoginWithNewPasswordMutation, LoginWithNewPasswordMutationVariables>;
export const LoginWithTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginWithTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginWithTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challenge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignInOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignInOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<LoginWithTwoFactorMutation, LoginWithTwoFactorMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const TwoFactorSetupFinishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorSetupFinish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emailCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginWithTwoFactorSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challenge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"emailCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emailCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignInOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignInOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<TwoFactorSetupFinishMutation, TwoFactorSetupFinishMutationVariables>;
export const TwoFactorSetupStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorSetupStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTwoFactorSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challenge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeDataUrl"}}]}}]}}]} as unknown as DocumentNode<TwoFactorSetupStartMutation, TwoFactorSetupStartMutationVariables>;
export const ApplicationAddToJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationAddToJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCandidateToJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationAddToJobMutation, ApplicationAddToJobMutationVariables>;
export const ApplicationDecisionUndoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationDecisionUndo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoApplicationDecision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationDecisionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationDecisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionEmailDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationActivityFields"}}]}}]}}]} as unknown as DocumentNode<ApplicationDecisionUndoMutation, ApplicationDecisionUndoMutationVariables>;
export const ApplicationDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resumePath"}},{"kind":"Field","name":{"kind":"Name","value":"resumeType"}},{"kind":"Field","name":{"kind":"Name","value":"resumeText"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationProfileFields"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scorecardAttributes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OtherApplicationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"interviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationInterviewFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationNoteFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationDecisionFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationRejectFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationScorecardSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationScorecardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Scorecard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attribute"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"linkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"portfolio"}},{"kind":"Field","name":{"kind":"Name","value":"coverLetter"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"sourceDetail"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"privacyVersion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OtherApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationInterviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"interviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myScorecardDue"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenScorecards"}},{"kind":"Field","name":{"kind":"Name","value":"scorecards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationScorecardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"authorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationDecisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionEmailDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationActivityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationRejectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionEmailPreview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"delayMinutes"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationScorecardSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scorecardSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attribute"}},{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationDetailsQuery, ApplicationDetailsQueryVariables>;
export const ApplicationFilterJobsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationFilterJobsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"includeClosed"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationFilterJobsListQuery, ApplicationFilterJobsListQueryVariables>;
export const ApplicationInterviewCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationInterviewCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelInterview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationInterviewChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationScorecardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Scorecard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attribute"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationInterviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"interviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myScorecardDue"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenScorecards"}},{"kind":"Field","name":{"kind":"Name","value":"scorecards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationScorecardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationInterviewChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationInterviewFields"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationActivityFields"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationInterviewCancelMutation, ApplicationInterviewCancelMutationVariables>;
export const ApplicationInterviewRescheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationInterviewReschedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rescheduleInterview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationInterviewChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationScorecardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Scorecard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attribute"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationInterviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"interviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myScorecardDue"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenScorecards"}},{"kind":"Field","name":{"kind":"Name","value":"scorecards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationScorecardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationInterviewChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationInterviewFields"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationActivityFields"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationInterviewRescheduleMutation, ApplicationInterviewRescheduleMutationVariables>;
export const ApplicationInterviewScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationInterviewSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleInterview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationInterviewChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationScorecardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Scorecard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attribute"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationInterviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"interviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myScorecardDue"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenScorecards"}},{"kind":"Field","name":{"kind":"Name","value":"scorecards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationScorecardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationInterviewChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationInterviewFields"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationActivityFields"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationInterviewScheduleMutation, ApplicationInterviewScheduleMutationVariables>;
export const ApplicationInterviewerOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationInterviewerOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewerOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ApplicationInterviewerOptionsQuery, ApplicationInterviewerOptionsQueryVariables>;
export const ApplicationJobOptionsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationJobOptionsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationJobOptionsListQuery, ApplicationJobOptionsListQueryVariables>;
export const ApplicationNoteAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationNoteAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addApplicationNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"authorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}}]} as unknown as DocumentNode<ApplicationNoteAddMutation, ApplicationNoteAddMutationVariables>;
export const ApplicationNoteDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationNoteDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteApplicationNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ApplicationNoteDeleteMutation, ApplicationNoteDeleteMutationVariables>;
export const ApplicationNoteEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationNoteEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editApplicationNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"authorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}}]} as unknown as DocumentNode<ApplicationNoteEditMutation, ApplicationNoteEditMutationVariables>;
export const ApplicationRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationDecisionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationDecisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionEmailDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationActivityFields"}}]}}]}}]} as unknown as DocumentNode<ApplicationRejectMutation, ApplicationRejectMutationVariables>;
export const ApplicationRejectPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationRejectPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationRejectFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationRejectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionEmailPreview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"delayMinutes"}}]}}]}}]} as unknown as DocumentNode<ApplicationRejectPreviewQuery, ApplicationRejectPreviewQueryVariables>;
export const ApplicationScorecardSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationScorecardSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"interviewId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScorecardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitScorecard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"interviewId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interviewId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationScorecardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationScorecardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Scorecard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attribute"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]} as unknown as DocumentNode<ApplicationScorecardSubmitMutation, ApplicationScorecardSubmitMutationVariables>;
export const ApplicationStatusUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationStatusUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setApplicationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ApplicationStatusUpdateMutation, ApplicationStatusUpdateMutationVariables>;
export const ApplicationTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationNoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationActivityFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"authorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]} as unknown as DocumentNode<ApplicationTimelineQuery, ApplicationTimelineQueryVariables>;
export const ApplicationsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationFields"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"linkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"portfolio"}},{"kind":"Field","name":{"kind":"Name","value":"coverLetter"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"sourceDetail"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resumePath"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionEmailDueAt"}}]}}]} as unknown as DocumentNode<ApplicationsListQuery, ApplicationsListQueryVariables>;
export const ApplicationsRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationsReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionEmailDueAt"}}]}}]}}]} as unknown as DocumentNode<ApplicationsRejectMutation, ApplicationsRejectMutationVariables>;
export const ApplicationsSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationsSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CandidateDecision"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appliedFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appliedTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CandidateSort"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"appliedFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appliedFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"appliedTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appliedTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountIsExact"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resumeSnippet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionEmailDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]} as unknown as DocumentNode<ApplicationsSearchQuery, ApplicationsSearchQueryVariables>;
export const ApplicationsShortlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationsShortlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortlistApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationDecisionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationDecisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionEmailDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationActivityFields"}}]}}]}}]} as unknown as DocumentNode<ApplicationsShortlistMutation, ApplicationsShortlistMutationVariables>;
export const HeldApplicationsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeldApplicationsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heldApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"heldAt"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<HeldApplicationsListQuery, HeldApplicationsListQueryVariables>;
export const HeldApplicationReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HeldApplicationRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseHeldApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"heldAt"}}]}}]}}]} as unknown as DocumentNode<HeldApplicationReleaseMutation, HeldApplicationReleaseMutationVariables>;
export const HeldApplicationDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HeldApplicationDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHeldApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<HeldApplicationDeleteMutation, HeldApplicationDeleteMutationVariables>;
export const CommandPaletteSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommandPaletteSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"APPLIED_DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeClosed"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]}}]} as unknown as DocumentNode<CommandPaletteSearchQuery, CommandPaletteSearchQueryVariables>;
export const ContactMessagesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactMessagesList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<ContactMessagesListQuery, ContactMessagesListQueryVariables>;
export const HeldContactMessagesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeldContactMessagesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heldContactMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"heldAt"}}]}}]}}]} as unknown as DocumentNode<HeldContactMessagesListQuery, HeldContactMessagesListQueryVariables>;
export const HeldContactMessageReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HeldContactMessageRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseHeldContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"heldAt"}}]}}]}}]} as unknown as DocumentNode<HeldContactMessageReleaseMutation, HeldContactMessageReleaseMutationVariables>;
export const HeldContactMessageDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HeldContactMessageDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHeldContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<HeldContactMessageDeleteMutation, HeldContactMessageDeleteMutationVariables>;
export const ContactMessageCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactMessageCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ContactMessageCreateMutation, ContactMessageCreateMutationVariables>;
export const DashboardCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openJobs"}},{"kind":"Field","name":{"kind":"Name","value":"upcomingRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awaitingDecision"}},{"kind":"Field","name":{"kind":"Name","value":"shortlistedThisWeek"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardCountsQuery, DashboardCountsQueryVariables>;
export const DashboardInterviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardInterviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInterviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"past"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardInterviewsQuery, DashboardInterviewsQueryVariables>;
export const DashboardTodayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardToday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latest"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latest"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"EnumValue","value":"NONE"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"APPLIED_DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountIsExact"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingRejectionEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionEmailDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"backOfficeReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upcomingEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardTodayQuery, DashboardTodayQueryVariables>;
export const AdminEventsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEventsList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"onlineUrl"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"registrationClosesLocal"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}}]}}]}}]} as unknown as DocumentNode<AdminEventsListQuery, AdminEventsListQueryVariables>;
export const EventCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"onlineUrl"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"registrationClosesLocal"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}}]}}]}}]} as unknown as DocumentNode<EventCreateMutation, EventCreateMutationVariables>;
export const EventDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<EventDeleteMutation, EventDeleteMutationVariables>;
export const EventRegistrationsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventRegistrationsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventRegistrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Registration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}}]}}]} as unknown as DocumentNode<EventRegistrationsListQuery, EventRegistrationsListQueryVariables>;
export const EventUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventUpdateInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"onlineUrl"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"registrationClosesLocal"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}}]}}]}}]} as unknown as DocumentNode<EventUpdateMutation, EventUpdateMutationVariables>;
export const HeldRegistrationsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeldRegistrationsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heldEventRegistrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"heldAt"}}]}}]}}]} as unknown as DocumentNode<HeldRegistrationsListQuery, HeldRegistrationsListQueryVariables>;
export const HeldRegistrationReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HeldRegistrationRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseHeldRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"heldAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<HeldRegistrationReleaseMutation, HeldRegistrationReleaseMutationVariables>;
export const HeldRegistrationDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HeldRegistrationDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHeldRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<HeldRegistrationDeleteMutation, HeldRegistrationDeleteMutationVariables>;
export const RegistrationCheckInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrationCheckIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkedIn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRegistrationCheckIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkedIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkedIn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Registration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}}]}}]} as unknown as DocumentNode<RegistrationCheckInMutation, RegistrationCheckInMutationVariables>;
export const RegistrationPromoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrationPromote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promoteRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Registration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}}]}}]} as unknown as DocumentNode<RegistrationPromoteMutation, RegistrationPromoteMutationVariables>;
export const RegistrationRemoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrationRemove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Registration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}}]}}]} as unknown as DocumentNode<RegistrationRemoveMutation, RegistrationRemoveMutationVariables>;
export const EventDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"registrationClosesAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"onlineUrl"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}},{"kind":"Field","name":{"kind":"Name","value":"registrationOpen"}}]}}]} as unknown as DocumentNode<EventDetailsQuery, EventDetailsQueryVariables>;
export const EventsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"onlineUrl"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}},{"kind":"Field","name":{"kind":"Name","value":"registrationOpen"}}]}}]} as unknown as DocumentNode<EventsListQuery, EventsListQueryVariables>;
export const RegistrationCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrationCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}}]}}]}}]}}]} as unknown as DocumentNode<RegistrationCancelMutation, RegistrationCancelMutationVariables>;
export const RegistrationCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrationCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerForEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RegistrationCreateMutation, RegistrationCreateMutationVariables>;
export const RegistrationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}}]} as unknown as DocumentNode<RegistrationLinkQuery, RegistrationLinkQueryVariables>;
export const InboxListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboxList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"joinUsPeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<InboxListQuery, InboxListQueryVariables>;
export const ApiKeyCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiKeyCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ApiKeyCreateMutation, ApiKeyCreateMutationVariables>;
export const ApiKeyRevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiKeyRevoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<ApiKeyRevokeMutation, ApiKeyRevokeMutationVariables>;
export const ApiKeysListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeysList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ApiKeysListQuery, ApiKeysListQueryVariables>;
export const WebhookAttemptsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookAttemptsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookAttempts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookAttemptsListQuery, WebhookAttemptsListQueryVariables>;
export const WebhookEndpointCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookEndpointCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointCreateMutation, WebhookEndpointCreateMutationVariables>;
export const WebhookEndpointDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookEndpointDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WebhookEndpointDeleteMutation, WebhookEndpointDeleteMutationVariables>;
export const WebhookEndpointSetEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookEndpointSetEnabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWebhookEndpointEnabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointSetEnabledMutation, WebhookEndpointSetEnabledMutationVariables>;
export const WebhookEndpointsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEndpointsList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookEventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointsListQuery, WebhookEndpointsListQueryVariables>;
export const WebhookSecretRotateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookSecretRotate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passwordOrCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"passwordOrCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passwordOrCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookSecretRotateMutation, WebhookSecretRotateMutationVariables>;
export const WebhookTestSendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookTestSend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}}]}}]}}]} as unknown as DocumentNode<WebhookTestSendMutation, WebhookTestSendMutationVariables>;
export const MyInterviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyInterviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"past"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInterviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"past"},"value":{"kind":"Variable","name":{"kind":"Name","value":"past"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyInterviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyInterviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"interviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<MyInterviewsQuery, MyInterviewsQueryVariables>;
export const AdminJobsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminJobsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeClosed"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminJobFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminJobCounts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"responsibilities"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"workplace"}},{"kind":"Field","name":{"kind":"Name","value":"remoteRegion"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"salaryMin"}},{"kind":"Field","name":{"kind":"Name","value":"salaryMax"}},{"kind":"Field","name":{"kind":"Name","value":"salaryCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"salaryPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"confidentialClient"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}},{"kind":"Field","name":{"kind":"Name","value":"scorecardAttributes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJobCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantCount"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingDecisionCount"}}]}}]} as unknown as DocumentNode<AdminJobsListQuery, AdminJobsListQueryVariables>;
export const ArchivedJobsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArchivedJobsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archivedJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArchivedJobFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJobCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantCount"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingDecisionCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchivedJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminJobCounts"}}]}}]} as unknown as DocumentNode<ArchivedJobsListQuery, ArchivedJobsListQueryVariables>;
export const JobCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JobCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JobInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"responsibilities"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"workplace"}},{"kind":"Field","name":{"kind":"Name","value":"remoteRegion"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"salaryMin"}},{"kind":"Field","name":{"kind":"Name","value":"salaryMax"}},{"kind":"Field","name":{"kind":"Name","value":"salaryCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"salaryPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"confidentialClient"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}},{"kind":"Field","name":{"kind":"Name","value":"scorecardAttributes"}}]}}]} as unknown as DocumentNode<JobCreateMutation, JobCreateMutationVariables>;
export const JobDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JobDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]} as unknown as DocumentNode<JobDeleteMutation, JobDeleteMutationVariables>;
export const JobReopenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JobReopen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]} as unknown as DocumentNode<JobReopenMutation, JobReopenMutationVariables>;
export const JobUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JobUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JobInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminJobFields"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"responsibilities"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"workplace"}},{"kind":"Field","name":{"kind":"Name","value":"remoteRegion"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"salaryMin"}},{"kind":"Field","name":{"kind":"Name","value":"salaryMax"}},{"kind":"Field","name":{"kind":"Name","value":"salaryCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"salaryPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"confidentialClient"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}},{"kind":"Field","name":{"kind":"Name","value":"scorecardAttributes"}}]}}]} as unknown as DocumentNode<JobUpdateMutation, JobUpdateMutationVariables>;
export const JobAlertConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JobAlertConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmJobAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}}]}}]} as unknown as DocumentNode<JobAlertConfirmMutation, JobAlertConfirmMutationVariables>;
export const JobAlertUnsubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JobAlertUnsubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeFromJobAlerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<JobAlertUnsubscribeMutation, JobAlertUnsubscribeMutationVariables>;
export const ApplicationCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resume"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyForJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"resume"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resume"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ApplicationCreateMutation, ApplicationCreateMutationVariables>;
export const JobAlertSubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JobAlertSubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JobAlertInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeToJobAlerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<JobAlertSubscribeMutation, JobAlertSubscribeMutationVariables>;
export const JobDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicJobDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"responsibilities"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"workplace"}},{"kind":"Field","name":{"kind":"Name","value":"remoteRegion"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"salaryMin"}},{"kind":"Field","name":{"kind":"Name","value":"salaryMax"}},{"kind":"Field","name":{"kind":"Name","value":"salaryCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"salaryPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"confidentialClient"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicJobDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}}]}}]} as unknown as DocumentNode<JobDetailsQuery, JobDetailsQueryVariables>;
export const JobsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"location"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"department"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employmentType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmploymentType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workplace"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Workplace"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withFacets"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"location"},"value":{"kind":"Variable","name":{"kind":"Name","value":"location"}}},{"kind":"Argument","name":{"kind":"Name","value":"department"},"value":{"kind":"Variable","name":{"kind":"Name","value":"department"}}},{"kind":"Argument","name":{"kind":"Name","value":"employmentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employmentType"}}},{"kind":"Argument","name":{"kind":"Name","value":"workplace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workplace"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicJobCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobFacets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"location"},"value":{"kind":"Variable","name":{"kind":"Name","value":"location"}}},{"kind":"Argument","name":{"kind":"Name","value":"department"},"value":{"kind":"Variable","name":{"kind":"Name","value":"department"}}},{"kind":"Argument","name":{"kind":"Name","value":"employmentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employmentType"}}},{"kind":"Argument","name":{"kind":"Name","value":"workplace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workplace"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withFacets"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"countIsExact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"countIsExact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"countIsExact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workplace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"countIsExact"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicJobCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"workplace"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"salaryMin"}},{"kind":"Field","name":{"kind":"Name","value":"salaryMax"}},{"kind":"Field","name":{"kind":"Name","value":"salaryCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"salaryPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<JobsListQuery, JobsListQueryVariables>;
export const HeldJoinUsPeopleListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeldJoinUsPeopleList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heldJoinUsPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"heldAt"}}]}}]}}]} as unknown as DocumentNode<HeldJoinUsPeopleListQuery, HeldJoinUsPeopleListQueryVariables>;
export const HeldJoinUsRequestReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HeldJoinUsRequestRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseHeldJoinUsRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"heldAt"}}]}}]}}]} as unknown as DocumentNode<HeldJoinUsRequestReleaseMutation, HeldJoinUsRequestReleaseMutationVariables>;
export const HeldJoinUsRequestDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HeldJoinUsRequestDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHeldJoinUsRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<HeldJoinUsRequestDeleteMutation, HeldJoinUsRequestDeleteMutationVariables>;
export const JoinUsPeopleListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JoinUsPeopleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinUsPeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<JoinUsPeopleListQuery, JoinUsPeopleListQueryVariables>;
export const PersonEraseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PersonErase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"erasePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applications"}},{"kind":"Field","name":{"kind":"Name","value":"resumes"}},{"kind":"Field","name":{"kind":"Name","value":"registrations"}},{"kind":"Field","name":{"kind":"Name","value":"joinUsRequests"}},{"kind":"Field","name":{"kind":"Name","value":"contactMessages"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}}]}}]} as unknown as DocumentNode<PersonEraseMutation, PersonEraseMutationVariables>;
export const PersonFindDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonFind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"privacyVersion"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"consent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"privacyVersion"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"joinUsRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"consent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"privacyVersion"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"consent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"privacyVersion"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]}}]} as unknown as DocumentNode<PersonFindQuery, PersonFindQueryVariables>;
export const BackOfficeReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackOfficeReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openJobs"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"shortlisted"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingDecision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicationsBySource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upcomingEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BackOfficeReportQuery, BackOfficeReportQueryVariables>;
export const PasswordChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<PasswordChangeMutation, PasswordChangeMutationVariables>;
export const RecoveryCodesRegenerateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoveryCodesRegenerate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateRecoveryCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<RecoveryCodesRegenerateMutation, RecoveryCodesRegenerateMutationVariables>;
export const RejectionTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RejectionTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectionEmailTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RejectionTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RejectionTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RejectionEmailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RejectionTemplateQuery, RejectionTemplateQueryVariables>;
export const RejectionTemplateResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectionTemplateReset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetRejectionEmailTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RejectionTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RejectionTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RejectionEmailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RejectionTemplateResetMutation, RejectionTemplateResetMutationVariables>;
export const RejectionTemplateUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectionTemplateUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectionTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRejectionEmailTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RejectionTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RejectionTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RejectionEmailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RejectionTemplateUpdateMutation, RejectionTemplateUpdateMutationVariables>;
export const SignOutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutEverywhere"}}]}}]} as unknown as DocumentNode<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>;
export const TwoFactorConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]}}]}}]} as unknown as DocumentNode<TwoFactorConfirmMutation, TwoFactorConfirmMutationVariables>;
export const TwoFactorDisableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorDisable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]}}]}}]} as unknown as DocumentNode<TwoFactorDisableMutation, TwoFactorDisableMutationVariables>;
export const TwoFactorEnrolmentStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorEnrolmentStart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTwoFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeDataUrl"}}]}}]}}]} as unknown as DocumentNode<TwoFactorEnrolmentStartMutation, TwoFactorEnrolmentStartMutationVariables>;
export const TwoFactorStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]}}]} as unknown as DocumentNode<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const JoinUsCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinUsCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JoinUsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinUs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<JoinUsCreateMutation, JoinUsCreateMutationVariables>;
export const GrantableRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GrantableRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantableRoles"}}]}}]} as unknown as DocumentNode<GrantableRolesQuery, GrantableRolesQueryVariables>;
export const UserSetDisabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserSetDisabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserDisabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"disabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<UserSetDisabledMutation, UserSetDisabledMutationVariables>;
export const UserSetRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserSetRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<UserSetRoleMutation, UserSetRoleMutationVariables>;
export const UserSetTemporaryPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserSetTemporaryPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTemporaryPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<UserSetTemporaryPasswordMutation, UserSetTemporaryPasswordMutationVariables>;
export const UserSignOutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserSignOutEverywhere"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutUserEverywhere"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<UserSignOutEverywhereMutation, UserSignOutEverywhereMutationVariables>;
export const UserResetTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserResetTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<UserResetTwoFactorMutation, UserResetTwoFactorMutationVariables>;
export const StaffUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grantableRoles"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<StaffUsersQuery, StaffUsersQueryVariables>;
export const UserCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<UserCreateMutation, UserCreateMutationVariables>;