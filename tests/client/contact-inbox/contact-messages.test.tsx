import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';

import {
  CONTACT_MESSAGES_PAGE_SIZE,
  ContactMessagesPage,
} from '../../../client/src/features/contact-inbox/ContactMessagesPage';
import { ContactMessagesListDocument } from '../../../client/src/gql/graphql';
import { formatMoment } from '../../../client/src/lib/format-when';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

interface Message {
  id: string;
  name: string;
  email: string;
  mobile: string;
  location: string;
  message: string;
  createdAt: string;
}

function contactMessage(n: number, overrides: Partial<Message> = {}): Message {
  return {
    id: `msg-${n}`,
    name: `Sender ${n}`,
    email: `sender${n}@example.com`,
    mobile: `+44 7700 900${String(n).padStart(3, '0')}`,
    location: `Town ${n}`,
    message: `Message ${n}`,
    createdAt: new Date(Date.UTC(2025, 0, 1, 9, 0) + n * 60_000).toISOString(),
    ...overrides,
  };
}

function listMock(items: Message[], { total = items.length, offset = 0, delay = 0 } = {}): MockLink.MockedResponse {
  return {
    request: { query: ContactMessagesListDocument, variables: { limit: CONTACT_MESSAGES_PAGE_SIZE, offset } },
    result: {
      data: {
        contactMessages: {
          __typename: 'ContactMessagePage',
          total,
          items: items.map((item) => ({ __typename: 'ContactMessage', ...item })),
        },
      },
    },
    delay,
  };
}

function errorMock(offset = 0): MockLink.MockedResponse {
  return {
    request: { query: ContactMessagesListDocument, variables: { limit: CONTACT_MESSAGES_PAGE_SIZE, offset } },
    error: new TypeError('Failed to fetch'),
  };
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderApp(<ContactMessagesPage />, { route: '/admin/contact-messages', role: 'INTERNAL_RECRUITER', mocks });
}

const articleNames = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe('contact messages inbox', () => {
  it('shows the loading text, then each message newest first with its sender details', async () => {
    const maria = contactMessage(2, {
      name: 'Maria Silva',
      email: 'maria@example.com',
      mobile: '+351 912 345 678',
      location: 'Porto',
      message: 'Hello',
      createdAt: '2025-03-04T15:45:00.000Z',
    });
    renderPage([listMock([maria, contactMessage(1)], { delay: 30 })]);

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeInTheDocument();
    expect(document.title).toBe('Contact Messages · Talent Consultancy');
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages...');

    const first = await screen.findByRole('article', { name: 'Maria Silva' });
    expect(screen.queryByText('Loading messages...')).not.toBeInTheDocument();
    expect(articleNames()).toEqual(['Maria Silva', 'Sender 1']);
    expect(screen.getByText('Showing 2 of 2 messages')).toBeInTheDocument();

    expect(within(first).getByRole('heading', { level: 2, name: 'Maria Silva' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'maria@example.com' })).toHaveAttribute(
      'href',
      'mailto:maria@example.com',
    );
    expect(within(first).getByText('+351 912 345 678')).toBeInTheDocument();
    expect(within(first).getByText('Porto')).toBeInTheDocument();
    expect(within(first).getByText('Hello')).toBeInTheDocument();
    const received = within(first).getByText((_, element) => element?.tagName === 'TIME');
    expect(received).toHaveAttribute('datetime', '2025-03-04T15:45:00.000Z');
    // Written as every admin screen writes a moment (the formatter has its own tests).
    expect(received).toHaveTextContent(formatMoment('2025-03-04T15:45:00.000Z'));
  });

  it('keeps the line breaks of a message', async () => {
    const text = 'Dear team,\n\nWe need two recruiters.\n  - one in Lisbon\nThanks';
    renderPage([listMock([contactMessage(1, { message: text })])]);
    const article = await screen.findByRole('article', { name: 'Sender 1' });

    const body = within(article).getByText((_, element) => element?.classList.contains('contact-inbox__text') ?? false);
    expect(body.textContent).toBe(text);
    expect(body).toHaveClass('contact-inbox__text');
  });

  it('marks an empty location and message as not given', async () => {
    renderPage([listMock([contactMessage(1, { location: '', message: '' })])]);
    const article = await screen.findByRole('article', { name: 'Sender 1' });
    expect(within(article).getByText('Not given')).toBeInTheDocument();
    expect(within(article).getByText('No message text.')).toBeInTheDocument();
  });

  it('says "No messages yet." when the inbox is empty', async () => {
    renderPage([listMock([])]);
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says "Failed to load messages." when the request fails', async () => {
    renderPage([errorMock()]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load messages.');
    expect(screen.queryByText('Loading messages...')).not.toBeInTheDocument();
  });

  it('appends the next page and hides Load more once every message is shown', async () => {
    const user = setupUser();
    const firstPage = Array.from({ length: CONTACT_MESSAGES_PAGE_SIZE }, (_, index) => contactMessage(index + 2));
    const total = CONTACT_MESSAGES_PAGE_SIZE + 1;
    renderPage([
      listMock(firstPage, { total }),
      listMock([contactMessage(1, { name: 'Oldest Sender' })], { total, offset: CONTACT_MESSAGES_PAGE_SIZE }),
    ]);

    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('article', { name: 'Oldest Sender' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(total);
    expect(screen.getByText(`Showing ${total} of ${total} messages`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('never shows a message twice when a new one arrived between pages', async () => {
    const user = setupUser();
    const firstPage = Array.from({ length: CONTACT_MESSAGES_PAGE_SIZE }, (_, index) =>
      contactMessage(CONTACT_MESSAGES_PAGE_SIZE + 1 - index),
    );
    const total = CONTACT_MESSAGES_PAGE_SIZE + 1;
    renderPage([
      listMock(firstPage, { total }),
      // A message arrived in between, pushing the last one of page one onto page two.
      listMock([firstPage[CONTACT_MESSAGES_PAGE_SIZE - 1], contactMessage(0, { name: 'Oldest Sender' })], {
        total: total + 1,
        offset: CONTACT_MESSAGES_PAGE_SIZE,
      }),
    ]);

    expect(await screen.findAllByRole('article')).toHaveLength(CONTACT_MESSAGES_PAGE_SIZE);
    expect(screen.getByText(`Showing ${CONTACT_MESSAGES_PAGE_SIZE} of ${total} messages`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('article', { name: 'Oldest Sender' })).toBeInTheDocument();
    const names = articleNames();
    expect(names).toHaveLength(CONTACT_MESSAGES_PAGE_SIZE + 1);
    expect(names[0]).toBe(`Sender ${CONTACT_MESSAGES_PAGE_SIZE + 1}`);
    expect(names.at(-1)).toBe('Oldest Sender');
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the shown messages and says loading more failed when the next page fails', async () => {
    const user = setupUser();
    const firstPage = Array.from({ length: CONTACT_MESSAGES_PAGE_SIZE }, (_, index) => contactMessage(index + 1));
    renderPage([listMock(firstPage, { total: CONTACT_MESSAGES_PAGE_SIZE + 3 }), errorMock(CONTACT_MESSAGES_PAGE_SIZE)]);
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load messages.');
    expect(screen.getAllByRole('article')).toHaveLength(CONTACT_MESSAGES_PAGE_SIZE);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });
});
