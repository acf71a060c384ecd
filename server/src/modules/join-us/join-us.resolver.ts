import { Arg, Args, Ctx, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';

import { PageArgs, PageOf } from '../../lib/paging';
import type { RequestContext } from '../../request-context';
import { Auth, Public } from '../auth/auth.decorators';
import { CurrentPrincipal } from '../auth/current-user';
import type { Principal } from '../auth/viewer';
import { Role } from '../users/role';

import { JoinUsInput } from './join-us.inputs';
import { JoinUsPerson } from './join-us-person.entity';

@ObjectType({ description: 'One page of join-us requests, newest first.' })
export class JoinUsPersonPage extends PageOf(JoinUsPerson, 'join-us requests') {}

@Resolver()
export class JoinUsResolver {
  @Public()
  @Mutation(() => JoinUsPerson, {
    description: 'Asks to join the skill-development mission; answers the stored request.',
  })
  async joinUs(
    @Arg('input', { description: 'Who is joining and how to reach them.' }) input: JoinUsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<JoinUsPerson> {
    return ctx.services.joinUs.create(input, { ip: ctx.ip });
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => JoinUsPersonPage, {
    description: 'The people who asked to join, newest first (the Join us Users screen).',
  })
  async joinUsPeople(@Args() args: PageArgs, @Ctx() ctx: RequestContext): Promise<JoinUsPersonPage> {
    return ctx.services.joinUs.list(args);
  }
  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => [JoinUsPerson], {
    description: 'The join-us requests held for review (sent faster than a person fills the form), newest first.',
  })
  async heldJoinUsPeople(@Ctx() ctx: RequestContext): Promise<JoinUsPerson[]> {
    return ctx.services.joinUs.listHeld();
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => JoinUsPerson, {
    description: 'Releases a held join-us request: it joins the list and its webhook goes out.',
  })
  async releaseHeldJoinUsRequest(
    @Arg('id', () => ID, { description: 'The held join-us request.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<JoinUsPerson> {
    return ctx.services.joinUs.release(caller, id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => ID, { description: 'Deletes a held join-us request; answers its id.' })
  async deleteHeldJoinUsRequest(
    @Arg('id', () => ID, { description: 'The held join-us request.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return ctx.services.joinUs.deleteHeld(caller, id);
  }
}
