import { useId } from 'react';

import type { SiteContentRevisionFieldsFragment } from '../../../gql/graphql';
import { formatMoment } from '../../../lib/format-when';
import { restoreLabel, revisionName, siteAdminMessages as m } from '../site-admin-messages';

export interface RevisionHistoryProps {
  revisions: readonly SiteContentRevisionFieldsFragment[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /** The privacy policy: each revision shows the privacy version it made. */
  showPrivacyVersion: boolean;
  onRestore: (revision: SiteContentRevisionFieldsFragment) => void;
}

/** The document's publishes, the newest first: number, when, who (and the privacy version), and Restore. */
export function RevisionHistory({ revisions, failed, onRetry, showPrivacyVersion, onRestore }: RevisionHistoryProps) {
  const headingId = useId();
  let body;
  if (!revisions && failed) {
    body = (
      <>
        <p role="alert">{m.revisionsFailed}</p>
        <button type="button" className="button" onClick={onRetry}>
          {m.retry}
        </button>
      </>
    );
  } else if (!revisions) {
    body = <p role="status">{m.revisionsLoading}</p>;
  } else if (revisions.length === 0) {
    body = <p>{m.noRevisions}</p>;
  } else {
    body = (
      <ol className="site-editor__revisions" aria-label={m.revisionsLabel}>
        {revisions.map((revision) => (
          <li key={revision.id} className="site-editor__revision">
            <h3>{revisionName(revision.number)}</h3>
            <dl>
              <dt>{m.publishedWhen}</dt>
              <dd>
                <time dateTime={revision.publishedAt}>{formatMoment(revision.publishedAt)}</time>
              </dd>
              <dt>{m.publishedBy}</dt>
              <dd>{revision.publishedBy?.name ?? m.someone}</dd>
              {showPrivacyVersion && revision.privacyVersion && (
                <>
                  <dt>{m.privacyVersion}</dt>
                  <dd>{revision.privacyVersion}</dd>
                </>
              )}
            </dl>
            <button
              type="button"
              className="button button--small"
              aria-haspopup="dialog"
              aria-label={restoreLabel(revision.number)}
              onClick={() => onRestore(revision)}
            >
              {m.restore}
            </button>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section className="site-editor__history" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.revisions}</h2>
      {body}
    </section>
  );
}
