import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import { AppError } from '../../lib/app-error';
import { containsPattern } from '../jobs/job.service';

import { ApplicationStatus } from './application-status';
import { Application } from './application.entity';
import { type CandidateConnection, CandidateDecision, type CandidatesArgs, CandidateSort } from './candidate.types';

/** Each order: the SQL it sorts on (the indexes of Migration20261125180000Pipeline follow it) and its direction. */
const ORDERS: Record<CandidateSort, { key: string; cast: string; direction: 'asc' | 'desc' }> = {
  [CandidateSort.APPLIED_DESC]: { key: 'a.created_at', cast: 'timestamptz', direction: 'desc' },
  [CandidateSort.APPLIED_ASC]: { key: 'a.created_at', cast: 'timestamptz', direction: 'asc' },
  [CandidateSort.NAME_ASC]: { key: 'lower(a.full_name)', cast: 'text', direction: 'asc' },
  [CandidateSort.NAME_DESC]: { key: 'lower(a.full_name)', cast: 'text', direction: 'desc' },
};

const STATUS_OF: Record<CandidateDecision, ApplicationStatus | null> = {
  [CandidateDecision.NONE]: null,
  [CandidateDecision.SHORTLISTED]: ApplicationStatus.Shortlisted,
  [CandidateDecision.REJECTED]: ApplicationStatus.Rejected,
};

interface Cursor {
  sort: CandidateSort;
  value: string;
  id: string;
}

/** Opaque to callers: the sort, the sort value of the last row and its id. */
function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');
}

function decodeCursor(raw: string, sort: CandidateSort): Cursor {
  const refuse = () => AppError.badInput('after', 'after must be a cursor from this list, read with the same sort.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== sort ||
    typeof parsed[1] !== 'string' ||
    typeof parsed[2] !== 'string' ||
    !/^[0-9a-f-]{36}$/i.test(parsed[2])
  ) {
    throw refuse();
  }
  // As PostgreSQL writes a timestamptz as text: the cursor goes back into SQL as a bound value.
  if (
    ORDERS[sort].cast === 'timestamptz' &&
    !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(parsed[1])
  ) {
    throw refuse();
  }
  return { sort, value: parsed[1], id: parsed[2] };
}

/**
 * The staff's list of every application across jobs (archived ones included): search, filters,
 * four orders, keyset pages. A fixed number of statements whatever the page size: the page's ids
 * and the total (one statement with a search, two without), then the page's applications with
 * their jobs.
 */
export class CandidateService {
  /** Not cached: a change made later in the same request must show in a later read. */
  private readonly others = new DataLoader<Application, Application[]>((batch) => this.otherApplications(batch), {
    cache: false,
  });

  constructor(private readonly em: EntityManager) {}

  /** Every other application sent from the same address (any job), newest first, with its job. */
  othersOf(application: Application): Promise<Application[]> {
    return this.others.load(application);
  }

  async list(args: CandidatesArgs): Promise<CandidateConnection> {
    const order = ORDERS[args.sort];
    const where: string[] = [];
    const params: unknown[] = [];
    const term = args.search?.trim();
    if (term) {
      const pattern = containsPattern(term.toLowerCase());
      // One table's conditions (the job title as "job_id = any(array(…))"), so PostgreSQL can OR
      // the trigram indexes and the job index together instead of reading every application.
      where.push(
        '(lower(a.full_name) like ? or a.email_key like ? or lower(a.phone) like ? or ' +
          'a.job_id = any(array(select j.id from job j where lower(j.title) like ?)))',
      );
      params.push(pattern, pattern, pattern, pattern);
    }
    if (args.jobId) {
      where.push('a.job_id = ?');
      params.push(args.jobId);
    }
    if (args.decision) {
      const status = STATUS_OF[args.decision];
      if (status) {
        where.push('a.status = ?');
        params.push(status);
      } else where.push('a.status is null');
    }
    if (args.appliedFrom) {
      where.push('a.created_at >= ?');
      params.push(args.appliedFrom);
    }
    if (args.appliedTo) {
      where.push('a.created_at < ?');
      params.push(args.appliedTo);
    }
    const cursor = args.after ? decodeCursor(args.after, args.sort) : null;
    const after = `(${order.key}, a.id) ${order.direction === 'desc' ? '<' : '>'} (?::${order.cast}, ?::uuid)`;
    const limit = Math.trunc(args.first);
    const page = `order by ${order.key} ${order.direction}, a.id ${order.direction} limit ${limit + 1}`;
    const sql = (conditions: string[]) => (conditions.length ? `where ${conditions.join(' and ')}` : '');

    let rows: { id: string; sort_value: string }[];
    let total: number;
    if (term) {
      // A search reads its matches once: counted, then ordered for the page. Walking an order's
      // index instead reads the whole table when a term is rare.
      const [answer] = await this.em.execute<{ total: number; page: { id: string; sort_value: string }[] }[]>(
        `with a as materialized (select a.id, a.created_at, a.full_name from application a ${sql(where)}) ` +
          'select (select count(*)::int as total from a) as total, coalesce((select json_agg(json_build_object(' +
          `'id', p.id, 'sort_value', p.sort_value) order by p.k ${order.direction}, p.id ${order.direction}) from (` +
          `select a.id, ${order.key} as k, ${order.key}::text as sort_value from a ${sql(cursor ? [after] : [])} ${page}) p), '[]') as page`,
        [...params, ...(cursor ? [cursor.value, cursor.id] : [])],
        'all',
      );
      rows = answer!.page;
      total = answer!.total;
    } else {
      const [pageRows, [counted]] = await Promise.all([
        this.em.execute<{ id: string; sort_value: string }[]>(
          `select a.id, ${order.key}::text as sort_value from application a ${sql(cursor ? [...where, after] : where)} ${page}`,
          [...params, ...(cursor ? [cursor.value, cursor.id] : [])],
          'all',
        ),
        this.em.execute<{ total: number }[]>(
          `select count(*)::int as total from application a ${sql(where)}`,
          params,
          'all',
        ),
      ]);
      rows = pageRows;
      total = counted!.total;
    }
    const shown = rows.slice(0, limit);
    const applications = shown.length
      ? await this.em.find(Application, { id: { $in: shown.map((row) => row.id) } }, { populate: ['job'] })
      : [];
    const byId = new Map(applications.map((application) => [application.id, application]));
    const edges = shown.flatMap((row) => {
      const node = byId.get(row.id);
      return node ? [{ node, cursor: encodeCursor({ sort: args.sort, value: row.sort_value, id: row.id }) }] : [];
    });
    return {
      edges,
      pageInfo: { hasNextPage: rows.length > limit, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount: total,
    };
  }

  /** One query per batch of applications. */
  private async otherApplications(applications: readonly Application[]): Promise<Application[][]> {
    const keys = [...new Set(applications.map((application) => application.emailKey))];
    const rows = await this.em.find(
      Application,
      { emailKey: { $in: keys } },
      { populate: ['job'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return applications.map((application) =>
      rows.filter((row) => row.emailKey === application.emailKey && row.id !== application.id),
    );
  }
}
