import { readFileSync } from 'node:fs';
import path from 'node:path';

import { buildSchema, getNamedType, isObjectType } from 'graphql';

import {
  AdminJobsListDocument,
  AuditEntriesDocument,
  type AuditEntriesQuery,
  ContactMessagesListDocument,
  type ContactMessagesListQuery,
  JobsListDocument,
  type JobsListQueryVariables,
} from '../../../client/src/gql/graphql';
import { createCache, PAGED_FIELDS } from '../../../client/src/lib/apollo-client';
import { readPage } from '../../../client/src/lib/paging';

type Message = ContactMessagesListQuery['contactMessages']['items'][number];

/** `value` as the API answers it: the generated types leave out `__typename`, which the cache keys entities by. */
function typed<T extends object>(__typename: string, value: T): T {
  return { __typename, ...value };
}

function message(n: number): Message {
  return typed('ContactMessage', {
    id: `msg-${n}`,
    name: `Sender ${n}`,
    email: `sender${n}@example.com`,
    mobile: '+44 7700 900000',
    location: '',
    message: `Message ${n}`,
    createdAt: '2025-01-01T09:00:00.000Z',
  });
}

const messages = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => message(from + index));

function writeMessages(cache: ReturnType<typeof createCache>, offset: number, items: Message[], total: number) {
  cache.writeQuery({
    query: ContactMessagesListDocument,
    variables: { limit: 3, offset },
    data: { contactMessages: typed('ContactMessagePage', { total, items }) },
  });
}

const shownIds = (cache: ReturnType<typeof createCache>, limit = 3) =>
  cache
    .readQuery({ query: ContactMessagesListDocument, variables: { limit, offset: 0 } })
    ?.contactMessages.items.map((item) => item.id);

describe('offset page policy', () => {
  it('appends the next page to the first when it is written at the next offset', () => {
    const cache = createCache();
    writeMessages(cache, 0, messages(1, 3), 5);
    writeMessages(cache, 3, messages(4, 5), 5);

    expect(shownIds(cache)).toEqual(['msg-1', 'msg-2', 'msg-3', 'msg-4', 'msg-5']);
  });

  it('drops an item already shown when a new one shifted the offsets between pages', () => {
    const cache = createCache();
    writeMessages(cache, 0, messages(1, 3), 5);
    // A message arrived at the top: the last one of page one comes again at offset 3.
    writeMessages(cache, 3, [message(3), message(4)], 6);

    const page = cache.readQuery({ query: ContactMessagesListDocument, variables: { limit: 3, offset: 0 } });
    expect(page?.contactMessages.items.map((item) => item.id)).toEqual(['msg-1', 'msg-2', 'msg-3', 'msg-4']);
    expect(page?.contactMessages.total).toBe(6);
  });

  it('starts the list over when the first page is written again', () => {
    const cache = createCache();
    writeMessages(cache, 0, messages(1, 3), 6);
    writeMessages(cache, 3, messages(4, 6), 6);
    writeMessages(cache, 0, [message(0), message(1), message(2)], 7);

    expect(shownIds(cache)).toEqual(['msg-0', 'msg-1', 'msg-2']);
  });

  it('answers from the server when a query asks for more items than the cache was loaded with and more exist', () => {
    const cache = createCache();
    writeMessages(cache, 0, messages(1, 3), 5);

    expect(shownIds(cache, 3)).toEqual(['msg-1', 'msg-2', 'msg-3']);
    expect(shownIds(cache, 10)).toBeUndefined();
    writeMessages(cache, 3, messages(4, 5), 5);
    // Every item is in: any page size reads the whole list.
    expect(shownIds(cache, 10)).toEqual(['msg-1', 'msg-2', 'msg-3', 'msg-4', 'msg-5']);
  });

  it('keeps one list per search and filters, whatever the offset and limit when the key arguments differ', () => {
    const cache = createCache();
    const variables = (search: string | null): JobsListQueryVariables => ({
      search,
      location: null,
      department: null,
      employmentType: null,
      workplace: null,
      limit: 12,
      offset: 0,
      withFacets: false,
    });
    const job = (id: string) =>
      typed('Job', {
        id,
        title: `Title ${id}`,
        location: '',
        employmentType: null,
        workplace: null,
        department: null,
        salaryMin: null,
        salaryMax: null,
        salaryCurrency: null,
        salaryPeriod: null,
        closesAt: null,
        createdAt: '2025-01-01T09:00:00.000Z',
      });
    const page = (ids: string[]) => typed('JobPage', { total: ids.length, totalIsExact: true, items: ids.map(job) });
    cache.writeQuery({ query: JobsListDocument, variables: variables(null), data: { jobs: page(['a', 'b']) } });
    cache.writeQuery({ query: JobsListDocument, variables: variables('nurse'), data: { jobs: page(['c']) } });

    const read = (search: string | null) =>
      cache.readQuery({ query: JobsListDocument, variables: variables(search) })?.jobs.items.map((item) => item.id);
    expect(read(null)).toEqual(['a', 'b']);
    expect(read('nurse')).toEqual(['c']);
    expect(Object.keys(cache.extract().ROOT_QUERY ?? {}).filter((key) => key.startsWith('jobs'))).toEqual([
      'jobs:{"search":null,"location":null,"department":null,"employmentType":null,"workplace":null}',
      'jobs:{"search":"nurse","location":null,"department":null,"employmentType":null,"workplace":null}',
    ]);
    // The back office's list (jobs past their closing date too) is a list of its own.
    cache.writeQuery({
      query: AdminJobsListDocument,
      variables: { limit: 20, offset: 0 },
      data: { jobs: typed('JobPage', { total: 0, items: [] }) },
    });
    expect(Object.keys(cache.extract().ROOT_QUERY ?? {})).toContain('jobs:{"includeClosed":true}');
  });
});

