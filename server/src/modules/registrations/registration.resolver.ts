import { Arg, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Auth, Public } from '../auth/auth.decorators';
import { CurrentPrincipal } from '../auth/current-user';
import type { Principal } from '../auth/viewer';
import { Event } from '../events/event.entity';
import { Role } from '../users/role';

import { Registration, RegistrationStatus } from './registration.entity';
import { RegistrationInput } from './registration.inputs';
import { registrationMessage } from './registration.messages';
import type { CancelLinkView } from './registration-intake.service';

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

@ObjectType({ description: 'What a registrant is told once the registration is stored.' })
export class RegistrationReceipt {
  @Field(() => ID, { description: 'The new registration’s id.' })
  id!: string;

  @Field({ description: 'A confirmation to show the registrant.' })
  message!: string;

  @Field(() => RegistrationStatus, {
    description: 'CONFIRMED (a seat) or WAITING (the event is full, or held for review: no seat yet).',
  })
  status!: RegistrationStatus;

  @Field({
    description: 'True when the registration is kept but held for review: staff release it, then it is mailed.',
  })
  held!: boolean;
}

@Resolver(() => Registration)
export class RegistrationResolver {
  @Public()
  @Mutation(() => RegistrationReceipt, {
    description: 'Registers a visitor for an event (once per e-mail address: CONFLICT) and e-mails a confirmation.',
  })
  async registerForEvent(
    @Arg('eventId', () => ID, { description: 'The event.' }) eventId: string,
    @Arg('input', { description: 'The registrant’s details.' }) input: RegistrationInput,
    @Ctx() ctx: RequestContext,
  ): Promise<RegistrationReceipt> {
    const registration = await ctx.services.registrationIntake.register(eventId, input, { ip: ctx.ip });
    return {
      id: registration.id,
      message: registrationMessage(registration),
      status: registration.status,
      held: Boolean(registration.heldAt),
    };
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => [Registration], {
    description: 'An event’s registrations, newest first; only those of `status` when given.',
  })
  async eventRegistrations(
    @Arg('eventId', () => ID, { description: 'The event.' }) eventId: string,
    @Arg('status', () => RegistrationStatus, { nullable: true, description: 'Only this status.' })
    status: RegistrationStatus | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Registration[]> {
    return ctx.services.registrations.listForEvent(eventId, status);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => [Registration], {
    description: 'An event’s registrations held for review (sent faster than a person fills the form), newest first.',
  })
  async heldEventRegistrations(
    @Arg('eventId', () => ID, { description: 'The event.' }) eventId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Registration[]> {
    return ctx.services.registrations.listHeldForEvent(eventId);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Registration, {
    description:
      'Releases a held registration: a seat if one is free, else the waiting list, with its e-mail and webhook.',
  })
  async releaseHeldRegistration(
    @Arg('id', () => ID, { description: 'The held registration.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Registration> {
    return ctx.services.registrationIntake.release(caller, id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => ID, { description: 'Deletes a held registration (nothing was sent for it); answers its id.' })
  async deleteHeldRegistration(
    @Arg('id', () => ID, { description: 'The held registration.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return ctx.services.registrationIntake.deleteHeld(caller, id);
  }

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
    return linkView(await ctx.services.registrationIntake.viewCancelLink(token));
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
    return linkView(await ctx.services.registrationIntake.cancelByLink(token));
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
