import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  DirectiveLocation,
  GraphQLDirective,
  type GraphQLFieldConfig,
  GraphQLNonNull,
  GraphQLSchema,
  isEnumType,
} from 'graphql';

import { refuseReadOnly, requireRole } from '../../modules/auth/viewer';
import type { Role } from '../../modules/users/role';
import type { RequestContext } from '../../request-context';

const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'] as const;

/** Declares @auth and @public in the schema (type-graphql only attaches them to fields). */
export function declareAuthDirectives(schema: GraphQLSchema): GraphQLSchema {
  const roleType = schema.getType('Role');
  if (!isEnumType(roleType)) throw new Error('The schema needs the Role enum for @auth');
  const auth = new GraphQLDirective({
    name: 'auth',
    description: 'The caller must send a valid Bearer token of an account with this role or a higher one.',
    locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT],
    args: { requires: { type: new GraphQLNonNull(roleType), description: 'The lowest role allowed.' } },
  });
  const open = new GraphQLDirective({
    name: 'public',
    description: 'Open to anonymous callers on purpose.',
    locations: [DirectiveLocation.FIELD_DEFINITION],
  });
  const config = schema.toConfig();
  return new GraphQLSchema({ ...config, directives: [...config.directives, auth, open] });
}

/** Names every root field that carries neither @auth nor @public: a schema must have none. */
export function findUnguardedRootFields(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const typeName of ROOT_TYPES) {
    const type = schema.getType(typeName);
    if (!type || !('getFields' in type)) continue;
    for (const field of Object.values(type.getFields())) {
      const guarded = getDirective(schema, field, 'auth')?.length || getDirective(schema, field, 'public')?.length;
      if (!guarded) missing.push(`${typeName}.${field.name}`);
    }
  }
  return missing;
}

export function assertEveryRootFieldGuarded(schema: GraphQLSchema): void {
  const missing = findUnguardedRootFields(schema);
  if (missing.length > 0) {
    throw new Error(`Every root field needs @auth(requires: ROLE) or @public; missing on: ${missing.join(', ')}`);
  }
}

type Resolver = NonNullable<GraphQLFieldConfig<unknown, RequestContext>['resolve']>;

/**
 * Wraps the resolver of every field that carries @auth (on itself or on its object type)
 * with the same role check the REST shim uses, and every mutation with the read-only key check.
 */
export function enforceAuthDirectives(schema: GraphQLSchema, defaultResolve: Resolver): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, _fieldName, typeName) => {
      const onField = getDirective(schema, fieldConfig, 'auth')?.[0];
      const onType = getDirective(schema, schema.getType(typeName)!, 'auth')?.[0];
      const required = (onField ?? onType)?.requires as Role | undefined;
      // A read-only API key may run no mutation at all, @public ones included.
      const isMutation = typeName === 'Mutation';
      if (!required && !isMutation) return fieldConfig;
      const resolve = (fieldConfig.resolve ?? defaultResolve) as Resolver;
      return {
        ...fieldConfig,
        resolve: async (source, args, context: RequestContext, info) => {
          const viewer = await context.viewer();
          if (required) requireRole(viewer, required);
          if (isMutation) refuseReadOnly(viewer);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
