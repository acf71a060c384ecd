// This file passes 400 lines: the dialog's four steps are one flow, tested in one file (each file loads the app afresh).
import { ServerError } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';

import {
  LoginDocument,
  LoginWithNewPasswordDocument,
  LoginWithTwoFactorDocument,
  TwoFactorSetupFinishDocument,
  TwoFactorSetupStartDocument,
} from '../../../client/src/gql/graphql';
import { AUTH_TOKEN_KEY, USER_ROLE_KEY } from '../../../client/src/lib/auth';
import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { testJwt } from '../../helpers/test-jwt';
import { setupUser } from '../../helpers/user-events';
import { dashboardCountsMock, withQuietSections } from '../dashboard/fixtures';
import { listMock } from '../job-admin/fixtures';

const TOKEN = testJwt();
const credentials = { email: 'ada@talentconsultancy.example', password: 'correct horse battery' };

function loginMock(overrides: Partial<MockLink.MockedResponse> = {}, token = TOKEN): MockLink.MockedResponse {
  return {
    request: { query: LoginDocument, variables: credentials },
    result: {
      data: {
        login: {
          __typename: 'LoginPayload',
          step: 'SIGNED_IN',
          challenge: null,
          recoveryCodes: null,
          token,
          role: 'ADMIN',
          message: null,
          user: { __typename: 'User', id: 'u1', email: credentials.email, role: 'ADMIN' },
        },
      },
    },
    ...overrides,
  };
}

/** A LoginPayload of this step (nothing but the step and `extra` set). */
const outcome = (step: string, extra: Record<string, unknown>) => ({
  __typename: 'LoginPayload',
  step,
  challenge: null,
  recoveryCodes: null,
  token: null,
  role: null,
  user: null,
  message: null,
  ...extra,
});

function failureMock(error: Partial<MockLink.MockedResponse>): MockLink.MockedResponse {
  return { request: { query: LoginDocument, variables: credentials }, ...error };
}

/** Opens the dialog; a sign-in that lands on the dashboard finds its sections answered empty. */
async function openSignIn(mocks: MockLink.MockedResponse[] = [], route = '/') {
  const user = setupUser();
  const rendered = renderApp(route, { mocks: withQuietSections(mocks) });
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Admin Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
  return { user, dialog, ...rendered };
}

async function fillAndSubmit(user: UserEvent, dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByLabelText(/Email Address/), credentials.email);
  await user.type(form.getByLabelText(/Password/), credentials.password);
  await user.click(form.getByRole('button', { name: 'Sign In' }));
}

function messageLine(dialog: HTMLElement) {
  return dialog.querySelector('.form-message')!;
}

