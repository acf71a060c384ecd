import type { User } from '../users/user.entity';

/**
 * Ends every session of the account: tokens issued before now stop counting on their next use.
 * The caller flushes the change with the rest of its work (a password change, a role change...).
 */
export function endSessions(user: User, now: Date = new Date()): void {
  user.sessionsValidFrom = now;
}

/**
 * Whether a sign-in token issued at `issuedAt` (milliseconds, as TokenSigner.verify reads it)
 * still counts for the account. Tokens carry their issue time to the millisecond, so one issued
 * right after endSessions counts and one issued just before it does not, even within one second.
 */
export function sessionCounts(user: User, issuedAt: number): boolean {
  return user.sessionsValidFrom === null || issuedAt >= user.sessionsValidFrom.getTime();
}
