import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { FormMessage } from '../../components/ui/FormMessage';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { jobAlertPages } from '../../content/job-alerts';
import { hasErrorCode, serverMessage } from '../../lib/graphql-errors';

/** The copy of one of the two pages. */
export interface LinkPageCopy {
  title: string;
  lead: string;
  button: string;
  failed: string;
}

export interface JobAlertLinkPageProps {
  copy: LinkPageCopy;
  /** Sends the token; resolves with the message to show. */
  act: (token: string) => Promise<string>;
  busy: boolean;
}

/**
 * A page of a link in a job-alert mail (`#<token>`, so the token never reaches a server log).
 * Opening it changes nothing (mail scanners open links); the visitor acts with the button, and the
 * server's answer is shown (announced: a status, or an alert when it failed).
 */
export function JobAlertLinkPage({ copy, act, busy }: JobAlertLinkPageProps) {
  useDocumentTitle(copy.title);
  const token = decodeURIComponent(useLocation().hash.replace(/^#/, ''));
  const [outcome, setOutcome] = useState<{ message: string; tone: 'success' | 'error' } | null>(null);

  async function go() {
    try {
      setOutcome({ message: await act(token), tone: 'success' });
    } catch (error) {
      // NOT_FOUND: an altered link, or an alert that is gone; the server says which.
      setOutcome({ message: (hasErrorCode(error, 'NOT_FOUND') && serverMessage(error)) || copy.failed, tone: 'error' });
    }
  }

  return (
    <section className="page job-alert-page">
      <h1>{copy.title}</h1>
      {!token ? (
        <FormMessage message={jobAlertPages.invalidLink} tone="error" />
      ) : outcome?.tone === 'success' ? (
        <FormMessage message={outcome.message} tone="success" />
      ) : (
        <>
          <p>{copy.lead}</p>
          <SubmitButton type="button" busy={busy} onClick={() => void go()}>
            {copy.button}
          </SubmitButton>
          <FormMessage message={outcome?.message} tone="error" />
        </>
      )}
      <p>
        <Link to="/browse-positions">{jobAlertPages.browse}</Link>
      </p>
    </section>
  );
}
