import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';

import { Field, RequiredNote } from '../../../components/ui/Field';
import { checkFields, type FieldErrors, useFieldChecks } from '../../../components/ui/form-checks';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useFormValues } from '../../../components/ui/use-form-values';
import { useTimedMessage } from '../../../components/ui/use-timed-message';
import { PasswordChangeDocument } from '../../../gql/graphql';
import { saveSession } from '../../../lib/auth';
import { serverMessage } from '../../../lib/graphql-errors';
import { passwordLengthWrong } from '../../../lib/password-rule';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, settingsMessages } from '../settings-messages';

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };
type PasswordField = keyof typeof EMPTY;

const LABELS: Record<PasswordField, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmation: 'Confirm new password',
};

/** Every field's problem at once: blank fields, the new password's length, a confirmation that differs. */
function passwordFieldErrors(values: typeof EMPTY): FieldErrors<PasswordField> {
  const errors = checkFields(values, LABELS, { whose: 'your' });
  if (!errors.newPassword && passwordLengthWrong(values.newPassword)) {
    errors.newPassword = settingsMessages.passwordLength;
  }
  if (!errors.confirmation && !errors.newPassword && values.confirmation !== values.newPassword) {
    errors.confirmation = settingsMessages.passwordsDiffer;
  }
  return errors;
}

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
  const { formRef, errors, tryToSend } = useFieldChecks(passwordFieldErrors(values));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    success.clear();
    setError(null);
    if (!tryToSend()) return;
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
    <form ref={formRef} className="settings__form" noValidate onSubmit={submit}>
      <RequiredNote />
      <Field
        label={LABELS.currentPassword}
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.currentPassword}
        {...bind('currentPassword')}
      />
      <Field
        label={LABELS.newPassword}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={lengthHint}
        error={errors.newPassword}
        {...bind('newPassword')}
      />
      <Field
        label={LABELS.confirmation}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.confirmation}
        {...bind('confirmation')}
      />
      <SubmitButton busy={loading}>Change password</SubmitButton>
      <FormMessage tone="success" message={success.message} />
      <FormMessage tone="error" message={error} />
    </form>
  );
}
