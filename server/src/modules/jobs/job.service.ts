import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import type { Page } from '../../lib/paging';

/** A page of jobs; a search's total may be capped (see SEARCH_COUNT_CAP). */
export interface JobsPage extends Page<Job> {
  totalIsExact: boolean;
}
import { isUuid } from '../../lib/validation';
import { requireRole, type Viewer } from '../auth/viewer';
import type { WebhookService } from '../webhooks/webhook.service';
import { hasRole, Role } from '../users/role';

import { Job } from './job.entity';
import type { JobInput, JobsArgs } from './job.inputs';

export const JOB_NOT_FOUND_MESSAGE = 'This job does not exist or has been deleted.';

/**
 * A search counts its matches up to this many. Counting every match of a common word means
 * rechecking thousands of rows on each keystroke; past this number a page says "1,000+" and
 * `totalIsExact` is false. Lists without a search are always counted exactly (from `job_count`).
 */
export const SEARCH_COUNT_CAP = 1000;

// Moved to lib/validation.ts (other domains need it without importing jobs); kept here for its callers.
export { isUuid };

/** Staff read archived jobs too. */
export function canSeeArchivedJobs(viewer: Viewer): boolean {
  return viewer.role !== null && hasRole(viewer.role, Role.INTERNAL_RECRUITER);
}

/** `term` as an ILIKE pattern matching it anywhere, with its own `%`, `_` and `\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Trimmed lines without the blank ones (the site never shows blank lines). */
function lines(values: string[] | null | undefined): string[] {
  return (values ?? []).map((line) => line.trim()).filter((line) => line !== '');
}

export class JobService {
  constructor(
    private readonly em: EntityManager,
    private readonly webhooks: WebhookService,
  ) {}

  /**
   * Newest first. Archived jobs only when `includeArchived` and the viewer is staff (otherwise
   * UNAUTHENTICATED/FORBIDDEN). The search runs in PostgreSQL on the trigram-indexed expression.
   */
  async list(viewer: Viewer, args: JobsArgs): Promise<JobsPage> {
    if (args.includeArchived) requireRole(viewer, Role.INTERNAL_RECRUITER);
    if (!args.search?.trim()) {
      const items = await this.listQuery(args).getResult();
      const total = await this.countAll(args.includeArchived);
      return { items, total, totalIsExact: true, offset: args.offset, limit: args.limit };
    }
    const { counted, pageIds } = await this.searchMatches(args, SEARCH_COUNT_CAP + 1);
    const totalIsExact = counted <= SEARCH_COUNT_CAP;
    // Under the cap the count saw every match, so its page ids are the page: one pass over the
    // trigram index answers both. Past the cap it saw only the first matches it met, so the page
    // comes from the ordered query (cheap then: a common term fills a page early in created_at order).
    const items = !totalIsExact
      ? await this.listQuery(args).getResult()
      : pageIds.length > 0
        ? await this.listQuery({ ...args, offset: 0 })
            .andWhere({ id: { $in: pageIds } })
            .getResult()
        : [];
    return { items, total: Math.min(counted, SEARCH_COUNT_CAP), totalIsExact, offset: args.offset, limit: args.limit };
  }

  /**
   * How many jobs there are (open ones only unless `includeArchived`), exactly, read from the
   * trigger-maintained `job_count` row (Migration20261123130100JobCount) rather than counted.
   */
  async countAll(includeArchived: boolean): Promise<number> {
    const column = includeArchived ? 'all_jobs' : 'open_jobs';
    const [row] = await this.em.getConnection().execute<{ n: number }[]>(`select "${column}" as n from "job_count"`);
    return row!.n;
  }

  /**
   * How many jobs the search matches, counting no further than `upTo`, and the ids of the page
   * `offset`/`limit` among those counted (the whole page whenever fewer than `upTo` match).
   */
  async searchMatches(
    args: Pick<JobsArgs, 'search' | 'offset' | 'limit' | 'includeArchived'>,
    upTo: number,
  ): Promise<{ counted: number; pageIds: string[] }> {
    const [row] = await this.em
      .getConnection()
      .execute<{ counted: number; page_ids: string[] }[]>(this.searchMatchesSql(args, upTo));
    return { counted: row!.counted, pageIds: row!.page_ids };
  }

  /** The SQL of `searchMatches` (the search-index test EXPLAINs it). */
  searchMatchesSql(args: Pick<JobsArgs, 'search' | 'offset' | 'limit' | 'includeArchived'>, upTo: number): string {
    // Unordered, so PostgreSQL stops at `upTo` matches whichever way it meets them.
    const matches = this.listQuery({ ...args, offset: 0, limit: upTo })
      .select(['j.id', 'j.createdAt'])
      .orderBy([]);
    return (
      `with matches as materialized (${matches.getFormattedQuery()}) ` +
      'select (select count(*)::int from matches) as counted, ' +
      `array(select id from matches order by created_at desc, id desc offset ${Math.trunc(args.offset)} limit ${Math.trunc(args.limit)}) as page_ids`
    );
  }

