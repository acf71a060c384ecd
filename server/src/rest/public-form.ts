import { AppError } from '../lib/app-error';
import { type Page, PageArgs, pageArgsFromQuery } from '../lib/paging';
import { inputFromBody } from '../lib/validation';
import type { Submission } from '../modules/public-forms/public-form.service';
import { Role } from '../modules/users/role';
import type { RequestContext } from '../request-context';

import { restRoute, type RestRouteDeclaration } from './route-table';
import { list, message, ref } from './schemas';

/** The public-form fields (consent, privacy notice version, traps) as `inputFromBody` reads them. */
export const PUBLIC_FORM_FIELDS = {
  consent: 'boolean',
  privacyVersion: 'string',
  website: 'string',
  fillMs: 'number',
} as const;

function present(source: Record<string, unknown>, field: string): boolean {
  return source[field] !== undefined && source[field] !== null;
}

/**
 * Where a public form's REST body came from. A body in the spec's shape (neither `consent` nor
 * `privacyVersion`) is an existing client of the spec's API: it is accepted and recorded as
 * "notice shown by the caller". A body with either field gets the full consent rules.
 */
export function submissionOf(ctx: RequestContext, body: unknown): Submission {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return { ip: ctx.ip, specPayload: !present(source, 'consent') && !present(source, 'privacyVersion') };
}

/**
 * Multipart text fields are strings: `consent` ("true"/"on" or "false") and `fillMs` (digits) are
 * turned into the JSON types the input expects, or refused naming the field.
 */
export function typedMultipartFields(fields: Record<string, string>): Record<string, unknown> {
  const typed: Record<string, unknown> = { ...fields };
  if (fields.consent !== undefined) {
    const value = fields.consent.trim().toLowerCase();
    if (value === 'true' || value === 'on') typed.consent = true;
    else if (value === 'false' || value === '') typed.consent = false;
    else throw AppError.badInput('consent', 'consent must be true or false.');
  }
  if (fields.fillMs !== undefined) {
    if (!/^\d{1,10}$/.test(fields.fillMs.trim())) {
      throw AppError.badInput('fillMs', 'fillMs must be a whole number of milliseconds.');
    }
    typed.fillMs = Number(fields.fillMs.trim());
  }
  return typed;
}

/** One public form's records as its two routes reach them. */
interface PublicFormRecordsService<TInput, TRecord> {
  create(input: TInput, from: Submission): Promise<TRecord>;
  list(args: PageArgs): Promise<Page<TRecord>>;
}

/**
 * A public form's two routes (spec section 7): the visitor's POST, answered 201 with the form's
 * success message and the stored record, and the staff's GET of every record, newest first, as a
 * plain array with the total over all pages in X-Total-Count.
 */
export function publicFormRoutes<TInput extends object, TRecord>(form: {
  submit: { path: string; summary: string };
  list: { path: string; summary: string };
  input: new () => TInput;
  /** The form's own fields and their JSON types (the consent fields are added). */
  fields: Parameters<typeof inputFromBody<TInput>>[2];
  successMessage: string;
  /** The record's schema in /api/openapi.json, and the key the POST answers it under. */
  schema: string;
  answerKey: string;
  json: (record: TRecord) => Record<string, unknown>;
  records: (ctx: RequestContext) => PublicFormRecordsService<TInput, TRecord>;
}): RestRouteDeclaration[] {
  return [
    restRoute({
      method: 'post',
      ...form.submit,
      access: 'public',
      json: form.input,
      responses: { 201: message({ [form.answerKey]: ref(form.schema) }) },
      async answer({ req, ctx }) {
        const input = await inputFromBody(form.input, req.body, { ...form.fields, ...PUBLIC_FORM_FIELDS });
        const saved = await form.records(ctx).create(input, submissionOf(ctx, req.body));
        return { status: 201, body: { message: form.successMessage, [form.answerKey]: form.json(saved) } };
      },
    }),
    restRoute({
      method: 'get',
      ...form.list,
      access: Role.INTERNAL_RECRUITER,
      query: PageArgs,
      responses: { 200: list(form.schema) },
      totalCount: true,
      async answer({ req, ctx }) {
        const args = await pageArgsFromQuery(PageArgs, req.query as Record<string, unknown>);
        const page = await form.records(ctx).list(args);
        return { status: 200, body: page.items.map(form.json), headers: { 'X-Total-Count': String(page.total) } };
      },
    }),
  ];
}
