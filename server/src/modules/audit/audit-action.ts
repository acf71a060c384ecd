import { registerEnumType } from 'type-graphql';

/**
 * Every kind of entry the audit log holds: the one list. A new audited action adds its code here
 * and a migration that adds it to the check constraint "audit_entry_action_check".
 * and, in a migration, to the column's check constraint (audit_entry_action_check).
 */
export enum AuditAction {
  SIGN_IN_SUCCEEDED = 'SIGN_IN_SUCCEEDED',
  SIGN_IN_FAILED = 'SIGN_IN_FAILED',
  RESUME_DOWNLOADED = 'RESUME_DOWNLOADED',
  APPLICATION_STATUS_CHANGED = 'APPLICATION_STATUS_CHANGED',
  USER_CREATED = 'USER_CREATED',
  USER_DISABLED = 'USER_DISABLED',
  USER_ENABLED = 'USER_ENABLED',
  USER_ROLE_CHANGED = 'USER_ROLE_CHANGED',
  USER_TEMPORARY_PASSWORD_SET = 'USER_TEMPORARY_PASSWORD_SET',
  PASSWORD_CHANGED = 'PASSWORD_CHANGED',
  TWO_FACTOR_ENABLED = 'TWO_FACTOR_ENABLED',
  TWO_FACTOR_DISABLED = 'TWO_FACTOR_DISABLED',
  RECOVERY_CODE_USED = 'RECOVERY_CODE_USED',
  RECOVERY_CODES_REGENERATED = 'RECOVERY_CODES_REGENERATED',
  PERSON_EXPORTED = 'PERSON_EXPORTED',
  PERSON_ERASED = 'PERSON_ERASED',
  RETENTION_PURGED = 'RETENTION_PURGED',
  API_KEY_CREATED = 'API_KEY_CREATED',
  API_KEY_REVOKED = 'API_KEY_REVOKED',
  WEBHOOK_ENDPOINT_CREATED = 'WEBHOOK_ENDPOINT_CREATED',
  WEBHOOK_ENDPOINT_ENABLED = 'WEBHOOK_ENDPOINT_ENABLED',
  WEBHOOK_ENDPOINT_DISABLED = 'WEBHOOK_ENDPOINT_DISABLED',
  WEBHOOK_ENDPOINT_DELETED = 'WEBHOOK_ENDPOINT_DELETED',
  WEBHOOK_TEST_SENT = 'WEBHOOK_TEST_SENT',
  HELD_SUBMISSION_RELEASED = 'HELD_SUBMISSION_RELEASED',
  HELD_SUBMISSION_DELETED = 'HELD_SUBMISSION_DELETED',
  SESSIONS_ENDED = 'SESSIONS_ENDED',
  TWO_FACTOR_RESET = 'TWO_FACTOR_RESET',
  WEBHOOK_SECRET_ROTATED = 'WEBHOOK_SECRET_ROTATED',
  APPLICATION_ADDED_TO_JOB = 'APPLICATION_ADDED_TO_JOB',
  APPLICATION_STAGE_CHANGED = 'APPLICATION_STAGE_CHANGED',
  APPLICATION_WITHDRAWN = 'APPLICATION_WITHDRAWN',
  PIPELINE_STAGES_CHANGED = 'PIPELINE_STAGES_CHANGED',
  REJECTION_REASONS_CHANGED = 'REJECTION_REASONS_CHANGED',
  TALENT_POOL_ENTRY_ADDED_TO_JOB = 'TALENT_POOL_ENTRY_ADDED_TO_JOB',
  TALENT_POOL_ENTRY_DELETED = 'TALENT_POOL_ENTRY_DELETED',
  CLIENT_DELETED = 'CLIENT_DELETED',
  CLIENT_CONTACT_DELETED = 'CLIENT_CONTACT_DELETED',
  PLACEMENT_RECORDED = 'PLACEMENT_RECORDED',
  PLACEMENT_UPDATED = 'PLACEMENT_UPDATED',
  PLACEMENT_REMOVED = 'PLACEMENT_REMOVED',
  CLIENT_SHORTLIST_SENT = 'CLIENT_SHORTLIST_SENT',
  CLIENT_SHORTLIST_REVOKED = 'CLIENT_SHORTLIST_REVOKED',
  CLIENT_SHORTLIST_CODE_SENT = 'CLIENT_SHORTLIST_CODE_SENT',
  CLIENT_SHORTLIST_BROWSER_VERIFIED = 'CLIENT_SHORTLIST_BROWSER_VERIFIED',
  CLIENT_SHORTLIST_OPENED = 'CLIENT_SHORTLIST_OPENED',
  CLIENT_SHORTLIST_RESUME_VIEWED = 'CLIENT_SHORTLIST_RESUME_VIEWED',
  CLIENT_SHORTLIST_ANSWERED = 'CLIENT_SHORTLIST_ANSWERED',
  SITE_CONTENT_PUBLISHED = 'SITE_CONTENT_PUBLISHED',
  SITE_CONTENT_RESTORED = 'SITE_CONTENT_RESTORED',
  SITE_IMAGE_UPLOADED = 'SITE_IMAGE_UPLOADED',
}

