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

const receivedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When a message arrived, in the reader's locale and time zone. */
export function formatReceived(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : receivedFormat.format(date);
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
                Received <time dateTime={item.createdAt}>{formatReceived(item.createdAt)}</time>
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
