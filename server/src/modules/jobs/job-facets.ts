import { containsPattern, preparedRows, type StatementPool } from '../../lib/sql';

import { NEWEST_FIRST_SQL, NOT_CLOSED_SQL, PUBLIC_TOTAL_SQL } from './job-list-sql';
import {
  chosenFacets,
  type Condition,
  FACET_COLUMNS,
  JOB_FACETS,
  type JobFacet,
  type JobFilters,
  searchCondition,
} from './job-search-conditions';

/** One value of a facet and how many jobs would match with it chosen. */
export interface FacetCount {
  value: string;
  count: number;
  /** False when `count` is a lower bound: a common search's counts read a sample (FACET_SAMPLE_SIZE). */
  countIsExact: boolean;
}

/**
 * How many matching jobs a search's facet counts read at most. Counting every match of a common
 * word reads the whole table (about 250 ms at 100,000 jobs, a second at ten requests at once);
 * the first FACET_SAMPLE_SIZE + 1 matches are found in a few milliseconds whatever the term (a
 * common word by the first rows of a scan, a rare one through the trigram index). Up to this
 * many matches the counts are exact; beyond, they are those of the sample: true lower bounds,
 * shown as "312+".
 */
export const FACET_SAMPLE_SIZE = 1000;

/**
 * How many of the newest open jobs a common search's facet counts read (see
 * countJobFacets): about 1.5 ms of PostgreSQL's time whatever the term.
 */
export const FACET_WINDOW = 1000;

/**
 * Whether a search is common is told from the newest 1/FACET_PROBE_SHARE of that window: reading
 * the whole window only to find a rare term rare doubled a rare search's cost.
 */
export const FACET_PROBE_SHARE = 4;

/** Each facet's values with their counts. */
export type JobFacetCounts = Record<JobFacet, FacetCount[]>;

/**
 * One GROUPING SETS statement: each facet's values with one count per facet, FILTERed by the
 * other facets' choices, and a grouping set of its own for the totals. Without a search it
 * counts every open job. With one, the counts come from one of two samples of the matches, true
 * lower bounds when not exact, and the statement picks which:
 * 1. The newest FACET_WINDOW open jobs, matched with the plain LIKE (a short index scan, about
 *    1.5 ms whatever the term), when they are every open job (their counts are exact) or when
 *    the matches among the newest quarter of them (FACET_PROBE_SHARE) say the search matches
 *    well over FACET_SAMPLE_SIZE open jobs in all: the second sample would be a lower bound
 *    too, and costlier (the trigram index's bitmap of a common term, then a page read for each
 *    match: about 11 ms for a term in one job of thirteen at 100,000 jobs).
 * 2. Otherwise the first FACET_SAMPLE_SIZE + 1 matches anywhere, through the trigram index (the
 *    union's second branch, which PostgreSQL runs only when the first is not chosen): a sample
 *    that is not full holds every match, so its counts are exact; a full one's are lower bounds.
 */
