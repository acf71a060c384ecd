import type { FieldPolicy, Reference, StoreObject } from '@apollo/client/cache';

/**
 * Paged lists, the one mechanism every list with "Load more" uses (the back office's and the
 * public job list): the two shapes the API pages in, the cache field policies that keep one list
 * per set of filters, and the state the `PagedList` component draws. No runtime import of Apollo
 * here: the public job list reads its server-written first page with `readPage` before the Apollo
 * client has loaded.
 */

/** A page of a list paged by offset: `jobs`, `archivedJobs`, `contactMessages`, `joinUsPeople`, ... */
export interface OffsetPage<Item> {
  total: number;
  items: readonly Item[];
}

/** A page of a list paged by cursor (`auditEntries`, `candidates`). */
export interface Connection<Item> {
  edges: readonly { node: Item }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  totalCount?: number;
}

/**
 * A page of a list paged by cursor without edges (`pipelineCards`): the operation names its list
 * `items` (an alias where the schema's field is named otherwise, e.g. `items: cards`).
 */
export interface CursorPage<Item> {
  items: readonly Item[];
  hasNextPage: boolean;
  endCursor?: string | null;
}

export type Paged<Item> = OffsetPage<Item> | Connection<Item> | CursorPage<Item>;

/** What a paged list shows, as the `PagedList` component draws it. */
export type PagedListState<Item> = { status: 'loading' } | { status: 'failed' } | PagedListLoaded<Item>;

export interface PagedListLoaded<Item> {
  status: 'loaded';
  items: readonly Item[];
  /** How many there are over all pages, when the API says (a connection may not). */
  total: number | null;
  hasMore: boolean;
  /** A newer answer is on its way; what is shown is the previous one. */
  busy: boolean;
  loadingMore: boolean;
  /** The last "Load more" failed (until the next try, or until the list changes). */
  loadMoreFailed: boolean;
  loadMore: () => void;
}

function isConnection<Item>(page: Paged<Item>): page is Connection<Item> {
  return 'edges' in page;
}

function isCursorPage<Item>(page: Paged<Item>): page is CursorPage<Item> {
  return 'hasNextPage' in page;
}

/**
 * A page read the same way whatever its shape: its items, the total when known, whether more
 * follow, and the variables that ask for the next page (the operation names them `offset` or `after`).
 */
export function readPage<Item>(page: Paged<Item>): {
  items: readonly Item[];
  total: number | null;
  hasMore: boolean;
  next: { offset: number } | { after: string | null | undefined };
} {
  if (isConnection(page)) {
    return {
      items: page.edges.map((edge) => edge.node),
      total: page.totalCount ?? null,
      hasMore: page.pageInfo.hasNextPage,
      next: { after: page.pageInfo.endCursor },
    };
  }
  if (isCursorPage(page)) {
    return { items: page.items, total: null, hasMore: page.hasNextPage, next: { after: page.endCursor } };
  }
  // A search the server did not count answers a total past the page (offset + limit + 1): more.
  return {
    items: page.items,
    total: page.total,
    hasMore: page.items.length < page.total,
    next: { offset: page.items.length },
  };
}

// ---- cache field policies

type Item = Reference | StoreObject;

/** An offset page as the cache stores it: `limit` is how many items the list was asked for so far. */
interface StoredOffsetPage extends StoreObject {
  items: Item[];
  total?: number;
  offset?: number;
  limit?: number;
}

interface StoredConnection extends StoreObject {
  edges: StoreObject[];
}

interface OffsetArgs {
  offset?: number | null;
  limit?: number | null;
}

interface CursorArgs {
  after?: string | null;
}

/**
 * The policy of a root field paged by offset. One cache entry per value of `keyArgs` (the
 * filters, search and sort; never offset or limit), holding every item loaded so far: the first
 * page (offset 0) replaces the entry, a later page appends the items not already in it. Something
 * added or removed meanwhile shifts the offsets, so the next page may repeat an item: it is
 * dropped, by id. A query asking for more items than the entry was loaded with, while more
 * exist, misses the cache and is answered by the server.
 */
