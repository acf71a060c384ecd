import { pageArgsFromQuery, queryBoolean, queryString } from '../lib/paging';
import { inputFromBody, validateInput } from '../lib/validation';
import { JobFilterArgs, JobInput, JobsArgs } from '../modules/jobs/job.inputs';
import { knownPublicClientName } from '../modules/jobs/job-client';
import type { JobRow } from '../modules/jobs/job-search.service';
import { Role } from '../modules/users/role';

import { restRoute } from './route-table';
import { list, message, ref } from './schemas';

/** A job in REST answers: the spec's fields, then the additions (each null when not given). */
export function jobJson(job: JobRow) {
  const { id, title, location, description, responsibilities, qualifications, createdAt, updatedAt } = job;
  return {
    id,
    title,
    location,
    description,
    responsibilities,
    qualifications,
    createdAt,
    updatedAt,
    archivedAt: job.archivedAt ?? null,
    employmentType: job.employmentType ?? null,
    workplace: job.workplace ?? null,
    remoteRegion: job.remoteRegion ?? null,
    department: job.department ?? null,
    salaryMin: job.salaryMin ?? null,
    salaryMax: job.salaryMax ?? null,
    salaryCurrency: job.salaryCurrency ?? null,
    salaryPeriod: job.salaryPeriod ?? null,
    closesAt: job.closesAt ?? null,
    // The client's name only where it may be public (a list row carries it; an entity has its client loaded).
    clientName: knownPublicClientName(job) ?? null,
    confidentialClient: job.confidentialClient,
    questions: job.questions,
  };
}

const JOB_BODY = {
  title: 'string',
  location: 'string',
  description: 'string[]',
  responsibilities: 'string[]',
  qualifications: 'string[]',
  employmentType: 'string',
  workplace: 'string',
  remoteRegion: 'string',
  department: 'string',
  salaryMin: 'number',
  salaryMax: 'number',
  salaryCurrency: 'string',
  salaryPeriod: 'string',
  closesAt: 'date',
  clientId: 'string',
  clientName: 'string',
  confidentialClient: 'boolean',
  questions: 'object[]',
} as const;

/** `?location=&department=&employmentType=&workplace=`, validated like the GraphQL arguments. */
async function filtersFromQuery(query: Record<string, unknown>): Promise<JobFilterArgs> {
  const filters = new JobFilterArgs();
  filters.location = queryString(query, 'location') || undefined;
  filters.department = queryString(query, 'department') || undefined;
  filters.employmentType = (queryString(query, 'employmentType') || undefined) as JobFilterArgs['employmentType'];
  filters.workplace = (queryString(query, 'workplace') || undefined) as JobFilterArgs['workplace'];
  return validateInput(filters);
}

/** GET/POST /api/jobs, GET/PUT/DELETE /api/jobs/:id (spec section 7). */
export const jobRoutes = [
  // A plain array, as the spec's client expects; the total over all pages is in X-Total-Count,
  // exact for the unfiltered list. A search or filter that found a next page without counting says
  // X-Total-Count-Capped: true, and X-Total-Count is then a lower bound (offset + limit + 1).
  restRoute({
    method: 'get',
    path: '/jobs',
    summary:
      'List open jobs (neither archived nor past their closing date; staff may ask for those too), newest first, ' +
      'optionally narrowed by a search and the filters location, department, employmentType and workplace',
    access: 'public',
    query: [JobsArgs, JobFilterArgs],
    responses: { 200: list('Job') },
    totalCount: true,
    async answer({ req, ctx }) {
      const query = req.query as Record<string, unknown>;
      const args = await pageArgsFromQuery(JobsArgs, query, (a) => {
        a.search = queryString(query, 'search');
        a.includeArchived = queryBoolean(query, 'includeArchived') ?? false;
        a.includeClosed = queryBoolean(query, 'includeClosed') ?? false;
      });
      const filters = await filtersFromQuery(query);
      const page = await ctx.services.jobSearch.list(await ctx.viewer(), { ...args, ...filters });
      const headers: Record<string, string> = { 'X-Total-Count': String(page.total) };
      // Say so rather than pass a lower bound off as exact.
      if (!page.totalIsExact) headers['X-Total-Count-Capped'] = 'true';
      return { status: 200, body: page.items.map(jobJson), headers };
    },
  }),

  restRoute({
    method: 'get',
    path: '/jobs/:id',
    summary: 'Read a job',
    access: 'public',
    responses: { 200: 'Job' },
    async answer({ req, ctx }) {
      const job = await ctx.services.jobs.get(await ctx.viewer(), String(req.params.id));
      return { status: 200, body: jobJson(job) };
    },
  }),

  restRoute({
    method: 'post',
    path: '/jobs',
    summary: 'Create a job',
    access: Role.INTERNAL_RECRUITER,
    json: JobInput,
    responses: { 201: 'Job' },
    async answer({ req, ctx }) {
      const input = await inputFromBody(JobInput, req.body, JOB_BODY);
      const job = await ctx.services.jobs.create(input);
      return { status: 201, body: jobJson(job) };
    },
  }),

  restRoute({
    method: 'put',
    path: '/jobs/:id',
    summary: 'Replace a job',
    access: Role.INTERNAL_RECRUITER,
    json: JobInput,
    responses: { 200: 'Job' },
    async answer({ req, ctx }) {
      // A fact left out keeps its value and null clears it (JobService.update).
      const input = await inputFromBody(JobInput, req.body, JOB_BODY, { keepNulls: true });
      const job = await ctx.services.jobs.update(String(req.params.id), input);
      return { status: 200, body: jobJson(job) };
    },
  }),

  restRoute({
    method: 'delete',
    path: '/jobs/:id',
    summary: 'Delete (archive) a job',
    access: Role.INTERNAL_RECRUITER,
    responses: { 200: message({ job: ref('Job') }) },
    async answer({ req, ctx }) {
      const job = await ctx.services.jobs.archive(String(req.params.id));
      return { status: 200, body: { message: 'Job deleted.', job: jobJson(job) } };
    },
  }),
];
