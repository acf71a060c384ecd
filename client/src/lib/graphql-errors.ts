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

/** Fields whose refusal on a public form the visitor can fix from the server's words alone. */
const EXPLAINED_FIELDS = new Set(['email', 'consent', 'privacyVersion']);

/**
 * The server's message when it refused a public form for a reason the visitor can act on: too many
 * forms (TOO_MANY_REQUESTS), or the e-mail address, the consent box or an outdated page
 * (BAD_USER_INPUT naming `email`, `consent` or `privacyVersion`). Undefined for anything else, so
 * the form's own failure line (the spec's) applies.
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const refusal = error.errors.find(
    (item) =>
      item.extensions?.code === 'TOO_MANY_REQUESTS' ||
      (item.extensions?.code === 'BAD_USER_INPUT' && EXPLAINED_FIELDS.has(String(item.extensions?.field))),
  );
  return refusal?.message.trim() || undefined;
}
