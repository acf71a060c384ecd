/**
 * What a queued message (an outbox e-mail, a webhook delivery) is about: `<kind>:<id>`. Erasure and
 * the retention purge delete the messages about the records they delete by this reference, so
 * every writer and every reader builds it here and nowhere else.
 */
export type RecordKind =
  | 'application'
  | 'registration'
  | 'join-us'
  | 'contact'
  | 'job-alert'
  | 'job'
  | 'event'
  | 'webhook-endpoint'
  | 'talent-pool'
  | 'client-shortlist';

export function recordRef(kind: RecordKind, id: string): string {
  return `${kind}:${id}`;
}

/** The id of the record `about` names when it is of `kind`; null otherwise. */
export function recordIdOf(about: string | null | undefined, kind: RecordKind): string | null {
  const prefix = `${kind}:`;
  return about?.startsWith(prefix) ? about.slice(prefix.length) : null;
}
