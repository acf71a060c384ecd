import type { GatewayExecutor, GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, getOperationAST, GraphQLError, Kind, parse, print } from 'graphql';
import type * as GraphqlJit from 'graphql-jit';

import { compiledExecutorGateway, PLANS_KEPT } from '../../../server/src/graphql/compiled-executor';

// What the product's executor (graphql-jit for queries, graphql-js for mutations) answers, compared
// with graphql-js's own execute on the same schema and document: the parts where graphql-jit alone
// would differ (defaults of non-null variables and input fields, bad variables, its read-only errors,
// a mutation that goes on after a failure) are each tried here.
const compileQuery = jest.fn();
jest.mock('graphql-jit', () => {
  const actual = jest.requireActual<typeof GraphqlJit>('graphql-jit');
  return {
    ...actual,
    compileQuery: (...args: Parameters<typeof actual.compileQuery>) => {
      compileQuery(args[2]);
      return actual.compileQuery(...args);
    },
  };
});

const SDL = `
  enum Level { JUNIOR SENIOR }
  input Filter {
    search: String
    level: Level! = SENIOR
    remoteOnly: Boolean! = false
    place: Place
  }
  input Place { city: String, remote: Boolean! = true }
  input Tree { name: String!, children: [Tree!] }
  type Job { id: ID! title: String! level: Level! tags: [String!]! }
  type Query {
    jobs(filter: Filter, limit: Int! = 2): [Job!]!
    echo(filter: Filter!): String!
    tree(tree: Tree!): String!
    broken: String
    brokenRequired: String!
  }
  type Mutation { guess(word: String!): Boolean! }
`;

const JOBS = [
  { id: '1', title: 'Analyst', level: 'JUNIOR', tags: ['data'] },
  { id: '2', title: 'Engineer', level: 'SENIOR', tags: [] },
  { id: '3', title: 'Recruiter', level: 'SENIOR', tags: ['people', 'hiring'] },
];

let guesses: string[] = [];
const schema = makeExecutableSchema({
  typeDefs: SDL,
  resolvers: {
    Query: {
      jobs: (_: unknown, args: { filter?: { level: string }; limit: number }) =>
        JOBS.filter((job) => !args.filter || job.level === args.filter.level).slice(0, args.limit),
      echo: (_: unknown, args: unknown) => JSON.stringify(args),
      tree: (_: unknown, args: unknown) => JSON.stringify(args),
      broken: () => {
        throw new GraphQLError('search is too long.', { extensions: { code: 'BAD_USER_INPUT', field: 'search' } });
      },
      brokenRequired: async () => {
        throw new Error('down');
      },
    },
    Mutation: {
      guess: (_: unknown, { word }: { word: string }) => {
        guesses.push(word);
        if (word !== 'right') throw new GraphQLError('Wrong.', { extensions: { code: 'UNAUTHENTICATED' } });
        return true;
      },
    },
  },
});

let executor: GatewayExecutor;
beforeAll(async () => {
  ({ executor } = (await compiledExecutorGateway(schema).load({ apollo: {} as never })) as {
    executor: GatewayExecutor;
  });
});
beforeEach(() => {
  guesses = [];
  compileQuery.mockClear();
});

/** Runs `query` through the product's executor as Apollo would, after its own parse and validation. */
async function run(document: ReturnType<typeof parse>, variables?: Record<string, unknown>, operationName?: string) {
  const operation = getOperationAST(document, operationName)!;
  return executor({
    document,
    operation,
    operationName: operationName ?? operation.name?.value ?? null,
    // Apollo's is a hash of the text; the printed text stands for it here.
    queryHash: print(document),
    request: { variables },
    context: { requestId: 'r1' },
  } as unknown as GatewayGraphQLRequestContext);
}

async function both(query: string, variables?: Record<string, unknown>, operationName?: string) {
  const document = parse(query);
  const ours = await run(document, variables, operationName);
  const reference = await execute({ schema, document, variableValues: variables, operationName });
  return { ours: JSON.parse(JSON.stringify(ours)), reference: JSON.parse(JSON.stringify(reference)) };
}

it('answers a query as graphql-js does, aliases, lists and literal arguments included', async () => {
  const { ours, reference } = await both(
    `{ a: jobs(limit: 3) { id title tags } b: jobs(filter: { level: JUNIOR }) { title } }`,
  );
  expect(ours).toEqual(reference);
  expect(ours.data.a.map((job: { id: string }) => job.id)).toEqual(['1', '2', '3']);
  expect(ours.data.b).toEqual([{ title: 'Analyst' }]);
});

it('fills an omitted non-null variable and an input object’s omitted non-null fields from their defaults', async () => {
  const query = `query Q($limit: Int! = 1, $filter: Filter! = { search: "x" }) {
    jobs(limit: $limit) { id }
    echo(filter: $filter)
  }`;
  for (const variables of [
    undefined,
    { filter: { search: 'y', place: { city: 'Berlin' } } },
    { filter: { level: 'JUNIOR' } },
  ]) {
    const { ours, reference } = await both(query, variables);
    expect(ours).toEqual(reference);
    expect(ours.errors).toBeUndefined();
  }
  const { ours } = await both(query, { filter: { search: 'y', place: { city: 'Berlin' } } });
  expect(JSON.parse(ours.data.echo)).toEqual({
    filter: {
      search: 'y',
      level: 'SENIOR',
      remoteOnly: false,
      place: { city: 'Berlin', remote: true },
    },
  });
  expect(ours.data.jobs).toEqual([{ id: '1' }]);
});

