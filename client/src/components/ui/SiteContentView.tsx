import './site-content.css';

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { type SiteContentState, siteEditorPath } from '../../lib/site-content';

export const SITE_CONTENT_WORDS = {
  loading: 'Loading…',
  failed: 'This page could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  preview: 'Preview: this is the draft, not yet published',
  backToEditor: 'Back to the editor',
} as const;

/** A document shown on the page, and what its editor link says when there are several. */
export interface PageDocument {
  key: string;
  /** Names the editor when the page shows several documents ("Edit the testimonials"). */
  editLabel?: string;
}

/** Staff preview: says the page shows the drafts, and leads back to their editors. */
function PreviewBanner({ documents }: { documents: readonly PageDocument[] }) {
  const [main, ...others] = documents;
  return (
    <div className="preview-banner" role="status">
      <p className="page preview-banner__inner">
        <strong>{SITE_CONTENT_WORDS.preview}</strong>{' '}
        {main && <Link to={siteEditorPath(main.key)}>{SITE_CONTENT_WORDS.backToEditor}</Link>}
        {others.map((other) => (
          <span key={other.key}>
            {' · '}
            <Link to={siteEditorPath(other.key)}>{other.editLabel ?? other.key}</Link>
          </span>
        ))}
      </p>
    </div>
  );
}

/**
 * A content page's states (Redwood's Cells): "Loading…" while its documents are fetched, an error
 * with Try again, then the page, under a banner when staff preview the drafts.
 */
export function SiteContentView<T>({
  state,
  documents,
  children,
}: {
  state: SiteContentState<T>;
  /** The documents the page shows, the main one first (for the preview banner's links). */
  documents: readonly PageDocument[];
  children: (documents: T) => ReactNode;
}) {
  if (state.status === 'loading') {
    return (
      <p className="page" role="status">
        {SITE_CONTENT_WORDS.loading}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="page site-content-failed">
        <p role="alert">{SITE_CONTENT_WORDS.failed}</p>
        <button type="button" className="button" onClick={state.retry}>
          {SITE_CONTENT_WORDS.retry}
        </button>
      </div>
    );
  }
  return (
    <>
      {state.preview && <PreviewBanner documents={documents} />}
      {children(state.documents)}
    </>
  );
}
