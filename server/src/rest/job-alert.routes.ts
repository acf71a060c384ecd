import type { MikroORM } from '@mikro-orm/postgresql';
import { Router } from 'express';

import { AppError } from '../lib/app-error';
import { inputFromBody } from '../lib/validation';
import { JobAlertInput, JobAlertTokenArgs } from '../modules/job-alerts/job-alert.inputs';
import type { ServerDeps } from '../services';

import { restHandler } from './handler';
import { PUBLIC_FORM_FIELDS } from './public-form';

/** The token of a link: `?token=` (the one-click URL of List-Unsubscribe) or a JSON body `{ token }`. */
async function tokenOf(query: unknown, body: unknown): Promise<string> {
  const fromQuery = (query as Record<string, unknown>).token;
  if (typeof fromQuery === 'string') return fromQuery;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    return (await inputFromBody(JobAlertTokenArgs, body, { token: 'string' })).token;
  }
  throw AppError.badInput('token', 'token is required.');
}

/**
 * POST /api/job-alerts (subscribe, 202), /api/job-alerts/confirm and /api/job-alerts/unsubscribe,
 * all public. The unsubscribe URL is the one of every job-alert mail's `List-Unsubscribe` header:
 * a mail program's RFC 8058 one-click POST (`List-Unsubscribe=One-Click`, form-encoded, which is
 * not read) unsubscribes with the token of the query string.
 */
export function jobAlertRoutes(orm: MikroORM, deps: ServerDeps): Router {
  const router = Router();

  router.post(
    '/job-alerts',
    restHandler(orm, deps, 'public', async (req, ctx) => {
      const input = await inputFromBody(JobAlertInput, req.body, {
        email: 'string',
        search: 'string',
        location: 'string',
        department: 'string',
        employmentType: 'string',
        workplace: 'string',
        frequency: 'string',
        ...PUBLIC_FORM_FIELDS,
      });
      return { status: 202, body: { message: await ctx.services.jobAlerts.subscribe(input, { ip: ctx.ip }) } };
    }),
  );

  router.post(
    '/job-alerts/confirm',
    restHandler(orm, deps, 'public', async (req, ctx) => {
      const token = await tokenOf(req.query, req.body);
      return { status: 200, body: await ctx.services.jobAlerts.confirm(token) };
    }),
  );

  router.post(
    '/job-alerts/unsubscribe',
    restHandler(orm, deps, 'public', async (req, ctx) => {
      const token = await tokenOf(req.query, req.body);
      return { status: 200, body: { message: await ctx.services.jobAlerts.unsubscribe(token) } };
    }),
  );

  return router;
}
