import 'reflect-metadata';

import { validate, type ValidationError } from 'class-validator';

import { AppError } from './app-error';

const KEEP_WHITESPACE = Symbol('keepWhitespace');

/** Marks an input field whose surrounding whitespace is meaningful (passwords). */
export function KeepWhitespace(): PropertyDecorator {
  return (target, propertyKey) => {
    const existing: Set<string | symbol> = Reflect.getMetadata(KEEP_WHITESPACE, target) ?? new Set();
    Reflect.defineMetadata(KEEP_WHITESPACE, new Set([...existing, propertyKey]), target);
  };
}

// PostgreSQL text cannot hold NUL; refusing it here keeps every input from reaching the database with one.
function refuseNul(field: string, value: unknown): void {
  const values = Array.isArray(value) ? value : [value];
  if (values.some((item) => typeof item === 'string' && item.includes('\u0000'))) {
    throw AppError.badInput(field, `${field} contains a character that is not allowed.`);
  }
}

function trimStrings(input: object): void {
  const keep: Set<string | symbol> = Reflect.getMetadata(KEEP_WHITESPACE, input) ?? new Set();
  const record = input as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    refuseNul(key, value);
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
  const errors = await validate(input, {
    forbidUnknownValues: false,
    validationError: { target: false, value: false },
  });
  const problem = firstProblem(errors);
  if (problem) throw AppError.badInput(problem.field, problem.message);
  return input;
}

/**
 * Builds an input instance from a JSON body by copying only the listed fields (never the whole
 * body), refusing a value of the wrong JSON type with the field named, then validates it.
 */
export async function inputFromBody<T extends object>(
  InputClass: new () => T,
  body: unknown,
  fields: { [K in keyof T]?: 'string' | 'string[]' | 'number' | 'boolean' },
): Promise<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw AppError.badInput('body', 'The request body must be a JSON object.');
  }
  const source = body as Record<string, unknown>;
  const input = new InputClass() as Record<string, unknown>;
  for (const [field, kind] of Object.entries(fields) as [string, string][]) {
    const value = source[field];
    if (value === undefined || value === null) continue;
    const ok =
      kind === 'string[]'
        ? Array.isArray(value) && value.every((item) => typeof item === 'string')
        : typeof value === kind;
    if (!ok)
      throw AppError.badInput(field, `${field} must be ${kind === 'string[]' ? 'a list of strings' : `a ${kind}`}.`);
    input[field] = value;
  }
  return validateInput(input as T);
}
