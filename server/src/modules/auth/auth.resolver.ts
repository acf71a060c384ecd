import { Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Auth, Public } from './auth.decorators';
import { Role } from '../users/role';
import { User } from '../users/user.entity';

import { LoginArgs, LoginPayload } from './auth.inputs';
import { requirePerson } from './viewer';

@Resolver()
export class AuthResolver {
  @Public()
  @Mutation(() => LoginPayload, {
    description:
      'Signs in. Refused with UNAUTHENTICATED for an unknown e-mail or a wrong password (one message for both), ' +
      'TOO_MANY_REQUESTS after repeated failures for the e-mail or the client address.',
  })
  async login(@Args() { email, password }: LoginArgs, @Ctx() ctx: RequestContext): Promise<LoginPayload> {
    const { token, user } = await ctx.services.auth.login(email, password, ctx.ip);
    return { token, role: user.role, user };
  }

  @Auth(Role.USER)
  @Query(() => User, { description: 'The signed-in account.' })
  async me(@Ctx() ctx: RequestContext): Promise<User> {
    return requirePerson(await ctx.viewer(), Role.USER);
  }
}
