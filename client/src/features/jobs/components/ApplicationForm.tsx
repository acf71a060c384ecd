import { type FormEvent, useEffect, useRef, useState } from 'react';

import { Field, RequiredNote, TextAreaField } from '../../../components/ui/Field';
import { ConsentCheckbox, type FormGuardFields, Honeypot, useFormGuard } from '../../../components/ui/FormPrivacy';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { UploadProgress } from '../../../components/ui/UploadProgress';
import { useFormValues } from '../../../components/ui/use-form-values';
import { formPrivacy } from '../../../content/privacy';
import {
  type ApplicationAnswers,
  applicationFieldErrors,
  type ApplicationQuestion,
  type ApplicationValues,
  emptyApplication,
  questionErrors,
  resumeRefusal,
} from '../application';

import { ApplicationQuestions } from './ApplicationQuestions';
import { ResumeDropZone } from './ResumeDropZone';

export interface ApplicationFormProps {
  /** True while the application is being sent: the button is disabled and shows a spinner. */
  busy: boolean;
  /** Bytes of the upload sent so far, while sending. */
  progress: { loaded: number; total: number } | null;
  /** What the job asks besides the usual fields, in order (none: the form is as it always was). */
  questions: readonly ApplicationQuestion[];
  onSubmit: (
    values: ApplicationValues,
    resume: File | null,
    privacy: ApplicationPrivacy,
    answers: ApplicationAnswers,
  ) => void;
}

/** The consent box's state and the form's guard fields, sent with the application. */
export type ApplicationPrivacy = FormGuardFields & { consent: boolean };

/**
 * The apply form. The browser's own validation is off (noValidate) so that the spec's messages
 * are the ones shown; `required` still marks the fields for people and screen readers.
 */
export function ApplicationForm({ busy, progress, questions, onSubmit }: ApplicationFormProps) {
  const { values, bind } = useFormValues<ApplicationValues>(emptyApplication);
  const [answers, setAnswers] = useState<ApplicationAnswers>({});
  const [resume, setResume] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const { guardFields, honeypot } = useFormGuard();
  // Fields are marked on submit (not while typing), and each mark goes once that field is fixed.
  const [checked, setChecked] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = checked ? applicationFieldErrors(values, resume) : {};
  const unanswered = checked ? questionErrors(questions, answers) : {};

  // After a refused submit: the first marked field gets the focus and is scrolled into view, so
  // the visitor sees at once what is missing (the message line may be below the fold).
  useEffect(() => {
    if (attempts === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus();
    first.scrollIntoView?.({ block: 'center' });
  }, [attempts]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    setAttempts((count) => count + 1);
    onSubmit(values, resume, { ...guardFields(), consent }, answers);
  }

  return (
    <form ref={formRef} className="application-form" noValidate onSubmit={submit} aria-busy={busy}>
      <RequiredNote />
      <Field label="Full Name" autoComplete="name" required error={errors.fullName} {...bind('fullName')} />
      <Field label="Email" type="email" autoComplete="email" required error={errors.email} {...bind('email')} />
      <Field label="Phone" type="tel" autoComplete="tel" required error={errors.phone} {...bind('phone')} />
      <Field label="LinkedIn" inputMode="url" placeholder="linkedin.com/in/your-name" {...bind('linkedIn')} />
      <Field label="Portfolio" inputMode="url" placeholder="your-site.com" {...bind('portfolio')} />
      <Field
        label="Referred by"
        hint="The name of whoever told you about this job, if someone did."
        autoComplete="off"
        maxLength={200}
        {...bind('referredBy')}
      />
      <TextAreaField label="Cover Letter" rows={5} maxLength={10000} {...bind('coverLetter')} />
      <ApplicationQuestions
        questions={questions}
        answers={answers}
        errors={unanswered}
        onAnswer={(questionId, answer) => setAnswers((current) => ({ ...current, [questionId]: answer }))}
      />
      <ResumeDropZone
        file={resume}
        // A refused file is named as soon as it is chosen or dropped; a missing one on submit.
        error={errors.resume ?? (resume ? resumeRefusal(resume) : null)}
        onChange={setResume}
      />
      <ConsentCheckbox
        statement={formPrivacy.apply.consent}
        checked={consent}
        onChange={setConsent}
        error={checked && !consent ? formPrivacy.consentRequired : null}
      />
      <Honeypot {...honeypot} />
      {busy && <UploadProgress label="Uploading resume" loaded={progress?.loaded ?? 0} total={progress?.total ?? 0} />}
      <div className="application-form__actions">
        <SubmitButton busy={busy}>Submit Application</SubmitButton>
      </div>
    </form>
  );
}
