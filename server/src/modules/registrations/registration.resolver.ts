import { Arg, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Auth, Public } from '../auth/auth.decorators';
import { Event } from '../events/event.entity';
import { Role } from '../users/role';

import { Registration, RegistrationStatus } from './registration.entity';
import type { CancelLinkView } from './registration.service';

@ObjectType({ description: 'What a personal cancel link is about: the event and where the registration stands.' })
export class RegistrationLinkView {
  @Field(() => Event, { description: 'The event registered for.' })
  event!: Event;

  @Field(() => RegistrationStatus, { description: 'The registration’s status now.' })
  status!: RegistrationStatus;
}

const linkView = ({ event, registration }: CancelLinkView): RegistrationLinkView => ({
  event,
  status: registration.status,
});

@Resolver(() => Registration)
export class RegistrationResolver {
  @Public()
  @Query(() => RegistrationLinkView, {
    description:
      'Reads a personal cancel link (the part after # in the link of a registration e-mail) without changing ' +
      'anything. NOT_FOUND when the link was altered.',
  })
  async registrationLink(
    @Arg('token', { description: 'The token of the link.' }) token: string,
    @Ctx() ctx: RequestContext,
  ): Promise<RegistrationLinkView> {
    return linkView(await ctx.services.registrations.viewCancelLink(token));
  }

  @Public()
  @Mutation(() => RegistrationLinkView, {
    description:
      'Cancels the registration of a personal cancel link and e-mails a cancelling calendar entry; its seat goes ' +
      'to the first person waiting. NOT_FOUND for an altered link, CONFLICT when it is already cancelled.',
  })
  async cancelRegistration(
    @Arg('token', { description: 'The token of the link.' }) token: string,
    @Ctx() ctx: RequestContext,
  ): Promise<RegistrationLinkView> {
    return linkView(await ctx.services.registrations.cancelByLink(token));
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Registration, {
    description:
      'Gives a seat to someone on the waiting list, out of turn (CONFLICT when the event is full or they are not ' +
      'waiting). They are e-mailed with the calendar entry.',
  })
  async promoteRegistration(
    @Arg('id', () => ID, { description: 'The registration.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Registration> {
    return ctx.services.registrations.promoteByStaff(id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Registration, {
    description:
      'Cancels someone’s registration (confirmed or waiting); they are e-mailed, and a freed seat goes to the ' +
      'first person waiting. CONFLICT when it is already cancelled.',
  })
  async removeRegistration(
    @Arg('id', () => ID, { description: 'The registration.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Registration> {
    return ctx.services.registrations.removeByStaff(id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Registration, {
    description: 'Marks a confirmed registrant as arrived, or takes that back (CONFLICT for others).',
  })
  async setRegistrationCheckIn(
    @Arg('id', () => ID, { description: 'The registration.' }) id: string,
    @Arg('checkedIn', { description: 'True: arrived now; false: not arrived.' }) checkedIn: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<Registration> {
    return ctx.services.registrations.setCheckIn(id, checkedIn);
  }
}
