import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';

import { Dialog } from '../../components/ui/Dialog';
import { FormMessage } from '../../components/ui/FormMessage';
import { messages, SUCCESS_MESSAGE_MS } from '../../content/messages';
import { formPrivacy } from '../../content/privacy';
import { ApplicationCreateDocument } from '../../gql/graphql';

import {
  applicationErrorMessage,
  type ApplicationValues,
  toApplicationInput,
  validateApplication,
} from './application';
import { ApplicationForm, type ApplicationPrivacy } from './components/ApplicationForm';

export interface ApplyForJobProps {
  job: { id: string; title: string };
  /** Closed by the visitor before or without applying. */
  onClose: () => void;
  /** Called SUCCESS_MESSAGE_MS after a successful application (the dialog closes itself). */
  onSubmitted: () => void;
}

type Status = 'idle' | 'submitting' | 'success' | 'error';

/** The Apply Now dialog: checks the form, uploads the application, and says how it went. */
export function ApplyForJob({ job, onClose, onSubmitted }: ApplyForJobProps) {
  const [applyForJob] = useMutation(ApplicationCreateDocument);
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  // State updates land after the event; the ref stops a second submit that arrives before that.
  const sending = useRef(false);
  const onSubmittedRef = useRef(onSubmitted);

  useEffect(() => {
    onSubmittedRef.current = onSubmitted;
  });

  useEffect(() => {
    if (status !== 'success') return undefined;
    const timer = setTimeout(() => onSubmittedRef.current(), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function submit(values: ApplicationValues, resume: File | null, privacy: ApplicationPrivacy) {
    if (sending.current || status === 'success') return;
    const problem = validateApplication(values, resume);
    if (problem || !resume) {
      setStatus('error');
      setMessage(problem ?? messages.application.missingFields);
      return;
    }
    if (!privacy.consent) {
      setStatus('error');
      setMessage(formPrivacy.consentRequired);
      return;
    }
    sending.current = true;
    setStatus('submitting');
    setMessage(null);
    setProgress(null);
    try {
      await applyForJob({
        variables: { jobId: job.id, input: { ...toApplicationInput(values), ...privacy }, resume },
        context: { onUploadProgress: (loaded: number, total: number) => setProgress({ loaded, total }) },
      });
      setStatus('success');
      setMessage(messages.application.success);
    } catch (error) {
      setStatus('error');
      setMessage(applicationErrorMessage(error));
    } finally {
      sending.current = false;
    }
  }

  return (
    <Dialog title={`Apply for ${job.title}`} onClose={onClose} className="dialog--apply">
      {status !== 'success' && <ApplicationForm busy={status === 'submitting'} progress={progress} onSubmit={submit} />}
      {/* Both live regions stay mounted, so a screen reader announces each new message. */}
      <FormMessage message={status === 'error' ? message : null} tone="error" />
      <FormMessage message={status === 'success' ? message : null} tone="success" />
    </Dialog>
  );
}
