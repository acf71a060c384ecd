import './clients.css';

import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';

import { Field } from '../../components/ui/Field';
import { FormMessage } from '../../components/ui/FormMessage';
import { PagedList } from '../../components/ui/PagedList';
import { useDebouncedCallback } from '../../components/ui/use-debounced-callback';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { ClientCreateDocument, type ClientInput, ClientsListDocument } from '../../gql/graphql';
import { refusedField, serverMessage } from '../../lib/graphql-errors';
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

/** What the client page hands on after a deletion: the client's name, for the list's status line. */
export interface DeletedClientState {
  deleted: string;
}

/**
 * /admin/clients: the client companies by name with their open jobs, candidates in process and
 * placements, searched on the server (`?q=`), a page at a time; "Add client" opens a dialog.
 */
export function ClientsPage() {
  useDocumentTitle(m.title);
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').trim();
  const [text, setText] = useState(search);
  const deleted = (useLocation().state as DeletedClientState | null)?.deleted;
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  const [addError, setAddError] = useState<{ message: string; field?: string | undefined } | null>(null);

  const writeSearch = (value: string) => {
    const q = value.trim();
    if (q !== search) setParams(q ? { q } : {}, { replace: true });
  };
  const writeSearchLater = useDebouncedCallback(writeSearch, CLIENTS_SEARCH_DEBOUNCE_MS);

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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    writeSearch(text);
  }

  return (
    <section className="page clients">
      <h1>{m.title}</h1>
      <p className="clients__intro">{m.intro}</p>
      <FormMessage message={deleted && !added ? deletedClientLine(deleted) : null} tone="success" />
      <div className="clients__toolbar">
        <form className="clients__search" role="search" aria-label={m.searchLabel} onSubmit={submit}>
          <Field
            label={m.search}
            type="search"
            hint={m.searchHint}
            maxLength={200}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              writeSearchLater(event.target.value);
            }}
          />
        </form>
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
