import './inbox.css';

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { SelectField } from '../../components/ui/Field';
import { PagedList } from '../../components/ui/PagedList';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { InboxListDocument, type InboxListQuery } from '../../gql/graphql';
import type { PagedListState } from '../../lib/paging';

import { type InboxItem, InboxList } from './components/InboxList';
import { INBOX_KINDS, type InboxKind, inboxMessages } from './inbox-messages';

/** Items per step; "Load more" shows this many more. */
export const INBOX_PAGE_SIZE = 25;
/** The most the API answers of a list at once: older items are on the two full screens. */
const INBOX_MOST = 100;

function isKind(value: string | null): value is InboxKind {
  return value !== null && Object.hasOwn(INBOX_KINDS, value);
}

/** Both lists as inbox items of the kinds asked for, newest first. */
function inboxItems(data: InboxListQuery, kinds: readonly InboxKind[]): { items: InboxItem[]; total: number } {
  const items: InboxItem[] = [];
  let total = 0;
  if (kinds.includes('contact')) {
    total += data.contactMessages.total;
    for (const message of data.contactMessages.items) {
      items.push({ kind: 'contact', ...message, phone: message.mobile, text: message.message });
    }
  }
  if (kinds.includes('joinUs')) {
    total += data.joinUsPeople.total;
    for (const person of data.joinUsPeople.items) items.push({ kind: 'joinUs', ...person, text: person.type });
  }
  items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { items, total };
}

/**
 * /admin/inbox: where contact messages and join-us requests meet, newest first, with a filter for
 * the kind (kept in the address as `?kind=`). Each item opens in place and links to the screen
 * that lists its kind in full (Contact Messages, Join us Users).
 */
export function InboxPage() {
  useDocumentTitle(inboxMessages.title);
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : null;
  const [limit, setLimit] = useState(INBOX_PAGE_SIZE);
  const { data, previousData, error, loading } = useQuery(InboxListDocument, {
    variables: { limit },
    // A visit shows what arrived since the last one.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const shown = data ?? previousData;

  let state: PagedListState<InboxItem>;
  if (!shown) {
    state = error ? { status: 'failed' } : { status: 'loading' };
  } else {
    const { items, total } = inboxItems(shown, kind ? [kind] : ['contact', 'joinUs']);
    const visible = items.slice(0, limit);
    state = {
      status: 'loaded',
      items: visible,
      total,
      hasMore: visible.length < total && limit < INBOX_MOST,
      busy: loading,
      loadingMore: loading && !data,
      loadMoreFailed: Boolean(error),
      loadMore: () => setLimit((current) => Math.min(current + INBOX_PAGE_SIZE, INBOX_MOST)),
    };
  }

  return (
    <section className="page inbox">
      <h1>{inboxMessages.title}</h1>
      <p className="inbox__intro">{inboxMessages.intro}</p>
      <div className="inbox__toolbar">
        <SelectField
          label={inboxMessages.filterLabel}
          value={kind ?? ''}
          onChange={(event) => {
            const next = event.target.value;
            setParams(next ? { kind: next } : {}, { replace: true });
          }}
        >
          <option value="">Everything</option>
          {Object.entries(INBOX_KINDS).map(([value, { plural }]) => (
            <option key={value} value={value}>
              {plural}
            </option>
          ))}
        </SelectField>
        <p className="inbox__screens">
          Full lists:{' '}
          {Object.values(INBOX_KINDS).map(({ screen, screenName }, index) => (
            <span key={screen}>
              {index > 0 && ', '}
              <Link to={screen}>{screenName}</Link>
            </span>
          ))}
        </p>
      </div>
      <PagedList
        state={state}
        loading={inboxMessages.loading}
        failed={inboxMessages.failed}
        empty={kind ? inboxMessages.emptyOfKind : inboxMessages.empty}
        count={(count, total) => `Showing ${count} of ${total ?? count}`}
        loadMoreFailed={inboxMessages.failed}
      >
        {(items) => <InboxList items={items} />}
      </PagedList>
    </section>
  );
}
