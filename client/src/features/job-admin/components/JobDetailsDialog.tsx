import { Dialog } from '../../../components/ui/Dialog';
import type { AdminJobFieldsFragment } from '../../../gql/graphql';
import { jobAdminMessages } from '../job-admin-messages';

import { JobLineList } from './JobLineList';
import { JobQuestionList } from './JobQuestionList';

export interface JobDetailsDialogProps {
  job: AdminJobFieldsFragment;
  onClose: () => void;
  onUpdate: () => void;
  onDelete: () => void;
}

/**
 * One job as staff see it (its questions for applicants and what interviewers rate too), with
 * Update and Delete.
 */
export function JobDetailsDialog({ job, onClose, onUpdate, onDelete }: JobDetailsDialogProps) {
  return (
    <Dialog title={job.title} onClose={onClose} className="dialog--wide">
      <div className="job-admin-details">
        <p>
          <span className="job-admin-details__label">Location:</span> {job.location || 'Not specified'}
        </p>
        <JobLineList heading="Description" lines={job.description} />
        <JobLineList heading="Responsibilities" lines={job.responsibilities} />
        <JobLineList heading="Qualifications" lines={job.qualifications} />
        <JobQuestionList questions={job.questions} />
        <p>
          <span className="job-admin-details__label">{jobAdminMessages.scorecardAttributes}:</span>{' '}
          {job.scorecardAttributes.join(', ')}
        </p>
        <div className="job-admin__actions">
          <button
            type="button"
            className="button button--primary"
            aria-label={`Update ${job.title}`}
            onClick={onUpdate}
          >
            Update
          </button>
          <button
            type="button"
            className="button job-admin__danger"
            aria-label={`Delete ${job.title}`}
            onClick={onDelete}
          >
            Delete
          </button>
        </div>
      </div>
    </Dialog>
  );
}
