import type http from 'node:http';

import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { GraphQLSchema } from 'graphql';

import { graphqlMetrics } from '../metrics/metrics-http';
import { createRequestContext, type RequestContext } from '../request-context';
import type { ServerDeps } from '../services';

import { compiledExecutorGateway } from './compiled-executor';
import { formatError, supportedOperationsOnly } from './errors';
import { graphqlHandler } from './express-handler';
import type { GraphqlEngine } from './graphql-on-demand';

/**
 * Apollo Server on the schema, with the query limits and plugins, started; and its Express handler.
 * app.ts requires this module on first use (graphql-on-demand.ts), with the schema's: Apollo,
 * graphql-armor and the resolvers load when the engine is built, not when the server starts.
 */
export async function startApollo(
  schema: GraphQLSchema,
  { orm, deps, httpServer }: { orm: MikroORM; deps: ServerDeps; httpServer: http.Server },
): Promise<GraphqlEngine> {
  const { config } = deps;
  const armor = new ApolloArmor({
    // Depth in fields: a fragment spread adds none of its own (by default armor counts each spread as
    // two levels, so splitting a query into fragments, as the client's documents do, made it "deeper").
    maxDepth: { n: 8, flattenFragments: true },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 5000 },
    // Armor's token counter parses in a plugin and turns syntax errors into 500s; graphql-js's
    // own parser limit (parseOptions below) does the same job and answers 400.
    maxTokens: { enabled: false },
  });
  const protection = armor.protect();
  const apollo = new ApolloServer<RequestContext>({
    // The schema, served with graphql-jit's compiled queries (compiled-executor.ts).
    gateway: compiledExecutorGateway(schema),
    ...protection,
    plugins: [
      ...protection.plugins,
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // The schema sets no cache hints, so Apollo's cache-control plugin would only cost a hook
      // per resolved field (hundreds on a page of jobs) and compute a policy nothing reads.
      ApolloServerPluginCacheControlDisabled(),
      // Federation's inline traces, which only a subgraph (this schema is none) would send: left to
      // itself Apollo would still load the plugin and its protobuf library (about 20 modules).
      ApolloServerPluginInlineTraceDisabled(),
      ...(deps.metrics ? [graphqlMetrics(deps.metrics)] : []),
    ],
    validationRules: [...protection.validationRules, supportedOperationsOnly],
    parseOptions: { maxTokens: 2000 },
    introspection: config.graphqlExplorer,
    // main.ts owns SIGINT/SIGTERM: it stops Apollo, then the HTTP server, then the database.
    stopOnTerminationSignals: false,
    formatError,
  });
  await apollo.start();
  const handler = graphqlHandler(apollo, async ({ req, res }) => createRequestContext(orm, deps, req, res));
  return { schema, apollo, handler };
}
