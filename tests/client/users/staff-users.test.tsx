import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { StaffUsersPage } from '../../../client/src/features/users/StaffUsersPage';
import {
  type StaffUserRowFragment,
  StaffUsersDocument,
  UserResetTwoFactorDocument,
  UserSetDisabledDocument,
  UserSetRoleDocument,
  UserSetTemporaryPasswordDocument,
  UserSignOutEverywhereDocument,
} from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

const row = (overrides: Partial<StaffUserRowFragment>): StaffUserRowFragment & { __typename: 'User' } => ({
  __typename: 'User',
  id: 'u',
  firstName: 'Test',
  lastName: 'Person',
  email: 'x@example.com',
  role: 'USER',
  disabled: false,
  lastSignInAt: null,
  mustChangePassword: false,
  twoFactorEnabled: false,
  ...overrides,
});

const me = row({ id: 'me', firstName: 'Ada', lastName: 'Admin', email: 'ada@example.com', role: 'ADMIN' });
const rita = row({
  id: 'rita',
  firstName: 'Rita',
  lastName: 'Recruiter',
  email: 'rita@example.com',
  role: 'INTERNAL_RECRUITER',
  lastSignInAt: '2025-06-01T09:30:00.000Z',
});
const sam = row({ id: 'sam', firstName: 'Sam', lastName: 'Super', email: 'sam@example.com', role: 'SUPER_ADMIN' });

function listMock(): MockLink.MockedResponse {
  return {
    request: { query: StaffUsersDocument },
    result: {
      data: {
        staffUsers: [me, rita, sam],
        me: { __typename: 'User', id: 'me', role: 'ADMIN' },
        grantableRoles: ['USER', 'INTERNAL_RECRUITER'],
      },
    },
  };
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderApp(<StaffUsersPage />, { route: '/admin/users', role: 'ADMIN', mocks: [listMock(), ...mocks] });
}

