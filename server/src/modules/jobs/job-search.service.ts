import type { EntityManager } from '@mikro-orm/postgresql';

import type { Page } from '../../lib/paging';
import { containsPattern } from '../../lib/sql';
import { requireRole, type Viewer } from '../auth/viewer';
import { Role } from '../users/role';

import type { Job } from './job.entity';
import type { JobFilterArgs, JobsArgs } from './job.inputs';
import type { JobClientFields } from './job-client';
import { JOB_ROW_COLUMNS, NEWEST_FIRST_SQL, NOT_CLOSED_SQL, PUBLIC_PAGE_SQL, PUBLIC_TOTAL_SQL } from './job-list-sql';
import type { JobReadCache } from './job-read-cache';

/**
 * A job as the lists read it: every field of the entity as a plain object, read with plain SQL
 * (no `search_text`, no entity, no identity map). The REST and GraphQL answers are the same as
 * for an entity. A row names its client by `clientId` and carries its public `clientName`; an
 * entity has `client` (job-client.ts reads either).
 */
export type JobRow = Omit<Job, 'searchText' | 'client'> & JobClientFields;

/**
 * A page of jobs. Without a search or filter `total` is exact. With one, `total` is exact when
 * `totalIsExact`; otherwise more jobs match than this page shows and `total` is only a lower
 * bound (the jobs up to this page, plus one): the search stopped looking once it knew there was
 * a next page (see JobSearchService.list).
 */
export interface JobsPage extends Page<JobRow> {
  totalIsExact: boolean;
}

/** What the public list reads: a page, a search, the filters; staff may widen it. */
export type JobListArgs = Pick<JobsArgs, 'search' | 'offset' | 'limit' | 'includeArchived'> &
  Partial<Pick<JobsArgs, 'includeClosed'>> &
  JobFilters;

/** The list's filters: each keeps the jobs with exactly that value. */
export type JobFilters = Partial<Pick<JobFilterArgs, 'location' | 'department' | 'employmentType' | 'workplace'>>;

/** The facets of the public list, in the order the filters show them. */
export const JOB_FACETS = ['location', 'department', 'employmentType', 'workplace'] as const;
export type JobFacet = (typeof JOB_FACETS)[number];

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
 * JobSearchService.countFacets): about 1.5 ms of PostgreSQL's time whatever the term.
 */
export const FACET_WINDOW = 1000;

/**
 * Whether a search is common is told from the newest 1/FACET_PROBE_SHARE of that window: reading
 * the whole window only to find a rare term rare doubled a rare search's cost.
 */
export const FACET_PROBE_SHARE = 4;

/** Each facet's values with their counts. */
export type JobFacetCounts = Record<JobFacet, FacetCount[]>;

const FACET_COLUMNS: Record<JobFacet, string> = {
  location: 'location',
  department: 'department',
  employmentType: 'employment_type',
  workplace: 'workplace',
};

/**
 * A search or filter looks among this many of the newest jobs (more for deep pages, see
 * `newestWindow`): a common term fills its page there at once, without counting its thousands of
 * matches. A term that does not is rare there, and is looked up in the trigram index instead.
 */
export const NEWEST_WINDOW = 2000;

/**
 * It looks first among the newest 1/NEWEST_PROBE_SHARE of that window: a common term's page is
 * there, and a term with too few matches there to fill the page in the whole window is taken as
 * rare and looked up in the trigram index at once. Reading the whole window only to find a rare
 * term rare was most of a rare search's cost (about 2 ms of PostgreSQL's time at 100,000 jobs).
 */
export const NEWEST_PROBE_SHARE = 4;

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
function searchCondition(term: string): Condition {
  const pattern = containsPattern(term);
  const like = { sql: 'j.search_text like lower(?)', params: [pattern] };
  if ([...term].length < 3) return like;
  return {
    sql: `replace(j.search_text, ' ', 'q') like replace(lower(?), ' ', 'q') and ${like.sql}`,
    params: [pattern, pattern],
  };
}

