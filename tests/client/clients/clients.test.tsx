import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';

import { ClientPage } from '../../../client/src/features/clients/ClientPage';
import { ClientsPage } from '../../../client/src/features/clients/ClientsPage';
import { ClientCreateDocument } from '../../../client/src/gql/graphql';
import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import { acme, addContactMock, detailsMock, listErrorMock, listMock, placementsMock, row } from './fixtures';

function renderList(mocks: MockLink.MockedResponse[]) {
  return renderApp(<ClientsPage />, {
    route: '/admin/clients',
    path: '/admin/clients',
    role: 'INTERNAL_RECRUITER',
    mocks: [meMock('INTERNAL_RECRUITER'), ...mocks],
  });
}

function renderClient(mocks: MockLink.MockedResponse[]) {
  return renderApp(<ClientPage />, {
    route: '/admin/clients/c1',
    path: '/admin/clients/:id',
    role: 'INTERNAL_RECRUITER',
    mocks: [meMock('INTERNAL_RECRUITER'), ...mocks],
  });
}

describe('the clients list (/admin/clients)', () => {
  it('says it is loading, then lists the clients with their figures, each name opening its page', async () => {
    renderList([listMock([row(1), row(2)])]);
    expect(screen.getByText('Loading the clients...')).toHaveAttribute('role', 'status');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((line) =>
        within(line)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Client 1', 'Industry 1', '1', '2', '3'],
      ['Client 2', 'Industry 2', '2', '4', '6'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Client 1' })).toHaveAttribute('href', '/admin/clients/c1');
    expect(screen.getByText('2 clients')).toBeInTheDocument();
  });

  it('says when there are no clients yet', async () => {
    renderList([listMock([])]);
    expect(await screen.findByText('No clients yet. Add the first one.')).toBeInTheDocument();
  });

  it('says when the clients could not be loaded', async () => {
    renderList([listErrorMock()]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the clients.');
  });

  it('adds a client from the dialog, asking for the name first, then lists it', async () => {
    const user = setupUser();
    const input = { name: 'Globex', website: null, industry: 'Energy', notes: null, showNamePublicly: true };
    renderList([
      listMock([row(1)]),
      {
        request: { query: ClientCreateDocument, variables: { input } },
        result: { data: { createClient: { ...row(9), name: 'Globex', industry: 'Energy' } } },
      },
      listMock([row(1), { ...row(9), name: 'Globex', industry: 'Energy' }]),
    ]);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add client' }));
    const dialog = screen.getByRole('dialog', { name: 'Add client' });
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
      'Enter the client’s name.',
    );

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Globex');
    await user.type(within(dialog).getByRole('textbox', { name: 'Industry' }), 'Energy');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show the name on public job postings' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Globex was added.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'Globex' })).toHaveAttribute('href', '/admin/clients/c9');
  });
});

describe('a client’s page (/admin/clients/:id)', () => {
  it('shows the details, figures, contacts, jobs linking to their pipeline, and placements', async () => {
    renderClient([detailsMock(), placementsMock()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Foods' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://acme.example.com' })).toHaveAttribute(
      'href',
      'https://acme.example.com',
    );
    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(within(figures).getByText('Open jobs').nextSibling).toHaveTextContent('2');
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(within(contacts).getByRole('cell', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(within(contacts).getByRole('button', { name: 'Edit Grace Hopper' })).toBeInTheDocument();
    const jobs = screen.getByRole('region', { name: 'Jobs' });
    expect(within(jobs).getByRole('link', { name: 'Payroll Specialist' })).toHaveAttribute(
      'href',
      '/admin/jobs/j1/pipeline',
    );
    const placements = screen.getByRole('region', { name: 'Placements' });
    expect(await within(placements).findByRole('link', { name: 'Katherine Johnson' })).toHaveAttribute(
      'href',
      '/admin/candidates/a1',
    );
    expect(within(placements).getByText('2026-12-01')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Logo' })).toHaveTextContent('No logo yet.');
    // Deleting a client is ADMIN's: a recruiter is not offered it.
    expect(screen.queryByRole('button', { name: 'Delete client' })).not.toBeInTheDocument();
  });

  it('says when the client does not exist', async () => {
    const { GraphQLError } = await import('graphql');
    renderClient([
      {
        request: {
          query: (await import('../../../client/src/gql/graphql')).ClientDetailsDocument,
          variables: { id: 'c1' },
        },
        result: { errors: [new GraphQLError('This client does not exist.', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Client not found' })).toBeInTheDocument();
  });

  it('checks a new contact’s name and e-mail before sending, then adds it', async () => {
    const user = setupUser();
    const input = { fullName: 'Ada Lovelace', role: null, email: 'ada@acme.example.com', phone: null };
    const withAda = {
      ...acme,
      contacts: [
        {
          __typename: 'ClientContact' as const,
          id: 'p2',
          fullName: 'Ada Lovelace',
          role: '',
          email: input.email,
          phone: '',
        },
        ...acme.contacts,
      ],
    };
    renderClient([detailsMock(), placementsMock(), addContactMock(input), detailsMock(withAda)]);
    await screen.findByRole('heading', { level: 1, name: 'Acme Foods' });
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Add contact' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      'Enter the contact’s name.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid e-mail address, such as name@example.com.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveFocus();

    await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ada@acme.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ada Lovelace was saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(await within(contacts).findByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
