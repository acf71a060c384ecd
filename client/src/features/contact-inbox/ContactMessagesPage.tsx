import './contact-inbox.css';

import { useQuery } from '@apollo/client/react';

import { useDocumentTitle } from '../../components/ui/use-document-title';
import { ContactMessagesListDocument } from '../../gql/graphql';

import { ContactMessageList } from './components/ContactMessageList';
import { contactInboxMessages } from './contact-inbox-messages';
import { appendPage, useLoadMore } from '../../lib/paging';

const PAGE_TITLE = 'Contact Messages';
/** Messages per request; "Load more" asks for the next page. */
export const CONTACT_MESSAGES_PAGE_SIZE = 20;

/** /admin/contact-messages: what visitors sent through the contact form, newest first. */
export function ContactMessagesPage() {
  useDocumentTitle(PAGE_TITLE);
  const list = useQuery(ContactMessagesListDocument, {
    variables: { limit: CONTACT_MESSAGES_PAGE_SIZE, offset: 0 },
    // A visit shows the messages that arrived since the last one.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const page = list.data?.contactMessages;

  const { loadingMore, loadMoreFailed, loadMore } = useLoadMore(
    page
      ? () =>
          list.fetchMore({
            variables: { offset: page.items.length },
            updateQuery: (previous, { fetchMoreResult }) => ({
              contactMessages: appendPage(previous.contactMessages, fetchMoreResult.contactMessages),
            }),
          })
      : null,
  );

  return (
    <section className="page contact-inbox">
      <h1>{PAGE_TITLE}</h1>
      {list.error && !page ? (
        <p role="alert" className="contact-inbox__notice contact-inbox__notice--error">
          {contactInboxMessages.failure}
        </p>
      ) : !page ? (
        <p role="status" className="contact-inbox__notice">
          {contactInboxMessages.loading}
        </p>
      ) : page.items.length === 0 ? (
        <p className="contact-inbox__notice">{contactInboxMessages.empty}</p>
      ) : (
        <>
          <p role="status" className="contact-inbox__count">
            Showing {page.items.length} of {page.total} messages
          </p>
          <ContactMessageList messages={page.items} />
          {page.items.length < page.total && (
            <div className="contact-inbox__more">
              <button type="button" className="button" onClick={loadMore} disabled={loadingMore}>
                {loadingMore ? contactInboxMessages.loadingMore : contactInboxMessages.loadMore}
              </button>
            </div>
          )}
          {loadMoreFailed && (
            <p role="alert" className="contact-inbox__notice contact-inbox__notice--error">
              {contactInboxMessages.failure}
            </p>
          )}
        </>
      )}
    </section>
  );
}
