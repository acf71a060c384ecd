import './clients.css';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { FormMessage } from '../../components/ui/FormMessage';
import { ListSearchForm, useListSearch } from '../../components/ui/ListSearch';
import { PagedList } from '../../components/ui/PagedList';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { ClientCreateDocument, type ClientInput, ClientsListDocument } from '../../gql/graphql';
import { refusedField, serverMessage } from '../../lib/graphql-errors';
import { useDeletedName } from '../../lib/use-delete-and-leave';
import { usePagedList } from '../../lib/use-paged-list';

import {
  addedClientLine,
  clientPath,
  CLIENTS_PAGE_SIZE,
  CLIENTS_SEARCH_DEBOUNCE_MS,
  clientsMessages as m,
  countLine,
  deletedClientLine,
} from './clients-messages';
import { ClientFormDialog } from './components/ClientFormDialog';
import { ClientsTable } from './components/ClientsTable';

/**
 * /admin/clients: the client companies by name with their open jobs, candidates in process and
 * placements, searched on the server (`?q=`), a page at a time; "Add client" opens a dialog.
 */
export function ClientsPage() {
  useDocumentTitle(m.title);
  const searching = useListSearch(CLIENTS_SEARCH_DEBOUNCE_MS);
  const { search } = searching;
  const deleted = useDeletedName();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  const [addError, setAddError] = useState<{ message: string; field?: string | undefined } | null>(null);

  const list = usePagedList(ClientsListDocument, {
    variables: { first: CLIENTS_PAGE_SIZE, search: search || null },
    page: (data) => data.clients,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    keepPreviousData: true,
  });

  const [createClient, creating] = useMutation(ClientCreateDocument, {
    // The list is in name order: it asks the server again rather than guess where the new one goes.
    update: (cache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'clients' }),
  });

  async function add(input: ClientInput) {
    setAddError(null);
    try {
      const result = await createClient({ variables: { input } });
      const client = result.data?.createClient;
      if (client) setAdded({ id: client.id, name: client.name });
      setAdding(false);
    } catch (error) {
      setAddError({ message: serverMessage(error) ?? m.addFailed, field: refusedField(error) });
    }
  }

  return (
    <section className="page clients">
      <h1>{m.title}</h1>
      <p className="clients__intro">{m.intro}</p>
      <FormMessage message={deleted && !added ? deletedClientLine(deleted) : null} tone="success" />
      <div className="clients__toolbar">
        <ListSearchForm
          className="clients__search"
          formLabel={m.searchLabel}
          label={m.search}
          hint={m.searchHint}
          state={searching}
        />
        <button
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          onClick={() => {
            setAddError(null);
            setAdding(true);
          }}
        >
          {m.add}
        </button>
      </div>
      {/* A live region from the start: announced when the dialog closes. */}
      <p className="clients__outcome" role="status">
        {added && (
          <>
            {addedClientLine(added.name)} <Link to={clientPath(added.id)}>{added.name}</Link>
          </>
        )}
      </p>
      <PagedList
        state={list.state}
        loading={m.loading}
        failed={m.failed}
        empty={search ? m.noMatch : m.empty}
        count={countLine}
        loadMoreFailed={m.loadMoreFailed}
      >
        {(clients) => <ClientsTable clients={clients} />}
      </PagedList>
      {adding && (
        <ClientFormDialog
          title={m.addTitle}
          busy={creating.loading}
          error={addError?.message ?? null}
          errorField={addError?.field}
          onSubmit={(input) => void add(input)}
          onClose={() => setAdding(false)}
        />
      )}
    </section>
  );
}
