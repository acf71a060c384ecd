import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';

import { SettingsPage } from '../../../client/src/features/settings/SettingsPage';
import { SignOutEverywhereDocument, TwoFactorStatusDocument } from '../../../client/src/gql/graphql';
import { AUTH_TOKEN_KEY, USER_ROLE_KEY } from '../../../client/src/lib/auth';
import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

const twoFactorOff: MockLink.MockedResponse = {
  request: { query: TwoFactorStatusDocument },
  result: { data: { me: { __typename: 'User', id: 'user-1', twoFactorEnabled: false } } },
};

function signOutMock(result: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse {
  return { request: { query: SignOutEverywhereDocument }, result: { data: { signOutEverywhere: true } }, ...result };
}

function renderSettings(mocks: MockLink.MockedResponse[]) {
  return renderApp(<SettingsPage />, {
    route: '/admin/settings',
    path: '/admin/settings',
    role: 'INTERNAL_RECRUITER',
    mocks: [twoFactorOff, meMock('INTERNAL_RECRUITER'), ...mocks],
  });
}

describe('sign out everywhere, under Settings', () => {
  it('waits for the server with the button busy, then forgets the session and goes home', async () => {
    // Fake timers hold the mocked answer until time is let pass (see setupUser).
    jest.useFakeTimers();
    const user = setupUser();
    const { router } = renderSettings([signOutMock({ delay: 1000 })]);
    const button = await screen.findByRole('button', { name: 'Sign out everywhere' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toHaveAttribute('aria-disabled', 'true');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_ROLE_KEY)).toBeNull();
  });

  it('shows the server’s refusal and keeps the session', async () => {
    const user = setupUser();
    const { router } = renderSettings([
      signOutMock({ result: { errors: [new GraphQLError('Something went wrong.', { extensions: { code: 'X' } })] } }),
    ]);
    const button = await screen.findByRole('button', { name: 'Sign out everywhere' });
    await user.click(button);
    expect(await screen.findByText('Something went wrong.')).toHaveAttribute('role', 'alert');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).not.toBeNull();
  });

  it('says so in general words when the request fails without a message', async () => {
    const user = setupUser();
    renderSettings([signOutMock({ result: undefined, error: new Error('Network down') })]);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Signing out everywhere did not work. Please try again.')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});

afterEach(() => {
  jest.useRealTimers();
});
