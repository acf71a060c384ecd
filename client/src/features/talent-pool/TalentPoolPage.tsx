import './talent-pool.css';

import { FormMessage } from '../../components/ui/FormMessage';
import { ListSearchForm, useListSearch } from '../../components/ui/ListSearch';
import { PagedList } from '../../components/ui/PagedList';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { TalentPoolListDocument } from '../../gql/graphql';
import { useDeletedName } from '../../lib/use-delete-and-leave';
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

/**
 * /admin/talent-pool: the CVs sent without a job, the latest first, searched on the server (the
 * search is in `?q=`), a page at a time; each name opens the entry's page. CVs held for review are
 * in their own section above the list.
 */
export function TalentPoolPage() {
  useDocumentTitle(m.title);
  const searching = useListSearch(TALENT_POOL_SEARCH_DEBOUNCE_MS);
  const { search } = searching;
  const deleted = useDeletedName();

  const list = usePagedList(TalentPoolListDocument, {
    variables: { first: TALENT_POOL_PAGE_SIZE, search: search || null },
    page: (data) => data.talentPool,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    keepPreviousData: true,
  });

  return (
    <section className="page talent-pool">
      <h1>{m.title}</h1>
      <p className="talent-pool__intro">{m.intro}</p>
      <FormMessage message={deleted ? deletedLine(deleted) : null} tone="success" />
      <ListSearchForm
        className="talent-pool__search"
        formLabel={m.searchLabel}
        label={m.search}
        hint={m.searchHint}
        state={searching}
      />
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
