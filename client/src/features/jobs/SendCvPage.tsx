import './jobs.css';

import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

import { FormMessage } from '../../components/ui/FormMessage';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { messages } from '../../content/messages';
import { formPrivacy } from '../../content/privacy';
import { GeneralApplicationCreateDocument } from '../../gql/graphql';

import { validateApplication } from './application';
import { GeneralApplicationForm } from './components/GeneralApplicationForm';
import type { ApplicationPrivacy } from './components/ResumeAndConsent';
import { type GeneralApplicationValues, sendCvContent, toGeneralApplicationInput } from './general-application';
import { LIST_PATH } from './job-board';
import { useResumeSubmission } from './use-resume-submission';

/**
 * /send-cv ("Send us your CV"): a CV without a job, for the talent pool. The apply form's fields,
 * checks, consent and messages; once sent, the server's receipt replaces the form (it says that a
 * CV sent before from the same address is replaced) and takes the focus.
 */
export function SendCvPage() {
  useDocumentTitle(sendCvContent.title);
  const [sendCv] = useMutation(GeneralApplicationCreateDocument);
  const { status, message, progress, refuse, submit: send } = useResumeSubmission();
  const receiptRef = useRef<HTMLDivElement>(null);

  // The form, and its focused button, go away on success: the focus moves to what replaced them.
  useEffect(() => {
    if (status === 'success') receiptRef.current?.focus();
  }, [status]);

  async function submit(values: GeneralApplicationValues, resume: File | null, privacy: ApplicationPrivacy) {
    const problem = validateApplication(values, resume) ?? (privacy.consent ? null : formPrivacy.consentRequired);
    if (problem || !resume) {
      refuse(problem ?? messages.application.missingFields);
      return;
    }
    await send(async (onUploadProgress) => {
      const { data } = await sendCv({
        variables: { input: { ...toGeneralApplicationInput(values), ...privacy }, resume },
        context: { onUploadProgress },
      });
      return data?.sendGeneralApplication.message ?? messages.application.success;
    });
  }

  return (
    <section className="page send-cv">
      <h1>{sendCvContent.title}</h1>
      <p className="send-cv__lead">{sendCvContent.lead}</p>
      {status === 'success' ? (
        <div className="send-cv__receipt" ref={receiptRef} tabIndex={-1}>
          <FormMessage message={message} tone="success" />
          <p>
            <Link to={LIST_PATH}>{sendCvContent.browse}</Link>
          </p>
        </div>
      ) : (
        <>
          <GeneralApplicationForm busy={status === 'submitting'} progress={progress} onSubmit={submit} />
          {/* A live region that stays mounted, so a screen reader announces each new message. */}
          <FormMessage message={status === 'error' ? message : null} tone="error" />
        </>
      )}
    </section>
  );
}
