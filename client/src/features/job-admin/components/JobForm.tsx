import type { FormEvent, ReactNode } from 'react';

import { Field, TextAreaField } from '../../../components/ui/Field';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useFormValues } from '../../../components/ui/use-form-values';
import type { JobInput } from '../../../gql/graphql';
import { jobAdminMessages } from '../job-admin-messages';
import { EMPTY_JOB_FORM, formValuesToInput, type JobFormValues } from '../job-form-values';

export interface JobFormProps {
  /** Starting values (the job being edited); empty for a new job. */
  initialValues?: JobFormValues;
  submitLabel: string;
  busy: boolean;
  /** Sends the job; resolves true when it was saved. */
  onSubmit: (input: JobInput) => Promise<boolean>;
  /** Empty the fields once a submit is saved (posting); editing keeps them. */
  resetOnSuccess?: boolean;
  /** The field the server refused, marked invalid. */
  invalidField?: keyof JobFormValues;
  /** More buttons next to the submit button (Cancel in the edit dialog). */
  extraActions?: ReactNode;
  /** The message line(s) under the form. */
  children?: ReactNode;
}

const LIST_FIELDS = [
  { name: 'description', label: 'Description', rows: 5 },
  { name: 'responsibilities', label: 'Responsibilities', rows: 5 },
  { name: 'qualifications', label: 'Qualifications', rows: 4 },
] as const;

/**
 * Title, Location and the three one-point-per-line lists, shared by Post a Job and the edit
 * dialog. No field is required here (SPEC section 5): the server's refusal is shown instead.
 */
export function JobForm({
  initialValues = EMPTY_JOB_FORM,
  submitLabel,
  busy,
  onSubmit,
  resetOnSuccess = false,
  invalidField,
  extraActions,
  children,
}: JobFormProps) {
  const { values, setValues, bind } = useFormValues<JobFormValues>(initialValues);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const saved = await onSubmit(formValuesToInput(values));
    if (saved && resetOnSuccess) setValues(EMPTY_JOB_FORM);
  }

  const invalid = (name: keyof JobFormValues) => (invalidField === name ? { 'aria-invalid': true } : {});

  return (
    <form className="job-form" onSubmit={submit} noValidate>
      <Field label="Title" {...bind('title')} {...invalid('title')} />
      <Field label="Location" {...bind('location')} {...invalid('location')} />
      {LIST_FIELDS.map(({ name, label, rows }) => (
        <TextAreaField
          key={name}
          label={label}
          rows={rows}
          hint={jobAdminMessages.linesHint}
          {...bind(name)}
          {...invalid(name)}
        />
      ))}
      <div className="job-form__actions">
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        {extraActions}
      </div>
      {children}
    </form>
  );
}
