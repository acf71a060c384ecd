import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';

import { Field, SelectField } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { ApiKeyCreateDocument, ApiKeyRevokeDocument, ApiKeysListDocument, type Role } from '../../../gql/graphql';
import { refusedField, serverMessage } from '../../../lib/graphql-errors';
import { roleLabel } from '../../../lib/role-labels';
import { integrationsMessages } from '../integrations-messages';

import { ApiKeysTable } from './ApiKeysTable';
import { ConfirmIdentityField } from './ConfirmIdentityField';
import { OneTimeSecret } from './OneTimeSecret';

/** SUPER_ADMIN stays with people: no key may have it. */
const KEY_ROLES_LOWEST_FIRST: readonly Role[] = ['USER', 'INTERNAL_RECRUITER', 'ADMIN'];

/** The roles a key may have: up to the signed-in person's own, never SUPER_ADMIN (the server checks it too). */
function keyRoles(own: Role): Role[] {
  return own === 'SUPER_ADMIN'
    ? [...KEY_ROLES_LOWEST_FIRST]
    : KEY_ROLES_LOWEST_FIRST.slice(0, KEY_ROLES_LOWEST_FIRST.indexOf(own) + 1);
}

/** API keys: the create form, the secret shown once, and the list with Revoke. */
export function ApiKeysPanel() {
  const list = useQuery(ApiKeysListDocument, { fetchPolicy: 'cache-and-network' });
  const [createKey, creating] = useMutation(ApiKeyCreateDocument, { refetchQueries: [ApiKeysListDocument] });
  const [revokeKey] = useMutation(ApiKeyRevokeDocument);
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('INTERNAL_RECRUITER');
  const [readOnly, setReadOnly] = useState(true);
  const [expires, setExpires] = useState('');
  const [passwordOrCode, setPasswordOrCode] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; field?: string } | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    setSecret(null);
    try {
      const answer = await createKey({
        variables: {
          input: {
            name,
            role,
            readOnly,
            expiresAt: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
            passwordOrCode,
          },
        },
      });
      setSecret(answer.data?.createApiKey.secret ?? null);
      setName('');
      setExpires('');
      setPasswordOrCode('');
    } catch (error) {
      setRefusal({ message: serverMessage(error) ?? integrationsMessages.fallbackError, field: refusedField(error) });
    }
  }

  async function revoke(id: string) {
    setRevoking(id);
    try {
      await revokeKey({ variables: { id } });
    } catch (error) {
      setRefusal({ message: serverMessage(error) ?? integrationsMessages.fallbackError });
    } finally {
      setRevoking(null);
    }
  }

  const own = list.data?.me.role;
  return (
    <section className="integrations__section" aria-labelledby="api-keys-heading">
      <h2 id="api-keys-heading">API keys</h2>
      <p>
        Programs send a key as <code>Authorization: Bearer &lt;key&gt;</code> on <code>/graphql</code> and{' '}
        <code>/api</code>. A key does what an account of its role may do; a read-only key may only read.
      </p>
      {own && (
        <form className="integrations__form" onSubmit={create} aria-label="New API key">
          <Field
            label="Key name"
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={refusal?.field === 'name' ? refusal.message : null}
          />
          <SelectField label="Key role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {keyRoles(own).map((option) => (
              <option key={option} value={option}>
                {roleLabel(option)}
              </option>
            ))}
          </SelectField>
          <label className="integrations__check">
            <input type="checkbox" checked={readOnly} onChange={(e) => setReadOnly(e.target.checked)} />
            Read-only (queries and GET requests only)
          </label>
          <Field
            label="Expires on"
            hint="Every key expires: without a date, after the server's default lifetime."
            type="date"
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
            error={refusal?.field === 'expiresAt' ? refusal.message : null}
          />
          <ConfirmIdentityField
            twoFactor={list.data?.me.twoFactorEnabled ?? false}
            value={passwordOrCode}
            onChange={setPasswordOrCode}
            error={refusal?.field === 'passwordOrCode' ? refusal.message : null}
          />
          <button type="submit" className="button" disabled={creating.loading}>
            Create key
          </button>
          <FormMessage tone="error" message={refusal?.message} />
        </form>
      )}
      {secret && <OneTimeSecret message={integrationsMessages.keyCreated} value={secret} name="API key" />}
      {list.error && !list.data ? (
        <p role="alert">{serverMessage(list.error) ?? integrationsMessages.failure}</p>
      ) : !list.data ? (
        <p role="status">{integrationsMessages.loading}</p>
      ) : list.data.apiKeys.length === 0 ? (
        <p>{integrationsMessages.noKeys}</p>
      ) : (
        <ApiKeysTable keys={list.data.apiKeys} busyId={revoking} onRevoke={(key) => void revoke(key.id)} />
      )}
    </section>
  );
}
