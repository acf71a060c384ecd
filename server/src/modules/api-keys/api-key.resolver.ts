import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Auth } from '../auth/auth.decorators';
import { requirePerson } from '../auth/viewer';
import { Role } from '../users/role';

import { ApiKey } from './api-key.entity';
import { CreateApiKeyInput, CreatedApiKey } from './api-key.inputs';

/** Keys are managed by people only: a key cannot mint or revoke keys. */
@Resolver()
export class ApiKeyResolver {
  @Auth(Role.ADMIN)
  @Query(() => [ApiKey], { description: 'Every API key, newest first, revoked ones included. People only.' })
  async apiKeys(@Ctx() ctx: RequestContext): Promise<ApiKey[]> {
    requirePerson(await ctx.viewer(), Role.ADMIN);
    return ctx.services.apiKeys.list();
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CreatedApiKey, {
    description:
      'Creates an API key with a role no higher than the caller’s own (never SUPER_ADMIN), after the caller gives ' +
      'their password (or a current two-factor code) again. The answer carries the secret, shown only this once ' +
      '(only its hash is stored). Audited; every ADMIN and SUPER_ADMIN is e-mailed. People only.',
  })
  async createApiKey(@Arg('input') input: CreateApiKeyInput, @Ctx() ctx: RequestContext): Promise<CreatedApiKey> {
    const actor = requirePerson(await ctx.viewer(), Role.ADMIN);
    return ctx.services.apiKeys.create(actor, input, ctx.ip);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ApiKey, {
    description: 'Revokes an API key: it is refused from the next request on. Audited. People only.',
  })
  async revokeApiKey(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ApiKey> {
    const actor = requirePerson(await ctx.viewer(), Role.ADMIN);
    return ctx.services.apiKeys.revoke(actor, id);
  }
}
