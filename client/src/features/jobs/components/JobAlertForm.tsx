import { type FormEvent, useRef, useState } from 'react';

import { Field, SelectField } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { ConsentCheckbox, type FormGuardFields, Honeypot, useFormGuard } from '../../../components/ui/FormPrivacy';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { jobAlertCopy } from '../../../content/job-alerts';
import { formPrivacy } from '../../../content/privacy';
import type { JobAlertFrequency } from '../../../gql/graphql';

/** What the form sends besides the search: the address, how often, the consent and the guard fields. */
export type JobAlertSubmission = FormGuardFields & { email: string; frequency: JobAlertFrequency; consent: boolean };

export interface JobAlertFormProps {
  /** The saved search in words ("“engineer”, Location: Leeds"). */
  summary: string;
  /** While true the button shows a spinner and is disabled. */
  busy: boolean;
  /** The server's words for a refusal the visitor can act on, or the form's failure line. */
  refusal?: string | null;
  onSubmit: (submission: JobAlertSubmission) => void;
}

/**
 * The job-alert form: the e-mail address, daily or weekly, and the consent box (consent is the
 * basis). The browser's own validation is off so the form's messages are the ones shown; a missing
 * address or an unticked box is marked on submit and nothing is sent.
 */
export function JobAlertForm({ summary, busy, refusal, onSubmit }: JobAlertFormProps) {
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<JobAlertFrequency>('DAILY');
  const [consent, setConsent] = useState(false);
  const [checked, setChecked] = useState(false);
  const { guardFields, honeypot } = useFormGuard();
  const formRef = useRef<HTMLFormElement>(null);
  const emailError = checked && !email.trim() ? jobAlertCopy.emailRequired : null;
  const consentError = checked && !consent ? formPrivacy.consentRequired : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (busy) return;
    if (!email.trim() || !consent) {
      // The first field marked invalid takes the focus once the marks are drawn.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSubmit({ email: email.trim(), frequency, consent, ...guardFields() });
  }

  return (
    <form ref={formRef} className="job-alert-form" noValidate onSubmit={submit} aria-busy={busy}>
      <p className="job-alert-form__search">
        {jobAlertCopy.searchLead} <strong>{summary}</strong>
      </p>
      <div className="job-alert-form__row">
        <Field
          label={jobAlertCopy.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          error={emailError}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label={jobAlertCopy.frequency}
          name="frequency"
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as JobAlertFrequency)}
        >
          <option value="DAILY">{jobAlertCopy.daily}</option>
          <option value="WEEKLY">{jobAlertCopy.weekly}</option>
        </SelectField>
      </div>
      <ConsentCheckbox
        statement={formPrivacy.jobAlert.consent}
        checked={consent}
        onChange={setConsent}
        error={consentError}
      />
      <Honeypot {...honeypot} />
      <SubmitButton busy={busy}>{jobAlertCopy.submit}</SubmitButton>
      {refusal && <FormMessage message={refusal} tone="error" />}
    </form>
  );
}
