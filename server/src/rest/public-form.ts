import { AppError } from '../lib/app-error';
import type { Submission } from '../modules/public-forms/public-form.service';
import type { RequestContext } from '../request-context';

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
