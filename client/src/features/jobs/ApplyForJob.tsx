import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { Dialog } from '../../components/ui/Dialog';
import { FormMessage } from '../../components/ui/FormMessage';
import { messages, SUCCESS_MESSAGE_MS } from '../../content/messages';
import { formPrivacy } from '../../content/privacy';
import { ApplicationCreateDocument } from '../../gql/graphql';

import {
  type ApplicationAnswers,
  type ApplicationQuestion,
  type ApplicationValues,
  toApplicationInput,
  validateApplication,
} from './application';
import { applicationSourceFor } from './application-source';
import { ApplicationForm } from './components/ApplicationForm';
import { LineList } from './components/LineList';
import type { ApplicationPrivacy } from './components/ResumeAndConsent';
import { useResumeSubmission } from './use-resume-submission';

/** What follows a sent application, after the spec's success line. */
export function applicationNextStep(email: string): string {
  return `What happens next: our recruiters read every application and come back to you at ${email}.`;
}

export interface ApplyForJobProps {
  /** The job, with its description to read beside the form on wide screens and the questions it asks. */
  job: {
    id: string;
    title: string;
    location: string;
    description: readonly string[];
    questions: readonly ApplicationQuestion[];
  };
  /** Closed by the visitor before or without applying. */
  onClose: () => void;
  /** Called SUCCESS_MESSAGE_MS after a successful application (the dialog closes itself). */
  onSubmitted: () => void;
}

/** The Apply Now dialog: checks the form, uploads the application, and says how it went. */
export function ApplyForJob({ job, onClose, onSubmitted }: ApplyForJobProps) {
  const [applyForJob] = useMutation(ApplicationCreateDocument);
  const { search } = useLocation();
  const { status, message, progress, refuse, submit: send } = useResumeSubmission();
  const [sentTo, setSentTo] = useState('');
  const onSubmittedRef = useRef(onSubmitted);

  useEffect(() => {
    onSubmittedRef.current = onSubmitted;
  });

  useEffect(() => {
    if (status !== 'success') return undefined;
    const timer = setTimeout(() => onSubmittedRef.current(), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function submit(
    values: ApplicationValues,
    resume: File | null,
    privacy: ApplicationPrivacy,
    answers: ApplicationAnswers,
  ) {
    const problem =
      validateApplication(values, resume, job.questions, answers) ??
      (privacy.consent ? null : formPrivacy.consentRequired);
    if (problem || !resume) {
      refuse(problem ?? messages.application.missingFields);
      return;
    }
    await send(async (onUploadProgress) => {
      await applyForJob({
        variables: {
          jobId: job.id,
          input: {
            ...toApplicationInput(values, applicationSourceFor(search), job.questions, answers),
            ...privacy,
          },
          resume,
        },
        context: { onUploadProgress },
      });
      setSentTo(values.email.trim());
      return messages.application.success;
    });
  }

  return (
    <Dialog title={`Apply for ${job.title}`} onClose={onClose} className="dialog--wide dialog--apply">
      <div className="apply-layout">
        {/* Beside the form on wide screens (jobs.css), so the visitor applies with the job in view. */}
        <section className="apply-layout__job" aria-label={`About ${job.title}`}>
          {job.location && <p className="job-details__location">{job.location}</p>}
          <LineList title="Description" lines={job.description} />
        </section>
        <div className="apply-layout__form">
          {status !== 'success' && (
            <ApplicationForm
              busy={status === 'submitting'}
              progress={progress}
              questions={job.questions}
              onSubmit={submit}
            />
          )}
          {/* The live regions stay mounted, so a screen reader announces each new message. */}
          <FormMessage message={status === 'error' ? message : null} tone="error" />
          <FormMessage message={status === 'success' ? message : null} tone="success" />
          <p className="apply-next" role="status">
            {status === 'success' ? applicationNextStep(sentTo) : ''}
          </p>
        </div>
      </div>
    </Dialog>
  );
}
