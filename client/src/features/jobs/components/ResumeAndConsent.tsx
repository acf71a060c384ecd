import { useState } from 'react';

import { ConsentCheckbox, type FormGuardFields, Honeypot, useFormGuard } from '../../../components/ui/FormPrivacy';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { UploadProgress } from '../../../components/ui/UploadProgress';
import { resumeRefusal } from '../application';

import { ResumeDropZone } from './ResumeDropZone';

/** The consent box's state and the form's guard fields, sent with the resume. */
export type ApplicationPrivacy = FormGuardFields & { consent: boolean };

/**
 * The state of how every form that sends a resume ends: the file, the consent box and the traps.
 * `fields` goes to ResumeAndConsent; `privacy()` is what the form sends besides its own fields.
 */
export function useResumeAndConsent() {
  const [resume, setResume] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const { guardFields, honeypot } = useFormGuard();
  return {
    resume,
    consent,
    privacy: (): ApplicationPrivacy => ({ ...guardFields(), consent }),
    fields: { resume, onResume: setResume, consent, onConsent: setConsent, honeypot },
  };
}

/** The state ResumeAndConsent draws (useResumeAndConsent's `fields`). */
type ResumeAndConsentState = ReturnType<typeof useResumeAndConsent>['fields'];

export interface ResumeAndConsentProps extends ResumeAndConsentState {
  /** Why the resume (or its absence) is refused, once the visitor tried to send. */
  resumeError?: string | null;
  /** What the visitor agrees to (content/privacy.ts). */
  consentStatement: string;
  consentError?: string | null;
  busy: boolean;
  progress: { loaded: number; total: number } | null;
  /** The progress bar's label ("Uploading resume"). */
  uploading: string;
  /** The send button's words. */
  submit: string;
}

/**
 * How every form that sends a resume ends (a job's apply form, "Send us your CV"): the resume,
 * the consent box with the policy, the trap for robots, the upload's progress and the send button.
 */
export function ResumeAndConsent(props: ResumeAndConsentProps) {
  const { resume, resumeError, onResume, consentStatement, consent, onConsent, consentError, honeypot } = props;
  return (
    <>
      <ResumeDropZone
        file={resume}
        // A refused file is named as soon as it is chosen or dropped; a missing one on submit.
        error={resumeError ?? (resume ? resumeRefusal(resume) : null)}
        onChange={onResume}
      />
      <ConsentCheckbox statement={consentStatement} checked={consent} onChange={onConsent} error={consentError} />
      <Honeypot {...honeypot} />
      {props.busy && (
        <UploadProgress
          label={props.uploading}
          loaded={props.progress?.loaded ?? 0}
          total={props.progress?.total ?? 0}
        />
      )}
      <div className="application-form__actions">
        <SubmitButton busy={props.busy}>{props.submit}</SubmitButton>
      </div>
    </>
  );
}
