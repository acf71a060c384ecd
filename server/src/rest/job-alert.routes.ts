import { AppError } from '../lib/app-error';
import { inputFromBody } from '../lib/validation';
import { JobAlertFrequency } from '../modules/job-alerts/job-alert.entity';
import { JobAlertInput, JobAlertTokenArgs } from '../modules/job-alerts/job-alert.inputs';

import { PUBLIC_FORM_FIELDS } from './public-form';
import { restRoute } from './route-table';
import { text } from './schemas';

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
export const jobAlertRoutes = [
  restRoute({
    method: 'post',
    path: '/job-alerts',
    summary: 'Subscribe to job alerts (a confirmation link is mailed; the same answer whatever the address has)',
    access: 'public',
    json: JobAlertInput,
    responses: { 202: 'Message' },
    async answer({ req, ctx }) {
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
    },
  }),

  restRoute({
    method: 'post',
    path: '/job-alerts/confirm',
    summary: 'Confirm a job alert with the token of its confirmation link',
    access: 'public',
    json: JobAlertTokenArgs,
    responses: {
      200: {
        type: 'object',
        required: ['message', 'summary', 'frequency'],
        properties: { message: text, summary: text, frequency: { enum: Object.values(JobAlertFrequency) } },
      },
    },
    async answer({ req, ctx }) {
      const token = await tokenOf(req.query, req.body);
      return { status: 200, body: await ctx.services.jobAlerts.confirm(token) };
    },
  }),

  restRoute({
    method: 'post',
    path: '/job-alerts/unsubscribe',
    summary:
      'Unsubscribe from a job alert: the List-Unsubscribe URL of its mails (RFC 8058 one-click, token in the query) ' +
      'or a JSON body { token }',
    access: 'public',
    query: { type: 'object', properties: { token: text } },
    responses: { 200: 'Message' },
    async answer({ req, ctx }) {
      const token = await tokenOf(req.query, req.body);
      return { status: 200, body: { message: await ctx.services.jobAlerts.unsubscribe(token) } };
    },
  }),
];
