import './interviews.css';

import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';

import { useDocumentTitle } from '../../components/ui/use-document-title';
import { MeDocument, MyInterviewsDocument } from '../../gql/graphql';

import { InterviewCards } from './components/InterviewCards';
import { type InterviewsView, InterviewsViewSwitch } from './components/InterviewsViewSwitch';
import { interviewsMessages as messages, PAST_VIEW, VIEW_PARAM } from './interviews-messages';

/**
 * /admin/my-interviews: the interviews the signed-in person takes part in (not cancelled), as
 * cards. Upcoming (not yet ended, soonest first) by default; `?view=past` lists those that have
 * ended instead, latest first. Each view asks the server again when it is shown.
 */
export function MyInterviewsPage() {
  useDocumentTitle(messages.title);
  const [params] = useSearchParams();
  const view: InterviewsView = params.get(VIEW_PARAM) === PAST_VIEW ? 'past' : 'upcoming';
  // The admin frame has asked who is signed in: read from the cache, never asked again.
  const { data: meData } = useQuery(MeDocument, { fetchPolicy: 'cache-only' });
  const { data, error, loading, refetch } = useQuery(MyInterviewsDocument, {
    variables: { past: view === 'past' },
    // An upcoming interview moves to Past once it ends: each visit asks the server.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const interviews = data?.myInterviews;
  const retry = () => void refetch().catch(() => undefined);

  let body;
  if (!interviews) {
    body = error ? (
      <div className="interviews__notice">
        <p role="alert" className="interviews__failed">
          {messages.failed}
        </p>
        <button type="button" className="button" onClick={retry} disabled={loading}>
          {messages.retry}
        </button>
      </div>
    ) : (
      <p role="status" className="interviews__notice">
        {messages.loading}
      </p>
    );
  } else if (interviews.length === 0) {
    body = <p className="interviews__notice">{view === 'past' ? messages.pastEmpty : messages.upcomingEmpty}</p>;
  } else {
    body = (
      <>
        {/* A later asking failed: the list shown is the last one the server gave. */}
        {error && (
          <p role="alert" className="interviews__failed">
            {messages.failed}
          </p>
        )}
        <InterviewCards interviews={interviews} viewerId={meData?.me.id} />
      </>
    );
  }

  return (
    <section className="page interviews" aria-busy={loading}>
      <h1>{messages.title}</h1>
      <InterviewsViewSwitch view={view} />
      {body}
    </section>
  );
}
