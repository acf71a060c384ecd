import { SelectField } from '../../../components/ui/Field';

/** The most open jobs a job list offers (the filter, Add to another job): the API's largest page. */
export const JOB_OPTIONS_LIMIT = 100;

export interface JobOption {
  id: string;
  title: string;
  location: string;
}

export interface JobFilterProps {
  /** The chosen job's id; empty for none. */
  value: string;
  /** The open jobs to offer; undefined while they load. */
  jobs: readonly JobOption[] | undefined;
  /** A job in the URL that the list does not offer (archived, or beyond the first page). */
  extraOption?: { id: string; label: string };
  hint?: string;
  onChange: (jobId: string) => void;
}

/** A job as the job lists offer it: "HR Business Partner (London)". */
export function jobOptionLabel(job: JobOption): string {
  return job.location ? `${job.title} (${job.location})` : job.title;
}

/** The labelled "Select a job" filter over the open jobs. */
export function JobFilter({ value, jobs, extraOption, hint, onChange }: JobFilterProps) {
  return (
    <SelectField
      label="Select a job"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={!jobs}
      hint={hint}
    >
      <option value="">Choose a job…</option>
      {extraOption && <option value={extraOption.id}>{extraOption.label}</option>}
      {jobs?.map((job) => (
        <option key={job.id} value={job.id}>
          {jobOptionLabel(job)}
        </option>
      ))}
    </SelectField>
  );
}
