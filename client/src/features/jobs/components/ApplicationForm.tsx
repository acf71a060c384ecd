import { type FormEvent, useState } from 'react';

import { Field, TextAreaField } from '../../../components/ui/Field';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { UploadProgress } from '../../../components/ui/UploadProgress';
import { useFormValues } from '../../../components/ui/use-form-values';
import { RESUME_EXTENSIONS } from '../../../content/messages';
import { type ApplicationValues, emptyApplication } from '../application';

export interface ApplicationFormProps {
  /** True while the application is being sent: the button is disabled and shows a spinner. */
  busy: boolean;
  /** Bytes of the upload sent so far, while sending. */
  progress: { loaded: number; total: number } | null;
  onSubmit: (values: ApplicationValues, resume: File | null) => void;
}

/**
 * The apply form. The browser's own validation is off (noValidate) so that the spec's messages
 * are the ones shown; `required` still marks the fields for people and screen readers.
 */
export function ApplicationForm({ busy, progress, onSubmit }: ApplicationFormProps) {
  const { values, bind } = useFormValues<ApplicationValues>(emptyApplication);
  const [resume, setResume] = useState<File | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(values, resume);
  }

  return (
    <form className="application-form" noValidate onSubmit={submit} aria-busy={busy}>
      <Field label="Full Name" autoComplete="name" required {...bind('fullName')} />
      <Field label="Email" type="email" autoComplete="email" required {...bind('email')} />
      <Field label="Phone" type="tel" autoComplete="tel" required {...bind('phone')} />
      <Field label="LinkedIn" inputMode="url" placeholder="linkedin.com/in/your-name" {...bind('linkedIn')} />
      <Field label="Portfolio" inputMode="url" placeholder="your-site.com" {...bind('portfolio')} />
      <TextAreaField label="Cover Letter" rows={5} maxLength={10000} {...bind('coverLetter')} />
      <Field
        label="Resume"
        type="file"
        name="resume"
        accept={RESUME_EXTENSIONS.join(',')}
        hint="PDF, DOC or DOCX"
        required
        onChange={(event) => setResume(event.target.files?.[0] ?? null)}
      />
      {busy && <UploadProgress label="Uploading resume" loaded={progress?.loaded ?? 0} total={progress?.total ?? 0} />}
      <div className="application-form__actions">
        <SubmitButton busy={busy}>Submit Application</SubmitButton>
      </div>
    </form>
  );
}
