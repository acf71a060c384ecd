import { type RecordKind, recordRef } from '../../lib/record-ref';

/**
 * Every event a webhook endpoint may subscribe to: the one list the API, the validation and the
 * admin screen read. A new event is one line here plus the service call that emits it.
 */
export const WEBHOOK_EVENT_TYPES = [
  'application.created',
  'application.status_changed',
  'application.stage_changed',
  'registration.created',
  'registration.cancelled',
  'join_us.created',
  'contact.created',
  'job.published',
  'job.archived',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The kind of record each event is about (the part of its name before the dot). */
export const RECORD_KIND_OF_EVENT: Record<string, RecordKind> = {
  application: 'application',
  registration: 'registration',
  join_us: 'join-us',
  contact: 'contact',
  job: 'job',
};

/** The recordRef of the record an event reports, for the delivery's `about`. */
export function eventAbout(type: WebhookEventType, resourceId: string): string {
  const kind = RECORD_KIND_OF_EVENT[type.slice(0, type.indexOf('.'))];
  if (!kind) throw new Error(`No record kind for the webhook event ${type}`);
  return recordRef(kind, resourceId);
}

/** Sent only by "Send test event", to one endpoint; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
