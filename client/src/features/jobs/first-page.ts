import type { JobsListQuery, JobsListQueryVariables } from '../../gql/graphql';

import { type JobFilterValues, JOBS_PAGE_SIZE, sameFilters } from './job-board';

/** The `JobsList` answer the server wrote into the page for the list in its URL. */
export interface FirstPage {
  variables: JobsListQueryVariables;
  data: JobsListQuery;
}

/** The data block's id (server/src/http/jobs-first-page.ts writes it). */
const DATA_ID = 'jobs-first-page';

let taken = false;
let written: FirstPage | undefined;

function parse(text: string | null | undefined): FirstPage | undefined {
  if (!text) return undefined;
  try {
    const block = JSON.parse(text) as Partial<FirstPage>;
    // A page written for another page size (an older build) is not this list's first page.
    const fits =
      block.variables?.limit === JOBS_PAGE_SIZE &&
      block.variables.offset === 0 &&
      block.variables.withFacets === true &&
      Array.isArray(block.data?.jobs?.items) &&
      Boolean(block.data.jobFacets);
    return fits ? (block as FirstPage) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first page of the list for the search `query` and `filters`, when the server wrote it into
 * the document this visit started with: the list can then be drawn before the API client has loaded.
 */
export function writtenFirstPage(query: string, filters: JobFilterValues): FirstPage | undefined {
  if (!taken) {
    taken = true;
    written = parse(document.getElementById(DATA_ID)?.textContent);
  }
  return written && (written.variables.search ?? '') === query && sameFilters(filters, written.variables)
    ? written
    : undefined;
}

/** Once the API client's cache holds the page, it is the one source of the list. */
export function forgetWrittenFirstPage(): void {
  written = undefined;
}
