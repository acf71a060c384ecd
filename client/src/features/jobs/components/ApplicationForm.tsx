import { type FormEvent, useEffect, useRef, useState } from 'react';

import { Field, RequiredNote, TextAreaField } from '../../../components/ui/Field';
import { useFormValues } from '../../../components/ui/use-form-values';
import { formPrivacy } from '../../../content/privacy';
import {
  type ApplicationAnswers,
  applicationFieldErrors,
  type ApplicationQuestion,
  type ApplicationValues,
  emptyApplication,
  questionErrors,
} from '../application';
import type { UploadProgressState } from '../use-resume-submission';

import { ApplicantFields } from './ApplicantFields';
import { ApplicationQuestions } from './ApplicationQuestions';
import { type ApplicationPrivacy, ResumeAndConsent, useResumeAndConsent } from './ResumeAndConsent';

export interface ApplicationFormProps {
  /** True while the application is being sent: the button is disabled and shows a spinner. */
  busy: boolean;
  /** Bytes of the upload sent so far, while sending. */
  progress: UploadProgressState | null;
  /** What the job asks besides the usual fields, in order (none: the form is as it always was). */
  questions: readonly ApplicationQuestion[];
  onSubmit: (
    values: ApplicationValues,
    resume: File | null,
    privacy: ApplicationPrivacy,
    answers: ApplicationAnswers,
  ) => void;
}

/**
 * The apply form. The browser's own validation is off (noValidate) so that the spec's messages
 * are the ones shown; `required` still marks the fields for people and screen readers.
 */
export function ApplicationForm({ busy, progress, questions, onSubmit }: ApplicationFormProps) {
  const { values, bind } = useFormValues<ApplicationValues>(emptyApplication);
  const [answers, setAnswers] = useState<ApplicationAnswers>({});
  const form = useResumeAndConsent();
  // Fields are marked on submit (not while typing), and each mark goes once that field is fixed.
  const [checked, setChecked] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = checked ? applicationFieldErrors(values, form.resume) : {};
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
    onSubmit(values, form.resume, form.privacy(), answers);
  }

  return (
    <form ref={formRef} className="application-form" noValidate onSubmit={submit} aria-busy={busy}>
      <RequiredNote />
      <ApplicantFields bind={bind} errors={errors} />
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
      <ResumeAndConsent
        {...form.fields}
        resumeError={errors.resume}
        consentStatement={formPrivacy.apply.consent}
        consentError={checked && !form.consent ? formPrivacy.consentRequired : null}
        busy={busy}
        progress={progress}
        uploading="Uploading resume"
        submit="Submit Application"
      />
    </form>
  );
}
