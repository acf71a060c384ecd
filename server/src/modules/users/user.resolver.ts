import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Auth } from '../auth/auth.decorators';
import { requirePerson, requireRole } from '../auth/viewer';

import { grantableRoles, Role } from './role';
import { ChangePasswordInput, CreateUserInput } from './user.inputs';
import { User } from './user.entity';

@Resolver()
export class UserResolver {
  @Auth(Role.ADMIN)
  @Mutation(() => User, {
    description:
      'Adds a staff account. ADMIN may add USER and INTERNAL_RECRUITER accounts; SUPER_ADMIN may add any role. ' +
      'A taken e-mail is refused with CONFLICT.',
  })
  async createUser(@Arg('input') input: CreateUserInput, @Ctx() ctx: RequestContext): Promise<User> {
    const actor = requirePerson(await ctx.viewer(), Role.ADMIN);
    return ctx.services.users.create(actor, input);
  }

  @Auth(Role.USER)
  @Mutation(() => Boolean, { description: 'Changes the signed-in user’s own password; answers true.' })
  async changePassword(@Arg('input') input: ChangePasswordInput, @Ctx() ctx: RequestContext): Promise<boolean> {
    const user = requirePerson(await ctx.viewer(), Role.USER);
    await ctx.services.users.changePassword(user, input);
    return true;
  }

  @Auth(Role.USER)
  @Query(() => [Role], { description: 'The roles the signed-in user may give to a new account (empty below ADMIN).' })
  async grantableRoles(@Ctx() ctx: RequestContext): Promise<Role[]> {
    return grantableRoles(requireRole(await ctx.viewer(), Role.USER).role);
  }
}
