/**
 * What the server writes into the page of a closed (archived) job, answered 410: the open jobs to
 * offer instead (server/src/http/site-page.ts, `ClosedPosition`). The API answers such a job as not
 * found, like one that never existed; only the page's first load can tell the two apart.
 */
export interface ClosedPosition {
  id: string;
  /** The closed job's title and location (a page written by an older server has neither). */
  title?: string;
  location?: string;
  similar: { id: string; title: string; location: string }[];
}

const DATA_ID = 'closed-position';

/** The closed position `jobId` as the server described it in this page, if it did. */
export function closedPositionInPage(jobId: string): ClosedPosition | undefined {
  const text = document.getElementById(DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as ClosedPosition;
    if (data.id !== jobId || !Array.isArray(data.similar)) return undefined;
    return typeof data.title === 'string' ? data : { id: data.id, similar: data.similar };
  } catch {
    return undefined;
  }
}
