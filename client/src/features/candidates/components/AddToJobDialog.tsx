import { JobPickerDialog, type JobPickerDialogProps } from '../../../components/ui/JobPickerDialog';
import { addToJobTitle, candidatePageMessages as m } from '../candidate-page-messages';

export interface AddToJobDialogProps extends Omit<JobPickerDialogProps, 'title' | 'intro' | 'none'> {
  fullName: string;
}

/**
 * "Add to another job" (components/ui's JobPickerDialog): which open job to add the candidate to
 * (the jobs they are already in are left out).
 */
export function AddToJobDialog({ fullName, ...picker }: AddToJobDialogProps) {
  return <JobPickerDialog title={addToJobTitle(fullName)} intro={m.addToJobIntro} none={m.addToJobNone} {...picker} />;
}
