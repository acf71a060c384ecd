import { useState } from 'react';

/**
 * A resume download's state: `download` runs `onDownload` once at a time and keeps its failure,
 * worded after `failedPrefix`, until the next try.
 */
export function useResumeDownload(onDownload: () => Promise<void>, failedPrefix: string) {
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  async function download() {
    if (downloading) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      await onDownload();
    } catch (error) {
      setDownloadError(failedPrefix + (error instanceof Error ? error.message : String(error)));
    } finally {
      setDownloading(false);
    }
  }

  return { downloading, downloadError, download };
}

/** The Download resume button, saying so while the download is under way. */
export function ResumeDownloadButton({
  className,
  downloading,
  onClick,
}: {
  className: string;
  downloading: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={onClick}
      // aria-disabled, not disabled: a disabled button would drop the focus (out of a dialog, too).
      aria-disabled={downloading || undefined}
      aria-busy={downloading}
    >
      {downloading ? 'Downloading resume...' : 'Download resume'}
    </button>
  );
}
