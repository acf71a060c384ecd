import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import { AppError } from '../../lib/app-error';
import type { Page } from '../../lib/paging';
import { isUuid } from '../../lib/validation';
import type { Viewer } from '../auth/viewer';
import { Client } from '../clients/client.entity';
import { clientNameKey } from '../clients/client-name';
import { hasRole, Role } from '../users/role';
import type { WebhookService } from '../webhooks/webhook.service';

import { Job } from './job.entity';
import type { JobInput } from './job.inputs';
import { JOB_FACT_FIELDS, Workplace } from './job-facts';
import { NOT_CLOSED_SQL } from './job-list-sql';
import { type JobQuestion, jobQuestionsFrom, scorecardAttributesFrom } from './job-questions';
import type { JobReadCache } from './job-read-cache';

export const JOB_NOT_FOUND_MESSAGE = 'This job does not exist or has been deleted.';
export const JOB_CLOSED_MESSAGE = 'This position is closed and no longer accepts applications.';
export const JOB_NOT_ARCHIVED_MESSAGE = 'This job is not archived: there is nothing to reopen.';
export const JOB_CLIENT_NOT_FOUND_MESSAGE = 'clientId names no client: pick one of the clients.';
export const JOB_CLIENT_BOTH_MESSAGE = 'clientName must be left out when clientId is given: name the client one way.';

/** A job is read with its client, so its public client name needs no second query. */
const WITH_CLIENT = { populate: ['client'] } as const;

/** A job's applications: all of them, and those nobody has decided about yet. */
export interface ApplicantCounts {
  total: number;
  awaitingDecision: number;
}

/** Whether `job` is past its closing date at `now`. */
export function isClosed(job: Pick<Job, 'closesAt'>, now = new Date()): boolean {
  return Boolean(job.closesAt && job.closesAt.getTime() <= now.getTime());
}

function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** Staff read archived jobs too. */
export function canSeeArchivedJobs(viewer: Viewer): boolean {
  return viewer.role !== null && hasRole(viewer.role, Role.INTERNAL_RECRUITER);
}

/** Trimmed lines without the blank ones (the site never shows blank lines). */
function lines(values: string[] | null | undefined): string[] {
  return (values ?? []).map((line) => line.trim()).filter((line) => line !== '');
}

/**
 * Jobs one at a time: read, posted, changed, archived and reopened, with their webhooks, and their
 * applicant counts. The public list and its search are JobSearchService's.
 */
export class JobService {
  constructor(
    private readonly em: EntityManager,
    private readonly webhooks: WebhookService,
    /** The public list's kept answers (JobSearchService's), dropped on every write here. */
    private readonly reads?: JobReadCache,
  ) {}

