import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql, GraphQLError, type GraphQLFieldResolver, type GraphQLObjectType } from 'graphql';

import { mapResolverErrors } from '../../../server/src/graphql/errors';
import { AppError } from '../../../server/src/lib/app-error';

// Every field with a resolver goes through mapResolverErrors: what it throws, at once or later,
// reaches the caller as the product's error, and a value it answers at once stays a value.
const SDL = `
  type Query {
    title: String
    later: String
    badAtOnce: String
    badLater: String
    brokenAtOnce: String
    brokenLater: String
  }
`;

const resolvers = {
  Query: {
    title: () => 'Engineer',
    later: async () => 'Analyst',
    badAtOnce: () => {
      throw AppError.badInput('search', 'search is too long.');
    },
    badLater: async () => {
      throw AppError.badInput('search', 'search is too long.');
    },
    brokenAtOnce: () => {
      throw new Error('connection string with a password');
    },
    brokenLater: async () => {
      throw new Error('connection string with a password');
    },
  },
};

function mappedSchema() {
  return mapResolverErrors(makeExecutableSchema({ typeDefs: SDL, resolvers }));
}

function contextWithLog() {
  const errors: unknown[] = [];
  return {
    errors,
    context: {
      requestId: 'req-7',
      logger: { info: () => {}, error: (...args: unknown[]) => errors.push(args) },
    },
  };
}

function resolverOf(field: string): GraphQLFieldResolver<unknown, unknown> {
  const query = mappedSchema().getQueryType() as GraphQLObjectType;
  return query.getFields()[field]!.resolve!;
}

describe('mapResolverErrors', () => {
  it('answers a value at once when the resolver does, and a promise only when the resolver gives one', async () => {
    const { context } = contextWithLog();
    const info = {} as never;

    const atOnce = resolverOf('title')(undefined, {}, context, info);
    expect(atOnce).toBe('Engineer');

    const later = resolverOf('later')(undefined, {}, context, info);
    expect(later).toBeInstanceOf(Promise);
    await expect(later).resolves.toBe('Analyst');
  });

  it('turns an input error thrown at once or later into the same BAD_USER_INPUT error naming the field', async () => {
    const { context } = contextWithLog();
    const result = await graphql({ schema: mappedSchema(), source: '{ badAtOnce badLater }', contextValue: context });

    expect(result.data).toEqual({ badAtOnce: null, badLater: null });
    expect(result.errors?.map((error) => [error.path, error.message, error.extensions])).toEqual([
      [['badAtOnce'], 'search is too long.', { code: 'BAD_USER_INPUT', field: 'search' }],
      [['badLater'], 'search is too long.', { code: 'BAD_USER_INPUT', field: 'search' }],
    ]);
  });

  it('hides an unexpected error thrown at once or later behind the request id, and logs it', async () => {
    const { context, errors } = contextWithLog();
    const result = await graphql({
      schema: mappedSchema(),
      source: '{ brokenAtOnce brokenLater }',
      contextValue: context,
    });

    expect(result.errors?.map((error) => [error.path, error.message, error.extensions])).toEqual([
      [
        ['brokenAtOnce'],
        'Something went wrong on our side. Reference: req-7.',
        { code: 'INTERNAL_SERVER_ERROR', requestId: 'req-7' },
      ],
      [
        ['brokenLater'],
        'Something went wrong on our side. Reference: req-7.',
        { code: 'INTERNAL_SERVER_ERROR', requestId: 'req-7' },
      ],
    ]);
    expect(JSON.stringify(result)).not.toContain('password');
    expect(errors).toHaveLength(2);
  });

  it('throws the mapped error itself, at once, from a resolver that throws at once', () => {
    const { context } = contextWithLog();
    let thrown: unknown;
    try {
      resolverOf('badAtOnce')(undefined, {}, context, {} as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(GraphQLError);
    expect((thrown as GraphQLError).extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'search' });
  });
});
