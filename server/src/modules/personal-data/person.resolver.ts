import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user';
import { Role } from '../users/role';
import type { User } from '../users/user.entity';

import { ErasureReport, PersonRecords } from './person.types';

/** Find and erase a person (a data subject) by e-mail address; the export is a REST download. */
@Resolver()
export class PersonResolver {
  @Auth(Role.ADMIN)
  @Query(() => PersonRecords, {
    description:
      'Everything held about one e-mail address (any letter case): applications, event registrations, join-us ' +
      'requests, contact messages, job alerts, mail, webhook deliveries about those records and sign-in throttle ' +
      'rows. The zip export is GET /api/people/export?email=…. People only: never an API key.',
  })
  async person(
    @Arg('email', { description: 'The e-mail address to look for.' }) email: string,
    @CurrentUser() _viewer: User,
    @Ctx() ctx: RequestContext,
  ): Promise<PersonRecords> {
    return ctx.services.people.find(email);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ErasureReport, {
    description:
      'Erases everything held about one e-mail address: every row (with the mail and webhook deliveries about its ' +
      'records) in one transaction, then the resume and .eml files. The ' +
      'audit log keeps only who erased, when, and a salted hash of the address.',
  })
  async erasePerson(
    @Arg('email', { description: 'The e-mail address whose data to erase.' }) email: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ): Promise<ErasureReport> {
    return ctx.services.people.erase(actor, email);
  }
}
