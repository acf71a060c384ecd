import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';

import { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';

import type { RequestContext } from '../request-context';

/** Turns whatever a resolver threw into the error the caller sees; unexpected ones are logged. */
export function toGraphQLError(error: unknown, requestId: string, logger: Logger): GraphQLError {
  if (error instanceof AppError) {
    return new GraphQLError(error.message, {
      extensions: {
        code: error.code,
        ...(error.field ? { field: error.field } : {}),
        ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
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
  const field = Object.keys(args).find((name) => args[name] instanceof Promise);
  return new AppError(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT', error.message, field);
}

/** Maps errors in one place: every field with its own resolver rethrows through toGraphQLError. */
export function mapResolverErrors(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig) => {
      const { resolve } = fieldConfig;
      if (!resolve) return fieldConfig;
      return {
        ...fieldConfig,
        resolve: async (source, args, context: RequestContext, info) => {
          try {
            return await resolve(source, args, context, info);
          } catch (error) {
            throw toGraphQLError(uploadFailure(error, args) ?? error, context.requestId, context.logger);
          }
        },
      };
    },
  });
}
