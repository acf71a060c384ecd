import { wrap } from '@mikro-orm/core';
import { getMetadataStorage } from 'type-graphql';

/** How deep nested objects go (an application carries its job; the job's own objects are not followed). */
const MAX_DEPTH = 2;

function fieldNames(target: object): string[] {
  const names = new Set<string>();
  for (const field of getMetadataStorage().fields) {
    if (field.target === target.constructor) names.add(field.name);
  }
  return [...names];
}

function plain(value: unknown, depth: number): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => plain(item, depth));
  if (typeof value === 'object') {
    const names = fieldNames(value);
    if (names.length === 0) return value;
    if (depth >= MAX_DEPTH) return { id: (value as { id?: unknown }).id ?? null };
    return toGraphqlShape(value, depth + 1);
  }
  return value;
}

/**
 * The resource as the GraphQL API would return it with every field selected: the fields its
 * type-graphql type declares (never hidden columns such as resume storage keys), dates as ISO
 * strings, related objects nested one level. Read from the type's own metadata, so a field added
 * to the GraphQL type appears in the webhooks too, with no second list to keep in step.
 */
export function toGraphqlShape(entity: object, depth = 1): Record<string, unknown> {
  const shaped: Record<string, unknown> = {};
  const source = entity as Record<string, unknown>;
  for (const name of fieldNames(entity)) {
    const value = source[name];
    // A relation not loaded is a reference holding only its id.
    if (value && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)) {
      const helper = (value as { __helper?: unknown }).__helper ? wrap(value) : undefined;
      if (helper && !helper.isInitialized()) {
        shaped[name] = { id: (value as { id?: unknown }).id ?? null };
        continue;
      }
    }
    shaped[name] = plain(value, depth);
  }
  return shaped;
}
