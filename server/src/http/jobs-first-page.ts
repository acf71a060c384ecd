import type { JobService } from '../modules/jobs/job.service';
import { JOB_SEARCH_MAX } from '../modules/jobs/job.inputs';
import { isStorableText } from '../lib/validation';
import { nobody } from '../modules/auth/viewer';

import { scriptJson } from './site-head';

/**
 * The size of the public list's first page. The client's JOBS_PAGE_SIZE (three rows of the
 * four-column grid) must be the same: tests/server/seo/jobs-first-page.test.ts compares them, and
 * the client ignores a block written for another size.
 */
export const JOBS_FIRST_PAGE_SIZE = 12;

/** The id of the data block that carries /browse-positions' first page (client: jobs/first-page.ts). */
export const JOBS_FIRST_PAGE_DATA_ID = 'jobs-first-page';

const VISITOR = nobody('missing');

/**
 * The answer the client's `JobsList` query (client/src/features/jobs/api/JobsList.graphql) would
 * get for the list in this URL, written into the page as JSON. A phone then draws the list as soon
 * as the page's script runs, without first downloading the API client and asking for it; the API
 * client loads when the visitor does something that needs it (a search, "Load more", a job).
 */
export async function jobsFirstPageScript(jobs: JobService, q: unknown): Promise<string> {
  const search = typeof q === 'string' ? q.trim() : '';
  // What the API would refuse (too long, NUL, a lone surrogate) is left to the client to ask and show.
  if (search.length > JOB_SEARCH_MAX || !isStorableText(search)) return '';
  const variables = { search: search || null, limit: JOBS_FIRST_PAGE_SIZE, offset: 0 };
  const page = await jobs.list(VISITOR, { ...variables, search: search || undefined, includeArchived: false });
  const data = {
    jobs: {
      __typename: 'JobPage',
      total: page.total,
      totalIsExact: page.totalIsExact,
      items: page.items.map(({ id, title, location }) => ({ __typename: 'Job', id, title, location })),
    },
  };
  return `<script type="application/json" id="${JOBS_FIRST_PAGE_DATA_ID}">${scriptJson({ variables, data })}</script>`;
}
