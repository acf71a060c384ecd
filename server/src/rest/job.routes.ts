import type { MikroORM } from '@mikro-orm/postgresql';
import { Router } from 'express';

import { pageArgsFromQuery, queryBoolean, queryString } from '../lib/paging';
import { inputFromBody } from '../lib/validation';
import type { Job } from '../modules/jobs/job.entity';
import { JobInput, JobsArgs } from '../modules/jobs/job.inputs';
import { Role } from '../modules/users/role';
import type { ServerDeps } from '../services';

import { restHandler } from './handler';

/** A job in REST answers. */
export function jobJson(job: Job) {
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
  };
}

const JOB_BODY = {
  title: 'string',
  location: 'string',
  description: 'string[]',
  responsibilities: 'string[]',
  qualifications: 'string[]',
} as const;

/** GET/POST /api/jobs, GET/PUT/DELETE /api/jobs/:id (spec section 7). */
export function jobRoutes(orm: MikroORM, deps: ServerDeps): Router {
  const router = Router();

  // A plain array, as the spec's client expects; the total over all pages is in X-Total-Count
  // (with X-Total-Count-Capped: true when a search matched more than SEARCH_COUNT_CAP jobs).
  router.get(
    '/jobs',
    restHandler(orm, deps, 'public', async (req, ctx) => {
      const query = req.query as Record<string, unknown>;
      const args = await pageArgsFromQuery(JobsArgs, query, (a) => {
        a.search = queryString(query, 'search');
        a.includeArchived = queryBoolean(query, 'includeArchived') ?? false;
      });
      const page = await ctx.services.jobs.list(await ctx.viewer(), args);
      const headers: Record<string, string> = { 'X-Total-Count': String(page.total) };
      // A search counts at most SEARCH_COUNT_CAP matches: say so rather than pass a cap off as exact.
      if (!page.totalIsExact) headers['X-Total-Count-Capped'] = 'true';
      return { status: 200, body: page.items.map(jobJson), headers };
    }),
  );

  router.get(
    '/jobs/:id',
    restHandler(orm, deps, 'public', async (req, ctx) => {
      const job = await ctx.services.jobs.get(await ctx.viewer(), String(req.params.id));
      return { status: 200, body: jobJson(job) };
    }),
  );

  router.post(
    '/jobs',
    restHandler(orm, deps, Role.INTERNAL_RECRUITER, async (req, ctx) => {
      const input = await inputFromBody(JobInput, req.body, JOB_BODY);
      const job = await ctx.services.jobs.create(input);
      return { status: 201, body: jobJson(job) };
    }),
  );

  router.put(
    '/jobs/:id',
    restHandler(orm, deps, Role.INTERNAL_RECRUITER, async (req, ctx) => {
      const input = await inputFromBody(JobInput, req.body, JOB_BODY);
      const job = await ctx.services.jobs.update(String(req.params.id), input);
      return { status: 200, body: jobJson(job) };
    }),
  );

  router.delete(
    '/jobs/:id',
    restHandler(orm, deps, Role.INTERNAL_RECRUITER, async (req, ctx) => {
      const job = await ctx.services.jobs.archive(String(req.params.id));
      return { status: 200, body: { message: 'Job deleted.', job: jobJson(job) } };
    }),
  );

  return router;
}
