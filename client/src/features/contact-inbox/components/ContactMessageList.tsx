import { formatMoment } from '../../../lib/format-when';
import { contactInboxMessages } from '../contact-inbox-messages';

export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  mobile: string;
  location: string;
  message: string;
  createdAt: string;
}

/** The inbox: one article per message, in the order given (newest first). */
export function ContactMessageList({ messages }: { messages: readonly InboxMessage[] }) {
  return (
    <ol className="contact-inbox__list" aria-label="Contact messages, newest first">
      {messages.map((item) => (
        <li key={item.id}>
          <article className="contact-inbox__message" aria-labelledby={`contact-message-${item.id}`}>
            <header className="contact-inbox__header">
              <h2 id={`contact-message-${item.id}`} className="contact-inbox__name">
                {item.name}
              </h2>
              <p className="contact-inbox__received">
                Received <time dateTime={item.createdAt}>{formatMoment(item.createdAt)}</time>
              </p>
            </header>
            <dl className="contact-inbox__details">
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${item.email}`}>{item.email}</a>
                </dd>
              </div>
              <div>
                <dt>Mobile</dt>
                <dd>{item.mobile}</dd>
              </div>
              <div>
                <dt>Location</dt>
                <dd>{item.location || contactInboxMessages.notGiven}</dd>
              </div>
            </dl>
            {item.message ? (
              <p className="contact-inbox__text">{item.message}</p>
            ) : (
              <p className="contact-inbox__text contact-inbox__text--empty">{contactInboxMessages.noText}</p>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}