  /**
   * The id and last change of the newest `limit` open jobs, newest first, read as plain rows (the
   * sitemap lists tens of thousands: no entities, no identity map).
   */
  async openJobStamps(limit: number): Promise<{ id: string; updatedAt: Date }[]> {
    const rows = await this.em.execute<{ id: string; updated_at: Date }[]>(
      'select "id", "updated_at" from "job" j where "archived_at" is null and ' +
        NOT_CLOSED_SQL +
        ' order by "created_at" desc, "id" desc limit ?',
      [Math.trunc(limit)],
    );
    return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updated_at) }));
  }

  /**
   * One job; an archived one, or one past its closing date, only for staff. A malformed id is
   * NOT_FOUND like a missing one.
   */
  async get(viewer: Viewer, id: string): Promise<Job> {
    const job = isUuid(id) ? await this.em.findOne(Job, { id }, WITH_CLIENT) : null;
    if (!job || ((job.archivedAt || isClosed(job)) && !canSeeArchivedJobs(viewer)))
      throw AppError.notFound(JOB_NOT_FOUND_MESSAGE);
    return job;
  }

  /**
   * A job by id, open or archived; null when there is none (a malformed id included). For the
   * public page's status only: an archived job's page (or one past its closing date) answers 410
   * rather than 404, and shows nothing of the job.
   */
  async findOpenOrArchived(id: string): Promise<Job | null> {
    return isUuid(id) ? this.em.findOne(Job, { id }, WITH_CLIENT) : null;
  }

  /**
   * Up to `limit` open jobs to offer instead of `job` (a closed one): those at the same location
   * first, then the newest; newest first within each.
   */
  async similarOpenJobs(job: Pick<Job, 'id' | 'location'>, limit: number): Promise<Job[]> {
    const newestFirst = { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC }, ...WITH_CLIENT } as const;
    const open = { archivedAt: null, $or: [{ closesAt: null }, { closesAt: { $gt: new Date() } }] };
    const sameLocation = job.location
      ? await this.em.find(Job, { ...open, location: job.location, id: { $ne: job.id } }, { ...newestFirst, limit })
      : [];
    if (sameLocation.length >= limit) return sameLocation;
    const newest = await this.em.find(
      Job,
      { ...open, id: { $nin: [job.id, ...sameLocation.map((other) => other.id)] } },
      { ...newestFirst, limit: limit - sameLocation.length },
    );
    return [...sameLocation, ...newest];
  }

  /**
   * A job not archived, for staff's changes (a job past its closing date can still be edited, to
   * reopen it, and deleted).
   */
  async getOpen(id: string): Promise<Job> {
    const job = isUuid(id) ? await this.em.findOne(Job, { id, archivedAt: null }, WITH_CLIENT) : null;
    if (!job) throw AppError.notFound(JOB_NOT_FOUND_MESSAGE);
    return job;
  }

  /** A job that takes applications: not archived (else NOT_FOUND) and not past its closing date (else CONFLICT). */
  async getAcceptingApplications(id: string): Promise<Job> {
    const job = await this.getOpen(id);
    if (isClosed(job)) throw new AppError('CONFLICT', JOB_CLOSED_MESSAGE);
    return job;
  }

  async create(input: JobInput): Promise<Job> {
    checkFacts(input, true);
    const questions = jobQuestionsFrom(input.questions);
    const attributes = input.scorecardAttributes ? scorecardAttributesFrom(input.scorecardAttributes) : undefined;
    const client = await this.clientOf(input);
    const job = this.em.create(Job, { title: input.title });
    this.copyInput(job, input, questions);
    job.client = client ?? null;
    if (attributes) job.scorecardAttributes = attributes;
    await this.webhooks.emit('job.published', job);
    await this.em.flush();
    this.reads?.invalidate();
    return job;
  }

  /**
   * Replaces the spec's fields of an open job (one left out becomes empty, as the spec's PUT does).
   * Its facts are replaced when sent: one left out keeps its value and `null` clears it, so a client
   * that knows only the spec's fields (an integrator's PUT) never wipes what staff set.
   */
  async update(id: string, input: JobInput): Promise<Job> {
    const job = await this.getOpen(id);
    const merged = withFactsKept(input, job);
    checkFacts(merged, false);
    const questions = jobQuestionsFrom(merged.questions);
    const attributes = input.scorecardAttributes ? scorecardAttributesFrom(input.scorecardAttributes) : undefined;
    const client = await this.clientOf(input);
    this.copyInput(job, merged, questions);
    if (client !== undefined) job.client = client;
    if (attributes) job.scorecardAttributes = attributes;
    await this.em.flush();
    this.reads?.invalidate();
    return job;
  }

  /**
   * "Deleting" archives: the row stays so applications keep their job and staff can still read
   * it, while the public list, search and anonymous `job(id)` no longer show it.
   */
  /** Archived (deleted) jobs for staff, most recently archived first. */
  async listArchived(args: { offset: number; limit: number }): Promise<Page<Job>> {
    const [items, total] = await this.em.findAndCount(
      Job,
      { archivedAt: { $ne: null } },
      {
        orderBy: { archivedAt: QueryOrder.DESC, id: QueryOrder.DESC },
        offset: args.offset,
        limit: args.limit,
        ...WITH_CLIENT,
      },
    );
    return { items, total, offset: args.offset, limit: args.limit };
  }

  /**
   * Takes an archived job back onto the public list (its applications never left it). CONFLICT for
   * a job that is not archived; a job past its closing date is reopened too, and stays closed to
   * applicants until staff move the date.
   */
  async reopen(id: string): Promise<Job> {
    const job = isUuid(id) ? await this.em.findOne(Job, { id }) : null;
    if (!job) throw AppError.notFound(JOB_NOT_FOUND_MESSAGE);
    if (!job.archivedAt) throw new AppError('CONFLICT', JOB_NOT_ARCHIVED_MESSAGE);
    job.archivedAt = null;
    await this.webhooks.emit('job.published', job);
    await this.em.flush();
    this.reads?.invalidate();
    return job;
  }

  /** Loads the clients of jobs read without them (one query), so their public client name is known. */
  async withClients(jobs: Job[]): Promise<void> {
    if (jobs.length > 0) await this.em.populate(jobs, ['client']);
  }

  /** Applicant counts of the jobs of one request batch: one grouped query. Not cached (a later change must show). */
  private readonly applicantCounts = new DataLoader<string, ApplicantCounts>(
    async (jobIds) => {
      const rows = await this.em.execute<{ job_id: string; total: number; awaiting: number }[]>(
        'select "job_id", count(*)::int as "total", count(*) filter (where "status" is null and "withdrawn_at" is null)::int as "awaiting" ' +
          `from "application" where "job_id" in (${jobIds.map(() => '?').join(', ')}) and "held_at" is null ` +
          'group by "job_id"',
        [...jobIds],
        'all',
      );
      const byJob = new Map(rows.map((row) => [row.job_id, { total: row.total, awaitingDecision: row.awaiting }]));
      return jobIds.map((id) => byJob.get(id) ?? { total: 0, awaitingDecision: 0 });
    },
    { cache: false },
  );

  countApplicants(jobId: string): Promise<ApplicantCounts> {
    return this.applicantCounts.load(jobId);
  }

  async archive(id: string): Promise<Job> {
    const job = await this.getOpen(id);
    job.archivedAt = new Date();
    await this.webhooks.emit('job.archived', job);
    await this.em.flush();
    this.reads?.invalidate();
    return job;
  }

  /**
   * The client the input links the job to: by `clientId` (one of the clients, else BAD_USER_INPUT
   * naming clientId) or by `clientName` for integrators (the client of that name whatever its case,
   * created with its name public when there is none). Null when either is sent empty (no client);
   * undefined when both are left out (an update keeps its client, a new job has none).
   */
  private async clientOf(input: JobInput): Promise<Client | null | undefined> {
    const id = input.clientId === undefined ? undefined : optionalText(input.clientId);
    const name = input.clientName === undefined ? undefined : optionalText(input.clientName);
    if (id && name) throw AppError.badInput('clientName', JOB_CLIENT_BOTH_MESSAGE);
    if (id) {
      const client = isUuid(id) ? await this.em.findOne(Client, { id }) : null;
      if (!client) throw AppError.badInput('clientId', JOB_CLIENT_NOT_FOUND_MESSAGE);
      return client;
    }
    if (name) {
      const nameKey = clientNameKey(name);
      return (
        (await this.em.findOne(Client, { nameKey })) ??
        this.em.create(Client, { name, nameKey, showNamePublicly: true })
      );
    }
    return id === null || name === null ? null : undefined;
  }

  private copyInput(job: Job, input: JobInput, questions: JobQuestion[]): void {
    job.title = input.title.trim();
    job.location = input.location?.trim() ?? '';
    job.description = lines(input.description);
    job.responsibilities = lines(input.responsibilities);
    job.qualifications = lines(input.qualifications);
    job.employmentType = input.employmentType ?? null;
    job.workplace = input.workplace ?? null;
    job.remoteRegion = optionalText(input.remoteRegion);
    job.department = optionalText(input.department);
    job.salaryMin = input.salaryMin ?? null;
    job.salaryMax = input.salaryMax ?? null;
    job.salaryCurrency = optionalText(input.salaryCurrency);
    job.salaryPeriod = input.salaryPeriod ?? null;
    job.closesAt = input.closesAt ?? null;
    job.confidentialClient = input.confidentialClient ?? false;
    job.questions = questions;
  }
}

