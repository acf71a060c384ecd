import { Dialog } from '../../../components/ui/Dialog';
import { FormMessage } from '../../../components/ui/FormMessage';
import type { ApplicationFieldsFragment } from '../../../gql/graphql';
import { candidateMessages, NO_STATUS } from '../candidates-messages';

import { ContactRows } from './ContactRows';
import { NOT_PROVIDED } from './ExternalLink';
import { formatApplied } from './format-applied';
import { ResumeDownloadButton, useResumeDownload } from './ResumeDownloadButton';

export interface CandidateDetailsDialogProps {
  candidate: ApplicationFieldsFragment;
  onClose: () => void;
  /** Downloads the resume; a rejection is shown in the dialog. */
  onDownloadResume: () => Promise<void>;
}

/** Every field of one application, and its resume (staff-only: fetched with the Bearer token). */
export function CandidateDetailsDialog({ candidate, onClose, onDownloadResume }: CandidateDetailsDialogProps) {
  const { downloading, downloadError, download } = useResumeDownload(
    onDownloadResume,
    candidateMessages.resumeFailedPrefix,
  );

  return (
    <Dialog title={candidate.fullName} onClose={onClose} className="dialog--wide">
      <dl className="candidate-details">
        <ContactRows candidate={candidate} />
        <dt>Status</dt>
        <dd>{candidate.status ?? NO_STATUS}</dd>
        <dt>Applied</dt>
        <dd>
          <time dateTime={candidate.createdAt}>{formatApplied(candidate.createdAt)}</time>
        </dd>
        <dt>Cover Letter</dt>
        <dd className="candidate-details__letter">{candidate.coverLetter || NOT_PROVIDED}</dd>
      </dl>
      <div className="candidate-details__actions">
        <ResumeDownloadButton className="button button--primary" downloading={downloading} onClick={download} />
      </div>
      <FormMessage message={downloadError} tone="error" />
    </Dialog>
  );
}
