import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { type UserEvent } from '@testing-library/user-event';

import { SUCCESS_MESSAGE_MS } from '../../../client/src/content/messages';
import { AddUsersPage } from '../../../client/src/features/users/AddUsersPage';
import {
  type CreateUserInput,
  GrantableRolesDocument,
  type Role,
  UserCreateDocument,
} from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

function rolesMock(roles: Role[], delay?: number): MockLink.MockedResponse {
  return {
    request: { query: GrantableRolesDocument },
    result: { data: { grantableRoles: roles } },
    ...(delay === undefined ? {} : { delay }),
  };
}

const rita: CreateUserInput = {
  firstName: 'Rita',
  lastName: 'Recruiter',
  email: 'rita@example.com',
  password: 'a long password',
  role: 'INTERNAL_RECRUITER',
};

function createdMock(input: CreateUserInput = rita): MockLink.MockedResponse {
  return {
    request: { query: UserCreateDocument, variables: { input } },
    result: {
      data: {
        createUser: {
          __typename: 'User',
          id: 'user-9',
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          role: input.role ?? 'USER',
          createdAt: '2025-06-01T10:00:00.000Z',
        },
      },
    },
    delay: 20,
  };
}

function refusedMock(errors: { message: string; extensions?: Record<string, unknown> }[]): MockLink.MockedResponse {
  return { request: { query: UserCreateDocument, variables: { input: rita } }, result: { errors } };
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderApp(<AddUsersPage />, { route: '/admin/add-users', role: 'ADMIN', mocks });
}

