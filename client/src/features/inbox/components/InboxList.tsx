import { Link } from 'react-router-dom';

import { formatMoment } from '../../../lib/format-when';
import { INBOX_KINDS, type InboxKind, inboxMessages } from '../inbox-messages';

export interface InboxItem {
  kind: InboxKind;
  id: string;
  name: string;
  email: string;
  phone: string;
  location: string;
  /** A contact message's text; a join-us request's type (Individual or Organization). */
  text: string;
  createdAt: string;
}

/**
 * The inbox's items in the order given (newest first). Each shows its kind, who sent it and when;
 * opening it shows the rest and links to the screen that lists that kind in full.
 */
export function InboxList({ items }: { items: readonly InboxItem[] }) {
  return (
    <ol className="inbox__list" aria-label="Inbox, newest first">
      {items.map((item) => {
        const kind = INBOX_KINDS[item.kind];
        return (
          <li key={`${item.kind}-${item.id}`} className="inbox__item">
            <details>
              <summary className="inbox__summary">
                <span className={`inbox__kind inbox__kind--${item.kind}`}>{kind.label}</span>
                <span className="inbox__name">{item.name}</span>
                <span className="inbox__preview">{item.text}</span>
                <time className="inbox__received" dateTime={item.createdAt}>
                  {formatMoment(item.createdAt)}
                </time>
              </summary>
              <div className="inbox__detail">
                <dl className="inbox__facts">
                  <div>
                    <dt>Email</dt>
                    <dd>
                      <a href={`mailto:${item.email}`}>{item.email}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>{item.kind === 'contact' ? 'Mobile' : 'Phone'}</dt>
                    <dd>{item.phone}</dd>
                  </div>
                  <div>
                    <dt>Location</dt>
                    <dd>{item.location || inboxMessages.notGiven}</dd>
                  </div>
                  {item.kind === 'joinUs' && (
                    <div>
                      <dt>Type</dt>
                      <dd>{item.text}</dd>
                    </div>
                  )}
                </dl>
                {item.kind === 'contact' && <p className="inbox__text">{item.text || inboxMessages.noText}</p>}
                <p className="inbox__more">
                  <Link to={kind.screen}>
                    All {kind.plural.toLowerCase()} ({kind.screenName})
                  </Link>
                </p>
              </div>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
