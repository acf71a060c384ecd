import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Auth } from '../auth/auth.decorators';
import { Role } from '../users/role';

import { AUDIT_PAGE_MAX } from './audit.service';
import { AuditEntryConnection, AuditEntryNames, AuditFilterInput } from './audit.types';
import { AuditEntry } from './audit-entry.entity';

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

/** The names an entry reads with, looked up for a whole page at once (only when selected). */
@Resolver(() => AuditEntry)
export class AuditEntryNamesResolver {
  @FieldResolver(() => AuditEntryNames, { description: 'The names the entry reads with.' })
  names(@Root() entry: AuditEntry, @Ctx() ctx: RequestContext): Promise<AuditEntryNames> {
    return ctx.services.audit.namesOf(entry);
  }
}
