import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';

import { SettingsPage } from '../../../client/src/features/settings/SettingsPage';
import { PasswordChangeDocument, TwoFactorStatusDocument } from '../../../client/src/gql/graphql';
import { AUTH_TOKEN_KEY } from '../../../client/src/lib/auth';
import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { testJwt } from '../../helpers/test-jwt';
import { setupUser } from '../../helpers/user-events';

import { adminPanelsMocks } from './fixtures';

const CURRENT = 'old password 1';

/** The Settings page also asks whether two-factor sign-in is on (tests/client/settings/two-factor-settings.test.tsx covers it). */
const twoFactorOff: MockLink.MockedResponse = {
  request: { query: TwoFactorStatusDocument },
  result: { data: { me: { __typename: 'User', id: 'user-1', twoFactorEnabled: false } } },
};
const NEXT = 'a much better password';
/** The token the server answers a change with: the one the change was made with no longer works. */
const FRESH_TOKEN = testJwt({ subject: 'user-1-after-the-change' });

function changeMock(result: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse {
  return {
    request: { query: PasswordChangeDocument, variables: { input: { currentPassword: CURRENT, newPassword: NEXT } } },
    result: {
      data: {
        changePassword: {
          __typename: 'ChangePasswordPayload',
          token: FRESH_TOKEN,
          user: { __typename: 'User', id: 'user-1', role: 'ADMIN' },
        },
      },
    },
    ...result,
  };
}

async function fill(user: UserEvent, confirmation = NEXT) {
  await user.type(screen.getByLabelText(/^Current password/), CURRENT);
  await user.type(screen.getByLabelText(/^New password/), NEXT);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('settings and preferences', () => {
  it('shows the signed-in user’s profile', async () => {
    renderApp(<SettingsPage />, { mocks: [twoFactorOff, meMock('INTERNAL_RECRUITER')] });
    expect(await screen.findByText('rita@talentconsultancy.example')).toBeInTheDocument();
    expect(screen.getByText('Rita Recruiter')).toBeInTheDocument();
    expect(screen.getByText('Internal Recruiter')).toBeInTheDocument();
    expect(screen.queryByText('INTERNAL_RECRUITER')).not.toBeInTheDocument();
  });

  it('asks for the new password with its length rule', () => {
    renderApp(<SettingsPage />, { mocks: [twoFactorOff, meMock('ADMIN'), ...adminPanelsMocks()] });
    const next = screen.getByLabelText(/^New password/);
    expect(next).toHaveAttribute('type', 'password');
    expect(next).toHaveAttribute('minlength', '8');
    expect(next).toHaveAttribute('maxlength', '128');
    expect(next).toBeRequired();
    expect(next).toHaveAccessibleDescription('8 to 128 characters.');
  });

  describe('changing the password', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('says so, empties the form, and clears the message after 3 s', async () => {
      const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
      renderApp(<SettingsPage />, {
        role: 'ADMIN',
        mocks: [twoFactorOff, meMock('ADMIN'), ...adminPanelsMocks(), changeMock()],
      });
      const before = window.localStorage.getItem(AUTH_TOKEN_KEY);
      // The admin's rejection e-mail panel loads too: let it settle before the clock is driven.
      await screen.findByRole('textbox', { name: /^Subject/ });
      await fill(user);

      expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
      // The change ended the old session: the fresh token carries this one on.
      expect(before).not.toBe(FRESH_TOKEN);
      expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe(FRESH_TOKEN);
      expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
      expect(screen.getByLabelText(/^New password/)).toHaveValue('');
      act(() => jest.advanceTimersByTime(2999));
      expect(screen.getByText('Password changed successfully!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Password changed successfully!')).not.toBeInTheDocument();
    });
  });

  it('marks every empty field and a short new password at once, focusing the first, without asking the server', async () => {
    const user = setupUser();
    renderApp(<SettingsPage />, { mocks: [twoFactorOff, meMock('ADMIN'), ...adminPanelsMocks()] });
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const current = screen.getByLabelText(/^Current password/);
    await waitFor(() => expect(current).toHaveAccessibleDescription('Please enter your Current password.'));
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'Your new password must be 8 to 128 characters long. 8 to 128 characters.',
    );
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'Please enter your Confirm new password.',
    );
    expect(current).toHaveFocus();
    expect(screen.getAllByRole('alert').every((line) => line.textContent === '')).toBe(true);
  });

  it('refuses a confirmation that differs, without asking the server', async () => {
    const user = setupUser();
    // No change mock: a request would end in the generic failure message instead.
    renderApp(<SettingsPage />, { mocks: [twoFactorOff, meMock('ADMIN'), ...adminPanelsMocks()] });
    await fill(user, 'something else entirely');
    const confirmation = screen.getByLabelText(/^Confirm new password/);
    await waitFor(() =>
      expect(confirmation).toHaveAccessibleDescription('The new password and its confirmation do not match.'),
    );
    expect(confirmation).toHaveFocus();
    expect(screen.getByLabelText(/^New password/)).toHaveValue(NEXT);
  });

  it('shows the server’s message when the current password is wrong', async () => {
    const user = setupUser();
    renderApp(<SettingsPage />, {
      mocks: [
        twoFactorOff,
        meMock('ADMIN'),
        ...adminPanelsMocks(),
        changeMock({
          result: {
            errors: [
              new GraphQLError('The current password is not correct.', {
                extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
              }),
            ],
          },
        }),
      ],
    });
    await fill(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The current password is not correct.'));
    expect(screen.getByLabelText(/^Current password/)).toHaveValue(CURRENT);
  });

  it('shows a general message when the request fails without one', async () => {
    const user = setupUser();
    renderApp(<SettingsPage />, {
      mocks: [
        twoFactorOff,
        meMock('ADMIN'),
        ...adminPanelsMocks(),
        changeMock({ result: undefined, error: new Error('Network down') }),
      ],
    });
    await fill(user);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to change the password. Please try again.'),
    );
  });
});
