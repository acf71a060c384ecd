import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { HELD_TITLE } from '../../../client/src/components/ui/HeldForReview';
import { HeldApplications } from '../../../client/src/features/candidates/HeldApplications';
import {
  CONTACT_MESSAGES_PAGE_SIZE,
  ContactMessagesPage,
} from '../../../client/src/features/contact-inbox/ContactMessagesPage';
import { HeldRegistrations } from '../../../client/src/features/event-admin/HeldRegistrations';
import { JOIN_US_PAGE_SIZE, JoinUsUsersPage } from '../../../client/src/features/join-us-admin/JoinUsUsersPage';
import {
  ContactMessagesListDocument,
  HeldApplicationDeleteDocument,
  HeldApplicationReleaseDocument,
  HeldApplicationsListDocument,
  HeldContactMessageDeleteDocument,
  HeldContactMessageReleaseDocument,
  HeldContactMessagesListDocument,
  HeldJoinUsPeopleListDocument,
  HeldJoinUsRequestReleaseDocument,
  HeldRegistrationDeleteDocument,
  HeldRegistrationReleaseDocument,
  HeldRegistrationsListDocument,
  JoinUsPeopleListDocument,
} from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

const SENT = '2026-11-26T09:30:00.000Z';

const person = (typename: string, id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: typename,
  id,
  name,
  email: `${id}@example.com`,
  heldAt: SENT,
  ...extra,
});

const contactRow = (id: string, name: string) => ({
  __typename: 'ContactMessage',
  id,
  name,
  email: `${id}@example.com`,
  mobile: '+44 7700 900000',
  location: 'Leeds',
  message: 'Hello',
  createdAt: SENT,
});

function contactList(items: ReturnType<typeof contactRow>[]): MockLink.MockedResponse {
  return {
    request: { query: ContactMessagesListDocument, variables: { limit: CONTACT_MESSAGES_PAGE_SIZE, offset: 0 } },
    result: { data: { contactMessages: { __typename: 'ContactMessagePage', total: items.length, items } } },
  };
}

const heldContacts = (items: ReturnType<typeof person>[]): MockLink.MockedResponse => ({
  request: { query: HeldContactMessagesListDocument },
  result: { data: { heldContactMessages: items } },
});

async function heldSection() {
  return (await screen.findByRole('heading', { name: new RegExp(`^${HELD_TITLE}`) })).closest('section')!;
}

describe('the contact inbox', () => {
  it('shows a message held for review apart from the inbox, and Release moves it into the inbox', async () => {
    const user = setupUser();
    const held = person('ContactMessage', 'held-1', 'Quick Sender');
    renderApp(<ContactMessagesPage />, {
      role: 'INTERNAL_RECRUITER',
      mocks: [
        heldContacts([held]),
        contactList([contactRow('msg-1', 'Slow Sender')]),
        {
          request: { query: HeldContactMessageReleaseDocument, variables: { id: 'held-1' } },
          result: { data: { releaseHeldContactMessage: { __typename: 'ContactMessage', id: 'held-1', heldAt: null } } },
        },
        heldContacts([]),
        contactList([contactRow('held-1', 'Quick Sender'), contactRow('msg-1', 'Slow Sender')]),
      ],
    });
    const section = await heldSection();
    expect(within(section).getByText('Quick Sender')).toBeInTheDocument();
    expect(within(section).getByText('held-1@example.com')).toBeInTheDocument();
    expect(await screen.findByText('Slow Sender')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Release Quick Sender' }));

    await screen.findByText('Showing 2 of 2 messages');
    // The held list is read again after the release: its section goes once that answer arrives.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: new RegExp(`^${HELD_TITLE}`) })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Quick Sender')).toBeInTheDocument();
  });

  it('asks before deleting a held message, and Cancel keeps it', async () => {
    const user = setupUser();
    renderApp(<ContactMessagesPage />, {
      role: 'INTERNAL_RECRUITER',
      mocks: [
        heldContacts([person('ContactMessage', 'held-2', 'Robot Maybe')]),
        contactList([]),
        {
          request: { query: HeldContactMessageDeleteDocument, variables: { id: 'held-2' } },
          result: { data: { deleteHeldContactMessage: 'held-2' } },
        },
        heldContacts([]),
      ],
    });
    const section = await heldSection();
    await user.click(within(section).getByRole('button', { name: 'Delete Robot Maybe' }));
    const confirm = within(section).getByRole('group', { name: 'Delete Robot Maybe?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(section).getByRole('button', { name: 'Release Robot Maybe' })).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Delete Robot Maybe' }));
    await user.click(within(section).getByRole('button', { name: 'Yes, delete' }));
    await waitForNoHeldSection();
  });
});

async function waitForNoHeldSection() {
  await waitFor(() => expect(screen.queryByRole('heading', { name: new RegExp(`^${HELD_TITLE}`) })).toBeNull());
}