it('refuses a bad variable with graphql-js’s own error, naming the variable, and runs nothing', async () => {
  const query = `query Q($filter: Filter!) { echo(filter: $filter) }`;
  for (const variables of [{}, { filter: { level: 'CHIEF' } }, { filter: { remoteOnly: 'yes' } }]) {
    const document = parse(query);
    const ours = await run(document, variables);
    const reference = await execute({ schema, document, variableValues: variables });
    expect(ours.data).toBeUndefined();
    expect(ours.errors?.map((e) => e.message)).toEqual(reference.errors?.map((e) => e.message));
    expect(ours.errors?.[0].message).toMatch(/\$filter/);
    // What Apollo reads to answer 400 BAD_USER_INPUT: the error's node is the variable's definition.
    expect((ours.errors?.[0] as GraphQLError).nodes?.[0].kind).toBe(Kind.VARIABLE_DEFINITION);
  }
});

it('passes a resolver’s error on as graphql-js’s error, with its path, locations and extensions, and a message plugins may rewrite', async () => {
  const document = parse(`{ jobs { id } broken }`);
  const ours = await run(document);
  expect(ours.data).toEqual({ jobs: [{ id: '1' }, { id: '2' }], broken: null });
  const [error] = ours.errors as GraphQLError[];
  expect(error).toBeInstanceOf(GraphQLError);
  expect(error.path).toEqual(['broken']);
  const reference = await execute({ schema, document });
  expect(error.locations).toEqual(reference.errors?.[0].locations);
  expect(error.locations).toEqual([{ line: 1, column: '{ jobs { id } '.length + 1 }]);
  expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'search' });
  error.message = 'masked';
  expect(error.message).toBe('masked');
  // A failed non-null field nulls its parent, as graphql-js does.
  const required = await both(`{ jobs { id } brokenRequired }`);
  expect(required.ours).toEqual(required.reference);
  expect(required.ours.data).toBeNull();
});

it('runs a mutation’s fields in order and stops at the first that fails', async () => {
  const document = parse(`mutation { a: guess(word: "one") b: guess(word: "two") c: guess(word: "right") }`);
  const ours = await run(document);
  expect(guesses).toEqual(['one']);
  expect(ours.data).toBeNull();
  expect(ours.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  const fine = await run(parse(`mutation { a: guess(word: "right") b: guess(word: "right") }`));
  expect(fine).toEqual({ data: { a: true, b: true } });
});

it('compiles a query text’s operation once and runs the compiled query for later requests with that text', async () => {
  const document = parse(`query One { jobs { id } } query Two { jobs(limit: 1) { title } }`);
  for (let i = 0; i < 3; i++) {
    expect((await run(document, undefined, 'One')).data).toEqual({ jobs: [{ id: '1' }, { id: '2' }] });
    expect((await run(document, undefined, 'Two')).data).toEqual({ jobs: [{ title: 'Analyst' }] });
  }
  expect(compileQuery.mock.calls).toEqual([['One'], ['Two']]);
  // The same text parsed again (Apollo's store may have let the document go) uses the same plan.
  await run(parse(`query One { jobs { id } } query Two { jobs(limit: 1) { title } }`), undefined, 'One');
  expect(compileQuery).toHaveBeenCalledTimes(2);
});

it(`keeps the ${PLANS_KEPT} plans used last and compiles a text again once it was dropped`, async () => {
  const text = (n: number) => `query Q${n} { jobs(limit: ${n}) { id } }`;
  for (let n = 0; n <= PLANS_KEPT; n++) await run(parse(text(n)));
  expect(compileQuery).toHaveBeenCalledTimes(PLANS_KEPT + 1);
  // The last one is kept; the first, used longest ago, was dropped.
  await run(parse(text(PLANS_KEPT)));
  expect(compileQuery).toHaveBeenCalledTimes(PLANS_KEPT + 1);
  const answer = await run(parse(text(0)));
  expect(compileQuery).toHaveBeenCalledTimes(PLANS_KEPT + 2);
  expect(answer).toEqual({ data: { jobs: [] } });
});

it('runs an operation whose variable’s input type contains itself on graphql-js (graphql-jit’s compiler never returns on one)', async () => {
  const tree = { name: 'a', children: [{ name: 'b', children: [{ name: 'c' }] }] };
  const { ours, reference } = await both(`query T($tree: Tree!) { tree(tree: $tree) }`, { tree });
  expect(ours).toEqual(reference);
  expect(JSON.parse(ours.data.tree)).toEqual({ tree });
  expect(compileQuery).not.toHaveBeenCalled();
  // The same type given literally, with no variable, compiles.
  const literal = await both(`{ tree(tree: { name: "a", children: [{ name: "b" }] }) }`);
  expect(literal.ours).toEqual(literal.reference);
  expect(compileQuery).toHaveBeenCalledTimes(1);
});
