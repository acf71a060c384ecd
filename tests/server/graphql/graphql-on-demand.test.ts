import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { ApolloServer } from '@apollo/server';
import type { RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';

import { createApp } from '../../../server/src/app';
import { buildAppSchema } from '../../../server/src/graphql/build-schema';
import { type GraphqlEngine, GraphqlOnDemand } from '../../../server/src/graphql/graphql-on-demand';
import type { RequestContext } from '../../../server/src/request-context';
import { GRAPHQL_WARM_UP_MS } from '../../../server/src/server';
import { startTestServer, type TestServer } from '../../helpers/test-server';

/** A build the test finishes (or fails) when it chooses, counting how often it was started. */
function gatedBuild() {
  const stops: string[] = [];
  const engine = {
    schema: {} as GraphQLSchema,
    apollo: { stop: async () => void stops.push('apollo') } as unknown as ApolloServer<RequestContext>,
    handler: ((_req, res) => res.end('answered')) as RequestHandler,
  } satisfies GraphqlEngine;
  let finish!: (outcome: GraphqlEngine | Error) => void;
  const gate = new Promise<GraphqlEngine>((resolve, reject) => {
    finish = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
  });
  const build = jest.fn(() => gate);
  return { build, engine, stops, finish };
}

describe('the GraphQL engine on demand', () => {
  afterEach(() => jest.useRealTimers());

  it('is built once for every caller that asks meanwhile, and `built` settles with it', async () => {
    const { build, engine, finish } = gatedBuild();
    const graphql = new GraphqlOnDemand(build);
    let built = false;
    void graphql.built.then(() => (built = true));
    expect(build).not.toHaveBeenCalled();

    const asked = [graphql.get(), graphql.get(), graphql.schema()];
    expect(build).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(built).toBe(false);
    finish(engine);
    expect(await Promise.all(asked)).toEqual([engine, engine, engine.schema]);
    await graphql.built;
    expect(built).toBe(true);
    expect(await graphql.get()).toBe(engine);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('is built by the warm-up when no request asked first, and not again when one did', async () => {
    jest.useFakeTimers();
    const { build, engine, finish } = gatedBuild();
    const graphql = new GraphqlOnDemand(build);
    const onError = jest.fn();
    graphql.warmUpAfter(GRAPHQL_WARM_UP_MS, onError);
    jest.advanceTimersByTime(GRAPHQL_WARM_UP_MS - 1);
    expect(build).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(build).toHaveBeenCalledTimes(1);
    finish(engine);
    await graphql.built;

    const asked = gatedBuild();
    const early = new GraphqlOnDemand(asked.build);
    early.warmUpAfter(GRAPHQL_WARM_UP_MS, onError);
    void early.get();
    jest.advanceTimersByTime(GRAPHQL_WARM_UP_MS);
    expect(asked.build).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('hands a failed build to the warm-up and to every request, and settles `built`', async () => {
    jest.useFakeTimers();
    const { build, finish } = gatedBuild();
    const graphql = new GraphqlOnDemand(build);
    const onError = jest.fn();
    graphql.warmUpAfter(10, onError);
    jest.advanceTimersByTime(10);
    const failure = new Error('the schema has a field without @auth');
    const next = jest.fn();
    graphql.handler({} as never, {} as never, next);
    finish(failure);
    await graphql.built;
    // Asked after the warm-up and the request: its refusal comes after theirs.
    await expect(graphql.get()).rejects.toBe(failure);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(next).toHaveBeenCalledWith(failure);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stops Apollo once it has started, and builds nothing after a stop, the warm-up included', async () => {
    jest.useFakeTimers();
    const started = gatedBuild();
    const graphql = new GraphqlOnDemand(started.build);
    const asked = graphql.get();
    started.finish(started.engine);
    await asked;
    await graphql.stop();
    expect(started.stops).toEqual(['apollo']);
    await expect(graphql.get()).rejects.toThrow('The server is stopping');

    const never = gatedBuild();
    const idle = new GraphqlOnDemand(never.build);
    idle.warmUpAfter(GRAPHQL_WARM_UP_MS, jest.fn());
    await idle.stop();
    jest.advanceTimersByTime(GRAPHQL_WARM_UP_MS);
    expect(never.build).not.toHaveBeenCalled();
    expect(never.stops).toEqual([]);
  });
});

describe('an app whose GraphQL engine is not built yet', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.stop());

  /** The production app on the test server's services, with the schema's build held at a gate. */
  async function appWithSchema(schema: () => Promise<GraphQLSchema>) {
    const httpServer = http.createServer();
    const app = await createApp({ orm: t.orm, deps: t.server.deps, schema, httpServer });
    httpServer.on('request', app.express);
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
    return { url, stop: app.close };
  }
  const jobsQuery = (url: string) =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ jobs(limit: 1) { total } }' }),
    });

  it('answers REST and the probes meanwhile, and a GraphQL request sent at once once the engine is built', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let asked!: () => void;
    const buildAsked = new Promise<void>((resolve) => (asked = resolve));
    const schemaBuilt = jest.fn(async () => {
      asked();
      await gate;
      return buildAppSchema();
    });
    const app = await appWithSchema(schemaBuilt);
    try {
      let answered = false;
      const graphql = jobsQuery(app.url).then((response) => {
        answered = true;
        return response;
      });
      await buildAsked;
      expect((await fetch(`${app.url}/api/jobs?limit=1`)).status).toBe(200);
      expect((await fetch(`${app.url}/livez`)).status).toBe(200);
      expect(schemaBuilt).toHaveBeenCalledTimes(1);
      expect(answered).toBe(false);
      open();
      const response = await graphql;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { jobs: { total: 0 } } });
    } finally {
      await app.stop();
    }
  });

  it('answers GraphQL with a 500 when the schema could not be built, and REST still works', async () => {
    const app = await appWithSchema(() => Promise.reject(new Error('no schema today')));
    try {
      const response = await jobsQuery(app.url);
      expect(response.status).toBe(500);
      const body = (await response.json()) as { message: string };
      expect(body.message).not.toContain('no schema today');
      expect((await fetch(`${app.url}/api/jobs?limit=1`)).status).toBe(200);
    } finally {
      await app.stop();
    }
  });

  it('is built by the server soon after it listens, with no request asking for it', async () => {
    const server = await startTestServer();
    try {
      await server.server.graphqlBuilt;
      expect((await server.gql<{ jobs: { total: number } }>('{ jobs(limit: 1) { total } }')).data).toEqual({
        jobs: { total: 0 },
      });
    } finally {
      await server.stop();
    }
  });
});
