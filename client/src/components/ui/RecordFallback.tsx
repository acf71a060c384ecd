import type { ReactNode } from 'react';

import { hasErrorCode } from '../../lib/graphql-errors';

/** The words a page about one record shows before (or instead of) the record. */
export interface RecordFallbackMessages {
  /** The page's heading while it loads or after a failure. */
  title: string;
  /** The heading and the sentence when the server has no such record. */
  notFoundTitle: string;
  notFound: string;
  /** Said (as an alert) when the record could not be loaded, beside the retry button. */
  failed: string;
  retry: string;
  /** Said (as a status) while the record loads. */
  loading: string;
}

export interface RecordFallbackProps {
  /** The page's class, so the fallback sits where the record would. */
  className: string;
  /** The link back to the list, above the heading. */
  back: ReactNode;
  messages: RecordFallbackMessages;
  /** The record's query: its error (if any), and how to ask again. */
  query: { error?: unknown; refetch: () => Promise<unknown> };
}

/**
 * What a page about one record (a client, a talent pool entry, a site document) shows until the
 * record is there: loading, "not found" when the server says NOT_FOUND, or a failure with Retry.
 */
export function RecordFallback({ className, back, messages: m, query }: RecordFallbackProps) {
  const notFound = hasErrorCode(query.error, 'NOT_FOUND');
  return (
    <section className={`page ${className}`}>
      {back}
      <h1>{notFound ? m.notFoundTitle : m.title}</h1>
      {notFound && <p>{m.notFound}</p>}
      {!notFound && Boolean(query.error) && (
        <>
          <p role="alert">{m.failed}</p>
          <button type="button" className="button" onClick={() => void query.refetch().catch(() => undefined)}>
            {m.retry}
          </button>
        </>
      )}
      {!query.error && <p role="status">{m.loading}</p>}
    </section>
  );
}
