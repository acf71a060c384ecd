// This file passes 400 lines: a client's contacts, jobs and shortlists share the page's loading and refusal state.
import './clients.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { RecordFallback } from '../../components/ui/RecordFallback';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import {
  ClientContactAddDocument,
  ClientContactDeleteDocument,
  type ClientContactFieldsFragment,
  type ClientContactInput,
  ClientContactUpdateDocument,
  ClientDeleteDocument,
  ClientDetailsDocument,
  type ClientInput,
  ClientLogoRemoveDocument,
  ClientLogoSetDocument,
  ClientUpdateDocument,
} from '../../gql/graphql';
import { getRole } from '../../lib/auth';
import { refusedField, serverMessage } from '../../lib/graphql-errors';
import { useDeleteAndLeave } from '../../lib/use-delete-and-leave';

import {
  CLIENTS_PATH,
  clientsMessages as m,
  contactDeletedLine,
  contactSavedLine,
  deleteClientTitle,
  deleteContactTitle,
  jobPipelinePath,
} from './clients-messages';
import { ClientContacts } from './components/ClientContacts';
import { ClientFormDialog } from './components/ClientFormDialog';
import { ClientLogo } from './components/ClientLogo';
import { ClientLogoForm } from './components/ClientLogoForm';
import { ClientPlacements } from './components/ClientPlacements';
import { ContactDialog } from './components/ContactDialog';

/** The roles the server lets delete a client. */
const DELETING_ROLES = ['ADMIN', 'SUPER_ADMIN'];

type Refusal = { message: string; field?: string | undefined } | null;
type ContactEditing = { mode: 'add' } | { mode: 'edit'; contact: ClientContactFieldsFragment } | null;

function jobState(job: { archivedAt?: string | null; closesAt?: string | null }): string {
  if (job.archivedAt) return m.archived;
  if (job.closesAt && new Date(job.closesAt).getTime() <= Date.now()) return m.closed;
  return m.open;
}

/**
 * /admin/clients/:id: one client: its details (Edit details), figures, logo (upload with its
 * description, replace, remove), contacts (add, edit, delete, asked first), its jobs (each opening
 * its pipeline) and its placements; ADMIN may delete the client.
 */