describe('Join us Users', () => {
  it('lists held requests in their own section and releases one in a click', async () => {
    const user = setupUser();
    const joinRow = {
      __typename: 'JoinUsPerson',
      id: 'join-1',
      name: 'Autofill Person',
      email: 'join-1@example.com',
      phone: '+91 98765 43210',
      location: 'Chennai',
      type: 'Individual',
      createdAt: SENT,
    };
    const list = (items: (typeof joinRow)[]): MockLink.MockedResponse => ({
      request: { query: JoinUsPeopleListDocument, variables: { limit: JOIN_US_PAGE_SIZE, offset: 0 } },
      result: { data: { joinUsPeople: { __typename: 'JoinUsPersonPage', total: items.length, items } } },
    });
    renderApp(<JoinUsUsersPage />, {
      role: 'INTERNAL_RECRUITER',
      mocks: [
        {
          request: { query: HeldJoinUsPeopleListDocument },
          result: { data: { heldJoinUsPeople: [person('JoinUsPerson', 'join-1', 'Autofill Person')] } },
        },
        list([{ ...joinRow, id: 'join-0', name: 'Earlier Person', email: 'join-0@example.com' }]),
        {
          request: { query: HeldJoinUsRequestReleaseDocument, variables: { id: 'join-1' } },
          result: { data: { releaseHeldJoinUsRequest: { __typename: 'JoinUsPerson', id: 'join-1', heldAt: null } } },
        },
        { request: { query: HeldJoinUsPeopleListDocument }, result: { data: { heldJoinUsPeople: [] } } },
        list([joinRow, { ...joinRow, id: 'join-0', name: 'Earlier Person', email: 'join-0@example.com' }]),
      ],
    });
    const section = await heldSection();
    // The list's first answer is in before the release, whose list is read again.
    expect(await within(await screen.findByRole('table')).findByText('Earlier Person')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Release Autofill Person' }));
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Autofill Person')).toBeInTheDocument();
    await waitForNoHeldSection();
  });
});

describe('the candidates screens', () => {
  it('show a held application with its job, and Release takes it out of the held section', async () => {
    const user = setupUser();
    const application = {
      __typename: 'Application',
      id: 'app-1',
      fullName: 'Grace Quick',
      email: 'app-1@example.com',
      heldAt: SENT,
      job: { __typename: 'Job', id: 'job-1', title: 'Data Steward' },
    };
    renderApp(<HeldApplications jobId="job-1" />, {
      role: 'INTERNAL_RECRUITER',
      mocks: [
        {
          request: { query: HeldApplicationsListDocument, variables: { jobId: 'job-1' } },
          result: { data: { heldApplications: [application] } },
        },
        {
          request: { query: HeldApplicationReleaseDocument, variables: { id: 'app-1' } },
          result: { data: { releaseHeldApplication: { __typename: 'Application', id: 'app-1', heldAt: null } } },
        },
        {
          request: { query: HeldApplicationsListDocument, variables: { jobId: 'job-1' } },
          result: { data: { heldApplications: [] } },
        },
      ],
    });
    const section = await heldSection();
    expect(within(section).getByText('Data Steward')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Release Grace Quick' }));
    await waitForNoHeldSection();
  });

  it('say so when a release fails, and keep the application held', async () => {
    const user = setupUser();
    const application = {
      __typename: 'Application',
      id: 'app-2',
      fullName: 'Ada Quick',
      email: 'app-2@example.com',
      heldAt: SENT,
      job: { __typename: 'Job', id: 'job-1', title: 'Data Steward' },
    };
    renderApp(<HeldApplications />, {
      role: 'INTERNAL_RECRUITER',
      mocks: [
        {
          request: { query: HeldApplicationsListDocument, variables: { jobId: null } },
          result: { data: { heldApplications: [application] } },
        },
        {
          request: { query: HeldApplicationDeleteDocument, variables: { id: 'app-2' } },
          result: {
            errors: [
              {
                message: 'This record is not held for review: it was released or deleted already.',
                extensions: { code: 'NOT_FOUND' },
              },
            ],
          },
        },
      ],
    });
    const section = await heldSection();
    await user.click(within(section).getByRole('button', { name: 'Delete Ada Quick' }));
    await user.click(within(section).getByRole('button', { name: 'Yes, delete' }));
    expect(
      await within(section).findByText('This record is not held for review: it was released or deleted already.'),
    ).toHaveAttribute('role', 'alert');
    expect(within(section).getByText('Ada Quick')).toBeInTheDocument();
  });
});

describe('an event’s registrations', () => {
  it('show held registrations, and Release reads the held list again', async () => {
    const user = setupUser();
    const heldList = (items: ReturnType<typeof person>[]): MockLink.MockedResponse => ({
      request: { query: HeldRegistrationsListDocument, variables: { eventId: 'event-1' } },
      result: { data: { heldEventRegistrations: items } },
    });
    renderApp(<HeldRegistrations eventId="event-1" />, {
      role: 'INTERNAL_RECRUITER',
      mocks: [
        heldList([person('Registration', 'reg-1', 'Bo Quick')]),
        {
          request: { query: HeldRegistrationReleaseDocument, variables: { id: 'reg-1' } },
          result: {
            data: {
              releaseHeldRegistration: { __typename: 'Registration', id: 'reg-1', heldAt: null, status: 'WAITING' },
            },
          },
        },
        heldList([]),
      ],
    });
    const section = await heldSection();
    await user.click(within(section).getByRole('button', { name: 'Release Bo Quick' }));
    await waitForNoHeldSection();
  });

  it('delete a held registration only after the confirmation', async () => {
    const user = setupUser();
    renderApp(<HeldRegistrations eventId="event-2" />, {
      role: 'INTERNAL_RECRUITER',
      mocks: [
        {
          request: { query: HeldRegistrationsListDocument, variables: { eventId: 'event-2' } },
          result: { data: { heldEventRegistrations: [person('Registration', 'reg-2', 'Bot Like')] } },
        },
        {
          request: { query: HeldRegistrationDeleteDocument, variables: { id: 'reg-2' } },
          result: { data: { deleteHeldRegistration: 'reg-2' } },
        },
        {
          request: { query: HeldRegistrationsListDocument, variables: { eventId: 'event-2' } },
          result: { data: { heldEventRegistrations: [] } },
        },
      ],
    });
    const section = await heldSection();
    await user.click(within(section).getByRole('button', { name: 'Delete Bot Like' }));
    expect(within(section).getByText('Delete for good?')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Yes, delete' }));
    await waitForNoHeldSection();
  });
});
