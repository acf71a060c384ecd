import './talent-pool.css';

import { type FormEvent, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

import { Field } from '../../components/ui/Field';
import { FormMessage } from '../../components/ui/FormMessage';
import { PagedList } from '../../components/ui/PagedList';
import { useDebouncedCallback } from '../../components/ui/use-debounced-callback';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { TalentPoolListDocument } from '../../gql/graphql';
import { usePagedList } from '../../lib/use-paged-list';

import { TalentPoolTable } from './components/TalentPoolTable';
import { HeldTalentPoolEntries } from './HeldTalentPoolEntries';
import {
  countLine,
  deletedLine,
  TALENT_POOL_PAGE_SIZE,
  TALENT_POOL_SEARCH_DEBOUNCE_MS,
  talentPoolMessages as m,
} from './talent-pool-messages';

/** What the entry page hands on after a deletion: who was deleted, for the list's status line. */
export interface DeletedEntryState {
  deleted: string;
}

/**
 * /admin/talent-pool: the CVs sent without a job, the latest first, searched on the server (the
 * search is in `?q=`), a page at a time; each name opens the entry's page. CVs held for review are
 * in their own section above the list.
 */
export function TalentPoolPage() {
  useDocumentTitle(m.title);
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').trim();
  const [text, setText] = useState(search);
  const deleted = (useLocation().state as DeletedEntryState | null)?.deleted;

  const writeSearch = (value: string) => {
    const q = value.trim();
    if (q !== search) setParams(q ? { q } : {}, { replace: true });
  };
  const writeSearchLater = useDebouncedCallback(writeSearch, TALENT_POOL_SEARCH_DEBOUNCE_MS);

  const list = usePagedList(TalentPoolListDocument, {
    variables: { first: TALENT_POOL_PAGE_SIZE, search: search || null },
    page: (data) => data.talentPool,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    keepPreviousData: true,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    writeSearch(text);
  }

  return (
    <section className="page talent-pool">
      <h1>{m.title}</h1>
      <p className="talent-pool__intro">{m.intro}</p>
      <FormMessage message={deleted ? deletedLine(deleted) : null} tone="success" />
      <form className="talent-pool__search" role="search" aria-label={m.searchLabel} onSubmit={submit}>
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
      <HeldTalentPoolEntries />
      <PagedList
        state={list.state}
        loading={m.loading}
        failed={m.failed}
        empty={search ? m.noMatch : m.empty}
        count={countLine}
        loadMoreFailed={m.loadMoreFailed}
      >
        {(entries) => <TalentPoolTable entries={entries} />}
      </PagedList>
    </section>
  );
}
