import { createParameterDecorator } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Role } from '../users/role';

import { requireRole } from './viewer';

/**
 * `@CurrentUser() user: User`: the signed-in account, for resolvers whose field carries `@Auth`.
 * The directive has already checked the role; this reads the same remembered viewer (no second
 * query) and still refuses an anonymous caller, so a field that forgot `@Auth` cannot get `null`.
 */
export function CurrentUser() {
  return createParameterDecorator<RequestContext>(async ({ context }) =>
    requireRole(await context.viewer(), Role.USER),
  );
}
