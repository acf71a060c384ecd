import { Directive } from 'type-graphql';

import type { Role } from '../users/role';

/**
 * `@auth(requires: ROLE)`: the caller must be signed in with ROLE or a higher role. The directive
 * is enforced by `graphql/directives/auth.directive.ts`; the decorators live here, beside the
 * roles, so entities and resolvers never import the GraphQL layer to declare access.
 */
export const Auth = (role: Role) => Directive(`@auth(requires: ${role})`);
/** `@public`: deliberately open to anonymous callers. */
export const Public = () => Directive('@public');
