import './sign-in-dialog.css';

import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useReducer } from 'react';
import { useNavigate } from 'react-router-dom';

import { Dialog } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { FormMessage } from '../../components/ui/FormMessage';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { RecoveryCodes, TotpCodeField, TotpSecret } from '../../components/ui/TwoFactorPieces';
import { messages } from '../../content/messages';
import {
  LoginDocument,
  LoginWithNewPasswordDocument,
  LoginWithTwoFactorDocument,
  TwoFactorSetupFinishDocument,
  TwoFactorSetupStartDocument,
} from '../../gql/graphql';
import { saveSession } from '../../lib/auth';
import { graphQLErrors, httpBody, serverMessage } from '../../lib/graphql-errors';

import { INITIAL_SIGN_IN, type SignInOutcome, signInReducer, type Stage } from './sign-in-state';

export interface SignInDialogProps {
  /** Where to go after signing in; /admin when not given. */
  returnTo?: string;
  /** The visitor dismissed the dialog (close button, Escape, a click outside). */
  onClose: () => void;
  /** Sign-in succeeded and the app is moving on; the dialog should go away. */
  onSignedIn: () => void;
}

/** The message a failed sign-in shows (SPEC section 8). */
export function loginErrorMessage(error: unknown): string {
  if (graphQLErrors(error).length > 0) return serverMessage(error) ?? messages.login.failed;
  const bodyText = httpBody(error);
  if (bodyText !== undefined) {
    // A non-2xx answer that is not a GraphQL response: use its `{ message }` when it has one.
    try {
      const body: unknown = JSON.parse(bodyText);
      if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
        return body.message;
      }
    } catch {
      // Not JSON: fall through to the generic message.
    }
    return messages.login.failed;
  }
  // A network failure (the request never got an answer) shows its own message.
  return (error instanceof Error && error.message) || messages.login.failed;
}

