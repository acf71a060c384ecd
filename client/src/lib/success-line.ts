/**
 * Every success line in the product speaks in the spec's own voice ("Job posted successfully!",
 * SPEC section 8): what was done, then "successfully!", then, when the reader needs it, one plain
 * sentence on what follows ("They were e-mailed and signed out."). The spec's lines are quoted as
 * they are; the product's own are built here, so the two read as one.
 */
export function successLine(done: string, next?: string): string {
  return next ? `${done} successfully! ${next}` : `${done} successfully!`;
}
