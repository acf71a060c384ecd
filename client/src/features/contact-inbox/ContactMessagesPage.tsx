import './contact-inbox.css';

import { PagedList } from '../../components/ui/PagedList';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { ContactMessagesListDocument } from '../../gql/graphql';
import { usePagedList } from '../../lib/use-paged-list';

import { ContactMessageList } from './components/ContactMessageList';
import { contactInboxMessages } from './contact-inbox-messages';
import { HeldContactMessages } from './HeldContactMessages';

const PAGE_TITLE = 'Contact Messages';
/** Messages per request; "Load more" asks for the next page. */
export const CONTACT_MESSAGES_PAGE_SIZE = 20;

/** /admin/contact-messages: what visitors sent through the contact form, newest first. */
export function ContactMessagesPage() {
  useDocumentTitle(PAGE_TITLE);
  const list = usePagedList(ContactMessagesListDocument, {
    variables: { limit: CONTACT_MESSAGES_PAGE_SIZE, offset: 0 },
    page: (data) => data.contactMessages,
    // A visit shows the messages that arrived since the last one.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });

  return (
    <section className="page contact-inbox">
      <h1>{PAGE_TITLE}</h1>
      <HeldContactMessages />
      <PagedList
        state={list.state}
        loading={contactInboxMessages.loading}
        failed={contactInboxMessages.failure}
        empty={contactInboxMessages.empty}
        count={(shown, total) => `Showing ${shown} of ${total} messages`}
        loadMoreFailed={contactInboxMessages.failure}
      >
        {(messages) => <ContactMessageList messages={messages} />}
      </PagedList>
    </section>
  );
}