/** The admin sign-in dialog: e-mail and password (and a code with two-factor sign-in), then the back office. */
export function SignInDialog({ returnTo, onClose, onSignedIn }: SignInDialogProps) {
  const [login] = useMutation(LoginDocument);
  const [loginWithNewPassword] = useMutation(LoginWithNewPasswordDocument);
  const [loginWithTwoFactor] = useMutation(LoginWithTwoFactorDocument);
  const [startSetup] = useMutation(TwoFactorSetupStartDocument);
  const [finishSetup] = useMutation(TwoFactorSetupFinishDocument);
  const client = useApolloClient();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(signInReducer, INITIAL_SIGN_IN);
  const { stage, fields, loading, message, isError, useRecoveryCode } = state;
  const edit = (field: keyof typeof fields) => (event: { target: { value: string } }) =>
    dispatch({ type: 'edit', field, value: event.target.value });

  async function finish(outcome: SignInOutcome) {
    if (!outcome.token || !outcome.role) return;
    saveSession(outcome.token, outcome.role);
    // Drop what was cached as an anonymous visitor; active queries ask again as the new user.
    await client.resetStore().catch(() => undefined);
    dispatch({ type: 'answered' });
    onSignedIn();
    navigate(returnTo ?? '/admin');
  }

  /** Moves to the step the server asks for, or signs in. */
  async function proceed(outcome: SignInOutcome | undefined) {
    if (outcome?.step === 'NEW_PASSWORD') {
      const next: Stage = { kind: 'new-password', challenge: outcome.challenge ?? null };
      dispatch({ type: 'next-step', stage: next, message: outcome.message ?? messages.login.failed, isError: true });
      return;
    }
    if (outcome?.step === 'TWO_FACTOR' && outcome.challenge) {
      dispatch({
        type: 'next-step',
        stage: { kind: 'code', challenge: outcome.challenge },
        message: outcome.message ?? '',
      });
      return;
    }
    if (outcome?.step === 'TWO_FACTOR_SETUP' && outcome.challenge) {
      const challenge = outcome.challenge;
      const started = (await startSetup({ variables: { challenge } })).data?.startTwoFactorSetup;
      dispatch({
        type: 'next-step',
        stage: { kind: 'setup', challenge, secret: started ?? undefined },
        message: outcome.message ?? '',
      });
      return;
    }
    if (outcome?.token && outcome.role) {
      if (outcome.recoveryCodes?.length) {
        dispatch({
          type: 'next-step',
          stage: { kind: 'recovery-codes', outcome },
          message: 'Two-factor sign-in is on.',
        });
        return;
      }
      await finish(outcome);
      return;
    }
    dispatch({ type: 'answered', message: messages.login.success });
  }

  async function submit(): Promise<SignInOutcome | undefined> {
    const { email, password, newPassword, code, emailCode } = fields;
    const variables = { email: email.trim(), password };
    switch (stage.kind) {
      case 'password':
        return (await login({ variables })).data?.login;
      case 'new-password':
        return (
          await loginWithNewPassword({
            variables: { ...variables, newPassword, ...(stage.challenge ? { challenge: stage.challenge } : {}) },
          })
        ).data?.loginWithNewPassword;
      case 'code':
        return (await loginWithTwoFactor({ variables: { challenge: stage.challenge, code } })).data?.loginWithTwoFactor;
      case 'setup':
        return (await finishSetup({ variables: { challenge: stage.challenge, code, emailCode } })).data
          ?.loginWithTwoFactorSetup;
      case 'recovery-codes':
        return stage.outcome;
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stage.kind === 'recovery-codes') {
      await finish(stage.outcome);
      return;
    }
    dispatch({ type: 'send' });
    try {
      await proceed(await submit());
    } catch (error) {
      dispatch({ type: 'refused', message: loginErrorMessage(error) });
    }
  }

  const askPassword = stage.kind === 'password' || stage.kind === 'new-password';
  return (
    <Dialog title="Sign In" onClose={onClose} className="sign-in-dialog">
      <form className="sign-in-form" onSubmit={onSubmit} aria-busy={loading}>
        {askPassword && (
          <>
            <Field
              label="Email Address"
              name="email"
              type="email"
              autoComplete="username"
              required
              value={fields.email}
              onChange={edit('email')}
            />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={fields.password}
              onChange={edit('password')}
            />
          </>
        )}
        {stage.kind === 'new-password' && (
          <Field
            label="New Password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            value={fields.newPassword}
            onChange={edit('newPassword')}
          />
        )}
        {stage.kind === 'code' && (
          <>
            <TotpCodeField
              key={useRecoveryCode ? 'recovery' : 'app'}
              recovery={useRecoveryCode}
              name="code"
              autoFocus
              value={fields.code}
              onChange={edit('code')}
            />
            <button
              type="button"
              className="link-button sign-in-form__switch"
              onClick={() => dispatch({ type: 'switch-code-kind' })}
            >
              {useRecoveryCode ? 'Use the code from your app' : 'Use a recovery code'}
            </button>
          </>
        )}
        {stage.kind === 'setup' && (
          <>
            {stage.secret && <TotpSecret {...stage.secret} />}
            <TotpCodeField name="code" autoFocus value={fields.code} onChange={edit('code')} />
            <Field
              label="Code from the e-mail"
              name="emailCode"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              pattern="[0-9 ]{8,9}"
              maxLength={9}
              required
              hint="We sent an 8-digit code to your account’s e-mail address: it proves the setup is yours."
              value={fields.emailCode}
              onChange={edit('emailCode')}
            />
          </>
        )}
        {stage.kind === 'recovery-codes' && <RecoveryCodes codes={stage.outcome.recoveryCodes ?? []} />}
        <SubmitButton busy={loading} className="button button--primary sign-in-form__submit">
          {SUBMIT_LABELS[stage.kind]}
        </SubmitButton>
      </form>
      <FormMessage message={message} tone={isError ? 'error' : 'success'} />
    </Dialog>
  );
}

const SUBMIT_LABELS: Record<Stage['kind'], string> = {
  password: 'Sign In',
  'new-password': 'Sign In',
  code: 'Verify',
  setup: 'Turn on and sign in',
  'recovery-codes': 'Continue',
};
