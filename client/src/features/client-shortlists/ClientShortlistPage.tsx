import './client-shortlist.css';

import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';

import { useDocumentTitle } from '../../components/ui/use-document-title';
import {
  ClientShortlistCandidateAnswerDocument,
  ClientShortlistCodeRequestDocument,
  ClientShortlistCodeVerifyDocument,
  type ClientShortlistPageFieldsFragment,
  ClientShortlistViewDocument,
} from '../../gql/graphql';
import { formatDay } from '../../lib/format-when';
import { hasErrorCode, refusedField, serverMessage } from '../../lib/graphql-errors';

import {
  clientShortlistMessages as messages,
  NOT_AVAILABLE,
  openUntilLine,
  sharedLine,
  shortlistHeading,
} from './client-shortlist-messages';
import { CodeStep } from './components/CodeStep';
import { type AnswerDraft, type AnswerOutcome, ShortlistCandidate } from './components/ShortlistCandidate';

/** Keeps search engines off the page while it is shown (the server also sends X-Robots-Tag). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /shortlists/:token: the shortlist a recruiter sent to a client's contact, opened from the e-mail
 * without staff sign-in. A browser the server does not know yet asks for a one-time code by e-mail
 * first; then the page lists the candidates with the recruiter's notes and what was shared, and
 * takes the contact's answer about each. A link that is unknown, expired or revoked says only
 * that the shortlist is no longer available.
 */
export function ClientShortlistPage() {
  const { token = '' } = useParams();
  useNoIndex();
  const client = useApolloClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const view = useQuery(ClientShortlistViewDocument, {
    variables: { token },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const page = view.data?.clientShortlistPage;
  useDocumentTitle(page ? shortlistHeading(page.jobTitle) : messages.title);

  // A later request found the link gone (revoked or expired meanwhile): the page says so.
  const [gone, setGone] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [requestError, setRequestError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const [requestCode, requesting] = useMutation(ClientShortlistCodeRequestDocument);
  const [verifyCode, verifying] = useMutation(ClientShortlistCodeVerifyDocument);
  const [answerCandidate] = useMutation(ClientShortlistCandidateAnswerDocument);

  useEffect(() => {
    // Once the code opened the page, the focus goes to its heading (the form it was in is gone).
    if (opened) headingRef.current?.focus();
  }, [opened]);

  function showPage(next: ClientShortlistPageFieldsFragment) {
    client.cache.writeQuery({
      query: ClientShortlistViewDocument,
      variables: { token },
      data: { clientShortlistPage: next },
    });
  }

  async function onRequest() {
    setRequestError(null);
    try {
      await requestCode({ variables: { token } });
      setCodeSent(true);
    } catch (error) {
      if (hasErrorCode(error, 'NOT_FOUND')) setGone(serverMessage(error) ?? NOT_AVAILABLE);
      else setRequestError(serverMessage(error) ?? messages.codeFailed);
    }
  }

  async function onVerify(code: string) {
    setCodeError(null);
    setVerifyError(null);
    try {
      const { data } = await verifyCode({ variables: { token, code } });
      if (data) {
        showPage(data.verifyClientShortlistCode);
        setOpened(true);
      }
    } catch (error) {
      if (hasErrorCode(error, 'NOT_FOUND')) setGone(serverMessage(error) ?? NOT_AVAILABLE);
      else if (refusedField(error) === 'code') setCodeError(serverMessage(error) ?? messages.verifyFailed);
      else setVerifyError(serverMessage(error) ?? messages.verifyFailed);
    }
  }

  async function onAnswer(entryId: string, draft: AnswerDraft): Promise<AnswerOutcome> {
    try {
      const { data } = await answerCandidate({
        variables: {
          token,
          entryId,
          answer: draft.answer,
          reason: draft.answer === 'NOT_INTERESTED' ? draft.reason : null,
          comment: draft.comment || null,
        },
      });
      const answered = data?.answerClientShortlistCandidate;
      if (answered && page) {
        showPage({
          ...page,
          candidates: page.candidates.map((candidate) => (candidate.entryId === entryId ? answered : candidate)),
        });
      }
      return null;
    } catch (error) {
      if (hasErrorCode(error, 'NOT_FOUND')) {
        setGone(serverMessage(error) ?? NOT_AVAILABLE);
        return null;
      }
      return { message: serverMessage(error) ?? messages.answerFailed, field: refusedField(error) };
    }
  }

  const notAvailable =
    gone ?? (!page && hasErrorCode(view.error, 'NOT_FOUND') ? (serverMessage(view.error) ?? NOT_AVAILABLE) : null);

  let body;
  if (notAvailable) {
    body = (
      <>
        <h1>{messages.title}</h1>
        <p className="client-shortlist__gone">{notAvailable}</p>
      </>
    );
  } else if (!page) {
    body = (
      <>
        <h1>{messages.title}</h1>
        {view.error ? (
          <div>
            <p role="alert">{messages.failed}</p>
            <button
              type="button"
              className="button"
              disabled={view.loading}
              onClick={() => void view.refetch().catch(() => undefined)}
            >
              {messages.retry}
            </button>
          </div>
        ) : (
          <p role="status">{messages.loading}</p>
        )}
      </>
    );
  } else {
    body = (
      <>
        <h1 ref={headingRef} tabIndex={-1}>
          {shortlistHeading(page.jobTitle)}
        </h1>
        <p className="client-shortlist__lead">
          {sharedLine(page.clientName, page.recruiterName)} {openUntilLine(formatDay(page.expiresAt))}
        </p>
        {page.access === 'CODE_REQUIRED' ? (
          <CodeStep
            contactEmailHint={page.contactEmailHint}
            codeSent={codeSent}
            requesting={requesting.loading}
            requestError={requestError}
            verifying={verifying.loading}
            codeError={codeError}
            verifyError={verifyError}
            onRequest={() => void onRequest()}
            onVerify={(code) => void onVerify(code)}
          />
        ) : (
          <>
            {page.message && (
              <section className="client-shortlist__message" aria-labelledby="shortlist-message">
                <h2 id="shortlist-message">{messages.messageHeading}</h2>
                <p>{page.message}</p>
              </section>
            )}
            <section aria-labelledby="shortlist-candidates">
              <h2 id="shortlist-candidates">{messages.candidatesHeading}</h2>
              {page.candidates.length === 0 && <p>{messages.noCandidates}</p>}
              {page.candidates.map((candidate) => (
                <ShortlistCandidate
                  key={candidate.entryId}
                  candidate={candidate}
                  onAnswer={(draft) => onAnswer(candidate.entryId, draft)}
                />
              ))}
            </section>
          </>
        )}
      </>
    );
  }

  return (
    <section className="page client-shortlist" aria-busy={view.loading}>
      {body}
    </section>
  );
}
