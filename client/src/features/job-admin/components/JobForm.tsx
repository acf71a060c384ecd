import { type FormEvent, type ReactNode, useId, useState } from 'react';

import { Field, SelectField, TextAreaField } from '../../../components/ui/Field';
import { useFieldChecks } from '../../../components/ui/form-checks';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useFormValues } from '../../../components/ui/use-form-values';
import { EMPLOYMENT_TYPE_LABELS, SALARY_PERIOD_LABELS, WORKPLACE_LABELS } from '../../../content/job-facts';
import type { JobInput } from '../../../gql/graphql';
import { COMMON_CURRENCIES, currencyLabel, otherCurrencies } from '../currency-options';
import { useClientOptions } from '../hooks/use-client-options';
import { jobAdminMessages } from '../job-admin-messages';
import { formValuesToInput, type JobFormRefusals, type JobFormValues, NEW_JOB_FORM } from '../job-form-values';
import { type QuestionDraft, questionErrors } from '../job-question-drafts';
import { scorecardAttributesError } from '../job-scorecard-attributes';

import { JobQuestionsEditor } from './JobQuestionsEditor';

export interface JobFormProps {
  /** Starting values (the job being edited); a new job's (NEW_JOB_FORM) otherwise. */
  initialValues?: JobFormValues;
  /** The job's client (edited job), offered even when it is not among the first clients listed. */
  initialClient?: { id: string; name: string } | null;
  /** The job's questions for applicants, in order; none for a new job. */
  initialQuestions?: readonly QuestionDraft[];
  submitLabel: string;
  busy: boolean;
  /** Sends the job; resolves true when it was saved. */
  onSubmit: (input: JobInput) => Promise<boolean>;
  /** Empty the fields once a submit is saved (posting); editing keeps them. */
  resetOnSuccess?: boolean;
  /** The field the server refused, marked invalid. */
  invalidField?: keyof JobFormValues;
  /** The server's refusals of the questions and the scorecard attributes, shown where they belong. */
  refusals?: JobFormRefusals;
  /** More buttons next to the submit button (Cancel in the edit dialog). */
  extraActions?: ReactNode;
  /** The message line(s) under the form. */
  children?: ReactNode;
}

const NO_QUESTIONS: readonly QuestionDraft[] = [];
const NO_REFUSALS: JobFormRefusals = {};
/** The error key of the scorecard attributes among the form's checks (the questions' keys hold a dot). */
const ATTRIBUTES = 'scorecardAttributes';

const LIST_FIELDS = [
  { name: 'description', label: 'Description', rows: 5 },
  { name: 'responsibilities', label: 'Responsibilities', rows: 5 },
  { name: 'qualifications', label: 'Qualifications', rows: 4 },
] as const;

/** A select's options from a label table, after a "not given" choice. */
function options(labels: Record<string, string>, none: string) {
  return [
    <option key="" value="">
      {none}
    </option>,
    ...Object.entries(labels).map(([value, label]) => (
      <option key={value} value={value}>
        {label}
      </option>
    )),
  ];
}

/**
 * Title, Location and the three one-point-per-line lists, then the job's facts (employment type,
 * workplace, department, salary, closing date, who hires), its questions for applicants and what
 * interviewers rate, shared by Post a Job and the edit dialog. No field is required here (SPEC
 * section 5): the server's refusal is shown instead. Only the questions and the scorecard
 * attributes are checked before sending (each on its field, as the other forms do, form-checks.ts):
 * an unfinished question is easy to leave behind, and interviewers rate whatever list is saved.
 */
