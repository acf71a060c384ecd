import { wrap } from '@mikro-orm/core';

import type { Client } from '../clients/client.entity';

/**
 * What a job says of its client, whether it is an entity (`client`, a loaded entity or a reference)
 * or a lean list row (`clientId` and the already public `clientName`, see PUBLIC_CLIENT_NAME_SQL).
 */
export interface JobClientFields {
  client?: Client | null;
  clientId?: string | null;
  clientName?: string | null;
  confidentialClient: boolean;
}

/** The id of the job's client; null for the consultancy's own jobs. */
export function jobClientId(job: JobClientFields): string | null {
  if (job.clientId !== undefined) return job.clientId ?? null;
  return job.client?.id ?? null;
}

/** The job's client when it is loaded already (an entity read with it, or in this request's identity map). */
export function loadedJobClient(job: JobClientFields): Client | undefined {
  return job.client && wrap(job.client).isInitialized() ? job.client : undefined;
}

/**
 * The client's name where it may be public (the posting's hiring organization, Job.clientName): the
 * client shows its name and the job is not confidential; otherwise null.
 */
export function publicClientName(
  client: Pick<Client, 'name' | 'showNamePublicly'> | null | undefined,
  confidentialClient: boolean,
): string | null {
  return client && client.showNamePublicly && !confidentialClient ? client.name : null;
}

/**
 * The job's public client name when it is known without a query: a list row carries it, a job
 * without a client has none, an entity whose client is loaded tells it. Undefined otherwise
 * (the client is a reference not loaded yet: ClientService.byId loads it in a batch).
 */
export function knownPublicClientName(job: JobClientFields): string | null | undefined {
  if (job.clientName !== undefined) return job.clientName ?? null;
  if (jobClientId(job) === null) return null;
  if (!job.client || !wrap(job.client).isInitialized()) return undefined;
  return publicClientName(job.client, job.confidentialClient);
}
