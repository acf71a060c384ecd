import type { User } from '../users/user.entity';

/**
 * Ends every session of the account: tokens issued before now stop counting on their next use.
 * The caller flushes the change with the rest of its work (a password change, a role change...).
 */
export function endSessions(user: User, now: Date = new Date()): void {
  user.sessionsValidFrom = now;
}
