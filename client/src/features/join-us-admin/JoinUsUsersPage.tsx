import './join-us-admin.css';

import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';

import { useDocumentTitle } from '../../components/ui/use-document-title';
import { JoinUsPeopleListDocument } from '../../gql/graphql';

import { JoinUsPeopleTable } from './components/JoinUsPeopleTable';
import { joinUsAdminMessages } from './join-us-admin-messages';
import { appendPage, useLoadMore } from '../../lib/paging';

const PAGE_TITLE = 'Join us Users';
/** Rows per request; "Load more" asks for the next page. */
export const JOIN_US_PAGE_SIZE = 50;

function logFetchFailure(error: unknown) {
  console.error(joinUsAdminMessages.fetchFailedLog, error);
}

/**
 * /admin/joinus-Users: the people who asked to join, newest first. A failed fetch ends the loading
 * with an empty table and is only logged, as the spec has it.
 */
export function JoinUsUsersPage() {
  useDocumentTitle(PAGE_TITLE);
  const list = useQuery(JoinUsPeopleListDocument, {
    variables: { limit: JOIN_US_PAGE_SIZE, offset: 0 },
    // A visit shows the requests that arrived since the last one.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });

  useEffect(() => {
    if (list.error) logFetchFailure(list.error);
  }, [list.error]);

  const page = list.data?.joinUsPeople;
  const people = page?.items ?? [];

  const { loadingMore, loadMore } = useLoadMore(
    page
      ? () =>
          list.fetchMore({
            variables: { offset: page.items.length },
            updateQuery: (previous, { fetchMoreResult }) => ({
              joinUsPeople: appendPage(previous.joinUsPeople, fetchMoreResult.joinUsPeople),
            }),
          })
      : null,
    logFetchFailure,
  );

  return (
    <section className="join-us-admin">
      <div className="join-us-admin__hero">
        <h1>{PAGE_TITLE}</h1>
      </div>
      <div className="page">
        {list.loading && !page ? (
          <p role="status" className="join-us-admin__notice">
            {joinUsAdminMessages.loading}
          </p>
        ) : (
          <>
            <JoinUsPeopleTable people={people} />
            {page && people.length === 0 && <p className="join-us-admin__notice">{joinUsAdminMessages.empty}</p>}
            {page && people.length < page.total && (
              <div className="join-us-admin__more">
                <p role="status" className="join-us-admin__count">
                  Showing {people.length} of {page.total}
                </p>
                <button type="button" className="button" onClick={loadMore} disabled={loadingMore}>
                  {loadingMore ? joinUsAdminMessages.loadingMore : joinUsAdminMessages.loadMore}
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
