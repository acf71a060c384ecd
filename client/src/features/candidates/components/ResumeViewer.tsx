import { ResumeViewer as SharedResumeViewer } from '../../../components/ui/ResumeViewer';
import type { ResumeTextStatus, ResumeType } from '../../../gql/graphql';
import type { InlineResume } from '../../../lib/use-inline-resume';
import { candidatePageMessages } from '../candidate-page-messages';

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

/** The candidate's resume (components/ui's ResumeViewer), with whether All candidates' search finds its words. */
export function ResumeViewer({ resumeText, ...resume }: ResumeViewerProps) {
  return <SharedResumeViewer {...resume} note={candidatePageMessages.resumeText[resumeText]} />;
}
