import './held-for-review.css';

import { useId, useState } from 'react';

import { formatAgo, formatMoment } from '../../lib/format-when';
import { serverMessage } from '../../lib/graphql-errors';

import { FormMessage } from './FormMessage';

/** One record held for review, as the section shows it. */
export interface HeldItem {
  id: string;
  name: string;
  email: string;
  /** When it was sent (ISO). */
  heldAt: string;
  /** What it is about beyond the person (the job applied for), if anything. */
  about?: string | null;
}

export const HELD_TITLE = 'Held for review';
export const HELD_EXPLANATION =
  'Sent faster than a person usually fills the form: a robot, or a browser that filled it in at once. ' +
  'Nothing has been sent for these yet. Release one to add it to the list and send what it would have sent; ' +
  'delete it if it is not a person.';
export const HELD_ACTION_FAILED = 'That did not work. Please try again.';

/**
 * The "Held for review" section of a screen whose records come from a public form: one click
 * releases a record, Delete asks to confirm first. Renders nothing while none are held, so the
 * screen looks as before for the usual case. The page owns the query and mutations.
 */
export function HeldForReview({
  items,
  onRelease,
  onDelete,
}: {
  items: readonly HeldItem[] | undefined;
  onRelease: (id: string) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
}) {
  const titleId = useId();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!items?.length) return null;

  const act = async (id: string, action: (id: string) => Promise<unknown>) => {
    setBusy(id);
    setError(null);
    try {
      await action(id);
      setConfirming(null);
    } catch (failure) {
      setError(serverMessage(failure) ?? HELD_ACTION_FAILED);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="held-for-review" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {HELD_TITLE} ({items.length})
      </h2>
      <p className="held-for-review__explanation">{HELD_EXPLANATION}</p>
      <FormMessage message={error} tone="error" />
      <ul className="held-for-review__list">
        {items.map((item) => (
          <li key={item.id} className="held-for-review__item">
            <div className="held-for-review__who">
              <strong>{item.name}</strong> <span>{item.email}</span>
              {item.about && <span className="held-for-review__about">{item.about}</span>}
              <span className="held-for-review__when">
                Sent{' '}
                <time dateTime={item.heldAt} title={formatMoment(item.heldAt)}>
                  {formatAgo(item.heldAt)}
                </time>
              </span>
            </div>
            {confirming === item.id ? (
              <div className="held-for-review__actions" role="group" aria-label={`Delete ${item.name}?`}>
                <span>Delete for good?</span>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy === item.id}
                  onClick={() => void act(item.id, onDelete)}
                >
                  Yes, delete
                </button>
                <button type="button" className="button" onClick={() => setConfirming(null)}>
                  Cancel
                </button>
              </div>
            ) : (
              <div className="held-for-review__actions">
                <button
                  type="button"
                  className="button"
                  aria-label={`Release ${item.name}`}
                  disabled={busy === item.id}
                  onClick={() => void act(item.id, onRelease)}
                >
                  Release
                </button>
                <button
                  type="button"
                  className="button"
                  aria-label={`Delete ${item.name}`}
                  disabled={busy === item.id}
                  onClick={() => setConfirming(item.id)}
                >
                  Delete
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