export async function countJobFacets(
  em: StatementPool,
  args: { search?: string | null } & JobFilters,
): Promise<JobFacetCounts> {
  const open = `j.archived_at is null and ${NOT_CLOSED_SQL}`;
  const term = args.search?.trim();
  const columns = JOB_FACETS.map((facet) => FACET_COLUMNS[facet]);
  const of = (alias: string) => columns.map((column) => `${alias}.${column}`).join(', ');
  let source: Condition;
  if (!term) {
    source = { sql: `with src as (select ${of('j')} from "job" j where ${open})`, params: [] };
  } else {
    const pattern = containsPattern(term);
    const search = searchCondition(term);
    const newest = (select: string) => `select ${select} from "job" j where ${open} ${NEWEST_FIRST_SQL} limit ?`;
    source = {
      sql:
        `with probe as (select count(*)::int as read, count(*) filter (where p.search_text like lower(?))::int as hits ` +
        `from (${newest('j.search_text')}) p), ` +
        `pick as (select o.n as open, o.n <= ? or probe.hits::float8 * o.n / nullif(probe.read, 0) > ? as newest ` +
        `from probe, (${PUBLIC_TOTAL_SQL}) o), ` +
        `w as materialized (${newest(`${of('j')}, j.search_text like lower(?) as hit`)}), ` +
        `src as (select ${of('w')} from w where w.hit and (select newest from pick) union all ` +
        `(select ${of('j')} from "job" j where not (select newest from pick) and ${open} and ${search.sql} limit ?))`,
      params: [
        pattern,
        FACET_WINDOW / FACET_PROBE_SHARE,
        FACET_WINDOW,
        2 * FACET_SAMPLE_SIZE,
        pattern,
        FACET_WINDOW,
        ...search.params,
        FACET_SAMPLE_SIZE + 1,
      ],
    };
  }
  const matches: Record<JobFacet, string> = {
    location: 'true',
    department: 'true',
    employmentType: 'true',
    workplace: 'true',
  };
  const matchParams: Record<JobFacet, unknown[]> = {
    location: [],
    department: [],
    employmentType: [],
    workplace: [],
  };
  for (const facet of chosenFacets(args)) {
    matches[facet] = `j.${FACET_COLUMNS[facet]}::text = ?`;
    matchParams[facet] = [args[facet]];
  }
  const countParams: unknown[] = [];
  const counts = JOB_FACETS.map((facet) => {
    const others = JOB_FACETS.filter((other) => other !== facet);
    countParams.push(...others.flatMap((other) => matchParams[other]));
    return `count(*) filter (where ${others.map((other) => matches[other]).join(' and ')})::int as "${facet}"`;
  });
  const grouped = columns.map((column) => `j.${column}::text`);
  const sets = [...grouped.map((column) => `(${column})`), '()'];
  const picked = term ? '(select newest from pick) as newest, (select open from pick) as open' : 'null as newest';
  const sql =
    `${source.sql} select ${picked}, grouping(${grouped.join(', ')}) as grouped, ` +
    `coalesce(${grouped.join(', ')}) as value, count(*)::int as "matches", ${counts.join(', ')} ` +
    `from src j group by grouping sets (${sets.join(', ')})`;
  // Planned once, generically: PostgreSQL would plan it afresh at every call (lib/sql.ts, usePlan).
  const rows = await preparedRows<FacetRow>(em, sql, [...source.params, ...countParams], 'generic');
  const totals = rows.find((row) => row.grouped === EVERY_FACET_GROUPED);
  const countIsExact =
    !term || (totals?.newest ? totals.open! <= FACET_WINDOW : (totals?.matches ?? 0) <= FACET_SAMPLE_SIZE);
  return facetCounts(rows, countIsExact);
}

/**
 * A row of the facets' statement (countJobFacets): with a search, whether the
 * newest jobs' sample was chosen and how many open jobs there are.
 */
type FacetRow = {
  grouped: number;
  value: string | null;
  matches: number;
  newest: boolean | null;
  open?: number;
} & Record<JobFacet, number>;

/** grouping() of the totals' row: a bit set for each column the row is NOT grouped by. */
const EVERY_FACET_GROUPED = (1 << JOB_FACETS.length) - 1;

/** Each facet's values among the counted rows, most jobs first. */
function facetCounts(rows: FacetRow[], countIsExact: boolean): JobFacetCounts {
  const result: JobFacetCounts = { location: [], department: [], employmentType: [], workplace: [] };
  for (const row of rows) {
    // The first column is the highest bit.
    const facet = JOB_FACETS.find(
      (_, index) => row.grouped === EVERY_FACET_GROUPED - (1 << (JOB_FACETS.length - 1 - index)),
    );
    if (!facet || row.value === null || row.value === '') continue;
    result[facet].push({ value: row.value, count: row[facet], countIsExact });
  }
  for (const facet of JOB_FACETS) {
    result[facet].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  }
  return result;
}
