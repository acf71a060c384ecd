/* eslint-disable @typescript-eslint/no-require-imports -- each package is required inside a function, on first use (see onFirstUse) */
import type * as MikroOrmMigrations from '@mikro-orm/migrations';
import type * as Fontkit from '@pdf-lib/fontkit';
import type TiptapStarterKit from '@tiptap/starter-kit';
import type * as TiptapHtmlString from '@tiptap/static-renderer/pm/html-string';
import type Archiver from 'archiver';
import type BidiFactory from 'bidi-js';
import type * as ClassValidatorJsonSchema from 'class-validator-jsonschema';
import type * as Ics from 'ics';
import type * as Nodemailer from 'nodemailer';
import type * as PdfLib from 'pdf-lib';
import type * as PromClient from 'prom-client';
import type QRCode from 'qrcode';
import type * as RateLimiterFlexible from 'rate-limiter-flexible';
import type SanitizeHtml from 'sanitize-html';
import type Sharp from 'sharp';

/**
 * A package the server loads the first time a request needs it instead of when it starts: zip
 * archives, image processing, calendar files, QR codes, mail and the OpenAPI schema writer make up
 * about 700 of the 2,500 modules a start would load, and most processes (and most test files, which
 * each load the server anew) use few of them. The migrator's tooling (about 200 more), the metrics
 * library and the forms' rate limiter wait the same way for a pending migration, a configured
 * scrape and a first form. Callers pass `() => require('…')`: a plain `require` in a function,
 * because TypeScript keeps `import()` as a native ES import in this CommonJS build, which Jest's
 * module system does not serve.
 */
function onFirstUse<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  return () => (loaded ??= { value: load() }).value;
}

/** Zip archives (a person's data export). */
export const loadArchiver = onFirstUse(() => require('archiver') as typeof Archiver);
/** JSON Schema of the REST inputs (the OpenAPI document). */
export const loadClassValidatorJsonSchema = onFirstUse(
  () => require('class-validator-jsonschema') as typeof ClassValidatorJsonSchema,
);
/** Calendar files (event invitations). */
export const loadIcs = onFirstUse(() => require('ics') as typeof Ics);
/**
 * MikroORM's migrator: umzug and its command-line tooling (ajv, argparse, fs-extra…), and the base
 * class every migration extends. Only when a migration is pending (db/mikro-orm.config.ts).
 */
export const loadMikroOrmMigrations = onFirstUse(() => require('@mikro-orm/migrations') as typeof MikroOrmMigrations);
/** Mail (SMTP, and .eml files without it). */
export const loadNodemailer = onFirstUse(() => require('nodemailer') as typeof Nodemailer);
/** PDF writing (a client shortlist's watermarked resumes and its summary). */
export const loadPdfLib = onFirstUse(() => require('pdf-lib') as typeof PdfLib);
/** Font files for pdf-lib (the same PDFs: their text in DejaVu Sans rather than a built-in font). */
export const loadFontkit = onFirstUse(() => require('@pdf-lib/fontkit') as typeof Fontkit);
/** The Unicode bidirectional algorithm (the same PDFs' lines with right-to-left text); the module exports its factory. */
export const loadBidi = onFirstUse(() => (require('bidi-js') as typeof BidiFactory)());
/** Prometheus metrics: only when someone can scrape them (METRICS_TOKEN or METRICS_PORT). */
export const loadPromClient = onFirstUse(() => require('prom-client') as typeof PromClient);
/** QR codes (two-factor enrolment). */
export const loadQrcode = onFirstUse(() => require('qrcode') as typeof QRCode);
/** The public forms' submission counters in PostgreSQL (a form's first submission). */
export const loadRateLimiterFlexible = onFirstUse(() => require('rate-limiter-flexible') as typeof RateLimiterFlexible);
/** Image processing (event pictures, share images). */
export const loadSharp = onFirstUse(() => require('sharp') as typeof Sharp);
/** HTML cleaning (the site content's rich text, after rendering). */
export const loadSanitizeHtml = onFirstUse(() => require('sanitize-html') as typeof SanitizeHtml);
/** Tiptap's static renderer (the site content's rich text as HTML), with the editor's extensions. */
export const loadTiptapHtmlString = onFirstUse(
  () => require('@tiptap/static-renderer/pm/html-string') as typeof TiptapHtmlString,
);
export const loadTiptapStarterKit = onFirstUse(
  () => (require('@tiptap/starter-kit') as { default: typeof TiptapStarterKit }).default,
);
