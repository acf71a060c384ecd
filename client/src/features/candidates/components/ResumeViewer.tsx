import { FormMessage } from '../../../components/ui/FormMessage';
import type { ResumeTextStatus, ResumeType } from '../../../gql/graphql';
import { candidatePageMessages } from '../candidate-page-messages';
import type { InlineResume } from '../hooks/use-inline-resume';

import { ResumeDownloadButton, useResumeDownload } from './ResumeDownloadButton';

export interface ResumeViewerProps {
  fullName: string;
  resumeType: ResumeType;
  /** Whether All candidates' search finds the resume's words (said under it). */
  resumeText: ResumeTextStatus;
  /** The PDF shown in the page (its state while it loads); `off` for a Word resume. */
  inline: InlineResume;
  /** Saves the resume (named by the server); a rejection is shown here. */
  onDownload: () => Promise<void>;
}

/**
 * Chromium's PDF viewer reads these from the URL's fragment: the page at the frame's width, and no
 * thumbnails pane taking half of it.
 */
const PDF_VIEW = '#view=FitH&navpanes=0';

/**
 * The resume: a PDF shown in the page, in a frame of its own (the browser's PDF viewer) at the
 * column's width, with "Open resume" to read it in a tab of its own; a Word file offered as a
 * download only. Either kind can always be downloaded. On a phone's width the frame is not shown
 * (phone browsers have no PDF viewer to draw it: it was an empty dark box): "Open resume" is.
 * Under it, whether All candidates' search finds the words inside it.
 */
export function ResumeViewer({ fullName, resumeType, resumeText, inline, onDownload }: ResumeViewerProps) {
  const { downloading, downloadError, download } = useResumeDownload(
    onDownload,
    candidatePageMessages.resumeDownloadFailedPrefix,
  );

  let shown;
  if (resumeType !== 'PDF') {
    shown = <p className="candidate-page__empty">{candidatePageMessages.resumeWord}</p>;
  } else if (inline.status === 'shown') {
    shown = (
      <iframe className="resume-viewer__frame" src={inline.url + PDF_VIEW} title={`Resume of ${fullName} (PDF)`} />
    );
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
        {inline.status === 'shown' && (
          <a className="button button--primary" href={inline.url} target="_blank" rel="noreferrer">
            {candidatePageMessages.openResume}
          </a>
        )}
        <ResumeDownloadButton className="button" downloading={downloading} onClick={download} />
      </div>
      <p className="resume-viewer__text-status">{candidatePageMessages.resumeText[resumeText]}</p>
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
