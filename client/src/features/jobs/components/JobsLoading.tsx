import { CardSkeletons } from '../../../components/ui/CardSkeletons';
import { messages } from '../../../content/messages';
import { JOBS_PAGE_SIZE } from '../job-board';

/**
 * The list's place while it loads: the loading line and a first page of placeholder cards. The
 * same markup stands in while the API client loads and while the first answer is awaited, so the
 * page does not change between the two.
 */
export function JobsLoading() {
  return (
    <>
      <p role="status" className="jobs-page__count">
        {messages.jobs.loading}
      </p>
      <CardSkeletons count={JOBS_PAGE_SIZE} listClassName="job-grid" cardClassName="job-card" />
    </>
  );
}
