/**
 * `(?, ?, …)` for a non-empty list of values bound one by one: knex expands an array bound to a
 * single `?` into a list, so `= any(?)` cannot take it as one array parameter.
 */
export function placeholders(values: readonly unknown[]): string {
  return `(${values.map(() => '?').join(', ')})`;
}

/** `term` as an ILIKE pattern matching it anywhere, with its own `%`, `_` and `\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
