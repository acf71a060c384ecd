import { TableScroll } from '../../../components/ui/TableScroll';
import type { ApiKeyRowFragment } from '../../../gql/graphql';
import { formatMoment } from '../../../lib/format-when';
import { roleLabel } from '../../../lib/role-labels';

function when(value: string | null): string {
  return value ? formatMoment(value) : '—';
}

function keyStatus(key: ApiKeyRowFragment): string {
  if (key.revokedAt) return `Revoked ${when(key.revokedAt)}`;
  if (new Date(key.expiresAt).getTime() <= Date.now()) return 'Expired';
  return 'Active';
}

/** Every key: what it may do, who made it, when it was last used, and a Revoke button while it works. */
export function ApiKeysTable({
  keys,
  busyId,
  onRevoke,
}: {
  keys: readonly ApiKeyRowFragment[];
  busyId: string | null;
  onRevoke: (key: ApiKeyRowFragment) => void;
}) {
  return (
    <TableScroll label="API keys">
      <table className="integrations__table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">Role</th>
            <th scope="col">Scope</th>
            <th scope="col">Created by</th>
            <th scope="col">Expires</th>
            <th scope="col">Last used</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id}>
              <th scope="row">{key.name}</th>
              <td>
                <code>{key.prefix}…</code>
              </td>
              <td>{roleLabel(key.role)}</td>
              <td>{key.readOnly ? 'Read-only' : 'Read and write'}</td>
              <td>{key.createdBy?.email ?? '—'}</td>
              <td>{when(key.expiresAt)}</td>
              <td>{key.lastUsedAt ? when(key.lastUsedAt) : 'Never'}</td>
              <td>{keyStatus(key)}</td>
              <td>
                {!key.revokedAt && (
                  <button
                    type="button"
                    className="button"
                    aria-label={`Revoke ${key.name}`}
                    disabled={busyId === key.id}
                    onClick={() => onRevoke(key)}
                  >
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
