import type { ApolloServer } from '@apollo/server';
import type { RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';

import type { RequestContext } from '../request-context';

/** What answers GraphQL: the schema, Apollo Server started on it, and its Express handler. */
export interface GraphqlEngine {
  schema: GraphQLSchema;
  apollo: ApolloServer<RequestContext>;
  handler: RequestHandler;
}

/**
 * The GraphQL engine, built by the first request that needs it (a /graphql request, the job list's
 * page, which runs the client's query) or by `warmUpAfter`, whichever comes first: not before the
 * server listens. Building it (type-graphql's schema, the @auth guards, the schema's validation,
 * Apollo's start) takes about a fifth of a start, which the health checks, the REST API, the feeds
 * and the site's other pages do not wait for. A request that needs it meanwhile waits for the one
 * build. A build that fails is logged and answers every GraphQL request with a 500; it is the same
 * schema every time, so the schema's own tests catch such a failure before it ships.
 */
export class GraphqlOnDemand {
  private engine?: Promise<GraphqlEngine>;
  private warmUp?: NodeJS.Timeout;
  private stopped = false;
  private settle!: () => void;
  /** Resolves once the engine's build has ended, built or failed (it does not start one). */
  readonly built = new Promise<void>((resolve) => (this.settle = resolve));

  constructor(private readonly build: () => Promise<GraphqlEngine>) {}

  /** The engine, built now if nothing has built it yet. */
  get(): Promise<GraphqlEngine> {
    if (this.stopped) return Promise.reject(new Error('The server is stopping'));
    return (this.engine ??= this.build().finally(this.settle));
  }

  /** The schema (the job list's page runs its query on it), built now if nothing has built it yet. */
  readonly schema = (): Promise<GraphQLSchema> => this.get().then((engine) => engine.schema);

  /** The /graphql handler: Apollo's, once the engine is built. */
  readonly handler: RequestHandler = (req, res, next) => {
    this.get().then((engine) => engine.handler(req, res, next), next);
  };

  /** Builds the engine `ms` from now unless a request has already asked for it; `onError` hears a failed build. */
  warmUpAfter(ms: number, onError: (error: unknown) => void): void {
    clearTimeout(this.warmUp);
    this.warmUp = setTimeout(() => this.get().catch(onError), ms);
    this.warmUp.unref();
  }

  /** Stops Apollo if it started (its drain plugin closes the HTTP server); no build starts afterwards. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.warmUp);
    const engine = await this.engine?.catch(() => undefined);
    await engine?.apollo.stop();
  }
}
