import { useEffect, useState } from 'react';

import { jobHref } from './JobCard';

/** How long "Link copied" stays. */
const COPIED_MS = 3000;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Share (the system's share sheet, where the browser has one) and Copy link for a job's own
 * address, with a status line that says the link was copied.
 */
export function JobShare({ job }: { job: { id: string; title: string } }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const url = new URL(jobHref(job.id), window.location.origin).toString();
  const canShare = typeof navigator.share === 'function';

  useEffect(() => {
    if (copy === 'idle') return undefined;
    const timer = setTimeout(() => setCopy('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  async function share() {
    try {
      await navigator.share({ title: job.title, url });
    } catch {
      // Dismissed by the visitor, or refused: nothing to say.
    }
  }

  return (
    <div className="job-share">
      {canShare && (
        <button type="button" className="button" onClick={() => void share()}>
          Share
        </button>
      )}
      <button type="button" className="button" onClick={() => void copyLink()}>
        Copy link
      </button>
      <p className="job-share__status" role="status">
        {copy === 'copied'
          ? 'Link copied'
          : copy === 'failed'
            ? 'Could not copy the link: copy it from the address bar.'
            : ''}
      </p>
    </div>
  );
}
