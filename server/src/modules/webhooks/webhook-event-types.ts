/**
 * Every event a webhook endpoint may subscribe to: the one list the API, the validation and the
 * admin screen read. A new event is one line here plus the service call that emits it.
 */
export const WEBHOOK_EVENT_TYPES = [
  'application.created',
  'application.status_changed',
  'registration.created',
  'registration.cancelled',
  'join_us.created',
  'contact.created',
  'job.published',
  'job.archived',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent only by "Send test event", to one endpoint; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