export function ClientPage() {
  const { id = '' } = useParams();
  const ids = useId();
  const query = useQuery(ClientDetailsDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const client = query.data?.client;
  useDocumentTitle(client?.name ?? m.title);

  const [editing, setEditing] = useState(false);
  const [editError, setEditError] = useState<Refusal>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [updateClient, updating] = useMutation(ClientUpdateDocument, {
    update: (store) => void store.evict({ id: 'ROOT_QUERY', fieldName: 'clients' }),
  });

  const [logoError, setLogoError] = useState<string | null>(null);
  const [setLogo, settingLogo] = useMutation(ClientLogoSetDocument);
  const [removeLogo, removingLogo] = useMutation(ClientLogoRemoveDocument);

  const [contactEditing, setContactEditing] = useState<ContactEditing>(null);
  const [contactError, setContactError] = useState<Refusal>(null);
  const [deletingContact, setDeletingContact] = useState<ClientContactFieldsFragment | null>(null);
  const [deleteContactError, setDeleteContactError] = useState<string | null>(null);
  const refetchClient = { refetchQueries: [{ query: ClientDetailsDocument, variables: { id } }] };
  const [addContact, addingContact] = useMutation(ClientContactAddDocument, refetchClient);
  const [updateContact, updatingContact] = useMutation(ClientContactUpdateDocument);
  const [deleteContact, deletingContactNow] = useMutation(ClientContactDeleteDocument, refetchClient);

  const removal = useDeleteAndLeave({
    mutation: ClientDeleteDocument,
    variables: { id },
    record: { __typename: 'Client', id },
    listField: 'clients',
    listPath: CLIENTS_PATH,
    failed: m.deleteClientFailed,
  });

  async function saveDetails(input: ClientInput) {
    setEditError(null);
    try {
      await updateClient({ variables: { id, input } });
      setEditing(false);
      setOutcome(m.saved);
    } catch (error) {
      setEditError({ message: serverMessage(error) ?? m.editFailed, field: refusedField(error) });
    }
  }

  async function uploadLogo(file: File, alt: string): Promise<boolean> {
    setLogoError(null);
    try {
      await setLogo({ variables: { id, file, alt } });
      setOutcome(m.logoSaved);
      return true;
    } catch (error) {
      setLogoError(serverMessage(error) ?? m.logoFailed);
      return false;
    }
  }

  async function dropLogo() {
    setLogoError(null);
    try {
      await removeLogo({ variables: { id } });
      setOutcome(m.logoRemoved);
    } catch (error) {
      setLogoError(serverMessage(error) ?? m.logoFailed);
    }
  }

  async function saveContact(input: ClientContactInput) {
    if (!contactEditing) return;
    setContactError(null);
    try {
      if (contactEditing.mode === 'add') await addContact({ variables: { clientId: id, input } });
      else await updateContact({ variables: { id: contactEditing.contact.id, input } });
      setContactEditing(null);
      setOutcome(contactSavedLine(input.fullName));
    } catch (error) {
      setContactError({ message: serverMessage(error) ?? m.contactFailed, field: refusedField(error) });
    }
  }

  async function confirmDeleteContact() {
    if (!deletingContact) return;
    setDeleteContactError(null);
    try {
      await deleteContact({ variables: { id: deletingContact.id } });
      setOutcome(contactDeletedLine(deletingContact.fullName));
      setDeletingContact(null);
    } catch (error) {
      setDeleteContactError(serverMessage(error) ?? m.deleteContactFailed);
    }
  }

  const back = (
    <p className="clients__back">
      <Link to={CLIENTS_PATH}>{m.back}</Link>
    </p>
  );

  if (!client) return <RecordFallback className="client-page" back={back} messages={m.record} query={query} />;

  const section = (key: string, title: string) => ({ id: `${ids}-${key}`, title });
  const details = section('details', m.details);
  const figures = section('figures', m.figures);
  const logo = section('logo', m.logo);
  const contacts = section('contacts', m.contacts);
  const jobs = section('jobs', m.jobs);
  const placements = section('placements', m.placements);

  return (
    <section className="page client-page">
      {back}
      <h1>{client.name}</h1>
      {/* A live region from the start: announced as each change is saved. */}
      <p className="clients__outcome" role="status">
        {outcome}
      </p>
      <div className="client-page__layout">
        <section className="client-page__section" aria-labelledby={details.id}>
          <h2 id={details.id}>{details.title}</h2>
          <dl className="client-page__facts">
            <dt>{m.website}</dt>
            <dd>
              {client.website ? (
                <a href={client.website} target="_blank" rel="noopener noreferrer">
                  {client.website}
                </a>
              ) : (
                m.notGiven
              )}
            </dd>
            <dt>{m.industry}</dt>
            <dd>{client.industry || m.notGiven}</dd>
            <dt>{m.publicName}</dt>
            <dd>{client.showNamePublicly ? m.yes : m.no}</dd>
            <dt>{m.notes}</dt>
            <dd className="client-page__notes">{client.notes || m.notGiven}</dd>
          </dl>
          <div className="clients__actions">
            <button
              type="button"
              className="button"
              aria-haspopup="dialog"
              onClick={() => {
                setEditError(null);
                setEditing(true);
              }}
            >
              {m.edit}
            </button>
            {DELETING_ROLES.includes(getRole() ?? '') && (
              <button type="button" className="button" aria-haspopup="dialog" onClick={removal.ask}>
                {m.deleteClient}
              </button>
            )}
          </div>
        </section>
        <section className="client-page__section" aria-labelledby={figures.id}>
          <h2 id={figures.id}>{figures.title}</h2>
          <dl className="client-page__figures">
            <dt>{m.openJobs}</dt>
            <dd>{client.openJobCount}</dd>
            <dt>{m.inProcess}</dt>
            <dd>{client.candidatesInProcessCount}</dd>
            <dt>{m.placements}</dt>
            <dd>{client.placementCount}</dd>
          </dl>
        </section>
        <section className="client-page__section" aria-labelledby={logo.id}>
          <h2 id={logo.id}>{logo.title}</h2>
          {client.logoUrl ? <ClientLogo url={client.logoUrl} alt={client.logoAlt} /> : <p>{m.noLogo}</p>}
          <ClientLogoForm
            key={client.logoUrl ?? 'none'}
            hasLogo={Boolean(client.logoUrl)}
            initialAlt={client.logoAlt}
            busy={settingLogo.loading || removingLogo.loading}
            error={logoError}
            onUpload={uploadLogo}
            onRemove={() => void dropLogo()}
          />
        </section>
      </div>
      <section className="client-page__section" aria-labelledby={contacts.id}>
        <h2 id={contacts.id}>{contacts.title}</h2>
        <ClientContacts
          contacts={client.contacts}
          onEdit={(contact) => {
            setContactError(null);
            setContactEditing({ mode: 'edit', contact });
          }}
          onDelete={(contact) => {
            setDeleteContactError(null);
            setDeletingContact(contact);
          }}
        />
        <div className="clients__actions">
          <button
            type="button"
            className="button button--primary"
            aria-haspopup="dialog"
            onClick={() => {
              setContactError(null);
              setContactEditing({ mode: 'add' });
            }}
          >
            {m.addContact}
          </button>
        </div>
      </section>
      <section className="client-page__section" aria-labelledby={jobs.id}>
        <h2 id={jobs.id}>{jobs.title}</h2>
        {client.jobs.length === 0 ? (
          <p>{m.noJobs}</p>
        ) : (
          <ul className="client-page__jobs">
            {client.jobs.map((job) => (
              <li key={job.id}>
                <Link to={jobPipelinePath(job.id)}>{job.title}</Link>
                {job.location && <span className="client-page__job-location"> · {job.location}</span>}
                <span className="client-page__job-state"> · {jobState(job)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="client-page__section" aria-labelledby={placements.id}>
        <h2 id={placements.id}>{placements.title}</h2>
        <ClientPlacements clientId={client.id} />
      </section>

      {editing && (
        <ClientFormDialog
          title={m.editTitle}
          initialValues={{
            name: client.name,
            website: client.website,
            industry: client.industry,
            notes: client.notes,
          }}
          initialShowNamePublicly={client.showNamePublicly}
          busy={updating.loading}
          error={editError?.message ?? null}
          errorField={editError?.field}
          onSubmit={(input) => void saveDetails(input)}
          onClose={() => setEditing(false)}
        />
      )}
      {contactEditing && (
        <ContactDialog
          title={contactEditing.mode === 'add' ? m.addContactTitle : m.editContactTitle}
          initialValues={
            contactEditing.mode === 'edit'
              ? {
                  fullName: contactEditing.contact.fullName,
                  role: contactEditing.contact.role,
                  email: contactEditing.contact.email,
                  phone: contactEditing.contact.phone,
                }
              : undefined
          }
          busy={addingContact.loading || updatingContact.loading}
          error={contactError?.message ?? null}
          errorField={contactError?.field}
          onSubmit={(input) => void saveContact(input)}
          onClose={() => setContactEditing(null)}
        />
      )}
      {deletingContact && (
        <ConfirmDialog
          title={deleteContactTitle(deletingContact.fullName)}
          confirmLabel="Delete"
          danger
          busy={deletingContactNow.loading}
          error={deleteContactError}
          onConfirm={() => void confirmDeleteContact()}
          onCancel={() => setDeletingContact(null)}
        >
          <p>{deletingContact.email}</p>
        </ConfirmDialog>
      )}
      {removal.asking && (
        <ConfirmDialog
          title={deleteClientTitle(client.name)}
          confirmLabel="Delete"
          danger
          busy={removal.busy}
          error={removal.error}
          onConfirm={() => void removal.confirm(client.name)}
          onCancel={removal.cancel}
        >
          <p>{m.deleteClientNote}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
