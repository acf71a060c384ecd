import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's own message for a refusal (duplicate e-mail, FORBIDDEN role, ...), if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.map((item) => item.message.trim()).find(Boolean);
}

/** The input field a BAD_USER_INPUT or CONFLICT refusal names (`extensions.field`), if any. */
export function refusedField(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const field = error.errors.map((item) => item.extensions?.field).find((value) => typeof value === 'string');
  return typeof field === 'string' ? field : undefined;
}
