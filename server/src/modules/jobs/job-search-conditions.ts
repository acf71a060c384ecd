import { containsPattern } from '../../lib/sql';

import type { JobFilterArgs } from './job.inputs';

/** The list's filters: each keeps the jobs with exactly that value. */
export type JobFilters = Partial<Pick<JobFilterArgs, 'location' | 'department' | 'employmentType' | 'workplace'>>;

/** The facets of the public list, in the order the filters show them. */
export const JOB_FACETS = ['location', 'department', 'employmentType', 'workplace'] as const;
export type JobFacet = (typeof JOB_FACETS)[number];

/** Each facet's column in the job table. */
export const FACET_COLUMNS: Record<JobFacet, string> = {
  location: 'location',
  department: 'department',
  employmentType: 'employment_type',
  workplace: 'workplace',
};

/** A WHERE clause (or a statement) with its `?` parameters, in order. */
export interface Condition {
  sql: string;
  params: unknown[];
}

/**
 * The search's condition on `j.search_text` (stored lowercased, see JOB_SEARCH_TEXT_SQL: LIKE on
 * lower(term) matches exactly what ILIKE would). From three characters on, the same LIKE on the
 * text and the term with each space written as `q` comes first: that is what the trigram index
 * `job_search_spaced_trgm_idx` answers, keeping the trigrams across spaces (two common words side
 * by side are rare together). It only narrows the candidates (a substring stays a substring when
 * both sides are rewritten alike), and costs little per row when a plan scans instead; the plain
 * LIKE decides.
 */
export function searchCondition(term: string): Condition {
  const pattern = containsPattern(term);
  const like = { sql: 'j.search_text like lower(?)', params: [pattern] };
  if ([...term].length < 3) return like;
  return {
    sql: `replace(j.search_text, ' ', 'q') like replace(lower(?), ' ', 'q') and ${like.sql}`,
    params: [pattern, pattern],
  };
}

/** The facets with a value chosen. */
export function chosenFacets(args: JobFilters): JobFacet[] {
  return JOB_FACETS.filter((facet) => args[facet] !== undefined && args[facet] !== null && args[facet] !== '');
}
