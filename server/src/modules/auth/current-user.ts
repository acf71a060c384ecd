import { createParameterDecorator } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Role } from '../users/role';

import { requirePerson, requireRole } from './viewer';

/**
 * `@CurrentUser() user: User`: the signed-in account, for resolvers whose field carries `@Auth`.
 * The directive has already checked the role; this reads the same remembered viewer (no second
 * query) and still refuses an anonymous caller, so a field that forgot `@Auth` cannot get `null`.
 * Only a person passes: an API key is refused (accounts, keys and personal-data requests are
 * handled by people).
 */
export function CurrentUser() {
  return createParameterDecorator<RequestContext>(async ({ context }) =>
    requirePerson(await context.viewer(), Role.USER),
  );
}

/**
 * `@CurrentPrincipal() caller: Principal`: the caller the `@auth` check let through, a person or an
 * API key, for actions an integration may take too (recorded as that key).
 */
export function CurrentPrincipal() {
  return createParameterDecorator<RequestContext>(async ({ context }) =>
    requireRole(await context.viewer(), Role.USER),
  );
}
