import { type FormEvent, type ReactNode, useState } from 'react';

import { Field, SelectField } from '../../../components/ui/Field';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useFormValues } from '../../../components/ui/use-form-values';
import type { CreateUserInput, Role } from '../../../gql/graphql';
import { ROLE_LABELS } from '../../../lib/role-labels';
import { GrantSuperAdminDialog } from './GrantSuperAdminDialog';
import { DEFAULT_ROLE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, usersMessages } from '../users-messages';

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

function initialValues(roles: readonly Role[]): Values {
  const role = roles.includes(DEFAULT_ROLE) ? DEFAULT_ROLE : (roles[0] ?? DEFAULT_ROLE);
  return { firstName: '', lastName: '', email: '', password: '', role };
}

/** The add-user form: every field required, the role limited to the ones the server allows. */
export function AddUserForm({ roles, busy, onSubmit, invalidField, children }: AddUserFormProps) {
  const { values, setValues, bind: bindValue } = useFormValues<Values>(() => initialValues(roles));
  /** A Super Admin account waits for the confirmation before it is sent. */
  const [confirming, setConfirming] = useState(false);

  function bind(field: UserField) {
    return { ...bindValue(field), required: true, 'aria-invalid': invalidField === field ? true : undefined };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
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
    <form className="add-user-form" onSubmit={submit} aria-label="Add user">
      <div className="add-user-form__names">
        <Field label="First Name" autoComplete="off" maxLength={100} {...bind('firstName')} />
        <Field label="Last Name" autoComplete="off" maxLength={100} {...bind('lastName')} />
      </div>
      <Field label="Email" type="email" autoComplete="off" maxLength={254} {...bind('email')} />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={usersMessages.passwordHint}
        {...bind('password')}
      />
      <SelectField label="Role" {...bind('role')}>
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
