import './resume-viewer.css';

import type { ResumeType } from '../../gql/graphql';
import type { InlineResume } from '../../lib/use-inline-resume';

import { FormMessage } from './FormMessage';
import { ResumeDownloadButton, useResumeDownload } from './ResumeDownloadButton';

export const resumeViewerMessages = {
  loading: 'Loading the resume...',
  failedPrefix: 'Failed to show the resume: ',
  downloadFailedPrefix: 'Failed to download the resume: ',
  word: 'This resume is a Word document: download it to read it.',
  open: 'Open resume',
} as const;

export interface ResumeViewerProps {
  fullName: string;
  resumeType: ResumeType;
  /** The PDF shown in the page (its state while it loads); `off` for a Word resume. */
  inline: InlineResume;
  /** Saves the resume (named by the server); a rejection is shown here. */
  onDownload: () => Promise<void>;
  /** A line under it (on the candidate page: whether the search finds the resume's words). */
  note?: string;
}

/**
 * Chromium's PDF viewer reads these from the URL's fragment: the page at the frame's width, and no
 * thumbnails pane taking half of it.
 */
const PDF_VIEW = '#view=FitH&navpanes=0';

/**
 * A staff page's resume (a candidate's, a talent-pool entry's): a PDF shown in the page, in a
 * frame of its own (the browser's PDF viewer) at the column's width, with "Open resume" to read it
 * in a tab of its own; a Word file offered as a download only. Either kind can always be
 * downloaded. On a phone's width the frame is not shown (phone browsers have no PDF viewer to draw
 * it: it was an empty dark box): "Open resume" is.
 */
export function ResumeViewer({ fullName, resumeType, inline, onDownload, note }: ResumeViewerProps) {
  const m = resumeViewerMessages;
  const { downloading, downloadError, download } = useResumeDownload(onDownload, m.downloadFailedPrefix);

  let shown;
  if (resumeType !== 'PDF') {
    shown = <p className="resume-viewer__note">{m.word}</p>;
  } else if (inline.status === 'shown') {
    shown = (
      <iframe className="resume-viewer__frame" src={inline.url + PDF_VIEW} title={`Resume of ${fullName} (PDF)`} />
    );
  } else if (inline.status === 'failed') {
    shown = null;
  } else {
    shown = (
      <p className="resume-viewer__note" role="status">
        {m.loading}
      </p>
    );
  }

  return (
    <div className="resume-viewer">
      {shown}
      <div className="resume-viewer__actions">
        {inline.status === 'shown' && (
          <a className="button button--primary" href={inline.url} target="_blank" rel="noreferrer">
            {m.open}
          </a>
        )}
        <ResumeDownloadButton className="button" downloading={downloading} onClick={download} />
      </div>
      {note && <p className="resume-viewer__text-status">{note}</p>}
      {/* One message line: the last download's failure, else why the PDF is not shown. */}
      <FormMessage
        message={downloadError ?? (inline.status === 'failed' ? m.failedPrefix + inline.message : null)}
        tone="error"
      />
    </div>
  );
}
