import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Role } from '../users/role';
import { User } from '../users/user.entity';

import { Auth, Public } from './auth.decorators';
import {
  LoginArgs,
  LoginPayload,
  LoginWithNewPasswordArgs,
  LoginWithTwoFactorArgs,
  LoginWithTwoFactorSetupArgs,
  SignInStep,
  TwoFactorChallengeArgs,
  TwoFactorChange,
  TwoFactorCodeArgs,
  TwoFactorEnrolment,
} from './auth.inputs';
import { loginAnswer } from './auth.service';
import { CurrentUser } from './current-user';

@Resolver()
export class AuthResolver {
  @Public()
  @Mutation(() => LoginPayload, {
    description:
      'Signs in. Refused with UNAUTHENTICATED for an unknown e-mail or a wrong password (one message for both), ' +
      'TOO_MANY_REQUESTS, unchecked, for a try that comes too soon after repeated failures of the e-mail or the ' +
      'client address (after the free ones each try waits 1 s, 2 s, 4 s... up to a cap). An account whose password ' +
      'an administrator set answers step NEW_PASSWORD and no token: finish with loginWithNewPassword. An account ' +
      'with two-factor sign-in answers step TWO_FACTOR and a challenge: finish with loginWithTwoFactor. An account ' +
      'whose role requires two factors (REQUIRE_2FA_FOR) and has none answers TWO_FACTOR_SETUP.',
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
    @Args() { email, password, newPassword, challenge }: LoginWithNewPasswordArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<LoginPayload> {
    return toPayload(
      loginAnswer(await ctx.services.auth.loginWithNewPassword(email, password, newPassword, ctx.ip, challenge)),
    );
  }

  @Public()
  @Mutation(() => LoginPayload, {
    description:
      'The second step of a sign-in with two factors: the TWO_FACTOR challenge and a current code or an unused ' +
      'recovery code (used up). A code of a time step already used is refused. Wrong codes count against the ' +
      'same limits as wrong passwords, and an account takes at most TWO_FACTOR_WRONG_CODES_PER_DAY of them in 24 ' +
      'hours (TOO_MANY_REQUESTS beyond); UNAUTHENTICATED for a wrong code or an expired challenge.',
  })
  async loginWithTwoFactor(
    @Args() { challenge, code }: LoginWithTwoFactorArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<LoginPayload> {
    return toPayload(loginAnswer(await ctx.services.auth.loginWithTwoFactor(challenge, code, ctx.ip)));
  }

  @Public()
  @Mutation(() => TwoFactorEnrolment, {
    description:
      'For the TWO_FACTOR_SETUP step: a new secret for the account (QR code and text), and a code e-mailed to ' +
      'the account’s address. Confirm both with loginWithTwoFactorSetup.',
  })
  async startTwoFactorSetup(
    @Args() { challenge }: TwoFactorChallengeArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<TwoFactorEnrolment> {
    return ctx.services.auth.startTwoFactorSetup(challenge);
  }

  @Public()
  @Mutation(() => LoginPayload, {
    description:
      'Ends the TWO_FACTOR_SETUP step: a code of the new secret and the code e-mailed by startTwoFactorSetup ' +
      'turn two-factor sign-in on and sign in; the payload carries the recovery codes, shown this once. ' +
      'UNAUTHENTICATED for a wrong code (counted like a wrong password) or an expired challenge.',
  })
  async loginWithTwoFactorSetup(
    @Args() { challenge, code, emailCode }: LoginWithTwoFactorSetupArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<LoginPayload> {
    return toPayload(loginAnswer(await ctx.services.auth.loginWithTwoFactorSetup(challenge, code, emailCode, ctx.ip)));
  }

  @Auth(Role.USER)
  @Mutation(() => TwoFactorEnrolment, {
    description:
      'Starts turning on two-factor sign-in for the signed-in account: a new secret, not in use until ' +
      'confirmTwoFactor. CONFLICT when it is already on.',
  })
  async startTwoFactorEnrolment(@CurrentUser() user: User, @Ctx() ctx: RequestContext): Promise<TwoFactorEnrolment> {
    return ctx.services.twoFactor.startEnrolment(user);
  }

  @Auth(Role.USER)
  @Mutation(() => TwoFactorChange, {
    description:
      'Turns two-factor sign-in on with a current code of the new secret and ends every earlier session of the ' +
      'account; answers a fresh token that carries this session on, and ten one-time recovery codes, shown this ' +
      'once (only their hashes are kept).',
  })
  async confirmTwoFactor(
    @Args() { code }: TwoFactorCodeArgs,
    @CurrentUser() user: User,
    @Ctx() ctx: RequestContext,
  ): Promise<TwoFactorChange> {
    const recoveryCodes = await ctx.services.twoFactor.confirmEnrolment(user, code, ctx.ip);
    return { token: ctx.services.auth.renewedSession(user), recoveryCodes, user };
  }

  @Auth(Role.USER)
  @Mutation(() => TwoFactorChange, {
    description:
      'Turns two-factor sign-in off, proved with a current code or a recovery code, and ends every earlier ' +
      'session of the account; answers a fresh token that carries this session on. FORBIDDEN when the role ' +
      'requires it (REQUIRE_2FA_FOR).',
  })
  async disableTwoFactor(
    @Args() { code }: TwoFactorCodeArgs,
    @CurrentUser() user: User,
    @Ctx() ctx: RequestContext,
  ): Promise<TwoFactorChange> {
    await ctx.services.twoFactor.disable(user, code, ctx.ip);
    return { token: ctx.services.auth.renewedSession(user), recoveryCodes: [], user };
  }

  @Auth(Role.USER)
  @Mutation(() => [String], {
    description: 'Replaces the recovery codes (the earlier ones stop working), proved with a current code.',
  })
  async regenerateRecoveryCodes(
    @Args() { code }: TwoFactorCodeArgs,
    @CurrentUser() user: User,
    @Ctx() ctx: RequestContext,
  ): Promise<string[]> {
    return ctx.services.twoFactor.regenerateRecoveryCodes(user, code, ctx.ip);
  }

  @Auth(Role.SUPER_ADMIN)
  @Mutation(() => User, {
    description:
      'Turns off two-factor sign-in of another account (a lost phone and lost recovery codes): its secret and ' +
      'recovery codes are deleted, its sessions end, the person is e-mailed, and the reset is audited. CONFLICT ' +
      'when it is not on; FORBIDDEN for one’s own account (use disableTwoFactor).',
  })
  async resetTwoFactor(
    @Arg('id', () => ID, { description: 'The account whose two-factor sign-in is turned off.' }) id: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return ctx.services.twoFactor.reset(actor, id);
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