describe('sign-in dialog', () => {
  it('shows an empty form with labelled required fields when Admin Login is pressed', async () => {
    const { dialog } = await openSignIn();
    const form = within(dialog);
    expect(form.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Close' })).toBeInTheDocument();

    const email = form.getByLabelText(/Email Address/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveValue('');
    const password = form.getByLabelText(/Password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();

    expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(messageLine(dialog)).toBeEmptyDOMElement();
  });

  it('shows a spinner in a busy Sign In button that refuses clicks while the request runs', async () => {
    // Fake timers hold the mocked answer until time is let pass (see setupUser).
    jest.useFakeTimers();
    const { user, dialog } = await openSignIn([loginMock({ delay: 200 }, '')]);
    await fillAndSubmit(user, dialog);

    const button = within(dialog).getByRole('button', { name: 'Sign In' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.spinner')).toBeInTheDocument();

    await within(dialog).findByText('Login successful!');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button.querySelector('.spinner')).not.toBeInTheDocument();
  });

  it('stores the token and role and goes to /admin when the login answers with a token', async () => {
    const { user, dialog, router } = await openSignIn([loginMock(), meMock('ADMIN'), dashboardCountsMock()]);
    await fillAndSubmit(user, dialog);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe(TOKEN);
    expect(window.localStorage.getItem(USER_ROLE_KEY)).toBe('ADMIN');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows "Login successful!" in the success colour when the login answers without a token', async () => {
    const { user, dialog, router } = await openSignIn([loginMock({}, '')]);
    await fillAndSubmit(user, dialog);

    const message = await within(dialog).findByText('Login successful!');
    expect(message).toHaveClass('form-message--success');
    expect(message).toHaveAttribute('role', 'status');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the server's message in the error colour when the login is refused", async () => {
    const { user, dialog } = await openSignIn([
      failureMock({ result: { errors: [new GraphQLError('Incorrect e-mail or password.')] } }),
    ]);
    await fillAndSubmit(user, dialog);

    const message = await within(dialog).findByRole('alert');
    expect(message).toHaveTextContent('Incorrect e-mail or password.');
    expect(message).toHaveClass('form-message--error');
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('shows "Login failed" when the refusal carries no message', async () => {
    const { user, dialog } = await openSignIn([failureMock({ result: { errors: [new GraphQLError('')] } })]);
    await fillAndSubmit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('shows "Login failed" when the server answers with an HTTP error without a message', async () => {
    const error = new ServerError('Response not successful: Received status code 502', {
      response: { status: 502 } as Response,
      bodyText: '<html>Bad gateway</html>',
    });
    const { user, dialog } = await openSignIn([failureMock({ error })]);
    await fillAndSubmit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it("shows the answer's message when the server answers with an HTTP error carrying { message }", async () => {
    const error = new ServerError('Response not successful: Received status code 429', {
      response: { status: 429 } as Response,
      bodyText: JSON.stringify({ message: 'Too many attempts. Try again later.' }),
    });
    const { user, dialog } = await openSignIn([failureMock({ error })]);
    await fillAndSubmit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts. Try again later.');
  });

  it("shows the network error's message when the request cannot reach the server", async () => {
    const { user, dialog } = await openSignIn([failureMock({ error: new TypeError('Failed to fetch') })]);
    await fillAndSubmit(user, dialog);
    const message = await within(dialog).findByRole('alert');
    expect(message).toHaveTextContent('Failed to fetch');
    expect(message).toHaveClass('form-message--error');
  });

  it('clears the previous error and starts loading when the form is submitted again', async () => {
    // Fake timers hold the mocked answer until time is let pass (see setupUser).
    jest.useFakeTimers();
    const { user, dialog } = await openSignIn([
      failureMock({ result: { errors: [new GraphQLError('Incorrect e-mail or password.')] } }),
      loginMock({ delay: 200 }, ''),
    ]);
    await fillAndSubmit(user, dialog);
    await within(dialog).findByText('Incorrect e-mail or password.');

    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(messageLine(dialog)).toBeEmptyDOMElement();
    expect(messageLine(dialog)).not.toHaveClass('form-message--error');
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-disabled', 'true');

    expect(await within(dialog).findByText('Login successful!')).toHaveClass('form-message--success');
  });

  it('does not send the request when the e-mail address is not in e-mail format', async () => {
    const { user, dialog } = await openSignIn([loginMock({}, '')]);
    const form = within(dialog);
    await user.type(form.getByLabelText(/Email Address/), 'not-an-address');
    await user.type(form.getByLabelText(/Password/), credentials.password);
    await user.click(form.getByRole('button', { name: 'Sign In' }));

    expect(form.getByLabelText(/Email Address/)).toBeInvalid();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(messageLine(dialog)).toBeEmptyDOMElement();
  });

  it('keeps focus inside the dialog when Tab wraps past either end', async () => {
    const { user, dialog } = await openSignIn();
    const form = within(dialog);
    expect(form.getByLabelText(/Email Address/)).toHaveFocus();

    await user.tab();
    expect(form.getByLabelText(/Password/)).toHaveFocus();
    await user.tab();
    expect(form.getByRole('button', { name: 'Sign In' })).toHaveFocus();
    await user.tab();
    expect(form.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(form.getByRole('button', { name: 'Sign In' })).toHaveFocus();
  });

  it('closes and gives focus back to Admin Login when Escape is pressed', async () => {
    const { user } = await openSignIn();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Admin Login' })).toHaveFocus();
  });

  it('closes when its close button is pressed', async () => {
    const { user, dialog } = await openSignIn();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('sign-in routes', () => {
  it('opens the dialog over the home screen when /login is opened', async () => {
    const user = setupUser();
    const { router } = renderApp('/login');
    // The home page's words come from the server (site content): they are shown once it answers.
    expect(await screen.findByRole('heading', { level: 1, name: 'MATCHING MISSION WITH PASSION' })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { level: 1, name: 'MATCHING MISSION WITH PASSION' })).toBeInTheDocument();
  });

  it('sends a visitor without a token from /admin to / with the dialog open', async () => {
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'MATCHING MISSION WITH PASSION' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
  });

  it('returns to the asked-for admin page when the visitor signs in after being sent away from it', async () => {
    const user = setupUser();
    const { router } = renderApp('/admin/manage-jobs', {
      mocks: [loginMock(), meMock('ADMIN'), listMock({ items: [] })],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await fillAndSubmit(user, dialog);

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Jobs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/manage-jobs');
  });

  it('does not reopen the dialog when the visitor goes back after closing it', async () => {
    const user = setupUser();
    const { router } = renderApp('/admin');
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a new password when the password was a temporary one, then signs in with it', async () => {
    const temporary: MockLink.MockedResponse = {
      request: { query: LoginDocument, variables: credentials },
      result: {
        data: {
          login: {
            __typename: 'LoginPayload',
            step: 'NEW_PASSWORD',
            challenge: null,
            recoveryCodes: null,
            token: null,
            role: null,
            user: null,
            message: 'Your password was set by an administrator: choose a new one to finish signing in.',
          },
        },
      },
    };
    const finished: MockLink.MockedResponse = {
      request: { query: LoginWithNewPasswordDocument, variables: { ...credentials, newPassword: 'my own password' } },
      result: {
        data: {
          loginWithNewPassword: {
            __typename: 'LoginPayload',
            step: 'SIGNED_IN',
            challenge: null,
            recoveryCodes: null,
            token: TOKEN,
            role: 'ADMIN',
            message: null,
            user: { __typename: 'User', id: 'u1', email: credentials.email, role: 'ADMIN' },
          },
        },
      },
    };
    const { user, dialog, router } = await openSignIn([temporary, finished, meMock('ADMIN')]);
    await fillAndSubmit(user, dialog);
    const newPassword = await within(dialog).findByLabelText(/New Password/);
    expect(messageLine(dialog)).toHaveTextContent('choose a new one');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    await user.type(newPassword, 'my own password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(TOKEN);
    expect(localStorage.getItem(USER_ROLE_KEY)).toBe('ADMIN');
  });

  it('asks for a two-factor code after the password, takes a recovery code instead, then signs in', async () => {
    const codeAsked: MockLink.MockedResponse = {
      request: { query: LoginDocument, variables: credentials },
      result: {
        data: { login: outcome('TWO_FACTOR', { challenge: 'the-challenge', message: 'Enter the 6-digit code.' }) },
      },
    };
    const wrongCode: MockLink.MockedResponse = {
      request: { query: LoginWithTwoFactorDocument, variables: { challenge: 'the-challenge', code: '123456' } },
      result: { errors: [new GraphQLError('That code is not right.', { extensions: { code: 'UNAUTHENTICATED' } })] },
    };
    const recovered: MockLink.MockedResponse = {
      request: {
        query: LoginWithTwoFactorDocument,
        variables: { challenge: 'the-challenge', code: 'abcd-efgh-jkmn-pqrs' },
      },
      result: {
        data: {
          loginWithTwoFactor: outcome('SIGNED_IN', {
            token: TOKEN,
            role: 'ADMIN',
            user: { __typename: 'User', id: 'u1', email: credentials.email, role: 'ADMIN' },
          }),
        },
      },
    };
    const { user, dialog, router } = await openSignIn([codeAsked, wrongCode, recovered, meMock('ADMIN')]);
    await fillAndSubmit(user, dialog);

    const code = await within(dialog).findByLabelText(/Authentication code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(within(dialog).queryByLabelText(/Password/)).not.toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();

    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('That code is not right.'));
    expect(alert).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Use a recovery code' }));
    await user.type(within(dialog).getByLabelText(/Recovery code/), 'abcd-efgh-jkmn-pqrs');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(TOKEN);
  });

  it('walks an enrolment the role requires: QR code and key, the app’s code and the e-mailed code, the recovery codes, then the back office', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `wxyz-wxyz-wxyz-wx${i}${i}`);
    const setupAsked: MockLink.MockedResponse = {
      request: { query: LoginDocument, variables: credentials },
      result: {
        data: {
          login: outcome('TWO_FACTOR_SETUP', { challenge: 'setup-challenge', message: 'Your role requires it.' }),
        },
      },
    };
    const secret: MockLink.MockedResponse = {
      request: { query: TwoFactorSetupStartDocument, variables: { challenge: 'setup-challenge' } },
      result: {
        data: {
          startTwoFactorSetup: {
            __typename: 'TwoFactorEnrolment',
            secret: 'JBSWY3DPEHPK3PXP',
            qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
          },
        },
      },
    };
    const wrongMailCode: MockLink.MockedResponse = {
      request: {
        query: TwoFactorSetupFinishDocument,
        variables: { challenge: 'setup-challenge', code: '654321', emailCode: '1234 5679' },
      },
      result: {
        errors: [{ message: 'The code from the e-mail is not right.', extensions: { code: 'UNAUTHENTICATED' } }],
      },
    };
    const finished: MockLink.MockedResponse = {
      request: {
        query: TwoFactorSetupFinishDocument,
        variables: { challenge: 'setup-challenge', code: '654321', emailCode: '1234 5678' },
      },
      result: {
        data: {
          loginWithTwoFactorSetup: outcome('SIGNED_IN', {
            token: TOKEN,
            role: 'ADMIN',
            recoveryCodes: codes,
            user: { __typename: 'User', id: 'u1', email: credentials.email, role: 'ADMIN' },
          }),
        },
      },
    };
    const { user, dialog, router } = await openSignIn([setupAsked, secret, wrongMailCode, finished, meMock('ADMIN')]);
    await fillAndSubmit(user, dialog);
    const form = within(dialog);
    expect(await form.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeInTheDocument();
    expect(form.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(form.getByText('Your role requires it.')).toBeInTheDocument();
    await user.type(form.getByLabelText(/Authentication code/), '654321');
    // The app's code alone does not submit: the code sent to the account's address is asked for too.
    await user.click(form.getByRole('button', { name: 'Turn on and sign in' }));
    expect(form.getByLabelText(/Code from the e-mail/)).toBeInvalid();
    await user.type(form.getByLabelText(/Code from the e-mail/), '1234 5679');
    await user.click(form.getByRole('button', { name: 'Turn on and sign in' }));
    expect(await form.findByText('The code from the e-mail is not right.')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    await user.clear(form.getByLabelText(/Code from the e-mail/));
    await user.type(form.getByLabelText(/Code from the e-mail/), '1234 5678');
    await user.click(form.getByRole('button', { name: 'Turn on and sign in' }));

    const list = await form.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    // The session starts only once the codes were seen.
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    await user.click(form.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(TOKEN);
  });
});

afterEach(() => {
  jest.useRealTimers();
});
