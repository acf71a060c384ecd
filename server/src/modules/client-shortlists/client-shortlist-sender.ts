import type { EntityManager } from '@mikro-orm/postgresql';

import type { AuditActor, AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';

import { shortlistSubject } from './client-shortlist.service';

/**
 * A shortlist lives no longer than its sender's right to send one: when an account is disabled or
 * its role falls below INTERNAL_RECRUITER, each of its working shortlists is revoked (in the
 * caller's transaction) and the log says why (reason 'sender-account-ended'). The links check the
 * sender on every request too; this makes the ending visible and lasting (re-enabling the account
 * does not bring them back). Answers how many were revoked.
 */
export async function revokeShortlistsOfEndedSender(
  tx: EntityManager,
  audit: AuditService | undefined,
  actor: AuditActor,
  userId: string,
): Promise<number> {
  const revoked = await tx.execute<{ id: string; job_id: string; contact_id: string }[]>(
    'update "client_shortlist" set "revoked_at" = now() where "sent_by_id" = ? and "revoked_at" is null ' +
      'and "expires_at" > now() returning "id", "job_id", "contact_id"',
    [userId],
    'all',
  );
  for (const row of revoked) {
    audit?.record(
      {
        actor,
        action: AuditAction.CLIENT_SHORTLIST_REVOKED,
        subject: shortlistSubject(row),
        details: { reason: 'sender-account-ended', jobId: row.job_id, contactId: row.contact_id },
      },
      tx,
    );
  }
  return revoked.length;
}
