import 'reflect-metadata';

import { AppError } from './app-error';
import {
  IsEmail,
  MaxLength,
  registerDecorator,
  validate,
  type ValidationArguments,
  type ValidationError,
} from './class-validator-rules';
import { isTimeZone } from './zoned-time';

const KEEP_WHITESPACE = Symbol('keepWhitespace');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a row id at all; anything else is simply not found (never a database error). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** Marks an input field whose surrounding whitespace is meaningful (passwords). */
export function KeepWhitespace(): PropertyDecorator {
  return (target, propertyKey) => {
    const existing: Set<string | symbol> = Reflect.getMetadata(KEEP_WHITESPACE, target) ?? new Set();
    Reflect.defineMetadata(KEEP_WHITESPACE, new Set([...existing, propertyKey]), target);
  };
}

// A UTF-16 surrogate with no partner: no character at all, and validators that encode the text
// (isEmail through encodeURI) throw on it instead of answering.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True for text that can be stored and checked: no NUL (PostgreSQL text cannot hold it) and no
 * lone surrogate. Checked for every input before its class-validator rules run.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

function refuseUnstorableText(field: string, value: unknown): void {
  const values = Array.isArray(value) ? value : [value];
  if (values.some((item) => typeof item === 'string' && !isStorableText(item))) {
    throw AppError.badInput(field, `${field} contains a character that is not allowed.`);
  }
}

function trimStrings(input: object): void {
  const keep: Set<string | symbol> = Reflect.getMetadata(KEEP_WHITESPACE, input) ?? new Set();
  const record = input as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    refuseUnstorableText(key, value);
    if (keep.has(key)) continue;
    if (typeof value === 'string') record[key] = value.trim();
    else if (Array.isArray(value)) record[key] = value.map((item) => (typeof item === 'string' ? item.trim() : item));
  }
}

function firstProblem(errors: ValidationError[], prefix = ''): { field: string; message: string } | undefined {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) return { field, message: messages[0] };
    const nested = firstProblem(error.children ?? [], field);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Trims the input's strings (except @KeepWhitespace fields), then checks its class-validator
 * rules. Throws BAD_USER_INPUT naming the first field that fails. GraphQL and REST both call this.
 */
export async function validateInput<T extends object>(input: T): Promise<T> {
  trimStrings(input);
  let errors: ValidationError[];
  try {
    errors = await validate(input, {
      forbidUnknownValues: false,
      validationError: { target: false, value: false },
    });
  } catch {
    // A validator that throws instead of answering (validator.js on text it cannot encode) is a
    // refused value, never a server error.
    throw AppError.badInput('input', 'The input contains a value that is not allowed.');
  }
  const problem = firstProblem(errors);
  if (problem) throw AppError.badInput(problem.field, problem.message);
  return input;
}

/** An ISO 8601 date and time with its offset, as JSON bodies carry instants. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Builds an input instance from a JSON body by copying only the listed fields (never the whole
 * body), refusing a value of the wrong JSON type with the field named, then validates it. A
 * `date` field takes an ISO 8601 date and time with its offset (`2030-01-31T23:59:59Z`).
 */
const LIST_WORDS: Record<string, string> = { 'string[]': 'a list of strings', 'object[]': 'a list of objects' };

export async function inputFromBody<T extends object>(
  InputClass: new () => T,
  body: unknown,
  fields: { [K in keyof T]?: 'string' | 'string[]' | 'object[]' | 'number' | 'boolean' | 'date' },
  options: { keepNulls?: boolean } = {},
): Promise<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw AppError.badInput('body', 'The request body must be a JSON object.');
  }
  const source = body as Record<string, unknown>;
  const input = new InputClass() as Record<string, unknown>;
  for (const [field, kind] of Object.entries(fields) as [string, string][]) {
    const value = source[field];
    if (value === undefined) continue;
    if (value === null) {
      // null means "left out", unless the route tells "left out" (keep) from null (clear) apart.
      if (options.keepNulls) input[field] = null;
      continue;
    }
    if (kind === 'date') {
      const instant = typeof value === 'string' && ISO_INSTANT.test(value) ? new Date(value) : null;
      if (!instant || Number.isNaN(instant.getTime()))
        throw AppError.badInput(field, `${field} must be a date and time, such as 2030-01-31T23:59:59Z.`);
      input[field] = instant;
      continue;
    }
    const ok =
      kind === 'string[]'
        ? Array.isArray(value) && value.every((item) => typeof item === 'string')
        : kind === 'object[]'
          ? Array.isArray(value) &&
            value.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item))
          : typeof value === kind;
    if (!ok) throw AppError.badInput(field, `${field} must be ${LIST_WORDS[kind] ?? `a ${kind}`}.`);
    input[field] = value;
  }
  return validateInput(input as T);
}

/**
 * An e-mail address a message can reach: at most 254 characters, and a domain with a dot in it
 * (`name@example` is refused). Every public form's `email` uses it, so the rule and the wording
 * are the same everywhere.
 */
export function EmailAddress(field = 'email'): PropertyDecorator {
  return (target, propertyKey) => {
    IsEmail({ require_tld: true }, { message: `${field} must be a valid e-mail address, such as name@example.com.` })(
      target,
      propertyKey,
    );
    MaxLength(254, { message: `${field} must be at most 254 characters.` })(target, propertyKey);
  };
}

/** A real calendar day written YYYY-MM-DD (the value of an <input type="date">). */
export function IsCalendarDate(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: (args: ValidationArguments) => `${args.property} must be a date written YYYY-MM-DD.` },
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
          const parsed = new Date(`${value}T00:00:00Z`);
          return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
        },
      },
    });
}

/** An IANA time zone name. */
export function IsTimeZone(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isTimeZone',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: 'timeZone must be an IANA time zone such as Europe/London.' },
      validator: { validate: (value: unknown) => typeof value === 'string' && isTimeZone(value) },
    });
}
