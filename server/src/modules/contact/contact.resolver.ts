import { Arg, Args, Ctx, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';

import { PageArgs, PageOf } from '../../lib/paging';
import type { RequestContext } from '../../request-context';
import { Auth, Public } from '../auth/auth.decorators';
import { CurrentPrincipal } from '../auth/current-user';
import type { Principal } from '../auth/viewer';
import { Role } from '../users/role';

import { ContactMessageInput } from './contact.inputs';
import { ContactMessage } from './contact-message.entity';

@ObjectType({ description: 'One page of contact messages, newest first.' })
export class ContactMessagePage extends PageOf(ContactMessage, 'contact messages') {}

@Resolver()
export class ContactResolver {
  @Public()
  @Mutation(() => ContactMessage, {
    description: 'Sends a message through the contact form; answers the stored message.',
  })
  async sendContactMessage(
    @Arg('input', { description: 'The message and how to reach its sender.' }) input: ContactMessageInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ContactMessage> {
    return ctx.services.contact.create(input, { ip: ctx.ip });
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => ContactMessagePage, { description: 'Every contact message received, newest first.' })
  async contactMessages(@Args() args: PageArgs, @Ctx() ctx: RequestContext): Promise<ContactMessagePage> {
    return ctx.services.contact.list(args);
  }
  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => [ContactMessage], {
    description: 'The contact messages held for review (sent faster than a person fills the form), newest first.',
  })
  async heldContactMessages(@Ctx() ctx: RequestContext): Promise<ContactMessage[]> {
    return ctx.services.contact.listHeld();
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => ContactMessage, {
    description: 'Releases a held contact message: it joins the list and its webhook goes out.',
  })
  async releaseHeldContactMessage(
    @Arg('id', () => ID, { description: 'The held contact message.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<ContactMessage> {
    return ctx.services.contact.release(caller, id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => ID, { description: 'Deletes a held contact message; answers its id.' })
  async deleteHeldContactMessage(
    @Arg('id', () => ID, { description: 'The held contact message.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return ctx.services.contact.deleteHeld(caller, id);
  }
}
