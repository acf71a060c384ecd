import './sign-in-dialog.css';

import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Dialog } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { FormMessage } from '../../components/ui/FormMessage';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { messages } from '../../content/messages';
import { LoginDocument, LoginWithNewPasswordDocument } from '../../gql/graphql';
import { saveSession } from '../../lib/auth';

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
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.find((graphQLError) => graphQLError.message)?.message || messages.login.failed;
  }
  if (ServerError.is(error)) {
    // A non-2xx answer that is not a GraphQL response: use its `{ message }` when it has one.
    try {
      const body: unknown = JSON.parse(error.bodyText);
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

/** The admin sign-in dialog: e-mail and password, then the back office. */
export function SignInDialog({ returnTo, onClose, onSignedIn }: SignInDialogProps) {
  const [login] = useMutation(LoginDocument);
  const [loginWithNewPassword] = useMutation(LoginWithNewPasswordDocument);
  const client = useApolloClient();
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState('');
  const [isError, setIsError] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  /** The password was a temporary one: the form asks for a new one before signing in. */
  const [needsNewPassword, setNeedsNewPassword] = useState(false);
  const [newPassword, setNewPassword] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage('');
    setIsError(false);
    setLoading(true);
    try {
      const payload = needsNewPassword
        ? (await loginWithNewPassword({ variables: { email: email.trim(), password, newPassword } })).data
            ?.loginWithNewPassword
        : (await login({ variables: { email: email.trim(), password } })).data?.login;
      if (payload?.step === 'NEW_PASSWORD') {
        setNeedsNewPassword(true);
        setLoading(false);
        setIsError(true);
        setMessage(payload.message ?? messages.login.failed);
        return;
      }
      if (payload?.token && payload.role) {
        saveSession(payload.token, payload.role);
        // Drop what was cached as an anonymous visitor; active queries ask again as the new user.
        await client.resetStore().catch(() => undefined);
        setLoading(false);
        onSignedIn();
        navigate(returnTo ?? '/admin');
        return;
      }
      setLoading(false);
      setMessage(messages.login.success);
    } catch (error) {
      setLoading(false);
      setIsError(true);
      setMessage(loginErrorMessage(error));
    }
  }

  return (
    <Dialog title="Sign In" onClose={onClose} className="sign-in-dialog">
      <form className="sign-in-form" onSubmit={onSubmit} aria-busy={loading}>
        <Field
          label="Email Address"
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {needsNewPassword && (
          <Field
            label="New Password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
        )}
        <SubmitButton busy={loading} className="button button--primary sign-in-form__submit">
          Sign In
        </SubmitButton>
      </form>
      <FormMessage message={message} tone={isError ? 'error' : 'success'} />
    </Dialog>
  );
}
