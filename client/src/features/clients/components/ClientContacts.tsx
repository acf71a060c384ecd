import { TableScroll } from '../../../components/ui/TableScroll';
import type { ClientContactFieldsFragment } from '../../../gql/graphql';
import { clientsMessages as m } from '../clients-messages';

export interface ClientContactsProps {
  contacts: readonly ClientContactFieldsFragment[];
  onEdit: (contact: ClientContactFieldsFragment) => void;
  onDelete: (contact: ClientContactFieldsFragment) => void;
}

/** The people at the client, by name, each with Edit and Delete (named for the person). */
export function ClientContacts({ contacts, onEdit, onDelete }: ClientContactsProps) {
  if (contacts.length === 0) return <p>{m.noContacts}</p>;
  return (
    <TableScroll label={m.contactsLabel} className="clients__table-scroll">
      <table className="clients__table">
        <thead>
          <tr>
            <th scope="col">{m.contactFullName}</th>
            <th scope="col">{m.contactRole}</th>
            <th scope="col">{m.contactEmail}</th>
            <th scope="col">{m.contactPhone}</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => (
            <tr key={contact.id}>
              <td>{contact.fullName}</td>
              <td>{contact.role}</td>
              <td>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </td>
              <td>{contact.phone}</td>
              <td className="clients__row-actions">
                <button
                  type="button"
                  className="button"
                  aria-haspopup="dialog"
                  aria-label={`Edit ${contact.fullName}`}
                  onClick={() => onEdit(contact)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button"
                  aria-haspopup="dialog"
                  aria-label={`Delete ${contact.fullName}`}
                  onClick={() => onDelete(contact)}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
