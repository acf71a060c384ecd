/* eslint-disable @typescript-eslint/no-require-imports -- each package is required inside a function, on first use (see onFirstUse) */
import type Archiver from 'archiver';
import type * as ClassValidatorJsonSchema from 'class-validator-jsonschema';
import type * as Ics from 'ics';
import type * as Nodemailer from 'nodemailer';
import type QRCode from 'qrcode';
import type Sharp from 'sharp';

/**
 * A package the server loads the first time a request needs it instead of when it starts: zip
 * archives, image processing, calendar files, QR codes, mail and the OpenAPI schema writer make up
 * about 700 of the 2,500 modules a start would load, and most processes (and most test files, which
 * each load the server anew) use few of them. Callers pass `() => require('…')`: a plain `require`
 * in a function, because TypeScript keeps `import()` as a native ES import in this CommonJS build,
 * which Jest's module system does not serve.
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
/** Mail (SMTP, and .eml files without it). */
export const loadNodemailer = onFirstUse(() => require('nodemailer') as typeof Nodemailer);
/** QR codes (two-factor enrolment). */
export const loadQrcode = onFirstUse(() => require('qrcode') as typeof QRCode);
/** Image processing (event pictures, share images). */
export const loadSharp = onFirstUse(() => require('sharp') as typeof Sharp);
