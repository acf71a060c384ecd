import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';

/**
 * The one place the client reads why an operation failed (a lint rule keeps Apollo's error classes
 * out of features and app/): the GraphQL errors the server answered, with their `extensions.code`
 * and `extensions.field`, or the HTTP status of an answer that was not GraphQL.
 */

const NO_ERRORS: readonly GraphQLFormattedError[] = [];

/** The GraphQL errors the server answered; none for a failure without a GraphQL answer. */
export function graphQLErrors(error: unknown): readonly GraphQLFormattedError[] {
  return CombinedGraphQLErrors.is(error) ? error.errors : NO_ERRORS;
}

/** Whether one of the GraphQL errors carries this `extensions.code` (NOT_FOUND, UNAUTHENTICATED, ...). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return graphQLErrors(error).some((item) => item.extensions?.code === code);
}

/** The server's own message for a refusal (duplicate e-mail, FORBIDDEN role, ...), if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return graphQLErrors(error)
    .map((item) => item.message.trim())
    .find(Boolean);
}

/**
 * Every GraphQL error's message, joined by a space (empty when they had no words); undefined when
 * the failure had no GraphQL answer.
 */
export function serverMessages(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return graphQLErrors(error)
    .map((item) => item.message)
    .join(' ');
}

/** The code of the first refusal (`extensions.code`: NOT_FOUND, CONFLICT, FORBIDDEN, ...), if any. */
export function errorCode(error: unknown): string | undefined {
  const code = graphQLErrors(error)
    .map((item) => item.extensions?.code)
    .find((value) => typeof value === 'string');
  return typeof code === 'string' ? code : undefined;
}

/** The input field a BAD_USER_INPUT or CONFLICT refusal names (`extensions.field`), if any. */
export function refusedField(error: unknown): string | undefined {
  return refusedFields(error)[0];
}

/** Every input field the refusals name (`extensions.field`), in the order of the errors. */
export function refusedFields(error: unknown): string[] {
  return graphQLErrors(error)
    .map((item) => item.extensions?.field)
    .filter((value): value is string => typeof value === 'string');
}

/** Fields whose refusal on a public form the visitor can fix from the server's words alone. */
const EXPLAINED_FIELDS = new Set(['email', 'consent', 'privacyVersion']);

/**
 * The server's message when it refused a public form for a reason the visitor can act on: too many
 * forms (TOO_MANY_REQUESTS), or the e-mail address, the consent box or an outdated page
 * (BAD_USER_INPUT naming `email`, `consent` or `privacyVersion`). Undefined for anything else, so
 * the form's own failure line (the spec's) applies.
 */
export function refusalMessage(error: unknown): string | undefined {
  const refusal = graphQLErrors(error).find(
    (item) =>
      item.extensions?.code === 'TOO_MANY_REQUESTS' ||
      (item.extensions?.code === 'BAD_USER_INPUT' && EXPLAINED_FIELDS.has(String(item.extensions?.field))),
  );
  return refusal?.message.trim() || undefined;
}

/** The HTTP status of an answer that was not a GraphQL one (a 502 from a proxy, a 401), if any. */
export function httpStatus(error: unknown): number | undefined {
  return ServerError.is(error) || ServerParseError.is(error) ? error.statusCode : undefined;
}

/** The body of a non-2xx answer that was not a GraphQL one, as text, if any. */
export function httpBody(error: unknown): string | undefined {
  return ServerError.is(error) ? error.bodyText : undefined;
}
