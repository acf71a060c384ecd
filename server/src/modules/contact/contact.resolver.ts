import { Arg, Args, Ctx, Mutation, ObjectType, Query, Resolver } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Auth, Public } from '../auth/auth.decorators';
import { PageArgs, PageOf } from '../../lib/paging';
import { Role } from '../users/role';

import { ContactMessage } from './contact-message.entity';
import { ContactMessageInput } from './contact.inputs';

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
}
