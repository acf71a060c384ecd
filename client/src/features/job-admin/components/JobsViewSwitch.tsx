import { Link } from 'react-router-dom';

import { ARCHIVED_VIEW, jobAdminMessages, VIEW_PARAM } from '../job-admin-messages';

export type JobsView = 'open' | 'archived';

/** Manage Jobs' two lists, as links (the view is in the URL): the open jobs and the archived ones. */
export function JobsViewSwitch({ view }: { view: JobsView }) {
  return (
    <nav className="job-admin__views" aria-label={jobAdminMessages.viewsLabel}>
      <Link to={{ search: '' }} aria-current={view === 'open' ? 'page' : undefined}>
        {jobAdminMessages.openView}
      </Link>
      <Link to={{ search: `?${VIEW_PARAM}=${ARCHIVED_VIEW}` }} aria-current={view === 'archived' ? 'page' : undefined}>
        {jobAdminMessages.archivedView}
      </Link>
    </nav>
  );
}