export function offsetPagePolicy(keyArgs: string[] | false): FieldPolicy<StoredOffsetPage> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      const { offset, limit } = (args ?? {}) as OffsetArgs;
      const asked = limit ?? incoming.items.length;
      if (!offset || !existing) {
        return { ...incoming, items: withoutRepeats([], incoming.items, readField), limit: asked };
      }
      return {
        ...existing,
        ...incoming,
        offset: existing.offset ?? 0,
        items: withoutRepeats(existing.items, incoming.items, readField),
        limit: (existing.limit ?? existing.items.length) + asked,
      };
    },
    read(existing, { args }) {
      if (!existing) return undefined;
      const { limit } = (args ?? {}) as OffsetArgs;
      const fewerThanAsked =
        typeof limit === 'number' &&
        typeof existing.limit === 'number' &&
        limit > existing.limit &&
        typeof existing.total === 'number' &&
        existing.items.length < existing.total;
      return fewerThanAsked ? undefined : existing;
    },
  };
}

/**
 * The policy of a root field paged by cursor (a connection). One cache entry per value of
 * `keyArgs` (never first or after): the first page (no `after`) replaces it, a later page appends
 * the edges whose node is not already in it, and `pageInfo` and `totalCount` are the latest page's.
 */
export function connectionPolicy(keyArgs: string[] | false): FieldPolicy<StoredConnection> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      const { after } = (args ?? {}) as CursorArgs;
      const nodeId = (edge: StoreObject) => {
        const node = readField<Reference | StoreObject>('node', edge);
        return node ? readField<string>('id', node) : undefined;
      };
      if (!after || !existing) return { ...incoming, edges: withoutRepeats([], incoming.edges, readField, nodeId) };
      return {
        ...existing,
        ...incoming,
        edges: withoutRepeats(existing.edges, incoming.edges, readField, nodeId),
      };
    },
  };
}

/**
 * The policy of a root field paged by cursor whose page holds its list in `listField` beside
 * `hasNextPage` and `endCursor` (no edges). One cache entry per value of `keyArgs` (never first or
 * after): the first page replaces it, a later page appends the items not already in it.
 */
export function cursorPagePolicy(keyArgs: string[] | false, listField: string): FieldPolicy<StoreObject> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      const { after } = (args ?? {}) as CursorArgs;
      const list = (page: StoreObject | undefined) => (page?.[listField] ?? []) as Item[];
      if (!after || !existing) return { ...incoming, [listField]: withoutRepeats([], list(incoming), readField) };
      return { ...existing, ...incoming, [listField]: withoutRepeats(list(existing), list(incoming), readField) };
    },
  };
}

type ReadId = (fieldName: string, from: Item) => unknown;

/** `shown` followed by the items of `next` whose id is not among them (nor earlier in `next`). */
function withoutRepeats<T extends Item>(
  shown: readonly T[],
  next: readonly T[],
  readField: ReadId,
  idOf: (item: T) => unknown = (item) => readField('id', item),
): T[] {
  const seen = new Set(shown.map(idOf));
  const merged = [...shown];
  for (const item of next) {
    const id = idOf(item);
    if (id !== undefined && seen.has(id)) continue;
    seen.add(id);
    merged.push(item);
  }
  return merged;
}

/** A cached offset page as `cache.modify` sees it: its items are references to normalized entries. */
export interface CachedOffsetPage {
  total: number;
  items: readonly Reference[];
}

/**
 * For `cache.modify`: the cached page without the item `id`, its total one less (the same page when
 * it does not hold the item), so a list drops a deleted item without asking the server again.
 */
export function withoutItem<Page extends CachedOffsetPage>(
  page: Page,
  id: string,
  readField: (fieldName: string, from: Reference) => unknown,
): Page {
  const items = page.items.filter((item) => readField('id', item) !== id);
  if (items.length === page.items.length) return page;
  return { ...page, items, total: Math.max(0, page.total - 1) };
}
