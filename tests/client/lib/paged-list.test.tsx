import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';

import { PagedList } from '../../../client/src/components/ui/PagedList';
import {
  AuditEntriesDocument,
  ContactMessagesListDocument,
  type ContactMessagesListQuery,
} from '../../../client/src/gql/graphql';
import { createCache } from '../../../client/src/lib/apollo-client';
import { usePagedList } from '../../../client/src/lib/use-paged-list';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

/**
 * The paging mechanism on its own: `usePagedList` over a real document (the contact inbox's, paged
 * by offset; the audit log's, paged by cursor) and the app's cache, drawn by `PagedList`.
 */
const PAGE_SIZE = 3;

/** A message as the API answers it (the generated types leave out `__typename`). */
function message(n: number): ContactMessagesListQuery['contactMessages']['items'][number] & { __typename: string } {
  return {
    __typename: 'ContactMessage',
    id: `msg-${n}`,
    name: `Sender ${n}`,
    email: `sender${n}@example.com`,
    mobile: '+44 7700 900000',
    location: '',
    message: '',
    createdAt: '2025-01-01T09:00:00.000Z',
  };
}

function pageMock(
  items: ReturnType<typeof message>[],
  { total = items.length, offset = 0, delay = 0 } = {},
): MockLink.MockedResponse {
  return {
    request: { query: ContactMessagesListDocument, variables: { limit: PAGE_SIZE, offset } },
    result: { data: { contactMessages: { __typename: 'ContactMessagePage', total, items } } },
    delay,
  };
}

function failureMock(offset = 0): MockLink.MockedResponse {
  return {
    request: { query: ContactMessagesListDocument, variables: { limit: PAGE_SIZE, offset } },
    error: new TypeError('Failed to fetch'),
  };
}

