import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { containsPattern } from '../../lib/sql';

import { Application } from './application.entity';
import {
  type ApplicationConnection,
  ApplicationDecisionFilter,
  type ApplicationSearchArgs,
  ApplicationSort,
} from './application-search.types';
import { ApplicationStatus } from './application-status';

/** Each order: the SQL it sorts on (the indexes of Migration20261125180000Pipeline follow it) and its direction. */
const ORDERS: Record<ApplicationSort, { key: string; cast: string; direction: 'asc' | 'desc' }> = {
  [ApplicationSort.APPLIED_DESC]: { key: 'a.created_at', cast: 'timestamptz', direction: 'desc' },
  [ApplicationSort.APPLIED_ASC]: { key: 'a.created_at', cast: 'timestamptz', direction: 'asc' },
  [ApplicationSort.NAME_ASC]: { key: 'lower(a.full_name)', cast: 'text', direction: 'asc' },
  [ApplicationSort.NAME_DESC]: { key: 'lower(a.full_name)', cast: 'text', direction: 'desc' },
};

const STATUS_OF: Record<ApplicationDecisionFilter, ApplicationStatus | null> = {
  [ApplicationDecisionFilter.NONE]: null,
  [ApplicationDecisionFilter.SHORTLISTED]: ApplicationStatus.Shortlisted,
  [ApplicationDecisionFilter.REJECTED]: ApplicationStatus.Rejected,
};

interface Cursor {
  sort: ApplicationSort;
  value: string;
  id: string;
}

/** The search's cursor: the sort, the sort value of the last row and its id (lib/cursor.ts). */
function searchCursor(cursor: Cursor): string {
  return encodeCursor([cursor.sort, cursor.value, cursor.id]);
}

/** As PostgreSQL writes a timestamptz as text: the cursor goes back into SQL as a bound value. */
const TIMESTAMPTZ_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

function decodeSearchCursor(raw: string, sort: ApplicationSort): Cursor {
  const [, value, id] = decodeCursor(
    raw,
    (parts) =>
      parts.length === 3 &&
      parts[0] === sort &&
      /^[0-9a-f-]{36}$/i.test(parts[2]) &&
      (ORDERS[sort].cast !== 'timestamptz' || TIMESTAMPTZ_TEXT.test(parts[1])),
    'after must be a cursor from this list, read with the same sort.',
  );
  return { sort, value, id };
}

/** The most matches a list counts: past it, the total says "1000 or more". */
export const APPLICATION_COUNT_CAP = 1000;

/**
 * How many rows of the order a search reads before it gives up walking: a term that matches at
 * least one in ~75 applications fills a page of 25 from them (a common term, whose matches are
 * too many to read and sort); a rarer one has so few matches that reading them all is cheaper.
 */
const SEARCH_WALK_ROWS = 2000;

type PageRow = { id: string; sort_value: string };

/** SQL: the ids of the jobs that have applications whose title contains the `?` pattern. */
const APPLIED_JOBS_TITLED =
  'select c.job_id from job_application_count c join job j on j.id = c.job_id where lower(j.title) like ?';

/**
 * The staff's list of every application across jobs (archived ones included), which the API's
 * `candidates` field answers and All candidates shows: search, filters, four orders, keyset pages.
 * A fixed number of statements whatever the page size: the page's ids and the total counted up to
 * APPLICATION_COUNT_CAP (side by side; a rare search reads its page in a second statement), then
 * the page's applications with their jobs. Measured at 100,000 applications
 * (docs/performance.md): a full count or a sort of every match of a common term took 10 to 140 ms
 * of SQL; capped, each statement reads at most a few thousand rows. Also finds the other
 * applications sent from one address (the candidate page's list of them).
 */
export class ApplicationSearchService {
  /** Not cached: a change made later in the same request must show in a later read. */
  private readonly others = new DataLoader<Application, Application[]>((batch) => this.otherApplications(batch), {
    cache: false,
  });

  constructor(private readonly em: EntityManager) {}

  /** Every other application sent from the same address (any job), newest first, with its job. */
  othersOf(application: Application): Promise<Application[]> {
    return this.others.load(application);
  }

