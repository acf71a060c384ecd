import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Auth } from '../auth/auth.decorators';
import { Role } from '../users/role';

import { AUDIT_PAGE_MAX } from './audit.service';
import { AuditEntryConnection, AuditFilterInput } from './audit.types';

@Resolver()
export class AuditResolver {
  @Auth(Role.ADMIN)
  @Query(() => AuditEntryConnection, {
    description:
      'The audit log, newest first, narrowed by who, what and when. Entries cannot be changed or deleted ' +
      'through any API (the database refuses it too).',
  })
  async auditEntries(
    @Arg('filter', () => AuditFilterInput, { nullable: true, description: 'Which entries to show.' })
    filter: AuditFilterInput | null,
    @Arg('first', () => Int, { defaultValue: 50, description: `Page size, 1 to ${AUDIT_PAGE_MAX}.` }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' })
    after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<AuditEntryConnection> {
    return ctx.services.audit.list(filter ?? {}, first, after);
  }
}