function Messages({ onError }: { onError?: (error: unknown) => void }) {
  const list = usePagedList(ContactMessagesListDocument, {
    variables: { limit: PAGE_SIZE, offset: 0 },
    page: (data) => data.contactMessages,
    onError,
  });
  return (
    <>
      {/* Asks twice in the same moment, as a double tap could: only one request may leave. */}
      <button type="button" onClick={() => void Promise.all([list.loadMore(), list.loadMore()])}>
        Ask twice
      </button>
      <PagedList
        state={list.state}
        loading="Loading messages..."
        failed="Failed to load messages."
        empty="No messages yet."
        count={(shown, total) => `Showing ${shown} of ${total}`}
        loadMoreFailed="Failed to load more messages."
      >
        {(items) => (
          <ul aria-label="Messages">
            {items.map((item) => (
              <li key={item.id}>{item.name}</li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

function renderMessages(mocks: MockLink.MockedResponse[], onError?: (error: unknown) => void) {
  return renderApp(<Messages onError={onError} />, { mocks });
}

const names = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const loadMoreButton = () => screen.getByRole('button', { name: 'Load more' });

describe('a paged list', () => {
  it('shows the loading text as a status until the first page arrives', async () => {
    renderMessages([pageMock([message(1)], { delay: 20 })]);

    expect(screen.getByRole('status')).toHaveTextContent('Loading messages...');
    expect(await screen.findByRole('list', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByText('Loading messages...')).not.toBeInTheDocument();
  });

  it('shows the items with their count and no Load more when the first page holds every item', async () => {
    renderMessages([pageMock([message(1), message(2)])]);

    await screen.findByRole('list', { name: 'Messages' });
    expect(names()).toEqual(['Sender 1', 'Sender 2']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing to list', async () => {
    renderMessages([pageMock([])]);

    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the failure as an alert and tells the page when the first page fails', async () => {
    const onError = jest.fn();
    renderMessages([failureMock()], onError);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load messages.');
    expect(screen.queryByText('Loading messages...')).not.toBeInTheDocument();
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0][0]).toMatchObject({ message: 'Failed to fetch' });
  });

  it('shows Loading more... disabled while the next page is on its way', async () => {
    const user = setupUser();
    renderMessages([
      pageMock([message(1), message(2), message(3)], { total: 4 }),
      // Never answered: the state in flight stays to be read, whatever the machine's speed.
      pageMock([message(4)], { total: 4, offset: 3, delay: Infinity }),
    ]);
    await screen.findByRole('list', { name: 'Messages' });

    await user.click(loadMoreButton());

    expect(await screen.findByRole('button', { name: 'Loading more...' })).toBeDisabled();
    expect(names()).toEqual(['Sender 1', 'Sender 2', 'Sender 3']);
  });

  it('appends the next page and hides Load more when every item is shown', async () => {
    const user = setupUser();
    renderMessages([
      pageMock([message(1), message(2), message(3)], { total: 4 }),
      pageMock([message(4)], { total: 4, offset: 3 }),
    ]);
    await screen.findByRole('list', { name: 'Messages' });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 4');

    await user.click(loadMoreButton());

    await waitFor(() => expect(names()).toEqual(['Sender 1', 'Sender 2', 'Sender 3', 'Sender 4']));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 4');
    expect(screen.queryByRole('button', { name: /Load/ })).not.toBeInTheDocument();
  });

  it('shows no item twice when one arrived between pages and shifted the offsets', async () => {
    const user = setupUser();
    renderMessages([
      pageMock([message(9), message(8), message(7)], { total: 5 }),
      // A message arrived at the top meanwhile: the last one of page one comes again at offset 3.
      pageMock([message(7), message(6), message(5)], { total: 6, offset: 3 }),
    ]);
    await screen.findByRole('list', { name: 'Messages' });

    await user.click(loadMoreButton());

    await waitFor(() => expect(names()).toHaveLength(5));
    expect(names()).toEqual(['Sender 9', 'Sender 8', 'Sender 7', 'Sender 6', 'Sender 5']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 6');
  });

  it('keeps the items, says loading more failed and tries again when Load more fails and is pressed again', async () => {
    const user = setupUser();
    const onError = jest.fn();
    renderMessages(
      [
        pageMock([message(1), message(2), message(3)], { total: 4 }),
        failureMock(3),
        pageMock([message(4)], { total: 4, offset: 3 }),
      ],
      onError,
    );
    await screen.findByRole('list', { name: 'Messages' });

    await user.click(loadMoreButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load more messages.');
    expect(names()).toEqual(['Sender 1', 'Sender 2', 'Sender 3']);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(loadMoreButton()).toBeEnabled();

    await user.click(loadMoreButton());
    await waitFor(() => expect(names()).toHaveLength(4));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('sends one request when the next page is asked for twice at once', async () => {
    const user = setupUser();
    const onError = jest.fn();
    // One answer for offset 3: a second request would find none and fail. Apollo would merge two
    // identical requests in flight into one by itself; turned off here, so the hook's guard is tested.
    const client = new ApolloClient({
      cache: createCache(),
      link: new MockLink([
        pageMock([message(1), message(2), message(3)], { total: 5 }),
        pageMock([message(4)], { total: 5, offset: 3, delay: 20 }),
      ]),
      queryDeduplication: false,
    });
    render(
      <ApolloProvider client={client}>
        <Messages onError={onError} />
      </ApolloProvider>,
    );
    await screen.findByRole('list', { name: 'Messages' });

    await user.click(screen.getByRole('button', { name: 'Ask twice' }));

    await waitFor(() => expect(names()).toHaveLength(4));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });
});

function edge(n: number) {
  return {
    __typename: 'AuditEntryEdge',
    cursor: `c${n}`,
    node: {
      __typename: 'AuditEntry',
      id: `entry-${n}`,
      at: '2025-06-01T09:30:00.000Z',
      actorId: null,
      actorLabel: `actor ${n}`,
      action: 'SIGN_IN_FAILED',
      subjectType: null,
      subjectId: null,
      details: '{}',
      names: { __typename: 'AuditEntryNames', actorName: null, subjectName: null, context: null },
    },
  };
}

function connectionMock(
  edges: ReturnType<typeof edge>[],
  hasNextPage: boolean,
  after?: string,
): MockLink.MockedResponse {
  return {
    request: { query: AuditEntriesDocument, variables: { first: 2, ...(after ? { after } : {}) } },
    result: {
      data: {
        auditEntries: {
          __typename: 'AuditEntryConnection',
          edges,
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
        },
      },
    },
  };
}

function Entries() {
  const list = usePagedList(AuditEntriesDocument, { variables: { first: 2 }, page: (data) => data.auditEntries });
  return (
    <PagedList state={list.state} loading="Loading..." failed="Failed." empty="None.">
      {(entries) => (
        <ul aria-label="Entries">
          {entries.map((entry) => (
            <li key={entry.id}>{entry.actorLabel}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

describe('a paged list of a connection', () => {
  it('asks for the page after the last cursor and appends its nodes when Load more is pressed', async () => {
    const user = setupUser();
    renderApp(<Entries />, {
      mocks: [connectionMock([edge(3), edge(2)], true), connectionMock([edge(2), edge(1)], false, 'c2')],
    });
    const list = await screen.findByRole('list', { name: 'Entries' });

    await user.click(loadMoreButton());

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['actor 3', 'actor 2', 'actor 1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