/** The list's conditions but the search: archived and closed jobs, the filters. */
function listConditions(args: JobListArgs): Condition {
  const where: string[] = [];
  const params: unknown[] = [];
  if (!args.includeArchived) where.push('j."archived_at" is null');
  if (!args.includeArchived && !args.includeClosed) where.push(NOT_CLOSED_SQL);
  for (const facet of chosenFacets(args)) {
    where.push(`j."${FACET_COLUMNS[facet]}" = ?`);
    params.push(args[facet]);
  }
  return { sql: where.length > 0 ? where.join(' and ') : 'true', params };
}

/** The facets with a value chosen. */
function chosenFacets(args: JobFilters): JobFacet[] {
  return JOB_FACETS.filter((facet) => args[facet] !== undefined && args[facet] !== null && args[facet] !== '');
}

/** How many of the newest jobs a search looks among first for the page ending at `upTo`. */
function newestWindow(upTo: number): number {
  return Math.max(NEWEST_WINDOW, upTo * 20);
}

/** A stable cache key of the list's arguments. */
function listKey(args: JobListArgs): string {
  return JSON.stringify([
    'list',
    args.search?.trim() ?? '',
    ...JOB_FACETS.map((facet) => args[facet] ?? null),
    args.offset,
    args.limit,
  ]);
}

/**
 * The public job list's reads in raw SQL: the page (searched, filtered, paged), its exact or
 * lower-bound total, the facets with their sampled counts, and a job alert's new matches. The
 * public answers are kept in the read cache; JobService's writes drop them.
 */
export class JobSearchService {
  constructor(
    private readonly em: EntityManager,
    /** The public list's answers kept between requests (none: every read runs its SQL). */
    private readonly reads?: JobReadCache,
  ) {}

  /**
   * Newest first. Archived jobs only when `includeArchived` and the viewer is staff (otherwise
   * UNAUTHENTICATED/FORBIDDEN); jobs past their closing date only with `includeClosed` (staff).
   *
   * Without a search or filter the total is exact (from `job_count`). A search or filter first
   * reads the page (plus one job, to know whether another page follows) among the newest jobs;
   * a common term fills it there, and the answer says "more" without counting (`totalIsExact`
   * false, `total` a lower bound). Otherwise every match is found through the trigram index,
   * counted exactly and paged. Either way the jobs and their order are those of the plain query
   * `search_text LIKE … ORDER BY created_at DESC, id DESC`. The public answers are kept in the
   * read cache until a job changes or closes.
   */
  async list(viewer: Viewer, args: JobListArgs): Promise<JobsPage> {
    if (args.includeArchived || args.includeClosed) {
      requireRole(viewer, Role.INTERNAL_RECRUITER);
      return this.readPage(args);
    }
    if (!this.reads) return this.readPage(args);
    return this.reads.get(
      listKey(args),
      () => this.readPage(args),
      () => this.nextClosingAt(),
      (page) => page.items.length,
    );
  }

  private async readPage(args: JobListArgs): Promise<JobsPage> {
    const { offset, limit } = args;
    const term = args.search?.trim();
    if (!term && !hasFilters(args)) {
      const items =
        args.includeArchived || args.includeClosed ? await this.staffPage(args) : await this.publicPage(args);
      const total = await this.countAll(args.includeArchived, args.includeClosed ?? false);
      return { items, total, totalIsExact: true, offset, limit };
    }
    const { probe, newest, matches } = this.searchStatements(args);
    const uncounted = (found: JobRow[]): JobsPage => ({
      items: found.slice(0, limit),
      total: offset + limit + 1,
      totalIsExact: false,
      offset,
      limit,
    });
    // 1. Among the newest jobs: the page and one more, if they are there; first in the window's
    //    newest part, then, if the matches there promise to fill it, in the whole window.
    const probed = await this.rows(probe.sql, probe.params);
    if (probed.length > limit) return uncounted(probed);
    // The matches in that part: offset + probed.length when some came back, at most offset if none.
    if ((offset + probed.length) * NEWEST_PROBE_SHARE > offset + limit) {
      const found = await this.rows(newest.sql, newest.params);
      if (found.length > limit) return uncounted(found);
    }
    // 2. Rare among the newest: every match, through the trigram index, counted and paged.
    const rows = await this.em.execute<({ matchCount: number } & Partial<JobRow>)[]>(matches.sql, matches.params);
    const items = withDates(rows.filter((row) => row.id !== null && row.id !== undefined).map(withoutCount));
    return { items, total: rows[0]?.matchCount ?? 0, totalIsExact: true, offset, limit };
  }

