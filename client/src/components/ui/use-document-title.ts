import { useEffect } from 'react';

export const SITE_NAME = 'Talent Consultancy';

/** Sets the browser tab's title to "<page> · Talent Consultancy" (just the site name without one). */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = page ? `${page} · ${SITE_NAME}` : SITE_NAME;
  }, [page]);
}
