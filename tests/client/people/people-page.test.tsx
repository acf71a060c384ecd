import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { PeoplePage } from '../../../client/src/features/people/PeoplePage';
import { PersonEraseDocument, PersonFindDocument } from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

const EMAIL = 'ada@example.com';
const consent = { __typename: 'ConsentRecord', basis: 'Consent', privacyVersion: '2026-11-25' } as const;

const held = {
  __typename: 'PersonRecords',
  email: EMAIL,
  applications: [
    {
      __typename: 'Application',
      id: 'a1',
      fullName: 'Ada Lovelace',
      email: 'Ada@Example.com',
      phone: '+44 20 7946 0001',
      status: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      lastActivityAt: '2026-11-20T10:00:00.000Z',
      job: { __typename: 'Job', id: 'j1', title: 'Data Steward' },
      consent,
    },
  ],
  registrations: [],
  joinUsRequests: [],
  contactMessages: [
    {
      __typename: 'ContactMessage',
      id: 'c1',
      name: 'Ada Lovelace',
      email: EMAIL,
      mobile: '+44 20 7946 0001',
      message: 'Please call me.',
      createdAt: '2026-11-21T10:00:00.000Z',
      consent: { ...consent, basis: 'Notice' },
    },
  ],
  talentPoolEntries: [] as {
    __typename: 'TalentPoolEntry';
    id: string;
    fullName: string;
    email: string;
    phone: string;
    message: string;
    createdAt: string;
    submittedAt: string;
    lastActivityAt: string;
    consent: typeof consent;
  }[],
  mail: [
    {
      __typename: 'PersonMail',
      id: 'm1',
      subject: 'We received your application: Data Steward',
      createdAt: '2026-11-20T10:00:00.000Z',
      sentAt: null,
    },
  ],
};
const empty = { ...held, applications: [], contactMessages: [], mail: [] };

function findMock(person: typeof held, email = EMAIL): MockLink.MockedResponse {
  return { request: { query: PersonFindDocument, variables: { email } }, result: { data: { person } } };
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  const user = setupUser();
  renderApp(<PeoplePage />, { route: '/admin/people', role: 'ADMIN', mocks });
  return user;
}

async function search(user: UserEvent, email = EMAIL) {
  await user.type(screen.getByRole('textbox', { name: /^E-mail address/ }), email);
  await user.click(screen.getByRole('button', { name: 'Find' }));
}

describe('the person screen', () => {
  it('shows everything held about an address, by kind, with what the person was shown', async () => {
    const user = renderPage([findMock(held)]);
    await search(user);
    expect(await screen.findByText(`Held about ${EMAIL}: 1 application, 1 contact message, 1 e-mail.`)).toHaveAttribute(
      'role',
      'status',
    );
    const applications = screen.getByRole('region', { name: 'Applications (1)' });
    expect(within(applications).getByText('Data Steward')).toBeInTheDocument();
    expect(within(applications).getByText('Privacy: consent given (policy 2026-11-25)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Event registrations (0)' })).getByText('None.')).toBeVisible();
    const contact = screen.getByRole('region', { name: 'Contact messages (1)' });
    expect(within(contact).getByText(/Please call me/)).toBeInTheDocument();
    expect(within(contact).getByText('Privacy: notice shown (policy 2026-11-25)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'E-mail (1)' })).getByText(/not sent yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export as zip' })).toBeEnabled();
  });

  it('shows the talent-pool entry of the address, and counts it', async () => {
    const entry = {
      __typename: 'TalentPoolEntry' as const,
      id: 't1',
      fullName: 'Ada Lovelace',
      email: EMAIL,
      phone: '+44 20 7946 0001',
      message: 'Data roles.',
      createdAt: '2026-11-19T10:00:00.000Z',
      submittedAt: '2026-11-22T10:00:00.000Z',
      lastActivityAt: '2026-11-22T10:00:00.000Z',
      consent,
    };
    const user = renderPage([findMock({ ...empty, talentPoolEntries: [entry] })]);
    await search(user);
    expect(await screen.findByText(`Held about ${EMAIL}: 1 talent-pool entry.`)).toBeInTheDocument();
    const pool = screen.getByRole('region', { name: 'Talent pool (1)' });
    expect(within(pool).getByText(/Data roles/)).toBeInTheDocument();
    expect(within(pool).getByText('Privacy: consent given (policy 2026-11-25)')).toBeInTheDocument();
  });

  it('says when nothing is held, offering no export or erasure', async () => {
    const user = renderPage([findMock(empty)]);
    await search(user);
    expect(await screen.findByText('Nothing is held about this address.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase everything' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export as zip' })).not.toBeInTheDocument();
  });

  it('erases after a confirmation, then says what went and shows nothing held', async () => {
    const user = renderPage([
      findMock(held),
      {
        request: { query: PersonEraseDocument, variables: { email: EMAIL } },
        result: {
          data: {
            erasePerson: {
              __typename: 'ErasureReport',
              applications: 1,
              resumes: 1,
              registrations: 0,
              joinUsRequests: 0,
              contactMessages: 1,
              talentPoolEntries: 0,
              mail: 1,
            },
          },
        },
      },
      findMock(empty),
    ]);
    await search(user);
    await user.click(await screen.findByRole('button', { name: 'Erase everything' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase this person' });
    expect(dialog).toHaveTextContent(
      `Erase everything held about ${EMAIL} (1 application, 1 contact message, 1 e-mail)`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(
      await screen.findByText('Erased 1 application, 1 contact message, 1 e-mail and 1 resume file successfully!'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Nothing is held about this address.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps everything when the confirmation is cancelled', async () => {
    const user = renderPage([findMock(held)]);
    await search(user);
    await user.click(await screen.findByRole('button', { name: 'Erase everything' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Applications (1)' })).toBeInTheDocument();
  });

  it('shows the server’s refusal to a role below ADMIN', async () => {
    const refusal = 'This needs the ADMIN role or higher; your account has the INTERNAL_RECRUITER role.';
    const user = renderPage([
      {
        request: { query: PersonFindDocument, variables: { email: EMAIL } },
        result: { errors: [{ message: refusal, extensions: { code: 'FORBIDDEN' } }] },
      },
    ]);
    await search(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });
});
