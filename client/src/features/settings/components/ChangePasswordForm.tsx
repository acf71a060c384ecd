import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';

import { Field } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useFormValues } from '../../../components/ui/use-form-values';
import { useTimedMessage } from '../../../components/ui/use-timed-message';
import { PasswordChangeDocument } from '../../../gql/graphql';
import { saveSession } from '../../../lib/auth';
import { serverMessage } from '../../../lib/graphql-errors';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, settingsMessages } from '../settings-messages';

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };

/**
 * Changes the signed-in account's password. The server checks the current password; the new one
 * is typed twice. The change ends every session of the account, this one included: the fresh
 * token of the answer is stored in place of the old one, so the person goes on working. Success
 * clears the form and its message clears after 3 s.
 */
export function ChangePasswordForm() {
  const { values, setValues, bind } = useFormValues(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const success = useTimedMessage();
  const [changePassword, { loading }] = useMutation(PasswordChangeDocument);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    success.clear();
    if (values.newPassword !== values.confirmation) {
      setError(settingsMessages.passwordsDiffer);
      return;
    }
    setError(null);
    try {
      const { data } = await changePassword({
        variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
      });
      if (data) saveSession(data.changePassword.token, data.changePassword.user.role);
    } catch (caught) {
      setError(serverMessage(caught) ?? settingsMessages.fallbackError);
      return;
    }
    setValues(EMPTY);
    success.show(settingsMessages.passwordChanged);
  }

  const lengthHint = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;
  return (
    <form className="settings__form" onSubmit={submit}>
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        {...bind('currentPassword')}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={lengthHint}
        {...bind('newPassword')}
      />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        {...bind('confirmation')}
      />
      <SubmitButton busy={loading}>Change password</SubmitButton>
      <FormMessage tone="success" message={success.message} />
      <FormMessage tone="error" message={error} />
    </form>
  );
}
