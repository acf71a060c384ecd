import type { EntityManager } from '@mikro-orm/postgresql';

import type { MailService } from '../../mail/mail.service';

import { Role } from './role';
import { User } from './user.entity';

/**
 * Queues one e-mail to every enabled ADMIN and SUPER_ADMIN in the caller's unit of work, so it is
 * written (and later sent) exactly when the change it tells of is.
 */
export async function queueAdminNotice(
  em: EntityManager,
  mail: MailService,
  notice: { subject: string; text: string },
): Promise<void> {
  const admins = await em.find(User, { role: { $in: [Role.ADMIN, Role.SUPER_ADMIN] }, disabled: false });
  for (const admin of admins) mail.queue({ to: admin.email, subject: notice.subject, text: notice.text }, em);
}