/** The update's input with each fact it leaves out (undefined, not null) taken from the job. */
function withFactsKept(input: JobInput, job: Job): JobInput {
  const merged: JobInput = { ...input };
  for (const key of JOB_FACT_FIELDS) {
    if (input[key] === undefined) Object.assign(merged, { [key]: job[key] });
  }
  return merged;
}

/**
 * The rules that tie a job's facts together, checked before anything is written; the first
 * broken one is refused naming its field.
 */
function checkFacts(input: JobInput, creating: boolean): void {
  const { salaryMin, salaryMax } = input;
  const hasAmount = typeof salaryMin === 'number' || typeof salaryMax === 'number';
  if (typeof salaryMin === 'number' && typeof salaryMax === 'number' && salaryMin > salaryMax)
    throw AppError.badInput('salaryMin', 'salaryMin must not be more than salaryMax.');
  if (hasAmount && !optionalText(input.salaryCurrency))
    throw AppError.badInput('salaryCurrency', 'salaryCurrency is required with a salary, such as EUR, USD or INR.');
  if (hasAmount && !input.salaryPeriod)
    throw AppError.badInput('salaryPeriod', 'salaryPeriod is required with a salary (HOUR, DAY, WEEK, MONTH or YEAR).');
  if (!hasAmount && (optionalText(input.salaryCurrency) || input.salaryPeriod))
    throw AppError.badInput('salaryMin', 'salaryMin or salaryMax is required with a salary currency or period.');
  if (optionalText(input.remoteRegion) && input.workplace !== Workplace.REMOTE)
    throw AppError.badInput('remoteRegion', 'remoteRegion is only for remote jobs (workplace REMOTE).');
  if (optionalText(input.clientName) && input.confidentialClient)
    throw AppError.badInput('clientName', 'clientName must be empty for a confidential client.');
  if (creating && input.closesAt && input.closesAt.getTime() <= Date.now())
    throw AppError.badInput('closesAt', 'closesAt must be in the future when a job is posted.');
}
