import { Dialog } from '../../../components/ui/Dialog';
import type { AdminJobFieldsFragment, JobInput } from '../../../gql/graphql';
import { type JobFormRefusals, jobToFormValues } from '../job-form-values';
import { questionDrafts } from '../job-question-drafts';

import { JobForm } from './JobForm';

export interface JobEditDialogProps {
  job: AdminJobFieldsFragment;
  busy: boolean;
  onSave: (input: JobInput) => Promise<boolean>;
  onCancel: () => void;
  /** The server's refusals of the questions and the scorecard attributes at the last save. */
  refusals?: JobFormRefusals;
}

/**
 * The job form pre-filled with a job, its lists (the scorecard attributes too) one point per line,
 * its questions with their ids.
 */
export function JobEditDialog({ job, busy, onSave, onCancel, refusals }: JobEditDialogProps) {
  return (
    <Dialog title="Update Job" onClose={onCancel} className="dialog--wide">
      <JobForm
        initialValues={jobToFormValues(job)}
        initialQuestions={questionDrafts(job.questions)}
        initialClient={job.client ?? null}
        refusals={refusals}
        submitLabel="Save Changes"
        busy={busy}
        onSubmit={onSave}
        extraActions={
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        }
      />
    </Dialog>
  );
}
