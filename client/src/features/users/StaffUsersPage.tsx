import './users.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';

import { Dialog } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { FormMessage } from '../../components/ui/FormMessage';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { TableScroll } from '../../components/ui/TableScroll';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import {
  type Role,
  type StaffUserRowFragment,
  StaffUsersDocument,
  UserResetTwoFactorDocument,
  UserSetDisabledDocument,
  UserSetRoleDocument,
  UserSetTemporaryPasswordDocument,
  UserSignOutEverywhereDocument,
} from '../../gql/graphql';
import { formatMoment } from '../../lib/format-when';
import { refusedField, serverMessage } from '../../lib/graphql-errors';
import { roleLabel } from '../../lib/role-labels';

import { GrantSuperAdminDialog } from './components/GrantSuperAdminDialog';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, staffMessages, usersMessages } from './users-messages';

const PAGE_TITLE = 'Staff Accounts';

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/**
 * /admin/users (ADMIN and up): every account with its role, last sign-in and state. Rows the
 * signed-in user may change (not its own; roles it could grant) offer a role select, Disable or
 * Enable, a temporary password and "Sign out everywhere"; a SUPER_ADMIN may also reset another
 * person's two-factor sign-in, after a confirmation. The server checks every rule again.
 */
export function StaffUsersPage() {
  useDocumentTitle(PAGE_TITLE);
  const list = useQuery(StaffUsersDocument, { fetchPolicy: 'cache-and-network' });
  const [setDisabled] = useMutation(UserSetDisabledDocument);
  const [setRole] = useMutation(UserSetRoleDocument);
  const [signOutUser] = useMutation(UserSignOutEverywhereDocument);
  /** The accounts whose "Sign out everywhere" is running: their button waits for the answer. */
  const [signingOut, setSigningOut] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [resetting, setResetting] = useState<StaffUserRowFragment | null>(null);
  const [resettingTwoFactor, setResettingTwoFactor] = useState<StaffUserRowFragment | null>(null);
  /** A change to SUPER_ADMIN waits here for its confirmation; the select keeps the old role meanwhile. */
  const [promoting, setPromoting] = useState<StaffUserRowFragment | null>(null);

  const data = list.data;
  const grantable = data?.grantableRoles ?? [];

  async function run(change: () => Promise<unknown>, success: string) {
    setOutcome(null);
    try {
      await change();
      setOutcome({ tone: 'success', message: success });
    } catch (error) {
      setOutcome({ tone: 'error', message: serverMessage(error) ?? usersMessages.fallbackError });
    }
  }

  function changeRole(user: StaffUserRowFragment, role: Role) {
    void run(
      () => setRole({ variables: { id: user.id, role } }),
      staffMessages.roleChanged(user.email, roleLabel(role)),
    );
  }

  async function signOutEverywhere(user: StaffUserRowFragment) {
    setSigningOut((ids) => new Set(ids).add(user.id));
    await run(() => signOutUser({ variables: { id: user.id } }), staffMessages.signedOut(user.email));
    setSigningOut((ids) => {
      const rest = new Set(ids);
      rest.delete(user.id);
      return rest;
    });
  }

  return (
    <section className="page users-admin">
      <h1>{PAGE_TITLE}</h1>
      {list.error && !data ? (
        <p role="alert" className="users-admin__notice users-admin__notice--error">
          {serverMessage(list.error) ?? staffMessages.loadFailed}
        </p>
      ) : !data ? (
        <p role="status" className="users-admin__notice">
          {usersMessages.loadingRoles}
        </p>
      ) : (
        <>
          <FormMessage tone={outcome?.tone ?? 'success'} message={outcome?.message} />
          <TableScroll label="Staff accounts">
            <table className="users-admin__table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Last sign-in</th>
                  <th scope="col">State</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.staffUsers.map((user) => {
                  const manageable = user.id !== data.me.id && grantable.includes(user.role);
                  const twoFactorResettable =
                    data.me.role === 'SUPER_ADMIN' && user.id !== data.me.id && user.twoFactorEnabled;
                  const name = `${user.firstName} ${user.lastName}`;
                  return (
                    <tr key={user.id}>
                      <td>{name}</td>
                      <td className="users-admin__email">{user.email}</td>
                      <td>
                        {manageable ? (
                          <select
                            aria-label={`Role of ${user.email}`}
                            value={user.role}
                            className="users-admin__role"
                            onChange={(event) => {
                              const role = event.target.value as Role;
                              if (role === 'SUPER_ADMIN') setPromoting(user);
                              else changeRole(user, role);
                            }}
                          >
                            {grantable.map((role) => (
                              <option key={role} value={role}>
                                {roleLabel(role)}
                              </option>
                            ))}
                          </select>
                        ) : (
                          roleLabel(user.role)
                        )}
                      </td>
                      <td>{user.lastSignInAt ? formatMoment(user.lastSignInAt) : staffMessages.never}</td>
                      <td>
                        {user.disabled ? 'Disabled' : 'Active'}
                        {user.mustChangePassword && <> · {staffMessages.temporaryPending}</>}
                        {user.twoFactorEnabled && <> · {staffMessages.twoFactorOn}</>}
                      </td>
                      <td className="users-admin__actions">
                        {manageable ? (
                          <>
                            <button
                              type="button"
                              className="button"
                              aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.email}`}
                              onClick={() =>
                                void run(
                                  () => setDisabled({ variables: { id: user.id, disabled: !user.disabled } }),
                                  staffMessages.stateChanged(user.email, !user.disabled),
                                )
                              }
                            >
                              {user.disabled ? 'Enable' : 'Disable'}
                            </button>
                            <button
                              type="button"
                              className="button"
                              aria-label={`Set a temporary password for ${user.email}`}
                              onClick={() => setResetting(user)}
                            >
                              Temporary password
                            </button>
                            <SubmitButton
                              type="button"
                              className="button"
                              busy={signingOut.has(user.id)}
                              aria-label={`Sign out everywhere: ${user.email}`}
                              onClick={() => void signOutEverywhere(user)}
                            >
                              Sign out everywhere
                            </SubmitButton>
                            {twoFactorResettable && (
                              <button
                                type="button"
                                className="button"
                                aria-label={`Reset two-factor sign-in of ${user.email}`}
                                onClick={() => setResettingTwoFactor(user)}
                              >
                                Reset two-factor
                              </button>
                            )}
                          </>
                        ) : user.id === data.me.id ? (
                          staffMessages.yourAccount
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
      {promoting && (
        <GrantSuperAdminDialog
          person={`${promoting.firstName} ${promoting.lastName} (${promoting.email})`}
          onConfirm={() => {
            setPromoting(null);
            changeRole(promoting, 'SUPER_ADMIN');
          }}
          onCancel={() => setPromoting(null)}
        />
      )}
      {resettingTwoFactor && (
        <TwoFactorResetDialog
          user={resettingTwoFactor}
          onClose={() => setResettingTwoFactor(null)}
          onDone={(message) => {
            setResettingTwoFactor(null);
            setOutcome({ tone: 'success', message });
          }}
        />
      )}
      {resetting && (
        <TemporaryPasswordDialog
          user={resetting}
          onClose={() => setResetting(null)}
          onDone={(message) => {
            setResetting(null);
            setOutcome({ tone: 'success', message });
          }}
        />
      )}
    </section>
  );
}

function TemporaryPasswordDialog({
  user,
  onClose,
  onDone,
}: {
  user: StaffUserRowFragment;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<{ message: string; field?: string } | null>(null);
  const [save, { loading }] = useMutation(UserSetTemporaryPasswordDocument);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    try {
      await save({ variables: { id: user.id, password } });
      onDone(staffMessages.temporarySet(user.email));
    } catch (error) {
      setRefusal({ message: serverMessage(error) ?? usersMessages.fallbackError, field: refusedField(error) });
    }
  }

  return (
    <Dialog title="Temporary password" onClose={onClose}>
      <form onSubmit={onSubmit} aria-busy={loading}>
        <p>{staffMessages.temporaryExplained(user.email)}</p>
        <Field
          label="Temporary password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={usersMessages.passwordHint}
          error={refusal?.field === 'password' ? refusal.message : undefined}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <SubmitButton busy={loading} className="button button--primary">
          Set temporary password
        </SubmitButton>
        <FormMessage tone="error" message={refusal?.message} />
      </form>
    </Dialog>
  );
}

/** Asks before a SUPER_ADMIN turns another person's two-factor sign-in off. */
function TwoFactorResetDialog({
  user,
  onClose,
  onDone,
}: {
  user: StaffUserRowFragment;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reset, { loading }] = useMutation(UserResetTwoFactorDocument);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    try {
      await reset({ variables: { id: user.id } });
      onDone(staffMessages.twoFactorReset(user.email));
    } catch (error) {
      setRefusal(serverMessage(error) ?? usersMessages.fallbackError);
    }
  }

  return (
    <Dialog title="Reset two-factor sign-in" onClose={onClose}>
      <form onSubmit={onSubmit} aria-busy={loading}>
        <p>{staffMessages.twoFactorResetExplained(user.email)}</p>
        <SubmitButton busy={loading} className="button button--primary">
          Reset two-factor sign-in
        </SubmitButton>
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <FormMessage tone="error" message={refusal ?? undefined} />
      </form>
    </Dialog>
  );
}
