import './join-us-admin.css';

import { PagedList } from '../../components/ui/PagedList';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { JoinUsPeopleListDocument } from '../../gql/graphql';
import { usePagedList } from '../../lib/use-paged-list';

import { JoinUsPeopleTable } from './components/JoinUsPeopleTable';
import { HeldJoinUsPeople } from './HeldJoinUsPeople';
import { joinUsAdminMessages } from './join-us-admin-messages';

const PAGE_TITLE = 'Join us Users';
/** Rows per request; "Load more" asks for the next page. */
export const JOIN_US_PAGE_SIZE = 50;

function logFetchFailure(error: unknown) {
  console.error(joinUsAdminMessages.fetchFailedLog, error);
}

/**
 * /admin/joinus-Users: the people who asked to join, newest first. A failed fetch (the first page
 * or a later one) is only logged, as the spec has it: the first ends the loading with an empty table.
 */
export function JoinUsUsersPage() {
  useDocumentTitle(PAGE_TITLE);
  const list = usePagedList(JoinUsPeopleListDocument, {
    variables: { limit: JOIN_US_PAGE_SIZE, offset: 0 },
    page: (data) => data.joinUsPeople,
    // A visit shows the requests that arrived since the last one.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    onError: logFetchFailure,
  });

  return (
    // The back office's page template, with the spec's hero banner as the page's title band.
    <section className="page join-us-admin">
      <div className="join-us-admin__hero">
        <h1>{PAGE_TITLE}</h1>
      </div>
      <div className="join-us-admin__body">
        <HeldJoinUsPeople />
        <PagedList
          state={list.state}
          loading={joinUsAdminMessages.loading}
          failed={<JoinUsPeopleTable people={[]} />}
          empty={
            <>
              <JoinUsPeopleTable people={[]} />
              <p className="join-us-admin__notice">{joinUsAdminMessages.empty}</p>
            </>
          }
          // The count shows only while some are not yet listed.
          count={(shown, total) => (total !== null && shown < total ? `Showing ${shown} of ${total}` : null)}
        >
          {(people) => <JoinUsPeopleTable people={people} />}
        </PagedList>
      </div>
    </section>
  );
}
