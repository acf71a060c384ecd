import { Link } from 'react-router-dom';

import { interviewsMessages as messages, PAST_VIEW, VIEW_PARAM } from '../interviews-messages';

export type InterviewsView = 'upcoming' | 'past';

/** My interviews' two lists, as links (the view is in the URL): the upcoming ones and the past ones. */
export function InterviewsViewSwitch({ view }: { view: InterviewsView }) {
  return (
    <nav className="interviews__views" aria-label={messages.viewsLabel}>
      <Link to={{ search: '' }} aria-current={view === 'upcoming' ? 'page' : undefined}>
        {messages.upcomingView}
      </Link>
      <Link to={{ search: `?${VIEW_PARAM}=${PAST_VIEW}` }} aria-current={view === 'past' ? 'page' : undefined}>
        {messages.pastView}
      </Link>
    </nav>
  );
}