type AuditEdge = AuditEntriesQuery['auditEntries']['edges'][number];

function edge(n: number): AuditEdge {
  return typed('AuditEntryEdge', {
    cursor: `c${n}`,
    node: typed('AuditEntry', {
      id: `entry-${n}`,
      at: '2025-06-01T09:30:00.000Z',
      actorId: null,
      actorLabel: 'anonymous',
      action: 'SIGN_IN_FAILED',
      subjectType: null,
      subjectId: null,
      details: '{}',
      names: { actorName: null, subjectName: null, context: null },
    }),
  });
}

describe('connection policy', () => {
  const filter = { action: 'SIGN_IN_FAILED' as const };
  function writeEdges(
    cache: ReturnType<typeof createCache>,
    after: string | null,
    edges: AuditEdge[],
    hasNextPage: boolean,
  ) {
    cache.writeQuery({
      query: AuditEntriesDocument,
      variables: { filter, first: 2, after },
      data: {
        auditEntries: typed('AuditEntryConnection', {
          edges,
          pageInfo: typed('PageInfo', { hasNextPage, endCursor: edges.at(-1)?.cursor ?? null }),
        }),
      },
    });
  }
  const read = (cache: ReturnType<typeof createCache>) =>
    cache.readQuery({ query: AuditEntriesDocument, variables: { filter, first: 2 } })?.auditEntries;

  it('appends the edges of the page after the last cursor, with that page’s pageInfo', () => {
    const cache = createCache();
    writeEdges(cache, null, [edge(4), edge(3)], true);
    writeEdges(cache, 'c3', [edge(2), edge(1)], false);

    const connection = read(cache);
    expect(connection?.edges.map((item) => item.node.id)).toEqual(['entry-4', 'entry-3', 'entry-2', 'entry-1']);
    expect(connection?.pageInfo).toEqual({ __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' });
    expect(readPage(connection!)).toMatchObject({ total: null, hasMore: false, next: { after: 'c1' } });
  });

  it('drops an edge whose node is already shown, and starts over on a first page', () => {
    const cache = createCache();
    writeEdges(cache, null, [edge(4), edge(3)], true);
    writeEdges(cache, 'c3', [edge(3), edge(2)], true);
    expect(read(cache)?.edges.map((item) => item.node.id)).toEqual(['entry-4', 'entry-3', 'entry-2']);

    writeEdges(cache, null, [edge(5), edge(4)], true);
    expect(read(cache)?.edges.map((item) => item.node.id)).toEqual(['entry-5', 'entry-4']);
  });

  it('keeps one list per filter', () => {
    const cache = createCache();
    writeEdges(cache, null, [edge(4)], false);
    expect(read(cache)?.edges).toHaveLength(1);
    const other = cache.readQuery({
      query: AuditEntriesDocument,
      variables: { filter: { action: 'PASSWORD_CHANGED' }, first: 2 },
    });
    expect(other).toBeNull();
  });
});

describe('the paged fields of the schema', () => {
  const schema = buildSchema(readFileSync(path.join(__dirname, '../../../schema.graphql'), 'utf8'));
  const PAGING_ARGUMENTS = new Set(['offset', 'limit', 'first', 'after']);
  const pagedFields = Object.values(schema.getQueryType()!.getFields()).filter((field) => {
    const type = getNamedType(field.type);
    if (!isObjectType(type)) return false;
    const fields = type.getFields();
    return ('items' in fields && 'total' in fields) || ('edges' in fields && 'pageInfo' in fields);
  });

  it('finds the paged fields the client lists', () => {
    expect(pagedFields.map((field) => field.name).sort()).toEqual(
      expect.arrayContaining(['archivedJobs', 'auditEntries', 'candidates', 'contactMessages', 'jobs', 'joinUsPeople']),
    );
  });

  it.each(pagedFields.map((field) => [field.name, field] as const))(
    'gives %s a policy keyed by every argument but the paging ones',
    (name, field) => {
      const policy = PAGED_FIELDS[name as keyof typeof PAGED_FIELDS];
      expect(policy).toBeDefined();
      const keyArgs = field.args.map((arg) => arg.name).filter((arg) => !PAGING_ARGUMENTS.has(arg));
      expect(policy.keyArgs === false ? [] : [...(policy.keyArgs as string[])].sort()).toEqual(keyArgs.sort());
    },
  );
});
