import { Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Role } from '../users/role';
import { User } from '../users/user.entity';

import { Auth, Public } from './auth.decorators';
import { LoginArgs, LoginPayload, LoginWithNewPasswordArgs, SignInStep } from './auth.inputs';
import { loginAnswer } from './auth.service';
import { CurrentUser } from './current-user';

@Resolver()
export class AuthResolver {
  @Public()
  @Mutation(() => LoginPayload, {
    description:
      'Signs in. Refused with UNAUTHENTICATED for an unknown e-mail or a wrong password (one message for both), ' +
      'TOO_MANY_REQUESTS after repeated failures for the e-mail or the client address. An account whose password ' +
      'an administrator set answers step NEW_PASSWORD and no token: finish with loginWithNewPassword.',
  })
  async login(@Args() { email, password }: LoginArgs, @Ctx() ctx: RequestContext): Promise<LoginPayload> {
    return toPayload(loginAnswer(await ctx.services.auth.login(email, password, ctx.ip)));
  }

  @Public()
  @Mutation(() => LoginPayload, {
    description:
      'Signs in with a temporary password and replaces it with newPassword in the same step (the same checks and ' +
      'limits as login).',
  })
  async loginWithNewPassword(
    @Args() { email, password, newPassword }: LoginWithNewPasswordArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<LoginPayload> {
    return toPayload(loginAnswer(await ctx.services.auth.loginWithNewPassword(email, password, newPassword, ctx.ip)));
  }

  @Auth(Role.USER)
  @Query(() => User, { description: 'The signed-in account.' })
  me(@CurrentUser() user: User): User {
    return user;
  }
}

function toPayload(answer: ReturnType<typeof loginAnswer>): LoginPayload {
  return { ...answer, step: SignInStep[answer.step] };
}