  async list(args: ApplicationSearchArgs): Promise<ApplicationConnection> {
    const order = ORDERS[args.sort];
    const filters: string[] = [];
    const filterParams: unknown[] = [];
    // Held for review (sent too fast): shown in their own section until released.
    filters.push('a.held_at is null');
    if (args.jobId) {
      filters.push('a.job_id = ?');
      filterParams.push(args.jobId);
    }
    if (args.decision) {
      const status = STATUS_OF[args.decision];
      if (status) {
        filters.push('a.status = ?');
        filterParams.push(status);
      } else filters.push('a.status is null');
    }
    if (args.appliedFrom) {
      filters.push('a.created_at >= ?');
      filterParams.push(args.appliedFrom);
    }
    if (args.appliedTo) {
      filters.push('a.created_at < ?');
      filterParams.push(args.appliedTo);
    }
    const term = args.search?.trim();
    const search: string[] = [];
    const searchParams: unknown[] = [];
    /** The same condition for rows already read (the walk): the job title as a hashed subplan. */
    const searchRead: string[] = [];
    if (term) {
      const pattern = containsPattern(term.toLowerCase());
      const person = 'lower(a.full_name) like ? or a.email_key like ? or lower(a.phone) like ? or ';
      // One table's conditions (the job title as "job_id = any(array(…))"), so PostgreSQL can OR
      // the trigram indexes and the job index together instead of reading every application. The
      // titles looked at are those of jobs with applications (job_application_count, kept by
      // triggers): a common title word matches thousands of jobs ever posted, few of them applied to.
      search.push(`(${person}a.job_id = any(array(${APPLIED_JOBS_TITLED})))`);
      // Checking rows one by one, "= any(array)" compares with every matching job in turn (a common
      // title word: a thousand of them per row, 3 times slower here than a hashed "in").
      searchRead.push(`(${person}a.job_id in (${APPLIED_JOBS_TITLED}))`);
      searchParams.push(pattern, pattern, pattern, pattern);
    }
    const where = [...filters, ...search];
    const params = [...filterParams, ...searchParams];
    const cursor = args.after ? decodeSearchCursor(args.after, args.sort) : null;
    const after = cursor
      ? [`(${order.key}, a.id) ${order.direction === 'desc' ? '<' : '>'} (?::${order.cast}, ?::uuid)`]
      : [];
    const afterParams = cursor ? [cursor.value, cursor.id] : [];
    const limit = Math.trunc(args.first);
    const orderBy = `order by ${order.key} ${order.direction}, a.id ${order.direction}`;
    const sql = (conditions: string[]) => (conditions.length ? `where ${conditions.join(' and ')}` : '');
    const select = `a.id, ${order.key}::text as sort_value`;

    const counting = this.em.execute<{ total: number }[]>(
      `select count(*)::int as total from (select 1 from application a ${sql(where)} limit ${APPLICATION_COUNT_CAP + 1}) c`,
      params,
      'all',
    );
    let rows: PageRow[];
    if (term) {
      // A search first walks the order (after the cursor, through its index) for its next
      // SEARCH_WALK_ROWS rows and keeps those that match: enough for a common term's page.
      const walk = this.em.execute<{ walked: number; page: PageRow[] }[]>(
        `with a as materialized (select a.id, a.created_at, a.full_name, a.email_key, a.phone, a.job_id ` +
          `from application a ${sql([...filters, ...after])} ${orderBy} limit ${SEARCH_WALK_ROWS}) ` +
          `select (select count(*)::int from a) as walked, coalesce((select json_agg(json_build_object(` +
          `'id', p.id, 'sort_value', p.sort_value) order by p.n) from (select ${select}, ` +
          `row_number() over (${orderBy}) as n from a ${sql(searchRead)} ${orderBy} limit ${limit + 1}) p), '[]') as page`,
        [...filterParams, ...afterParams, ...searchParams],
        'all',
      );
      const [[walked], [counted]] = await Promise.all([walk, counting]);
      rows = walked!.page;
      // Not a full page, and the walk stopped at its limit: the rest of the matches lie further on,
      // and they are few (else the walk would have filled the page): read every one, then order.
      const walkedAll = walked!.walked < SEARCH_WALK_ROWS;
      if (rows.length <= limit && !walkedAll) {
        rows = await this.em.execute<PageRow[]>(
          `with a as materialized (select a.id, a.created_at, a.full_name from application a ${sql(where)}) ` +
            `select ${select} from a ${sql(after)} ${orderBy} limit ${limit + 1}`,
          [...params, ...afterParams],
          'all',
        );
      }
      return this.connection(args, rows, limit, counted!.total);
    }
    const [pageRows, [counted]] = await Promise.all([
      this.em.execute<PageRow[]>(
        `select ${select} from application a ${sql([...where, ...after])} ${orderBy} limit ${limit + 1}`,
        [...params, ...afterParams],
        'all',
      ),
      counting,
    ]);
    return this.connection(args, pageRows, limit, counted!.total);
  }

  /** The page's applications with their jobs (one statement), in the order of `rows`. */
  private async connection(
    args: ApplicationSearchArgs,
    rows: PageRow[],
    limit: number,
    counted: number,
  ): Promise<ApplicationConnection> {
    const shown = rows.slice(0, limit);
    const applications = shown.length
      ? await this.em.find(Application, { id: { $in: shown.map((row) => row.id) } }, { populate: ['job'] })
      : [];
    const byId = new Map(applications.map((application) => [application.id, application]));
    const edges = shown.flatMap((row) => {
      const node = byId.get(row.id);
      return node ? [{ node, cursor: searchCursor({ sort: args.sort, value: row.sort_value, id: row.id }) }] : [];
    });
    return {
      edges,
      pageInfo: { hasNextPage: rows.length > limit, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount: Math.min(counted, APPLICATION_COUNT_CAP),
      totalCountIsExact: counted <= APPLICATION_COUNT_CAP,
    };
  }

  /** One query per batch of applications. */
  private async otherApplications(applications: readonly Application[]): Promise<Application[][]> {
    const keys = [...new Set(applications.map((application) => application.emailKey))];
    const rows = await this.em.find(
      Application,
      { emailKey: { $in: keys }, heldAt: null },
      { populate: ['job'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return applications.map((application) =>
      rows.filter((row) => row.emailKey === application.emailKey && row.id !== application.id),
    );
  }
}
