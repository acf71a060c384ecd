import type { AuditAction } from '../../gql/graphql';

/** Each action code in words (a Record, so a new code without words fails the typecheck). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  SIGN_IN_SUCCEEDED: 'Signed in',
  SIGN_IN_FAILED: 'Sign-in refused',
  RESUME_DOWNLOADED: 'Resume opened',
  APPLICATION_STATUS_CHANGED: 'Application status changed',
  APPLICATION_ADDED_TO_JOB: 'Candidate added to a job',
  USER_CREATED: 'Account added',
  USER_DISABLED: 'Account disabled',
  USER_ENABLED: 'Account enabled',
  USER_ROLE_CHANGED: 'Role changed',
  USER_TEMPORARY_PASSWORD_SET: 'Temporary password set',
  PASSWORD_CHANGED: 'Password changed',
  TWO_FACTOR_ENABLED: 'Two-factor sign-in on',
  TWO_FACTOR_DISABLED: 'Two-factor sign-in off',
  RECOVERY_CODE_USED: 'Recovery code used',
  RECOVERY_CODES_REGENERATED: 'Recovery codes replaced',
  PERSON_EXPORTED: 'Personal data exported',
  PERSON_ERASED: 'Personal data erased',
  RETENTION_PURGED: 'Old records purged',
  API_KEY_CREATED: 'API key created',
  API_KEY_REVOKED: 'API key revoked',
  WEBHOOK_ENDPOINT_CREATED: 'Webhook endpoint added',
  WEBHOOK_ENDPOINT_ENABLED: 'Webhook endpoint enabled',
  WEBHOOK_ENDPOINT_DISABLED: 'Webhook endpoint disabled',
  WEBHOOK_ENDPOINT_DELETED: 'Webhook endpoint deleted',
  WEBHOOK_TEST_SENT: 'Webhook test event sent',
  WEBHOOK_SECRET_ROTATED: 'Webhook secret rotated',
  SESSIONS_ENDED: 'Signed out everywhere',
  TWO_FACTOR_RESET: 'Two-factor sign-in reset',
  HELD_SUBMISSION_RELEASED: 'Held form released',
  HELD_SUBMISSION_DELETED: 'Held form deleted',
  TALENT_POOL_ENTRY_ADDED_TO_JOB: 'Talent pool: added to a job',
  TALENT_POOL_ENTRY_DELETED: 'Talent pool: entry deleted',
  APPLICATION_STAGE_CHANGED: 'Candidate moved to a stage',
  APPLICATION_WITHDRAWN: 'Candidate withdrew',
  PIPELINE_STAGES_CHANGED: 'Pipeline stages changed',
  REJECTION_REASONS_CHANGED: 'Rejection reasons changed',
};

export const auditMessages = {
  loading: 'Loading...',
  failure: 'Failed to load the audit log.',
  empty: 'No entries match these filters.',
  anyone: 'Anyone',
  anything: 'Any action',
} as const;

/** Entries per request; "Load more" asks for the next page. */
export const AUDIT_PAGE_SIZE = 50;
