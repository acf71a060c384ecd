import { useState } from 'react';

import { FormMessage } from '../../../components/ui/FormMessage';
import type { ResumeType } from '../../../gql/graphql';
import { candidatePageMessages } from '../candidate-page-messages';
import type { InlineResume } from '../hooks/use-inline-resume';

export interface ResumeViewerProps {
  fullName: string;
  resumeType: ResumeType;
  /** The PDF shown in the page (its state while it loads); `off` for a Word resume. */
  inline: InlineResume;
  /** Saves the resume (named by the server); a rejection is shown here. */
  onDownload: () => Promise<void>;
}

/**
 * The resume: a PDF shown in the page, in a frame of its own (the browser's PDF viewer); a Word
 * file offered as a download only. Either kind can always be downloaded.
 */
export function ResumeViewer({ fullName, resumeType, inline, onDownload }: ResumeViewerProps) {
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  async function download() {
    if (downloading) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      await onDownload();
    } catch (error) {
      setDownloadError(
        candidatePageMessages.resumeDownloadFailedPrefix + (error instanceof Error ? error.message : String(error)),
      );
    } finally {
      setDownloading(false);
    }
  }

  let shown;
  if (resumeType !== 'PDF') {
    shown = <p className="candidate-page__empty">{candidatePageMessages.resumeWord}</p>;
  } else if (inline.status === 'shown') {
    shown = <iframe className="resume-viewer__frame" src={inline.url} title={`Resume of ${fullName} (PDF)`} />;
  } else if (inline.status === 'failed') {
    shown = null;
  } else {
    shown = (
      <p className="candidate-page__empty" role="status">
        {candidatePageMessages.resumeLoading}
      </p>
    );
  }

  return (
    <div className="resume-viewer">
      {shown}
      <div className="resume-viewer__actions">
        <button
          type="button"
          className="button"
          onClick={download}
          aria-disabled={downloading || undefined}
          aria-busy={downloading}
        >
          {downloading ? 'Downloading resume...' : 'Download resume'}
        </button>
      </div>
      {/* One message line: the last download's failure, else why the PDF is not shown. */}
      <FormMessage
        message={
          downloadError ??
          (inline.status === 'failed' ? candidatePageMessages.resumeFailedPrefix + inline.message : null)
        }
        tone="error"
      />
    </div>
  );
}
