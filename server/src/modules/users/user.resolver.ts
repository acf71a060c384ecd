import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user';

import { grantableRoles, Role } from './role';
import { User } from './user.entity';
import { ChangePasswordInput, ChangePasswordPayload, CreateUserInput, TemporaryPasswordInput } from './user.inputs';

const ACCOUNT_ID = { description: 'The account’s id.' } as const;

@Resolver()
export class UserResolver {
  @Auth(Role.ADMIN)
  @Mutation(() => User, {
    description:
      'Adds a staff account. ADMIN may add USER and INTERNAL_RECRUITER accounts; SUPER_ADMIN may add any role. ' +
      'A taken e-mail is refused with CONFLICT.',
  })
  async createUser(
    @Arg('input') input: CreateUserInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return ctx.services.users.create(actor, input);
  }

  @Auth(Role.USER)
  @Mutation(() => ChangePasswordPayload, {
    description:
      'Changes the signed-in user’s own password and ends every session of the account, the calling one ' +
      'included; answers a fresh token that carries this session on.',
  })
  async changePassword(
    @Arg('input') input: ChangePasswordInput,
    @CurrentUser() user: User,
    @Ctx() ctx: RequestContext,
  ): Promise<ChangePasswordPayload> {
    return ctx.services.users.changePassword(user, input);
  }

  @Auth(Role.USER)
  @Mutation(() => Boolean, {
    description:
      'Sign out everywhere: every token of the signed-in account issued so far stops working, the calling ' +
      'one included (sign in again to go on); answers true.',
  })
  async signOutEverywhere(@CurrentUser() user: User, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.users.endOwnSessions(user);
    return true;
  }

  @Auth(Role.USER)
  @Query(() => [Role], { description: 'The roles the signed-in user may give to a new account (empty below ADMIN).' })
  grantableRoles(@CurrentUser() user: User): Role[] {
    return grantableRoles(user.role);
  }

  @Auth(Role.ADMIN)
  @Query(() => [User], {
    description:
      'Every staff account, by e-mail, with its role, last sign-in and state. People only: never an API key.',
  })
  async staffUsers(@CurrentUser() _viewer: User, @Ctx() ctx: RequestContext): Promise<User[]> {
    return ctx.services.users.listStaff();
  }

  @Auth(Role.ADMIN)
  @Mutation(() => User, {
    description:
      'Disables (its tokens stop working at once) or re-enables an account. ADMIN may change USER and ' +
      'INTERNAL_RECRUITER accounts, SUPER_ADMIN any; never one’s own account (FORBIDDEN), never the last ' +
      'enabled SUPER_ADMIN (CONFLICT).',
  })
  async setUserDisabled(
    @Arg('id', () => ID, ACCOUNT_ID) id: string,
    @Arg('disabled', { description: 'true to disable, false to enable again.' }) disabled: boolean,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return ctx.services.users.setDisabled(actor, id, disabled);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => User, {
    description:
      'Gives an account another role, among those the caller may grant (grantableRoles), on accounts it may ' +
      'change; never one’s own, never taking the last enabled SUPER_ADMIN away (CONFLICT).',
  })
  async setUserRole(
    @Arg('id', () => ID, ACCOUNT_ID) id: string,
    @Arg('role', () => Role, { description: 'The new role.' }) role: Role,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return ctx.services.users.setRole(actor, id, role);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => User, {
    description:
      'Sets a temporary password on another account it may change: its next sign-in answers step NEW_PASSWORD ' +
      'until a new password is chosen.',
  })
  async setTemporaryPassword(
    @Arg('id', () => ID, ACCOUNT_ID) id: string,
    @Arg('input') input: TemporaryPasswordInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return ctx.services.users.setTemporaryPassword(actor, id, input.password);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => User, {
    description:
      'Signs another account out everywhere: every token it holds stops working (its password stays). The same ' +
      'accounts as setUserDisabled: ADMIN may do it to USER and INTERNAL_RECRUITER accounts, SUPER_ADMIN to any; ' +
      'never one’s own here (FORBIDDEN: use signOutEverywhere).',
  })
  async signOutUserEverywhere(
    @Arg('id', () => ID, ACCOUNT_ID) id: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return ctx.services.users.endSessionsOf(actor, id);
  }
}
