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
 * four orders, keyset pages. Three statements whatever the page size: the page's ids, the total,
 * and the page's applications with their jobs.
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
      where.push(
        '(lower(a.full_name) like ? or a.email_key like ? or lower(a.phone) like ? or ' +
          'a.job_id in (select j.id from job j where lower(j.title) like ?))',
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
    const filtered = where.length ? `where ${where.join(' and ')}` : '';
    const pageWhere = [...where];
    const pageParams = [...params];
    if (args.after) {
      const cursor = decodeCursor(args.after, args.sort);
      pageWhere.push(`(${order.key}, a.id) ${order.direction === 'desc' ? '<' : '>'} (?::${order.cast}, ?::uuid)`);
      pageParams.push(cursor.value, cursor.id);
    }
    const limit = Math.trunc(args.first);
    const [rows, [{ total }]] = await Promise.all([
      this.em.execute<{ id: string; sort_value: string }[]>(
        `select a.id, ${order.key}::text as sort_value from application a ` +
          `${pageWhere.length ? `where ${pageWhere.join(' and ')}` : ''} ` +
          `order by ${order.key} ${order.direction}, a.id ${order.direction} limit ${limit + 1}`,
        pageParams,
        'all',
      ),
      this.em.execute<{ total: number }[]>(
        `select count(*)::int as total from application a ${filtered}`,
        params,
        'all',
      ),
    ]);
    const page = rows.slice(0, limit);
    const applications = page.length
      ? await this.em.find(Application, { id: { $in: page.map((row) => row.id) } }, { populate: ['job'] })
      : [];
    const byId = new Map(applications.map((application) => [application.id, application]));
    const edges = page.flatMap((row) => {
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