  /**
   * The statements of a search or filtered list (the search-index test EXPLAINs them): `probe`
   * and `newest` read the page plus one among the newest jobs (the window's newest part, the whole
   * window); `matches` finds every match, counts them (`matchCount` on every row; one row of nulls
   * when the page is empty) and reads the page.
   */
  searchStatements(args: JobListArgs): { probe: Condition; newest: Condition; matches: Condition } {
    const { offset, limit } = args;
    const conditions = listConditions(args);
    const term = args.search?.trim();
    const search = term ? searchCondition(term) : { sql: 'true', params: [] };
    const window = newestWindow(offset + limit + 1);
    const amongNewest = (jobs: number): Condition => ({
      sql:
        `select ${JOB_ROW_COLUMNS} from (select * from "job" j where ${conditions.sql} ${NEWEST_FIRST_SQL} limit ?) j ` +
        `where ${search.sql} ${NEWEST_FIRST_SQL} offset ? limit ?`,
      params: [...conditions.params, jobs, ...search.params, offset, limit + 1],
    });
    return {
      probe: amongNewest(Math.ceil(window / NEWEST_PROBE_SHARE)),
      newest: amongNewest(window),
      matches: {
        // MATERIALIZED: the matches are found once (through the trigram index when the term has
        // three characters), then both counted and paged.
        sql:
          `with matches as materialized (select j."id", j."created_at" from "job" j where ${conditions.sql} and ${search.sql}), ` +
          `page as (select m."id" from matches m order by m."created_at" desc, m."id" desc offset ? limit ?) ` +
          `select (select count(*)::int from matches) as "matchCount", ${JOB_ROW_COLUMNS} ` +
          `from (select 1) as one left join ("job" j join page p on p."id" = j."id") on true ${NEWEST_FIRST_SQL}`,
        params: [...conditions.params, ...search.params, offset, limit],
      },
    };
  }

  /**
   * The jobs the public list shows for a search and filters (the same conditions as `list`: open,
   * not archived, not past their closing date) that were posted in (after, until], newest first:
   * what a job alert's digest lists.
   */
  postedBetween(
    args: { search?: string | null } & JobFilters,
    after: Date,
    until: Date,
    limit: number,
    em: EntityManager = this.em,
  ): Promise<JobRow[]> {
    const { search: searched, ...filters } = args;
    const conditions = listConditions({ ...filters, includeArchived: false, offset: 0, limit });
    const term = searched?.trim();
    const search = term ? searchCondition(term) : { sql: 'true', params: [] };
    return this.rows(
      `select ${JOB_ROW_COLUMNS} from "job" j where ${conditions.sql} and ${search.sql} ` +
        `and j."created_at" > ? and j."created_at" <= ? ${NEWEST_FIRST_SQL} limit ?`,
      [...conditions.params, ...search.params, after.toISOString(), until.toISOString(), limit],
      em,
    );
  }

  private publicPage(args: Pick<JobListArgs, 'offset' | 'limit'>): Promise<JobRow[]> {
    return this.rows(PUBLIC_PAGE_SQL, [args.offset, args.limit]);
  }

  private staffPage(args: JobListArgs): Promise<JobRow[]> {
    const conditions = listConditions(args);
    return this.rows(
      `select ${JOB_ROW_COLUMNS} from "job" j where ${conditions.sql} ${NEWEST_FIRST_SQL} offset ? limit ?`,
      [...conditions.params, args.offset, args.limit],
    );
  }

  private async rows(sql: string, params: unknown[], em: EntityManager = this.em): Promise<JobRow[]> {
    return withDates(await em.execute<JobRow[]>(sql, params));
  }

  /** The next instant an open job closes, in milliseconds (Infinity when none will). */
  async nextClosingAt(): Promise<number> {
    const [row] = await this.em.execute<{ at: Date | null }[]>(
      'select min("closes_at") as at from "job" where "archived_at" is null and "closes_at" > now()',
    );
    return row?.at ? new Date(row.at).getTime() : Infinity;
  }