export function JobForm({
  initialValues = NEW_JOB_FORM,
  initialQuestions = NO_QUESTIONS,
  initialClient = null,
  submitLabel,
  busy,
  onSubmit,
  resetOnSuccess = false,
  invalidField,
  refusals = NO_REFUSALS,
  extraActions,
  children,
}: JobFormProps) {
  const { values, setValues, bind } = useFormValues<JobFormValues>(initialValues);
  const clientOptions = useClientOptions(initialClient);
  const confidentialHintId = useId();
  const [questions, setQuestions] = useState(initialQuestions);
  const attributesError = scorecardAttributesError(values.scorecardAttributes);
  const { formRef, errors, tryToSend, reset } = useFieldChecks({
    ...questionErrors(questions),
    ...(attributesError ? { [ATTRIBUTES]: attributesError } : {}),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !tryToSend()) return;
    const saved = await onSubmit(formValuesToInput(values, questions));
    if (saved && resetOnSuccess) {
      setValues(NEW_JOB_FORM);
      setQuestions(NO_QUESTIONS);
      reset();
    }
  }

  const invalid = (name: keyof JobFormValues) => (invalidField === name ? { 'aria-invalid': true } : {});

  return (
    <form ref={formRef} className="job-form" onSubmit={submit} noValidate>
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
      <fieldset className="job-form__facts">
        <legend>Job facts</legend>
        <SelectField label="Employment type" {...bind('employmentType')} {...invalid('employmentType')}>
          {options(EMPLOYMENT_TYPE_LABELS, 'Not specified')}
        </SelectField>
        <SelectField label="Workplace" {...bind('workplace')} {...invalid('workplace')}>
          {options(WORKPLACE_LABELS, 'Not specified')}
        </SelectField>
        {values.workplace === 'REMOTE' && (
          <Field
            label="Remote from (country or region)"
            hint="Where applicants must live, for example European Union."
            {...bind('remoteRegion')}
            {...invalid('remoteRegion')}
          />
        )}
        <Field label="Department" {...bind('department')} {...invalid('department')} />
        <Field label="Salary from" type="number" min={0} step="any" {...bind('salaryMin')} {...invalid('salaryMin')} />
        <Field label="Salary to" type="number" min={0} step="any" {...bind('salaryMax')} {...invalid('salaryMax')} />
        <SelectField label="Currency" {...bind('salaryCurrency')} {...invalid('salaryCurrency')}>
          <option value="">Not specified</option>
          <optgroup label="Common">
            {COMMON_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {currencyLabel(code)}
              </option>
            ))}
          </optgroup>
          <optgroup label="All currencies">
            {otherCurrencies(values.salaryCurrency).map((code) => (
              <option key={code} value={code}>
                {currencyLabel(code)}
              </option>
            ))}
          </optgroup>
        </SelectField>
        <SelectField label="Salary per" {...bind('salaryPeriod')} {...invalid('salaryPeriod')}>
          {options(SALARY_PERIOD_LABELS, 'Not specified')}
        </SelectField>
        <Field
          label="Closing date"
          type="date"
          hint="Applications close at the end of this day; the job then leaves the public list."
          {...bind('closingDate')}
          {...invalid('closingDate')}
        />
        <SelectField
          label={jobAdminMessages.client}
          hint={clientOptions.failed ? jobAdminMessages.clientsFailed : undefined}
          {...bind('clientId')}
          {...invalid('clientId')}
        >
          <option value="">{jobAdminMessages.consultancyItself}</option>
          {clientOptions.clients.map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </SelectField>
        <div className="field">
          <label className="field__choice">
            <input
              type="checkbox"
              name="confidentialClient"
              checked={values.confidentialClient === 'true'}
              aria-describedby={confidentialHintId}
              onChange={(event) =>
                setValues((current) => ({ ...current, confidentialClient: event.target.checked ? 'true' : '' }))
              }
              {...invalid('confidentialClient')}
            />
            {jobAdminMessages.confidentialClient}
          </label>
          <small id={confidentialHintId} className="field__hint">
            {jobAdminMessages.confidentialClientHint}
          </small>
        </div>
      </fieldset>
      <JobQuestionsEditor questions={questions} onChange={setQuestions} errors={errors} refusal={refusals.questions} />
      <TextAreaField
        label={jobAdminMessages.scorecardAttributes}
        rows={5}
        hint={jobAdminMessages.scorecardAttributesHint}
        error={errors[ATTRIBUTES] ?? refusals.scorecardAttributes}
        {...bind('scorecardAttributes')}
        {...invalid('scorecardAttributes')}
      />
      <div className="job-form__actions">
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        {extraActions}
      </div>
      {children}
    </form>
  );
}
