import { Dialog } from '../../../components/ui/Dialog';
import type { AdminJobFieldsFragment, JobInput } from '../../../gql/graphql';
import { jobToFormValues } from '../job-form-values';

import { JobForm } from './JobForm';

export interface JobEditDialogProps {
  job: AdminJobFieldsFragment;
  busy: boolean;
  onSave: (input: JobInput) => Promise<boolean>;
  onCancel: () => void;
}

/** The job form pre-filled with a job, its lists one point per line. */
export function JobEditDialog({ job, busy, onSave, onCancel }: JobEditDialogProps) {
  return (
    <Dialog title="Update Job" onClose={onCancel} className="dialog--wide">
      <JobForm
        initialValues={jobToFormValues(job)}
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
