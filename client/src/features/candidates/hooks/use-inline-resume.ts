import { useEffect, useRef, useState } from 'react';

import { fetchFileWithToken } from '../../../lib/download';
import { candidatePageMessages } from '../candidate-page-messages';

export type InlineResume =
  { status: 'off' } | { status: 'loading' } | { status: 'shown'; url: string } | { status: 'failed'; message: string };

const PDF_TYPE = 'application/pdf';

/**
 * A PDF resume to show in the page. A frame's own request cannot carry the staff Bearer token, so
 * the file is fetched with it (`?disposition=inline`, which the server records as viewed) and
 * framed from a same-origin object URL, revoked when the page leaves (CSP: frame-src 'self' blob:).
 * `path` undefined (a Word resume, or nothing to show yet) fetches nothing. `onShown` runs once the
 * file is there.
 */
export function useInlineResume(path: string | undefined, onShown?: () => void): InlineResume {
  const [state, setState] = useState<InlineResume>(() => (path ? { status: 'loading' } : { status: 'off' }));
  const onShownRef = useRef(onShown);
  onShownRef.current = onShown;

  useEffect(() => {
    if (!path) {
      setState({ status: 'off' });
      return;
    }
    const abort = new AbortController();
    let url: string | undefined;
    setState({ status: 'loading' });
    fetchFileWithToken(`${path}?disposition=inline`, abort.signal).then(
      ({ blob }) => {
        if (abort.signal.aborted) return;
        // Only a PDF is framed: anything else would be shown as the browser guesses it.
        if (blob.type.split(';')[0]!.trim() !== PDF_TYPE) {
          setState({ status: 'failed', message: candidatePageMessages.resumeNotPdf });
          return;
        }
        url = URL.createObjectURL(new Blob([blob], { type: PDF_TYPE }));
        setState({ status: 'shown', url });
        onShownRef.current?.();
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);

  return state;
}