describe('staff accounts screen', () => {
  it('lists every account with role, last sign-in and state, offering changes only where allowed', async () => {
    renderPage([]);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const ritaRow = within(table).getByRole('row', { name: /rita@example.com/ });
    expect(within(ritaRow).getByRole('combobox', { name: 'Role of rita@example.com' })).toHaveValue(
      'INTERNAL_RECRUITER',
    );
    expect(within(ritaRow).getByText('Active')).toBeInTheDocument();
    expect(within(ritaRow).queryByText('Never')).toBeNull();
    expect(within(ritaRow).getByRole('button', { name: 'Disable rita@example.com' })).toBeInTheDocument();

    // Their own account and a role above what they may grant: shown, not changeable.
    const ownRow = within(table).getByRole('row', { name: /ada@example.com/ });
    expect(within(ownRow).getByText('Your account')).toBeInTheDocument();
    expect(within(ownRow).queryByRole('button')).toBeNull();
    const samRow = within(table).getByRole('row', { name: /sam@example.com/ });
    expect(within(samRow).getByText('Super Admin')).toBeInTheDocument();
    expect(within(samRow).getByText('Never')).toBeInTheDocument();
    expect(within(samRow).queryByRole('button')).toBeNull();
    expect(within(samRow).queryByRole('combobox')).toBeNull();
  });

  it('disables an account and shows its new state from the server’s answer', async () => {
    const user = setupUser();
    renderPage([
      {
        request: { query: UserSetDisabledDocument, variables: { id: 'rita', disabled: true } },
        result: { data: { setUserDisabled: { ...rita, disabled: true } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Disable rita@example.com' }));
    expect(await screen.findByText('rita@example.com disabled successfully!')).toBeInTheDocument();
    const ritaRow = screen.getByRole('row', { name: /rita@example.com/ });
    expect(within(ritaRow).getByText('Disabled')).toBeInTheDocument();
    expect(within(ritaRow).getByRole('button', { name: 'Enable rita@example.com' })).toBeInTheDocument();
  });

  it('changes a role and shows the server’s refusal when it refuses', async () => {
    const user = setupUser();
    renderPage([
      {
        request: { query: UserSetRoleDocument, variables: { id: 'rita', role: 'USER' } },
        result: { errors: [{ message: 'You cannot demote the last Super Admin.', extensions: { code: 'CONFLICT' } }] },
      },
    ]);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of rita@example.com' }), 'USER');
    expect(await screen.findByText('You cannot demote the last Super Admin.')).toBeInTheDocument();
  });

  it('sets a temporary password from a dialog, naming the refused field first', async () => {
    const user = setupUser();
    renderPage([
      {
        request: { query: UserSetTemporaryPasswordDocument, variables: { id: 'rita', password: 'temporary pass' } },
        result: {
          errors: [
            {
              message: 'password must be 8 to 128 characters long.',
              extensions: { code: 'BAD_USER_INPUT', field: 'password' },
            },
          ],
        },
      },
      {
        request: { query: UserSetTemporaryPasswordDocument, variables: { id: 'rita', password: 'temporary pass' } },
        result: { data: { setTemporaryPassword: { ...rita, mustChangePassword: true } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Set a temporary password for rita@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Temporary password' });
    await user.type(within(dialog).getByLabelText(/Temporary password/), 'temporary pass');
    await user.click(within(dialog).getByRole('button', { name: 'Set temporary password' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Temporary password/)).toHaveAttribute('aria-invalid', 'true'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Set temporary password' }));
    expect(await screen.findByText('Temporary password for rita@example.com set successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const ritaRow = screen.getByRole('row', { name: /rita@example.com/ });
    expect(within(ritaRow).getByText(/Temporary password pending/)).toBeInTheDocument();
  });

  describe('sign out everywhere on a row', () => {
    const signOutMock = (result: Partial<MockLink.MockedResponse>): MockLink.MockedResponse => ({
      request: { query: UserSignOutEverywhereDocument, variables: { id: 'rita' } },
      result: { data: { signOutUserEverywhere: rita } },
      ...result,
    });

    it('is offered only on rows the signed-in admin may change', async () => {
      renderPage([]);
      const table = await screen.findByRole('table');
      const ritaRow = within(table).getByRole('row', { name: /rita@example.com/ });
      expect(
        within(ritaRow).getByRole('button', { name: 'Sign out everywhere: rita@example.com' }),
      ).toBeInTheDocument();
      for (const email of ['ada@example.com', 'sam@example.com']) {
        const other = within(table).getByRole('row', { name: new RegExp(email) });
        expect(within(other).queryByRole('button', { name: /Sign out/ })).toBeNull();
      }
    });

    it('keeps the button busy while the server works, then says the sessions ended', async () => {
      // Fake timers hold the mocked answer until time is let pass (see setupUser).
      jest.useFakeTimers();
      const user = setupUser();
      renderPage([signOutMock({ delay: 1000 })]);
      const button = await screen.findByRole('button', { name: 'Sign out everywhere: rita@example.com' });
      expect(button).not.toHaveAttribute('aria-disabled');
      await user.click(button);
      await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(
        await screen.findByText(
          'rita@example.com signed out everywhere successfully! Every session of the account has ended.',
        ),
      ).toBeInTheDocument();
      expect(button).toHaveAttribute('aria-busy', 'false');
      expect(button).not.toHaveAttribute('aria-disabled');
    });

    it('shows the server’s refusal', async () => {
      const user = setupUser();
      renderPage([
        signOutMock({
          result: {
            errors: [
              {
                message: 'Your role (Admin) may not change accounts with the Admin role.',
                extensions: { code: 'FORBIDDEN' },
              },
            ],
          },
        }),
      ]);
      await user.click(await screen.findByRole('button', { name: 'Sign out everywhere: rita@example.com' }));
      expect(
        await screen.findByText('Your role (Admin) may not change accounts with the Admin role.'),
      ).toBeInTheDocument();
    });
  });

  describe('granting Super Admin', () => {
    it('asks first, naming the person: Cancel keeps the old role, Make Super Admin changes it', async () => {
      const user = setupUser();
      renderApp(<StaffUsersPage />, {
        route: '/admin/users',
        role: 'SUPER_ADMIN',
        mocks: [
          {
            request: { query: StaffUsersDocument },
            result: {
              data: {
                staffUsers: [{ ...me, role: 'SUPER_ADMIN' }, rita],
                me: { __typename: 'User', id: 'me', role: 'SUPER_ADMIN' },
                grantableRoles: ['USER', 'INTERNAL_RECRUITER', 'ADMIN', 'SUPER_ADMIN'],
              },
            },
          },
          // One answer only: a request after Cancel would find none and fail the test.
          {
            request: { query: UserSetRoleDocument, variables: { id: 'rita', role: 'SUPER_ADMIN' } },
            result: { data: { setUserRole: { ...rita, role: 'SUPER_ADMIN' } } },
          },
        ],
      });
      const select = await screen.findByRole('combobox', { name: 'Role of rita@example.com' });
      await user.selectOptions(select, 'SUPER_ADMIN');
      let dialog = await screen.findByRole('dialog', {
        name: 'Make Rita Recruiter (rita@example.com) a Super Admin?',
      });
      expect(select).toHaveValue('INTERNAL_RECRUITER');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(select).toHaveValue('INTERNAL_RECRUITER');
      expect(screen.queryByText(/now has the/)).toBeNull();

      await user.selectOptions(select, 'SUPER_ADMIN');
      dialog = await screen.findByRole('dialog', { name: 'Make Rita Recruiter (rita@example.com) a Super Admin?' });
      await user.click(within(dialog).getByRole('button', { name: 'Make Super Admin' }));
      expect(
        await screen.findByText('Role changed successfully! rita@example.com now has the Super Admin role.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(select).toHaveValue('SUPER_ADMIN'));
    });
  });

  describe('two-factor reset', () => {
    const superMe = row({ id: 'me', email: 'sam@example.com', role: 'SUPER_ADMIN' });
    const enrolled = { ...rita, twoFactorEnabled: true };
    const superList = (staffUsers: StaffUserRowFragment[]): MockLink.MockedResponse => ({
      request: { query: StaffUsersDocument },
      result: {
        data: {
          staffUsers,
          me: { __typename: 'User', id: 'me', role: 'SUPER_ADMIN' },
          grantableRoles: ['USER', 'INTERNAL_RECRUITER', 'ADMIN', 'SUPER_ADMIN'],
        },
      },
    });

    it('offers a Super Admin to reset another person’s two-factor sign-in after a confirmation', async () => {
      const user = setupUser();
      renderApp(<StaffUsersPage />, {
        route: '/admin/users',
        role: 'SUPER_ADMIN',
        mocks: [
          superList([{ ...superMe, twoFactorEnabled: true }, enrolled]),
          {
            request: { query: UserResetTwoFactorDocument, variables: { id: 'rita' } },
            result: { data: { resetTwoFactor: { ...enrolled, twoFactorEnabled: false } } },
          },
        ],
      });
      const ownRow = await screen.findByRole('row', { name: /sam@example.com/ });
      expect(within(ownRow).queryByRole('button', { name: /Reset two-factor/ })).toBeNull();
      const ritaRow = screen.getByRole('row', { name: /rita@example.com/ });
      expect(within(ritaRow).getByText(/Two-factor on/)).toBeInTheDocument();

      // Cancel asks nothing of the server (the mock would be used up otherwise and the next step fail).
      await user.click(within(ritaRow).getByRole('button', { name: 'Reset two-factor sign-in of rita@example.com' }));
      let dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in' });
      expect(within(dialog).getByText(/recovery codes stop working/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(within(ritaRow).getByText(/Two-factor on/)).toBeInTheDocument();

      await user.click(within(ritaRow).getByRole('button', { name: 'Reset two-factor sign-in of rita@example.com' }));
      dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in' });
      await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
      expect(
        await screen.findByText(
          'Two-factor sign-in of rita@example.com reset successfully! They were e-mailed and signed out.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() =>
        expect(within(screen.getByRole('row', { name: /rita@example.com/ })).queryByText(/Two-factor on/)).toBeNull(),
      );
      expect(screen.queryByRole('button', { name: /Reset two-factor/ })).toBeNull();
    });

    it('shows the server’s refusal in the dialog', async () => {
      const user = setupUser();
      renderApp(<StaffUsersPage />, {
        route: '/admin/users',
        role: 'SUPER_ADMIN',
        mocks: [
          superList([superMe, enrolled]),
          {
            request: { query: UserResetTwoFactorDocument, variables: { id: 'rita' } },
            result: {
              errors: [{ message: 'Two-factor sign-in is not on for this account.', extensions: { code: 'CONFLICT' } }],
            },
          },
        ],
      });
      await user.click(await screen.findByRole('button', { name: 'Reset two-factor sign-in of rita@example.com' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in' });
      await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
      expect(await within(dialog).findByText('Two-factor sign-in is not on for this account.')).toBeInTheDocument();
    });

    it('is not offered to an Admin', async () => {
      renderApp(<StaffUsersPage />, {
        route: '/admin/users',
        role: 'ADMIN',
        mocks: [
          {
            request: { query: StaffUsersDocument },
            result: {
              data: {
                staffUsers: [me, enrolled],
                me: { __typename: 'User', id: 'me', role: 'ADMIN' },
                grantableRoles: ['USER', 'INTERNAL_RECRUITER'],
              },
            },
          },
        ],
      });
      const ritaRow = await screen.findByRole('row', { name: /rita@example.com/ });
      expect(within(ritaRow).getByText(/Two-factor on/)).toBeInTheDocument();
      expect(within(ritaRow).getByRole('button', { name: 'Disable rita@example.com' })).toBeInTheDocument();
      expect(within(ritaRow).queryByRole('button', { name: /Reset two-factor/ })).toBeNull();
    });
  });
});

afterEach(() => {
  jest.useRealTimers();
});
