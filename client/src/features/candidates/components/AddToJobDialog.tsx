import { type FormEvent, useEffect, useRef, useState } from 'react';

import { Dialog } from '../../../components/ui/Dialog';
import { SelectField } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { addToJobTitle, candidatePageMessages as m } from '../candidate-page-messages';

import { type JobOption, jobOptionLabel } from './JobFilter';

export interface AddToJobDialogProps {
  fullName: string;
  /** The open jobs the candidate is not in yet; undefined while they load. */
  jobs: readonly JobOption[] | undefined;
  /** A hint under the list (there are more open jobs than it offers). */
  hint?: string;
  /** The open jobs could not be loaded. */
  loadFailed: boolean;
  onRetryLoad: () => void;
  /** The candidate is being added. */
  busy: boolean;
  /** Why the server refused (its words when it gave them); the focus moves to it. */
  error: string | null;
  onAdd: (jobId: string) => void;
  onCancel: () => void;
}

/**
 * Asks which open job to add the candidate to (the jobs they are already in are left out), then
 * "Add to job". Cancel, Escape and the close button change nothing.
 */
export function AddToJobDialog(props: AddToJobDialogProps) {
  const { fullName, jobs, hint, loadFailed, onRetryLoad, busy, error, onAdd, onCancel } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const [jobId, setJobId] = useState('');
  const [missing, setMissing] = useState(false);
  const ready = !!jobs && jobs.length > 0;

  // Opened before the jobs had loaded, the dialog focused its close button: the list takes the
  // focus once it is there (the dialog's own first focus, when they were already loaded, is the same).
  useEffect(() => {
    if (ready) formRef.current?.querySelector('select')?.focus();
  }, [ready]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!jobId) {
      setMissing(true);
      formRef.current?.querySelector('select')?.focus();
      return;
    }
    if (!busy) onAdd(jobId);
  }

  let body;
  if (loadFailed) {
    body = (
      <>
        <FormMessage tone="error" message={m.addToJobLoadFailed} />
        <button type="button" className="button" onClick={onRetryLoad}>
          {m.retry}
        </button>
      </>
    );
  } else if (!jobs) {
    body = <p role="status">{m.addToJobLoading}</p>;
  } else if (jobs.length === 0) {
    body = <p>{m.addToJobNone}</p>;
  } else {
    body = (
      <form ref={formRef} noValidate onSubmit={submit}>
        <SelectField
          label={m.addToJobField}
          required
          value={jobId}
          hint={hint}
          error={missing && !jobId ? m.addToJobMissing : null}
          onChange={(event) => setJobId(event.target.value)}
        >
          <option value="">{m.addToJobChoose}</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {jobOptionLabel(job)}
            </option>
          ))}
        </SelectField>
        <div className="add-to-job__actions">
          <button type="button" className="button" onClick={onCancel}>
            {m.addToJobCancel}
          </button>
          <SubmitButton busy={busy}>{m.addToJobSubmit}</SubmitButton>
        </div>
      </form>
    );
  }

  return (
    <Dialog title={addToJobTitle(fullName)} onClose={onCancel}>
      <p>{m.addToJobIntro}</p>
      {body}
      <FormMessage tone="error" message={error} />
    </Dialog>
  );
}