  /**
   * How many jobs there are, exactly: the public list's (neither archived nor past their closing
   * date), those not archived with `includeClosed`, or every one with `includeArchived`. Read from
   * the trigger-maintained `job_count` row (Migration20261123130100JobCount) rather than counted;
   * the public total subtracts the open jobs past their closing date, a lookup in the small
   * partial index `job_closes_at_idx`.
   */
  async countAll(includeArchived: boolean, includeClosed = includeArchived): Promise<number> {
    const sql =
      includeArchived || includeClosed
        ? `select "${includeArchived ? 'all_jobs' : 'open_jobs'}" as n from "job_count"`
        : PUBLIC_TOTAL_SQL;
    const [row] = await this.em.execute<{ n: number }[]>(sql);
    return row!.n;
  }

  /**
   * The public list's facets for a search and filters: every value among the open jobs that
   * match the search, each with how many would match if it were chosen. A facet's counts apply
   * the other facets' filters but not its own (as Ashby and Greenhouse boards do), so choosing a
   * value never hides the values of the same facet that would widen the list again. One
   * statement: a GROUPING SETS query with one count per facet, each FILTERed by the other facets.
   * Counting reads every matching job, so the answers are kept in the read cache like the list's.
   */
  async facets(args: { search?: string | null } & JobFilters): Promise<JobFacetCounts> {
    if (!this.reads) return this.countFacets(args);
    const key = JSON.stringify([
      'facets',
      args.search?.trim() ?? '',
      ...JOB_FACETS.map((facet) => args[facet] ?? null),
    ]);
    return this.reads.get(
      key,
      () => this.countFacets(args),
      () => this.nextClosingAt(),
      () => 1,
    );
  }

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
  private async countFacets(args: { search?: string | null } & JobFilters): Promise<JobFacetCounts> {
    const open = `j.archived_at is null and ${NOT_CLOSED_SQL}`;
    const term = args.search?.trim();
    const columns = JOB_FACETS.map((facet) => FACET_COLUMNS[facet]);
    const of = (alias: string) => columns.map((column) => `${alias}.${column}`).join(', ');
    let source: Condition;
    if (!term) {
      source = { sql: `with src as (select ${of('j')} from "job" j where ${open})`, params: [] };
    } else {
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
          containsPattern(term),
          FACET_WINDOW / FACET_PROBE_SHARE,
          FACET_WINDOW,
          2 * FACET_SAMPLE_SIZE,
          containsPattern(term),
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
    const rows = await this.em.execute<FacetRow[]>(sql, [...source.params, ...countParams]);
    const totals = rows.find((row) => row.grouped === EVERY_FACET_GROUPED);
    const countIsExact =
      !term || (totals?.newest ? totals.read! < FACET_WINDOW : (totals?.matches ?? 0) <= FACET_SAMPLE_SIZE);
    return facetCounts(rows, countIsExact);
  }
}

/**
 * A row of the facets' statement (JobSearchService.countFacets): with a search, whether the
 * newest jobs' sample was chosen and how many open jobs there are.
 */
type FacetRow = {
  grouped: number;
  value: string | null;
  matches: number;
  newest: boolean | null;
  read?: number;
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

/**
 * The rows with their instants as Dates: MikroORM's connection hands timestamps over as text
 * (PostgreSQL's format, which Date parses, as MikroORM's own hydration does).
 */
function withDates(rows: JobRow[]): JobRow[] {
  for (const row of rows) {
    row.createdAt = new Date(row.createdAt);
    row.updatedAt = new Date(row.updatedAt);
    if (row.archivedAt) row.archivedAt = new Date(row.archivedAt);
    if (row.closesAt) row.closesAt = new Date(row.closesAt);
  }
  return rows;
}

/** A job of the counted page without the count its row carried. */
function withoutCount({ matchCount: _count, ...job }: { matchCount: number } & Partial<JobRow>): JobRow {
  return job as JobRow;
}

function hasFilters(filters: JobFilters): boolean {
  return chosenFacets(filters).length > 0;
}
