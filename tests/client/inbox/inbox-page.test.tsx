import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';

import { INBOX_PAGE_SIZE, InboxPage } from '../../../client/src/features/inbox/InboxPage';
import { InboxListDocument } from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

const CONTACTS = [
  {
    id: 'c-2',
    name: 'Maria Silva',
    email: 'maria@example.com',
    mobile: '+351 912 345 678',
    location: 'Porto',
    message: 'Leadership training for 40 managers.',
    createdAt: '2025-05-12T09:00:00.000Z',
  },
  {
    id: 'c-1',
    name: 'Tom Berg',
    email: 'tom@example.com',
    mobile: '+46 70 123 45 67',
    location: '',
    message: 'A question about fees.',
    createdAt: '2025-05-10T09:00:00.000Z',
  },
];
const JOINERS = [
  {
    id: 'j-1',
    name: 'Sunita Rao',
    email: 'sunita@example.com',
    phone: '+91 97000 11111',
    location: 'Chennai',
    type: 'Organization' as const,
    createdAt: '2025-05-11T09:00:00.000Z',
  },
];

function inboxMock(limit = INBOX_PAGE_SIZE): MockLink.MockedResponse {
  return {
    request: { query: InboxListDocument, variables: { limit } },
    result: {
      data: {
        contactMessages: {
          __typename: 'ContactMessagePage',
          total: 30,
          items: CONTACTS.map((item) => ({ __typename: 'ContactMessage', ...item })),
        },
        joinUsPeople: {
          __typename: 'JoinUsPersonPage',
          total: 1,
          items: JOINERS.map((item) => ({ __typename: 'JoinUsPerson', ...item })),
        },
      },
    },
  };
}

function renderInbox(route = '/admin/inbox') {
  return renderApp(<InboxPage />, { route, role: 'INTERNAL_RECRUITER', mocks: [inboxMock()] });
}

/** The names of the listed items, in order. */
async function listedNames() {
  const list = await screen.findByRole('list', { name: 'Inbox, newest first' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.inbox__name')?.textContent);
}

describe('the inbox', () => {
  it('lists contact messages and join-us requests together, newest first, with both totals counted', async () => {
    renderInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(await listedNames()).toEqual(['Maria Silva', 'Sunita Rao', 'Tom Berg']);
    expect(screen.getByText('Showing 3 of 31')).toBeInTheDocument();
    // More exist than are shown: "Load more" asks for them.
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('shows one kind when the filter asks for it, and keeps the choice in the address', async () => {
    const user = setupUser();
    renderInbox();
    await listedNames();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Join-us requests');
    expect(await listedNames()).toEqual(['Sunita Rao']);
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens from an address with ?kind=contact on the contact messages only', async () => {
    renderInbox('/admin/inbox?kind=contact');
    expect(await listedNames()).toEqual(['Maria Silva', 'Tom Berg']);
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('contact');
  });

  it('opens an item in place, with its details and a link to the screen that lists its kind', async () => {
    const user = setupUser();
    renderInbox();
    await listedNames();
    await user.click(screen.getByText('Tom Berg'));
    const item = screen.getByText('Tom Berg').closest('li')!;
    expect(within(item).getByRole('link', { name: 'tom@example.com' })).toHaveAttribute(
      'href',
      'mailto:tom@example.com',
    );
    expect(within(item).getByText('Not given')).toBeVisible();
    expect(within(item).getByRole('link', { name: /Contact Messages/ })).toHaveAttribute(
      'href',
      '/admin/contact-messages',
    );
  });
});
