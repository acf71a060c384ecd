import 'reflect-metadata';

import { makeExecutableSchema } from '@graphql-tools/schema';
import { defaultFieldResolver, graphql, type GraphQLSchema } from 'graphql';

import { buildAppSchema } from '../../../server/src/graphql/build-schema';
import {
  declareAuthDirectives,
  enforceAuthDirectives,
  findUnguardedRootFields,
} from '../../../server/src/graphql/directives/auth.directive';
import { mapResolverErrors } from '../../../server/src/graphql/errors';
import type { Viewer } from '../../../server/src/modules/auth/viewer';
import { Role } from '../../../server/src/modules/users/role';
import type { User } from '../../../server/src/modules/users/user.entity';

// A schema in the shape of the product's: one field per rung of the permission matrix,
// one object type guarded as a whole, and one sensitive field on an open type.
const SDL = `
  directive @auth(requires: Role!) on FIELD_DEFINITION | OBJECT
  directive @public on FIELD_DEFINITION
  enum Role { USER INTERNAL_RECRUITER ADMIN SUPER_ADMIN }
  type Job { title: String! secretNote: String @auth(requires: INTERNAL_RECRUITER) }
  type Applicant @auth(requires: INTERNAL_RECRUITER) { email: String! }
  type Query {
    openJob: Job @public
    ownProfile: String @auth(requires: USER)
    recruiterData: String @auth(requires: INTERNAL_RECRUITER)
    adminData: String @auth(requires: ADMIN)
    superAdminData: String @auth(requires: SUPER_ADMIN)
    applicant: Applicant @public
  }
`;

function guardedSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: SDL,
    resolvers: {
      Query: {
        openJob: () => ({ title: 'Engineer', secretNote: 'internal' }),
        ownProfile: () => 'me',
        recruiterData: () => 'recruiter',
        adminData: () => 'admin',
        superAdminData: () => 'super',
        applicant: () => ({ email: 'a@example.com' }),
      },
    },
  });
  return mapResolverErrors(enforceAuthDirectives(schema, defaultFieldResolver));
}

const viewerFor = (role: Role | null): Viewer =>
  role
    ? { user: { id: 'u1', role } as User, apiKey: null, role, readOnly: false, problem: null }
    : { user: null, apiKey: null, role: null, readOnly: false, problem: 'missing' };

async function run(schema: GraphQLSchema, query: string, role: Role | null) {
  return graphql({
    schema,
    source: query,
    contextValue: {
      requestId: 'test',
      logger: { info: () => {}, error: () => {} },
      viewer: async () => viewerFor(role),
    },
  });
}

const RUNGS: [string, Role][] = [
  ['ownProfile', Role.USER],
  ['recruiterData', Role.INTERNAL_RECRUITER],
  ['adminData', Role.ADMIN],
  ['superAdminData', Role.SUPER_ADMIN],
];
const ORDER = [Role.USER, Role.INTERNAL_RECRUITER, Role.ADMIN, Role.SUPER_ADMIN];

describe('@auth enforcement', () => {
  const schema = guardedSchema();

  it.each(RUNGS)('refuses %s to anonymous callers with UNAUTHENTICATED', async (field) => {
    const result = await run(schema, `{ ${field} }`, null);
    expect(result.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  for (const [field, required] of RUNGS) {
    for (const role of ORDER) {
      const allowed = ORDER.indexOf(role) >= ORDER.indexOf(required);
      it(`${allowed ? 'allows' : 'refuses'} ${field} (needs ${required}) for ${role}`, async () => {
        const result = await run(schema, `{ ${field} }`, role);
        if (allowed) {
          expect(result.errors).toBeUndefined();
          expect(result.data?.[field]).toEqual(expect.any(String));
        } else {
          expect(result.errors?.[0].extensions.code).toBe('FORBIDDEN');
          expect(result.errors?.[0].message).toContain(required);
        }
      });
    }
  }

  it('guards a sensitive field on an open type, leaving its other fields readable', async () => {
    const anonymous = await run(schema, '{ openJob { title secretNote } }', null);
    expect(anonymous.data).toEqual({ openJob: { title: 'Engineer', secretNote: null } });
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const recruiter = await run(schema, '{ openJob { title secretNote } }', Role.INTERNAL_RECRUITER);
    expect(recruiter.data).toEqual({ openJob: { title: 'Engineer', secretNote: 'internal' } });
  });

  it('guards every field of a type marked @auth', async () => {
    const user = await run(schema, '{ applicant { email } }', Role.USER);
    expect(user.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const recruiter = await run(schema, '{ applicant { email } }', Role.INTERNAL_RECRUITER);
    expect(recruiter.data).toEqual({ applicant: { email: 'a@example.com' } });
  });
});

describe('secure-by-default schema check', () => {
  it('finds no root field without @auth or @public in the product schema', async () => {
    expect(findUnguardedRootFields(await buildAppSchema())).toEqual([]);
  });

  it('names each root field that has neither', () => {
    const schema = makeExecutableSchema({
      typeDefs: `${SDL}
        extend type Query { forgotten: String, alsoForgotten: Int }
        type Mutation { doThing: Boolean, login: Boolean @public }`,
    });
    expect(findUnguardedRootFields(schema)).toEqual(['Query.forgotten', 'Query.alsoForgotten', 'Mutation.doThing']);
  });

  it('declares @auth with the Role enum as its argument type', () => {
    const schema = declareAuthDirectives(
      makeExecutableSchema({ typeDefs: 'enum Role { USER } type Query { a: Int }' }),
    );
    expect(String(schema.getDirective('auth')?.args[0].type)).toBe('Role!');
    expect(schema.getDirective('public')).toBeDefined();
  });
});
