import './client-shortlists.css';

import { useId, useRef, useState } from 'react';

import type { SentShortlistFieldsFragment } from '../../gql/graphql';
import { formatDay, formatMoment } from '../../lib/format-when';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { TableScroll } from '../ui/TableScroll';

import {
  answersLine,
  clientShortlistWords as words,
  revokedLine,
  revokeExplained,
  STATUS_LABELS,
} from './client-shortlist-words';

export interface SentToClientsPanelProps {
  /** The job's shortlists, newest first; undefined while loading. */
  shortlists: readonly SentShortlistFieldsFragment[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /** Revokes one; resolves with why it failed (the server's words), or null once revoked. */
  onRevoke: (id: string) => Promise<string | null>;
}

/**
 * The board's "Sent to clients": each shortlist sent for the job (to whom, when, until when, its
 * status and how many candidates were answered), with Revoke for an active one after a confirmation.
 */
export function SentToClientsPanel({ shortlists, failed, onRetry, onRevoke }: SentToClientsPanelProps) {
  const headingId = useId();
  const saidRef = useRef<HTMLParagraphElement>(null);
  const [revoking, setRevoking] = useState<SentShortlistFieldsFragment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');

  async function confirm() {
    if (!revoking) return;
    setBusy(true);
    setError(null);
    const problem = await onRevoke(revoking.id);
    setBusy(false);
    if (problem) {
      setError(problem);
      return;
    }
    setSaid(revokedLine(revoking.contact.fullName));
    setRevoking(null);
    // The Revoke button pressed is gone with the shortlist's new status: the focus goes to what happened.
    requestAnimationFrame(() => saidRef.current?.focus());
  }

  let body;
  if (!shortlists) {
    body = failed ? (
      <div>
        <p role="alert">{words.panelFailed}</p>
        <button type="button" className="button" onClick={onRetry}>
          {words.retry}
        </button>
      </div>
    ) : (
      <p role="status">{words.panelLoading}</p>
    );
  } else if (shortlists.length === 0) {
    body = <p className="client-shortlists__empty">{words.panelEmpty}</p>;
  } else {
    body = (
      <TableScroll label={words.panelTable} className="client-shortlists__scroll">
        <table className="client-shortlists__table">
          <thead>
            <tr>
              <th scope="col">Contact</th>
              <th scope="col">Sent</th>
              <th scope="col">Expires</th>
              <th scope="col">Status</th>
              <th scope="col">Answers</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shortlists.map((shortlist) => {
              const answered = shortlist.entries.filter((entry) => entry.answer).length;
              return (
                <tr key={shortlist.id}>
                  <th scope="row">{shortlist.contact.fullName}</th>
                  <td>
                    <time dateTime={shortlist.sentAt}>{formatMoment(shortlist.sentAt)}</time>
                    {shortlist.sentByName && <> by {shortlist.sentByName}</>}
                  </td>
                  <td>
                    <time dateTime={shortlist.expiresAt}>{formatDay(shortlist.expiresAt)}</time>
                  </td>
                  <td>
                    <span
                      className={`client-shortlists__status client-shortlists__status--${shortlist.status.toLowerCase()}`}
                    >
                      {STATUS_LABELS[shortlist.status]}
                    </span>
                  </td>
                  <td>{answersLine(answered, shortlist.entries.length)}</td>
                  <td>
                    {shortlist.status === 'ACTIVE' && (
                      <button
                        type="button"
                        className="button"
                        aria-label={`${words.revoke} the shortlist for ${shortlist.contact.fullName}`}
                        onClick={() => {
                          setError(null);
                          setRevoking(shortlist);
                        }}
                      >
                        {words.revoke}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    );
  }

  return (
    <section className="client-shortlists" aria-labelledby={headingId}>
      <h2 id={headingId}>{words.panelTitle}</h2>
      <p ref={saidRef} role="status" tabIndex={-1} className="client-shortlists__said">
        {said}
      </p>
      {body}
      {revoking && (
        <ConfirmDialog
          title={words.revokeTitle}
          confirmLabel={words.revokeConfirm}
          danger
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={() => setRevoking(null)}
        >
          <p>{revokeExplained(revoking.contact.fullName)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
