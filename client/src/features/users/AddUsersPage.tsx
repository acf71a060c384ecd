import './users.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { FormMessage } from '../../components/ui/FormMessage';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useTimedMessage } from '../../components/ui/use-timed-message';
import { type CreateUserInput, GrantableRolesDocument, UserCreateDocument } from '../../gql/graphql';
import { refusedField, serverMessage } from '../../lib/graphql-errors';

import { AddUserForm } from './components/AddUserForm';
import { usersMessages } from './users-messages';

const PAGE_TITLE = 'Add Users';

/**
 * /admin/add-users. The Role select offers only what the server lets the signed-in user grant
 * (ADMIN: USER and INTERNAL_RECRUITER; SUPER_ADMIN: every role); below ADMIN there is no form.
 */
export function AddUsersPage() {
  useDocumentTitle(PAGE_TITLE);
  const roles = useQuery(GrantableRolesDocument);
  const success = useTimedMessage();
  const [refusal, setRefusal] = useState<{ message: string; field?: string } | null>(null);
  const [createUser, { loading }] = useMutation(UserCreateDocument);

  async function add(input: CreateUserInput): Promise<boolean> {
    success.clear();
    setRefusal(null);
    try {
      await createUser({ variables: { input } });
    } catch (error) {
      setRefusal({ message: serverMessage(error) ?? usersMessages.fallbackError, field: refusedField(error) });
      return false;
    }
    success.show(usersMessages.success);
    return true;
  }

  const grantable = roles.data?.grantableRoles;

  return (
    <section className="page users-admin">
      <h1>{PAGE_TITLE}</h1>
      <div className="users-admin__panel">
        {roles.error ? (
          <p role="alert" className="users-admin__notice users-admin__notice--error">
            {serverMessage(roles.error) ?? usersMessages.fallbackError}
          </p>
        ) : !grantable ? (
          <p role="status" className="users-admin__notice">
            {usersMessages.loadingRoles}
          </p>
        ) : grantable.length === 0 ? (
          <p className="users-admin__notice">{usersMessages.noGrantableRoles}</p>
        ) : (
          <AddUserForm roles={grantable} busy={loading} onSubmit={add} invalidField={refusal?.field}>
            <FormMessage tone="success" message={success.message} />
            <FormMessage tone="error" message={refusal?.message} />
          </AddUserForm>
        )}
      </div>
    </section>
  );
}