const field = {
  firstName: () => screen.getByRole('textbox', { name: 'First Name' }),
  lastName: () => screen.getByRole('textbox', { name: 'Last Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  password: () => screen.getByLabelText(/^Password/),
  role: () => screen.getByRole('combobox', { name: 'Role' }),
};
/** The form's error line is always there (a live region), so wait for its text. */
async function expectAlert(text: string | RegExp) {
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
}

const addButton = () => screen.getByRole('button', { name: 'Add User' });

async function fill(user: UserEvent, input: CreateUserInput = rita) {
  await user.type(field.firstName(), input.firstName);
  await user.type(field.lastName(), input.lastName);
  await user.type(field.email(), input.email);
  await user.type(field.password(), input.password);
  await user.selectOptions(field.role(), input.role ?? 'USER');
}

describe('add users', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('offers only the grantable roles, with USER selected, once the roles have loaded', async () => {
    renderPage([rolesMock(['USER', 'INTERNAL_RECRUITER'], 20)]);

    expect(screen.getByRole('heading', { level: 1, name: 'Add Users' })).toBeInTheDocument();
    expect(document.title).toBe('Add Users · Talent Consultancy');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const role = await screen.findByRole('combobox', { name: 'Role' });
    const options = within(role).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['USER', 'User'],
      ['INTERNAL_RECRUITER', 'Internal Recruiter'],
    ]);
    expect(role).toHaveValue('USER');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('offers every role to a SUPER_ADMIN', async () => {
    renderPage([rolesMock(['USER', 'INTERNAL_RECRUITER', 'ADMIN', 'SUPER_ADMIN'])]);
    const role = await screen.findByRole('combobox', { name: 'Role' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['User', 'Internal Recruiter', 'Admin', 'Super Admin']);
    expect(role).toHaveValue('USER');
  });

  it('asks before adding a Super Admin, naming the person: Cancel sends nothing, Make Super Admin adds them', async () => {
    const user = setupUser();
    const sofia: CreateUserInput = {
      ...rita,
      firstName: 'Sofia',
      lastName: 'Rossi',
      email: 'sofia@example.com',
      role: 'SUPER_ADMIN',
    };
    // One answer only: a second request (after Cancel) would find none and fail the test.
    renderPage([rolesMock(['USER', 'INTERNAL_RECRUITER', 'ADMIN', 'SUPER_ADMIN']), createdMock(sofia)]);
    await screen.findByRole('combobox', { name: 'Role' });
    await fill(user, sofia);
    await user.click(addButton());
    let dialog = await screen.findByRole('dialog', { name: 'Make Sofia Rossi (sofia@example.com) a Super Admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field.firstName()).toHaveValue('Sofia');
    expect(field.role()).toHaveValue('SUPER_ADMIN');
    expect(screen.queryByText('User added successfully!')).not.toBeInTheDocument();

    await user.click(addButton());
    dialog = await screen.findByRole('dialog', { name: 'Make Sofia Rossi (sofia@example.com) a Super Admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make Super Admin' }));
    expect(await screen.findByText('User added successfully!')).toBeInTheDocument();
    expect(field.firstName()).toHaveValue('');
  });

  it('adds other roles without asking', async () => {
    const user = setupUser();
    renderPage([rolesMock(['USER', 'INTERNAL_RECRUITER', 'ADMIN', 'SUPER_ADMIN']), createdMock()]);
    await screen.findByRole('combobox', { name: 'Role' });
    await fill(user);
    await user.click(addButton());
    expect(await screen.findByText('User added successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('requires every field, takes an e-mail and a masked password, and hints at the password rule', async () => {
    renderPage([rolesMock(['USER', 'INTERNAL_RECRUITER'])]);
    await screen.findByRole('combobox', { name: 'Role' });

    for (const get of Object.values(field)) expect(get()).toBeRequired();
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.password()).toHaveAttribute('type', 'password');
    expect(field.password()).toHaveAttribute('minlength', '8');
    expect(field.password()).toHaveAttribute('maxlength', '128');
    expect(field.password()).toHaveAccessibleDescription('8 to 128 characters; any characters.');
  });

  it('sends nothing when a required field is empty', async () => {
    const user = setupUser();
    renderPage([rolesMock(['USER', 'INTERNAL_RECRUITER']), createdMock()]);
    await screen.findByRole('combobox', { name: 'Role' });

    await user.type(field.firstName(), 'Rita');
    await user.type(field.email(), 'rita@example.com');
    await user.click(addButton());

    // Every problem at once, each under its field, and the focus on the first.
    expect(field.lastName()).toHaveAccessibleDescription('Please enter the Last Name.');
    expect(field.password()).toHaveAccessibleDescription(expect.stringContaining('Please enter the Password.'));
    expect(field.firstName()).not.toHaveAttribute('aria-invalid');
    expect(field.lastName()).toHaveFocus();
    // Wait long enough for an answer: a request sent anyway would show success or an error.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(addButton()).toBeEnabled();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.queryByText('User added successfully!')).not.toBeInTheDocument();
    expect(field.firstName()).toHaveValue('Rita');
  });

  it('marks a malformed e-mail and a short password together, and sends nothing', async () => {
    const user = setupUser();
    renderPage([rolesMock(['USER', 'INTERNAL_RECRUITER']), createdMock()]);
    await screen.findByRole('combobox', { name: 'Role' });
    await fill(user, { ...rita, email: 'rita.example.com', password: 'short' });
    await user.click(addButton());

    expect(field.email()).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(field.password()).toHaveAccessibleDescription(
      'The password must be 8 to 128 characters long. 8 to 128 characters; any characters.',
    );
    expect(field.email()).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText('User added successfully!')).not.toBeInTheDocument();
  });

  it('shows the success message, empties the form and clears the message after 3 s when the user is added', async () => {
    jest.useFakeTimers();
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    renderPage([rolesMock(['USER', 'INTERNAL_RECRUITER'], 0), createdMock()]);
    await act(() => jest.advanceTimersByTimeAsync(10));

    await fill(user);
    await user.click(addButton());
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    await act(() => jest.advanceTimersByTimeAsync(50));

    expect(screen.getByText('User added successfully!')).toHaveAttribute('role', 'status');
    expect(field.firstName()).toHaveValue('');
    expect(field.lastName()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.password()).toHaveValue('');
    expect(field.role()).toHaveValue('USER');
    expect(addButton()).not.toHaveAttribute('aria-disabled');

    await act(() => jest.advanceTimersByTimeAsync(SUCCESS_MESSAGE_MS - 100));
    expect(screen.getByText('User added successfully!')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('User added successfully!')).not.toBeInTheDocument();
  });

  it('trims the names and e-mail but sends the password exactly as typed', async () => {
    const user = setupUser();
    const input = { ...rita, password: '  spaced out  ' };
    renderPage([rolesMock(['USER', 'INTERNAL_RECRUITER']), createdMock(input)]);
    await screen.findByRole('combobox', { name: 'Role' });

    await fill(user, { ...input, firstName: ' Rita ', email: 'rita@example.com ' });
    await user.click(addButton());
    expect(await screen.findByText('User added successfully!')).toBeInTheDocument();
  });

  it("shows the server's message and keeps the typed values when the e-mail is taken", async () => {
    const user = setupUser();
    renderPage([
      rolesMock(['USER', 'INTERNAL_RECRUITER']),
      refusedMock([
        { message: 'A user with this email already exists.', extensions: { code: 'CONFLICT', field: 'email' } },
      ]),
    ]);
    await screen.findByRole('combobox', { name: 'Role' });

    await fill(user);
    await user.click(addButton());

    await expectAlert('A user with this email already exists.');
    expect(field.email()).toHaveValue('rita@example.com');
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.firstName()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('User added successfully!')).not.toBeInTheDocument();
  });

  it("shows the server's FORBIDDEN message when the role may not be granted", async () => {
    const user = setupUser();
    const forbidden = 'Your role (Admin) may not add users with the Internal Recruiter role.';
    renderPage([
      rolesMock(['USER', 'INTERNAL_RECRUITER']),
      refusedMock([{ message: forbidden, extensions: { code: 'FORBIDDEN', field: 'role' } }]),
    ]);
    await screen.findByRole('combobox', { name: 'Role' });
    await fill(user);
    await user.click(addButton());
    await expectAlert(forbidden);
  });

  it('shows "An error occurred" when the request fails without a server message', async () => {
    const user = setupUser();
    renderPage([
      rolesMock(['USER', 'INTERNAL_RECRUITER']),
      { request: { query: UserCreateDocument, variables: { input: rita } }, error: new TypeError('Failed to fetch') },
    ]);
    await screen.findByRole('combobox', { name: 'Role' });
    await fill(user);
    await user.click(addButton());

    await expectAlert(/^An error occurred$/);
    expect(addButton()).toBeEnabled();
  });

  it('shows no form and says so when the signed-in user may grant no role', async () => {
    renderPage([rolesMock([])]);
    expect(
      await screen.findByText('Your account may not add users. Adding users needs the Admin role or higher.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
  });

  it("shows the server's message instead of the form when the roles cannot be read", async () => {
    const forbidden = 'This needs the ADMIN role or higher; your account has the USER role.';
    renderPage([
      {
        request: { query: GrantableRolesDocument },
        result: { errors: [{ message: forbidden, extensions: { code: 'FORBIDDEN' } }] },
      },
    ]);
    await expectAlert(forbidden);
    expect(screen.queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
  });
});
