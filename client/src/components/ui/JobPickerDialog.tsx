import './job-picker-dialog.css';

import { type FormEvent, useEffect, useRef, useState } from 'react';

import { Dialog } from './Dialog';
import { SelectField } from './Field';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';

/** An open job as the dialog offers it. */
export interface JobOption {
  id: string;
  title: string;
  location: string;
}

/** "Payroll Lead (Leeds)", or the title alone when the job names no place. */
export function jobOptionLabel(job: JobOption): string {
  return job.location ? `${job.title} (${job.location})` : job.title;
}

/** The list's hint when there are more open jobs than it offers. */
export function moreJobsHint(shown: number, total: number): string {
  return `Showing the ${shown} newest of ${total} open jobs.`;
}

/** The open jobs' query, as the dialog reads it (a feature's own operation asking for `jobs`). */
export interface OpenJobsQuery {
  data?: { jobs: { total: number; items: readonly JobOption[] } };
  error?: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The dialog's list from the open jobs' query: the jobs not `taken` (those the person is in), the
 * hint when the list is cut, whether it failed, and how to ask again.
 */
export function openJobChoices(
  query: OpenJobsQuery,
  taken: ReadonlySet<string>,
): Pick<JobPickerDialogProps, 'jobs' | 'hint' | 'loadFailed' | 'onRetryLoad'> {
  const page = query.data?.jobs;
  return {
    jobs: page?.items.filter((job) => !taken.has(job.id)),
    hint: page && page.total > page.items.length ? moreJobsHint(page.items.length, page.total) : undefined,
    loadFailed: !page && !!query.error,
    onRetryLoad: () => void query.refetch().catch(() => undefined),
  };
}

export const jobPickerMessages = {
  field: 'Open job',
  choose: 'Choose a job…',
  missing: 'Please choose a job.',
  submit: 'Add to job',
  cancel: 'Cancel',
  loading: 'Loading the open jobs...',
  loadFailed: 'Failed to load the open jobs.',
  retry: 'Try again',
} as const;

export interface JobPickerDialogProps {
  /** "Add Grace Hopper to another job". */
  title: string;
  /** What adding does, above the list. */
  intro: string;
  /** Said instead of the list when no open job is left to offer. */
  none: string;
  /** The open jobs the person is not in yet; undefined while they load. */
  jobs: readonly JobOption[] | undefined;
  /** A hint under the list (there are more open jobs than it offers). */
  hint?: string;
  /** The open jobs could not be loaded. */
  loadFailed: boolean;
  onRetryLoad: () => void;
  /** The person is being added. */
  busy: boolean;
  /** Why the server refused (its words when it gave them); the focus moves to it. */
  error: string | null;
  onAdd: (jobId: string) => void;
  onCancel: () => void;
}

/**
 * Asks which open job to add a person to (a candidate from another job, someone from the talent
 * pool), then "Add to job". Cancel, Escape and the close button change nothing.
 */
export function JobPickerDialog(props: JobPickerDialogProps) {
  const { title, intro, none, jobs, hint, loadFailed, onRetryLoad, busy, error, onAdd, onCancel } = props;
  const m = jobPickerMessages;
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
        <FormMessage tone="error" message={m.loadFailed} />
        <button type="button" className="button" onClick={onRetryLoad}>
          {m.retry}
        </button>
      </>
    );
  } else if (!jobs) {
    body = <p role="status">{m.loading}</p>;
  } else if (jobs.length === 0) {
    body = <p>{none}</p>;
  } else {
    body = (
      <form ref={formRef} noValidate onSubmit={submit}>
        <SelectField
          label={m.field}
          required
          value={jobId}
          hint={hint}
          error={missing && !jobId ? m.missing : null}
          onChange={(event) => setJobId(event.target.value)}
        >
          <option value="">{m.choose}</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {jobOptionLabel(job)}
            </option>
          ))}
        </SelectField>
        <div className="job-picker__actions">
          <button type="button" className="button" onClick={onCancel}>
            {m.cancel}
          </button>
          <SubmitButton busy={busy}>{m.submit}</SubmitButton>
        </div>
      </form>
    );
  }

  return (
    <Dialog title={title} onClose={onCancel}>
      <p>{intro}</p>
      {body}
      <FormMessage tone="error" message={error} />
    </Dialog>
  );
}