registerEnumType(AuditAction, {
  name: 'AuditAction',
  description: 'What an audit entry records.',
  valuesConfig: {
    SIGN_IN_SUCCEEDED: { description: 'A staff member signed in.' },
    SIGN_IN_FAILED: {
      description: 'A sign-in was refused (wrong password or code, disabled account); details.reason says why.',
    },
    RESUME_DOWNLOADED: { description: 'An applicant’s resume was opened or downloaded.' },
    APPLICATION_STATUS_CHANGED: {
      description: 'An application was shortlisted or rejected (details.from, details.to).',
    },
    APPLICATION_ADDED_TO_JOB: {
      description:
        'Staff added a candidate to a job from another application (subject: the new application; details.fromApplicationId, details.jobId).',
    },
    USER_CREATED: { description: 'A staff account was added.' },
    USER_DISABLED: { description: 'A staff account was disabled: it can no longer sign in.' },
    USER_ENABLED: { description: 'A disabled staff account was enabled again.' },
    USER_ROLE_CHANGED: { description: 'A staff account’s role changed (details.from, details.to).' },
    USER_TEMPORARY_PASSWORD_SET: {
      description: 'A temporary password was set for a staff account; it must be changed at next sign-in.',
    },
    PASSWORD_CHANGED: { description: 'A staff member changed their own password.' },
    SESSIONS_ENDED: {
      description: '"Sign out everywhere": every sign-in token of the account issued so far stopped working.',
    },
    TWO_FACTOR_ENABLED: { description: 'A staff member turned on two-factor sign-in.' },
    TWO_FACTOR_DISABLED: { description: 'Two-factor sign-in was turned off for an account.' },
    RECOVERY_CODE_USED: { description: 'A one-time recovery code was used to sign in or to confirm a change.' },
    RECOVERY_CODES_REGENERATED: {
      description: 'A staff member replaced their recovery codes: the earlier ones stop working.',
    },
    TWO_FACTOR_RESET: {
      description: 'A Super Admin turned off another account’s two-factor sign-in (lost phone and recovery codes).',
    },
    PERSON_EXPORTED: { description: 'Everything held about one e-mail address was exported.' },
    PERSON_ERASED: { description: 'Everything held about one e-mail address was erased.' },
    RETENTION_PURGED: { description: 'Records past their retention period were deleted (counts in details).' },
    API_KEY_CREATED: { description: 'An API key was created (details: name, role, readOnly, expiresAt).' },
    API_KEY_REVOKED: { description: 'An API key was revoked (details: name, role).' },
    WEBHOOK_ENDPOINT_CREATED: { description: 'A webhook endpoint was registered (details: url, events).' },
    WEBHOOK_ENDPOINT_ENABLED: { description: 'A webhook endpoint was enabled again (details: url).' },
    WEBHOOK_ENDPOINT_DISABLED: { description: 'Staff disabled a webhook endpoint (details: url).' },
    WEBHOOK_ENDPOINT_DELETED: { description: 'A webhook endpoint was deleted (details: url, events).' },
    WEBHOOK_TEST_SENT: { description: 'A test event was queued for a webhook endpoint (details: url).' },
    WEBHOOK_SECRET_ROTATED: {
      description:
        'A webhook endpoint got a new signing secret; the old one signs too until the overlap ends (details: url).',
    },
    HELD_SUBMISSION_RELEASED: {
      description: 'A public-form record held for review was released: its mail and webhook went out (details.form).',
    },
    HELD_SUBMISSION_DELETED: { description: 'A public-form record held for review was deleted (details.form).' },
    APPLICATION_STAGE_CHANGED: {
      description: 'An application moved to another stage (details.from, details.to: stage names; details.jobId).',
    },
    APPLICATION_WITHDRAWN: {
      description: 'Staff recorded that the candidate withdrew (details.stage, details.jobId).',
    },
    PIPELINE_STAGES_CHANGED: {
      description:
        'ADMIN added, renamed, reordered, retired, restored or deleted a pipeline stage (details.change, details.stage; ' +
        'details.statusesChanged: applications whose spec status a reorder changed).',
    },
    REJECTION_REASONS_CHANGED: { description: 'ADMIN changed the list of rejection reasons (details.reasons).' },
    TALENT_POOL_ENTRY_ADDED_TO_JOB: {
      description:
        'Staff added a person from the talent pool to a job (subject: the new application; details.talentPoolEntryId, details.jobId).',
    },
    TALENT_POOL_ENTRY_DELETED: { description: 'Staff deleted a talent-pool entry and its resume.' },
    CLIENT_DELETED: { description: 'Staff deleted a client company with its contacts (details.name).' },
    CLIENT_CONTACT_DELETED: { description: 'Staff deleted a client contact (details.clientId).' },
    PLACEMENT_RECORDED: {
      description: 'An application reached the Placed stage and a placement was recorded (subject: the application).',
    },
    PLACEMENT_UPDATED: { description: 'ADMIN changed a placement’s terms (details.changed: the fields).' },
    PLACEMENT_REMOVED: {
      description:
        'A placement was removed because its application left the Placed stage (details.termsSet: which terms it had, never amounts).',
    },
    CLIENT_SHORTLIST_SENT: {
      description:
        'Staff sent a shortlist to a client contact (details: jobId, contactId, candidates, shares, expiresAt).',
    },
    CLIENT_SHORTLIST_REVOKED: {
      description:
        'A shortlist’s link stopped working before it expired (details.reason: revoked by staff, or its sender’s account ended).',
    },
    CLIENT_SHORTLIST_CODE_SENT: { description: 'A one-time code to open a shortlist was e-mailed to its contact.' },
    CLIENT_SHORTLIST_BROWSER_VERIFIED: {
      description: 'A browser entered the right one-time code and may open the shortlist.',
    },
    CLIENT_SHORTLIST_OPENED: { description: 'The client contact opened the shortlist’s page.' },
    CLIENT_SHORTLIST_RESUME_VIEWED: {
      description: 'The client contact opened a candidate’s watermarked resume (details.applicationId).',
    },
    CLIENT_SHORTLIST_ANSWERED: {
      description: 'The client contact answered about a candidate (details.applicationId, details.answer).',
    },
    SITE_CONTENT_PUBLISHED: {
      description:
        'ADMIN published a document of the public site (subject: its key; details.revision, details.privacyVersion for the privacy policy).',
    },
    SITE_CONTENT_RESTORED: {
      description: 'ADMIN made an earlier revision of a document the draft again (subject: its key; details.revision).',
    },
    SITE_IMAGE_UPLOADED: {
      description:
        'ADMIN uploaded a picture for the public site’s content (subject: the image; details.width, details.height).',
    },
  },
});

/** What an entry is about. */
export type AuditSubjectType =
  | 'user'
  | 'application'
  | 'person'
  | 'retention'
  | 'api-key'
  | 'webhook-endpoint'
  | 'registration'
  | 'join-us-request'
  | 'contact-message'
  | 'pipeline-stage'
  | 'setting'
  | 'talent-pool-entry'
  | 'client'
  | 'client-contact'
  | 'client-shortlist'
  | 'site-content'
  | 'site-image';
