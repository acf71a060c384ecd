import { useRef, useState } from 'react';

import { applicationErrorMessage } from './application';

export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'error';

/** Bytes of the upload sent so far. */
export interface UploadProgressState {
  loaded: number;
  total: number;
}

/**
 * Sending a form with a resume (a job's application, a CV for the talent pool): one send at a
 * time, the upload's progress, and the outcome as the form's message line says it (the server's
 * words after the apply form's prefix when it refused, as applicationErrorMessage words it).
 */
export function useResumeSubmission() {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgressState | null>(null);
  // State updates land after the event; the ref stops a second submit that arrives before that.
  const sending = useRef(false);

  const idle = () => !sending.current && status !== 'success';

  /** The form is not ready to send: says why (what is missing, the consent box). */
  function refuse(problem: string): void {
    if (!idle()) return;
    setStatus('error');
    setMessage(problem);
  }

  /**
   * Runs `send` (given the progress callback for the upload link) and shows the success message it
   * answers, or why it failed.
   */
  async function submit(
    send: (onUploadProgress: (loaded: number, total: number) => void) => Promise<string>,
  ): Promise<void> {
    if (!idle()) return;
    sending.current = true;
    setStatus('submitting');
    setMessage(null);
    setProgress(null);
    try {
      const success = await send((loaded, total) => setProgress({ loaded, total }));
      setStatus('success');
      setMessage(success);
    } catch (error) {
      setStatus('error');
      setMessage(applicationErrorMessage(error));
    } finally {
      sending.current = false;
    }
  }

  return { status, message, progress, refuse, submit };
}
