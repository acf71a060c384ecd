import type { EntityManager } from '@mikro-orm/postgresql';

import type { Page } from '../../lib/paging';
import { preparedRows, type StatementPool } from '../../lib/sql';
import { requireRole, type Viewer } from '../auth/viewer';
import { Role } from '../users/role';

import type { Job } from './job.entity';
import type { JobsArgs } from './job.inputs';
import type { JobClientFields } from './job-client';
import { countJobFacets, type JobFacetCounts } from './job-facets';
import { JOB_ROW_COLUMNS, NEWEST_FIRST_SQL, NOT_CLOSED_SQL, PUBLIC_PAGE_SQL, PUBLIC_TOTAL_SQL } from './job-list-sql';
import type { JobReadCache } from './job-read-cache';
import {
  chosenFacets,
  type Condition,
  FACET_COLUMNS,
  JOB_FACETS,
  type JobFilters,
  searchCondition,
} from './job-search-conditions';

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
    /** The request's EntityManager, asked for only by the reads that need one (not the list's). */
    private readonly emOf: () => EntityManager,
    /** Where the list's and the facets' prepared statements run (lib/sql.ts preparedRows). */
    private readonly statements: StatementPool,
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
    const rows = await preparedRows<{ matchCount: number } & Partial<JobRow>>(
      this.statements,
      matches.sql,
      matches.params,
    );
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
    em: EntityManager = this.emOf(),
  ): Promise<JobRow[]> {
    const { search: searched, ...filters } = args;
    const conditions = listConditions({ ...filters, includeArchived: false, offset: 0, limit });
    const term = searched?.trim();
    const search = term ? searchCondition(term) : { sql: 'true', params: [] };
    return em
      .execute<JobRow[]>(
        `select ${JOB_ROW_COLUMNS} from "job" j where ${conditions.sql} and ${search.sql} ` +
          `and j."created_at" > ? and j."created_at" <= ? ${NEWEST_FIRST_SQL} limit ?`,
        [...conditions.params, ...search.params, after.toISOString(), until.toISOString(), limit],
      )
      .then(withDates);
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

  private async rows(sql: string, params: unknown[]): Promise<JobRow[]> {
    return withDates(await preparedRows<JobRow>(this.statements, sql, params));
  }

  /** The next instant an open job closes, in milliseconds (Infinity when none will). */
  async nextClosingAt(): Promise<number> {
    const [row] = await preparedRows<{ at: string | null }>(
      this.statements,
      'select min("closes_at") as at from "job" where "archived_at" is null and "closes_at" > now()',
      [],
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
    const [row] = await preparedRows<{ n: number }>(this.statements, sql, []);
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
    if (!this.reads) return countJobFacets(this.statements, args);
    const key = JSON.stringify([
      'facets',
      args.search?.trim() ?? '',
      ...JOB_FACETS.map((facet) => args[facet] ?? null),
    ]);
    return this.reads.get(
      key,
      () => countJobFacets(this.statements, args),
      () => this.nextClosingAt(),
      () => 1,
    );
  }
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
