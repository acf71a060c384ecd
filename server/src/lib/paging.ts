import { ArgsType, type ClassType, Field, Int, ObjectType } from 'type-graphql';

import { AppError } from './app-error';
import { Max, Min } from './class-validator-rules';
import { validateInput } from './validation';

/** The largest page any list answers; a bigger `limit` is refused, not silently cut. */
export const MAX_PAGE_SIZE = 100;
/** GraphQL Int is 32-bit; REST accepts the same range. */
const MAX_OFFSET = 2_147_483_647;

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0, description: 'How many items to skip, from 0.' })
  @Min(0, { message: `offset must be a whole number from 0 to ${MAX_OFFSET}.` })
  @Max(MAX_OFFSET, { message: `offset must be a whole number from 0 to ${MAX_OFFSET}.` })
  offset: number = 0;

  @Field(() => Int, { defaultValue: 20, description: `How many items to answer, from 1 to ${MAX_PAGE_SIZE}.` })
  @Min(1, { message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  @Max(MAX_PAGE_SIZE, { message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  limit: number = 20;
}

/** One page of a list: the items plus what a client needs to ask for the next page. */
export interface Page<T> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
}

/** A GraphQL page type for `Item`: `class JobPage extends PageOf(Job, 'jobs') {}`. */
export function PageOf<T extends object>(Item: ClassType<T>, noun: string) {
  @ObjectType()
  abstract class PageClass implements Page<T> {
    @Field(() => [Item], { description: `The ${noun} on this page, newest first.` })
    items!: T[];

    @Field(() => Int, { description: `How many ${noun} match, over all pages.` })
    total!: number;

    @Field(() => Int, { description: 'The offset this page starts at.' })
    offset!: number;

    @Field(() => Int, { description: 'The page size that was asked for.' })
    limit!: number;
  }
  return PageClass;
}

/** Reads one optional query-string value; a repeated parameter (`?a=1&a=2`) is refused. */
export function queryString(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw AppError.badInput(name, `${name} must be given once.`);
  return value;
}

function queryInteger(query: Record<string, unknown>, name: string, range: string): number | undefined {
  const raw = queryString(query, name)?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw AppError.badInput(name, `${name} must be a whole number ${range}.`);
  return Number(raw);
}

export function queryBoolean(query: Record<string, unknown>, name: string): boolean | undefined {
  const raw = queryString(query, name)?.trim().toLowerCase();
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw AppError.badInput(name, `${name} must be true or false.`);
}

/**
 * Builds `Args` (a PageArgs) from `?offset=&limit=` and validates it like GraphQL arguments.
 * REST lists default to the largest page, because the spec's client asks for "the list" once.
 */
export async function pageArgsFromQuery<A extends PageArgs>(
  Args: new () => A,
  query: Record<string, unknown>,
  extra: (args: A) => void = () => undefined,
): Promise<A> {
  const args = new Args();
  args.offset = queryInteger(query, 'offset', `from 0 to ${MAX_OFFSET}`) ?? 0;
  args.limit = queryInteger(query, 'limit', `from 1 to ${MAX_PAGE_SIZE}`) ?? MAX_PAGE_SIZE;
  extra(args);
  return validateInput(args);
}

@ObjectType({ description: 'Where a page of a cursor-paged list stands.' })
export class PageInfo {
  @Field({ description: 'Whether older entries follow this page.' })
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'The last cursor of this page; null for an empty page.' })
  endCursor!: string | null;
}
