import { type FormEvent, type ReactNode, useState } from 'react';

import { Field, RequiredNote, SelectField } from '../../../components/ui/Field';
import { checkFields, type FieldErrors, useFieldChecks } from '../../../components/ui/form-checks';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useFormValues } from '../../../components/ui/use-form-values';
import type { CreateUserInput, Role } from '../../../gql/graphql';
import { passwordLengthWrong } from '../../../lib/password-rule';
import { ROLE_LABELS } from '../../../lib/role-labels';
import { DEFAULT_ROLE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, usersMessages } from '../users-messages';

import { GrantSuperAdminDialog } from './GrantSuperAdminDialog';

type UserField = keyof CreateUserInput;
type Values = Record<UserField, string>;

export interface AddUserFormProps {
  /** The roles the signed-in user may grant, in the server's order. */
  roles: readonly Role[];
  busy: boolean;
  /** Sends the account; resolves true when it was added, so the form empties. */
  onSubmit: (input: CreateUserInput) => Promise<boolean>;
  /** The field the server refused, marked invalid until the next submit. */
  invalidField?: string;
  /** The message lines under the button. */
  children?: ReactNode;
}

/** The fields as the form labels them, in its order: every one is required (SPEC section 5). */
const USER_FIELD_LABELS: Record<UserField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  password: 'Password',
  role: 'Role',
};

/** Every field's problem at once: blank fields, an e-mail not shaped like one, a password's length. */
function userFieldErrors(values: Values): FieldErrors<UserField> {
  const errors = checkFields(values, USER_FIELD_LABELS, { email: 'email', whose: 'the' });
  if (!errors.password && passwordLengthWrong(values.password)) {
    errors.password = usersMessages.passwordLength;
  }
  return errors;
}

function initialValues(roles: readonly Role[]): Values {
  const role = roles.includes(DEFAULT_ROLE) ? DEFAULT_ROLE : (roles[0] ?? DEFAULT_ROLE);
  return { firstName: '', lastName: '', email: '', password: '', role };
}

/**
 * The add-user form: every field required, the role limited to the ones the server allows. A
 * refused send marks every field that is wrong at once and focuses the first (form-checks.ts);
 * a field the server refused is marked with the server's message under the form.
 */
export function AddUserForm({ roles, busy, onSubmit, invalidField, children }: AddUserFormProps) {
  const { values, setValues, bind: bindValue } = useFormValues<Values>(() => initialValues(roles));
  /** A Super Admin account waits for the confirmation before it is sent. */
  const [confirming, setConfirming] = useState(false);
  const { formRef, errors, tryToSend } = useFieldChecks(userFieldErrors(values));

  function bind(field: UserField) {
    return {
      ...bindValue(field),
      required: true,
      error: errors[field],
      ...(invalidField === field ? { 'aria-invalid': true as const } : {}),
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !tryToSend()) return;
    if (values.role === 'SUPER_ADMIN') setConfirming(true);
    else void send();
  }

  async function send() {
    setConfirming(false);
    const added = await onSubmit({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      // Passwords are taken exactly as typed: spaces count.
      password: values.password,
      role: values.role as Role,
    });
    if (added) setValues(initialValues(roles));
  }

  return (
    <form ref={formRef} className="add-user-form" noValidate onSubmit={submit} aria-label="Add user">
      <RequiredNote />
      <div className="add-user-form__names">
        <Field label={USER_FIELD_LABELS.firstName} autoComplete="off" maxLength={100} {...bind('firstName')} />
        <Field label={USER_FIELD_LABELS.lastName} autoComplete="off" maxLength={100} {...bind('lastName')} />
      </div>
      <Field label={USER_FIELD_LABELS.email} type="email" autoComplete="off" maxLength={254} {...bind('email')} />
      <Field
        label={USER_FIELD_LABELS.password}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={usersMessages.passwordHint}
        {...bind('password')}
      />
      <SelectField label={USER_FIELD_LABELS.role} {...bind('role')}>
        {roles.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
      <SubmitButton busy={busy}>Add User</SubmitButton>
      {children}
      {confirming && (
        <GrantSuperAdminDialog
          person={`${values.firstName.trim()} ${values.lastName.trim()} (${values.email.trim()})`}
          onConfirm={() => void send()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </form>
  );
}
