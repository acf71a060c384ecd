/**
 * Where a visitor came from, for the application they may send: the `source` (or, failing it, the
 * `utm_source`) of the link that brought them to any public page, kept for the tab's visit so it
 * reaches the apply form from whichever job they open. Stored under this sessionStorage key.
 */
export const APPLICATION_SOURCE_KEY = 'applicationSource';

/** As the server takes it (ApplicationInput.source). */
export const APPLICATION_SOURCE_MAX_LENGTH = 100;

/** The source a query string names (`?source=`, else `utm_source`), trimmed and capped, or null. */
export function sourceOfSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const source = (params.get('source')?.trim() || params.get('utm_source')?.trim()) ?? '';
  return source ? source.slice(0, APPLICATION_SOURCE_MAX_LENGTH) : null;
}

/** Keeps the source of the page's link for the rest of the visit (storage refused: nothing kept). */
export function rememberApplicationSource(search: string): void {
  const source = sourceOfSearch(search);
  if (!source) return;
  try {
    sessionStorage.setItem(APPLICATION_SOURCE_KEY, source);
  } catch {
    // Private mode or storage off: the source still counts on the page that carries it.
  }
}

/** The source an application sends: the page's own link first, else the one kept for the visit. */
export function applicationSourceFor(search: string): string | undefined {
  const fromPage = sourceOfSearch(search);
  if (fromPage) return fromPage;
  try {
    return sessionStorage.getItem(APPLICATION_SOURCE_KEY) || undefined;
  } catch {
    return undefined;
  }
}
