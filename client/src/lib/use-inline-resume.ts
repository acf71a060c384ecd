import { useEffect, useEffectEvent, useState } from 'react';

import { fetchFileWithToken } from './download';

export type InlineResume =
  { status: 'off' } | { status: 'loading' } | { status: 'shown'; url: string } | { status: 'failed'; message: string };

const PDF_TYPE = 'application/pdf';

/** Why a resume asked for as a PDF is not shown. */
export const RESUME_NOT_PDF_MESSAGE = 'The server did not answer with a PDF.';

/**
 * The sessionStorage key that says this browser session has shown the application's resume: the
 * history says "Resume viewed" once per visit, not on every reload. sessionStorage because a visit
 * is a browser tab's session: a reload keeps it, a new tab or a new sign-in on another day does not.
 */
export function resumeSeenKey(recordId: string): string {
  return `resumeViewed:${recordId}`;
}

function seenThisVisit(recordId: string): boolean {
  try {
    return sessionStorage.getItem(resumeSeenKey(recordId)) !== null;
  } catch {
    // Storage refused (a privacy setting): each view is a line, as before.
    return false;
  }
}

function rememberSeen(recordId: string): void {
  try {
    sessionStorage.setItem(resumeSeenKey(recordId), '1');
  } catch {
    // As above: nothing to remember with.
  }
}

/**
 * A PDF resume to show in the page (a candidate's, a talent-pool entry's: `recordId` is the record's
 * id). A frame's own request cannot carry the staff Bearer token, so
 * the file is fetched with it (`?disposition=inline`, which the server records as viewed) and
 * framed from a same-origin object URL, revoked when the page leaves (CSP: frame-src 'self' blob:).
 * `path` undefined (a Word resume, or nothing to show yet) fetches nothing. `onShown` runs once the
 * file is there. Shown again in the same browser session, the request says so (`seen=visit`): the
 * server audits it but adds no second "Resume viewed" to the history.
 */
export function useInlineResume(recordId: string, path: string | undefined, onShown?: () => void): InlineResume {
  // Each file asked for (a new one, or the same again after none) is a new fetch, numbered while
  // rendering; the outcome counts for the fetch it settled, so until the current one settles the
  // resume reads "loading" (never an earlier fetch's URL, revoked when it ended).
  const file = path ? `${recordId} ${path}` : null;
  const [asked, setAsked] = useState({ file, fetch: 0 });
  if (asked.file !== file) setAsked({ file, fetch: asked.fetch + 1 });
  const fetchNumber = asked.file === file ? asked.fetch : asked.fetch + 1;
  const [outcome, setOutcome] = useState<{ fetch: number; resume: InlineResume } | null>(null);
  const shown = useEffectEvent(() => onShown?.());

  useEffect(() => {
    if (!path) return;
    const abort = new AbortController();
    let url: string | undefined;
    const settle = (resume: InlineResume) => {
      if (!abort.signal.aborted) setOutcome({ fetch: fetchNumber, resume });
    };
    const again = seenThisVisit(recordId) ? '&seen=visit' : '';
    fetchFileWithToken(`${path}?disposition=inline${again}`, abort.signal).then(
      ({ blob }) => {
        if (abort.signal.aborted) return;
        // Only a PDF is framed: anything else would be shown as the browser guesses it.
        if (blob.type.split(';')[0]!.trim() !== PDF_TYPE) {
          settle({ status: 'failed', message: RESUME_NOT_PDF_MESSAGE });
          return;
        }
        rememberSeen(recordId);
        url = URL.createObjectURL(new Blob([blob], { type: PDF_TYPE }));
        settle({ status: 'shown', url });
        shown();
      },
      (error: unknown) => settle({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [recordId, path, fetchNumber]);

  if (!file) return { status: 'off' };
  return outcome?.fetch === fetchNumber ? outcome.resume : { status: 'loading' };
}