  /** The page query of `list` (the search-index test EXPLAINs it). */
  listQuery(args: Pick<JobsArgs, 'search' | 'offset' | 'limit' | 'includeArchived'>) {
    const qb = this.em.createQueryBuilder(Job, 'j');
    if (!args.includeArchived) qb.where({ archivedAt: null });
    const term = args.search?.trim();
    // search_text is stored lowercased (see JOB_SEARCH_TEXT_SQL): LIKE on lower(term) matches
    // exactly what ILIKE would, without lowercasing each row again.
    if (term) qb.andWhere('j.search_text like lower(?)', [containsPattern(term)]);
    return qb.orderBy({ createdAt: QueryOrder.DESC, id: QueryOrder.DESC }).offset(args.offset).limit(args.limit);
  }

  /**
   * The id and last change of the newest `limit` open jobs, newest first, read as plain rows (the
   * sitemap lists tens of thousands: no entities, no identity map).
   */
  async openJobStamps(limit: number): Promise<{ id: string; updatedAt: Date }[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: string; updated_at: Date }[]>(
        'select "id", "updated_at" from "job" where "archived_at" is null order by "created_at" desc, "id" desc limit ?',
        [Math.trunc(limit)],
      );
    return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updated_at) }));
  }

  /** One job; an archived one only for staff. A malformed id is NOT_FOUND like a missing one. */
  async get(viewer: Viewer, id: string): Promise<Job> {
    const job = isUuid(id) ? await this.em.findOne(Job, { id }) : null;
    if (!job || (job.archivedAt && !canSeeArchivedJobs(viewer))) throw AppError.notFound(JOB_NOT_FOUND_MESSAGE);
    return job;
  }

  /**
   * A job by id, open or archived; null when there is none (a malformed id included). For the
   * public page's status only: an archived job's page answers 410 rather than 404, and shows
   * nothing of the job.
   */
  async findOpenOrArchived(id: string): Promise<Job | null> {
    return isUuid(id) ? this.em.findOne(Job, { id }) : null;
  }

  /**
   * Up to `limit` open jobs to offer instead of `job` (a closed one): those at the same location
   * first, then the newest; newest first within each.
   */
  async similarOpenJobs(job: Pick<Job, 'id' | 'location'>, limit: number): Promise<Job[]> {
    const newestFirst = { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } } as const;
    const sameLocation = job.location
      ? await this.em.find(
          Job,
          { archivedAt: null, location: job.location, id: { $ne: job.id } },
          { ...newestFirst, limit },
        )
      : [];
    if (sameLocation.length >= limit) return sameLocation;
    const newest = await this.em.find(
      Job,
      { archivedAt: null, id: { $nin: [job.id, ...sameLocation.map((other) => other.id)] } },
      { ...newestFirst, limit: limit - sameLocation.length },
    );
    return [...sameLocation, ...newest];
  }

  /** An open (not archived) job, for whatever refers to one (applying to it, for instance). */
  async getOpen(id: string): Promise<Job> {
    const job = isUuid(id) ? await this.em.findOne(Job, { id, archivedAt: null }) : null;
    if (!job) throw AppError.notFound(JOB_NOT_FOUND_MESSAGE);
    return job;
  }

  async create(input: JobInput): Promise<Job> {
    const job = this.em.create(Job, { title: input.title });
    this.copyInput(job, input);
    await this.webhooks.emit('job.published', job);
    await this.em.flush();
    return job;
  }

  /** Replaces every field of an open job (a field left out becomes empty, as with PUT). */
  async update(id: string, input: JobInput): Promise<Job> {
    const job = await this.getOpen(id);
    this.copyInput(job, input);
    await this.em.flush();
    return job;
  }

  /**
   * "Deleting" archives: the row stays so applications keep their job and staff can still read
   * it, while the public list, search and anonymous `job(id)` no longer show it.
   */
  async archive(id: string): Promise<Job> {
    const job = await this.getOpen(id);
    job.archivedAt = new Date();
    await this.webhooks.emit('job.archived', job);
    await this.em.flush();
    return job;
  }

  private copyInput(job: Job, input: JobInput): void {
    job.title = input.title.trim();
    job.location = input.location?.trim() ?? '';
    job.description = lines(input.description);
    job.responsibilities = lines(input.responsibilities);
    job.qualifications = lines(input.qualifications);
  }
}
