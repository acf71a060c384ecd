import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema, type ValidationRule } from 'graphql';

import { AppError, toAppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import type { RequestContext } from '../request-context';

/** Turns whatever a resolver threw into the error the caller sees; unexpected ones are logged. */
export function toGraphQLError(error: unknown, requestId: string, logger: Logger): GraphQLError {
  const known = toAppError(error);
  if (known) {
    return new GraphQLError(known.message, {
      extensions: {
        code: known.code,
        ...(known.field ? { field: known.field } : {}),
        ...(known.retryAfterSeconds ? { retryAfterSeconds: known.retryAfterSeconds } : {}),
        // Apollo answers with this status and headers (and drops `http` from the answer): a
        // database outage is 503 with Retry-After, as on REST and /healthz.
        ...(known.code === 'SERVICE_UNAVAILABLE'
          ? { http: { status: 503, headers: new Map([['retry-after', String(known.retryAfterSeconds)]]) } }
          : {}),
      },
    });
  }
  if (error instanceof GraphQLError) {
    if (error.originalError && !(error.originalError instanceof GraphQLError)) {
      return toGraphQLError(error.originalError, requestId, logger);
    }
    return error;
  }
  logger.error('Unexpected error in a GraphQL resolver', { requestId, error });
  return new GraphQLError(`Something went wrong on our side. Reference: ${requestId}.`, {
    extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
  });
}

/**
 * Refuses an operation whose kind the schema does not have (a `subscription`: this API has none)
 * while validating, so it is answered as the client error it is (400, GRAPHQL_VALIDATION_FAILED).
 * graphql-js would otherwise accept it and only fail while executing, as an internal error.
 */
export const supportedOperationsOnly: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (!context.getSchema().getRootType(node.operation)) {
      context.reportError(new GraphQLError(`This API has no ${node.operation} operations.`, { nodes: node }));
    }
  },
});

/**
 * Last line of defence for errors raised outside resolvers: keeps Apollo's own client errors
 * (syntax, validation, variables) and hides anything internal.
 */
export function formatError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const { code } = formatted.extensions ?? {};
  if (code === 'INTERNAL_SERVER_ERROR' && !formatted.extensions?.requestId) {
    return { message: 'Something went wrong on our side.', extensions: { code } };
  }
  const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
  return { ...formatted, extensions };
}

/**
 * type-graphql awaits every argument before it calls a resolver, Upload promises included, so an
 * upload that graphql-upload-minimal refuses (a mapped file part that never came, too many files)
 * fails before the resolver can name it. Its client status (http-errors style) makes it an input
 * error on the Upload argument here instead of a server error.
 */
function uploadFailure(error: unknown, args: Record<string, unknown>): AppError | undefined {
  if (error instanceof AppError || error instanceof GraphQLError || !(error instanceof Error)) return undefined;
  const status = (error as { status?: unknown }).status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  return toAppError(
    error,
    Object.keys(args).find((name) => args[name] instanceof Promise),
  );
}

/**
 * Maps errors in one place: every field with its own resolver rethrows through toGraphQLError.
 * A resolver that answers at once still answers at once: a promise per field would cost graphql-js
 * its synchronous path on each item of a list (type-graphql gives a resolver to every field of an
 * object type that does not ask for `simpleResolvers`).
 */
export function mapResolverErrors(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig) => {
      const { resolve } = fieldConfig;
      if (!resolve) return fieldConfig;
      return {
        ...fieldConfig,
        resolve: (source, args, context: RequestContext, info) => {
          try {
            const result: unknown = resolve(source, args, context, info);
            if (!isThenable(result)) return result;
            return Promise.resolve(result).catch((error: unknown) => rethrowMapped(error, args, context));
          } catch (error) {
            return rethrowMapped(error, args, context);
          }
        },
      };
    },
  });
}

function rethrowMapped(error: unknown, args: Record<string, unknown>, context: RequestContext): never {
  throw toGraphQLError(uploadFailure(error, args) ?? error, context.requestId, context.logger);
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    value !== null &&
    (typeof value === 'object' || typeof value === 'function') &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
