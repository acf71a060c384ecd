import type { FormEvent } from 'react';

import { RequiredNote, TextAreaField } from '../../../components/ui/Field';
import { useFieldChecks } from '../../../components/ui/form-checks';
import { useFormValues } from '../../../components/ui/use-form-values';
import { formPrivacy } from '../../../content/privacy';
import { applicationFieldErrors } from '../application';
import {
  emptyGeneralApplication,
  GENERAL_MESSAGE_MAX_LENGTH,
  type GeneralApplicationValues,
  sendCvContent,
} from '../general-application';
import type { UploadProgressState } from '../use-resume-submission';

import { ApplicantFields } from './ApplicantFields';
import { type ApplicationPrivacy, ResumeAndConsent, useResumeAndConsent } from './ResumeAndConsent';

export interface GeneralApplicationFormProps {
  /** True while the CV is being sent: the button is disabled and shows a spinner. */
  busy: boolean;
  /** Bytes of the upload sent so far, while sending. */
  progress: UploadProgressState | null;
  onSubmit: (values: GeneralApplicationValues, resume: File | null, privacy: ApplicationPrivacy) => void;
}

/**
 * The "Send us your CV" form: the apply form's fields for who the visitor is, its resume, consent
 * and traps, and what kind of role they look for instead of a job's questions. Fields are marked
 * once the visitor tries to send (the first marked one takes the focus); the page says why.
 */
export function GeneralApplicationForm({ busy, progress, onSubmit }: GeneralApplicationFormProps) {
  const { values, bind } = useFormValues<GeneralApplicationValues>(emptyGeneralApplication);
  const form = useResumeAndConsent();
  const { formRef, errors, tryToSend } = useFieldChecks({
    ...applicationFieldErrors(values, form.resume),
    ...(form.consent ? {} : { consent: formPrivacy.consentRequired }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    tryToSend();
    onSubmit(values, form.resume, form.privacy());
  }

  return (
    <form ref={formRef} className="application-form" noValidate onSubmit={submit} aria-busy={busy}>
      <RequiredNote />
      <ApplicantFields bind={bind} errors={errors} />
      <TextAreaField
        label={sendCvContent.messageLabel}
        hint={sendCvContent.messageHint}
        rows={4}
        maxLength={GENERAL_MESSAGE_MAX_LENGTH}
        {...bind('message')}
      />
      <ResumeAndConsent
        {...form.fields}
        resumeError={errors.resume}
        consentStatement={formPrivacy.talentPool.consent}
        consentError={errors.consent}
        busy={busy}
        progress={progress}
        uploading={sendCvContent.uploading}
        submit={sendCvContent.submit}
      />
    </form>
  );
}
