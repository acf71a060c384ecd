import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { containsPattern, placeholders } from '../../lib/sql';

import { Application } from './application.entity';
import {
  type ApplicationConnection,
  ApplicationDecisionFilter,
  type ApplicationSearchArgs,
  ApplicationSort,
  type ResumeSnippetPart,
} from './application-search.types';
import { ApplicationStatus } from './application-status';
import { RESUME_TEXT_SEARCH_CONFIG } from './resume-text.entity';

/** Each order: the SQL it sorts on (the indexes of Migration20261125180000Pipeline follow it) and its direction. */
const ORDERS: Record<ApplicationSort, { key: string; cast: string; direction: 'asc' | 'desc' }> = {
  [ApplicationSort.APPLIED_DESC]: { key: 'a.created_at', cast: 'timestamptz', direction: 'desc' },
  [ApplicationSort.APPLIED_ASC]: { key: 'a.created_at', cast: 'timestamptz', direction: 'asc' },
  [ApplicationSort.NAME_ASC]: { key: 'lower(a.full_name)', cast: 'text', direction: 'asc' },
  [ApplicationSort.NAME_DESC]: { key: 'lower(a.full_name)', cast: 'text', direction: 'desc' },
};

const STATUS_OF: Record<ApplicationDecisionFilter, ApplicationStatus | null> = {
  [ApplicationDecisionFilter.NONE]: null,
  [ApplicationDecisionFilter.SHORTLISTED]: ApplicationStatus.Shortlisted,
  [ApplicationDecisionFilter.REJECTED]: ApplicationStatus.Rejected,
};

interface Cursor {
  sort: ApplicationSort;
  value: string;
  id: string;
}

/** The search's cursor: the sort, the sort value of the last row and its id (lib/cursor.ts). */
function searchCursor(cursor: Cursor): string {
  return encodeCursor([cursor.sort, cursor.value, cursor.id]);
}

/** As PostgreSQL writes a timestamptz as text: the cursor goes back into SQL as a bound value. */
const TIMESTAMPTZ_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

function decodeSearchCursor(raw: string, sort: ApplicationSort): Cursor {
  const [, value, id] = decodeCursor(
    raw,
    (parts) =>
      parts.length === 3 &&
      parts[0] === sort &&
      /^[0-9a-f-]{36}$/i.test(parts[2]) &&
      (ORDERS[sort].cast !== 'timestamptz' || TIMESTAMPTZ_TEXT.test(parts[1])),
    'after must be a cursor from this list, read with the same sort.',
  );
  return { sort, value, id };
}

/** The most matches a list counts: past it, the total says "1000 or more". */
export const APPLICATION_COUNT_CAP = 1000;

/**
 * How many rows of the order a search reads before it gives up walking: a term that matches at
 * least one in ~75 applications fills a page of 25 from them (a common term, whose matches are
 * too many to read and sort); a rarer one has so few matches that reading them all is cheaper.
 */
const SEARCH_WALK_ROWS = 2000;

type PageRow = { id: string; sort_value: string };

/** SQL: the application `a`'s name, address or phone contains the `?` pattern (three of them), or… */
const PERSON_MATCHES = 'lower(a.full_name) like ? or a.email_key like ? or lower(a.phone) like ? or ';

/** SQL: the ids of the jobs that have applications whose title contains the `?` pattern. */
const APPLIED_JOBS_TITLED =
  'select c.job_id from job_application_count c join job j on j.id = c.job_id where lower(j.title) like ?';

/** SQL: the words of the `?` term as a full-text query (quoted phrases, `-word` to exclude; never a syntax error). */
const RESUME_QUERY = `websearch_to_tsquery('${RESUME_TEXT_SEARCH_CONFIG}', ?)`;

/** SQL: the ids of the applications whose resume text has the words of the `?` term (its GIN index). */
const RESUMES_MATCHING = `select t.application_id from application_resume_text t where t.search_vector @@ ${RESUME_QUERY}`;

/**
 * SQL: whether the resume of the row `a` has the words of the `?` term (its primary key, then its
 * words), looked up row by row: "offset 0" keeps PostgreSQL from turning it into a hashed list of
 * every match, which it would choose for the walk's 2,000 rows (20,000 matches read: 15 ms more).
 */
const RESUME_OF_ROW_MATCHES =
  'exists (select 1 from application_resume_text t where t.application_id = a.id and ' +
  `t.search_vector @@ ${RESUME_QUERY} offset 0)`;

/** From this many resumes with a search's words, its walk looks each row's resume up (RESUME_OF_ROW_MATCHES). */
const MANY_RESUME_MATCHES = 500;

/**
 * How a snippet marks the words it matched: control characters, which resume text never holds
 * (cleanResumeText drops them), so the snippet splits into parts without any HTML.
 */
const MATCH_START = '\u0002';
const MATCH_END = '\u0003';
const SNIPPET_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=16, MinWords=6, MaxFragments=2, FragmentDelimiter=" … "`;

/** The search's words looked for in a resume to place its snippet (a long search's first words). */
const SNIPPET_WORDS = 5;
/** A passage: this many characters before the word found, and this many in all. */
const SNIPPET_BEFORE = 150;
const SNIPPET_REACH = 400;
/** Regular expression pieces, bound as values: a word's start, and a character taken literally. */
const WORD_START = '\\m';
const ESCAPED_CHARACTER = '\\\\\\1';

/** A snippet from ts_headline, as parts: each matched word with `matched` true. */
function snippetParts(headline: string): ResumeSnippetPart[] {
  const parts: ResumeSnippetPart[] = [];
  for (const piece of headline.split(MATCH_START)) {
    const end = piece.indexOf(MATCH_END);
    if (end > 0) parts.push({ text: piece.slice(0, end), matched: true });
    const rest = piece.slice(end + 1);
    if (rest) parts.push({ text: rest, matched: false });
  }
  return parts;
}

/**
 * The staff's list of every application across jobs (archived ones included), which the API's
 * `candidates` field answers and All candidates shows: search, filters, four orders, keyset pages.
 * A fixed number of statements whatever the page size: a search first asks whether its words are
 * in many resumes (MANY_RESUME_MATCHES), then the page's ids and the total counted up to
 * APPLICATION_COUNT_CAP (side by side; a rare search reads its page in a second statement), then
 * the page's applications with their jobs (and, beside it, a search's snippets of the page's
 * resumes). A search matches the person's fields by substring (trigram indexes) and the resume's
 * words by full-text search (ResumeText's GIN index). Measured at 100,000 applications
 * (docs/performance.md): a full count or a sort of every match of a common term took 10 to 140 ms
 * of SQL; capped, each statement reads at most a few thousand rows. Also finds the other
 * applications sent from one address (the candidate page's list of them).
 */
export class ApplicationSearchService {
  /** Not cached: a change made later in the same request must show in a later read. */
  private readonly others = new DataLoader<Application, Application[]>((batch) => this.otherApplications(batch), {
    cache: false,
  });

  constructor(private readonly em: EntityManager) {}

  /** Every other application sent from the same address (any job), newest first, with its job. */
  othersOf(application: Application): Promise<Application[]> {
    return this.others.load(application);
  }

  async list(args: ApplicationSearchArgs): Promise<ApplicationConnection> {
    const order = ORDERS[args.sort];
    const filters: string[] = [];
    const filterParams: unknown[] = [];
    // Held for review (sent too fast): shown in their own section until released.
    filters.push('a.held_at is null');
    if (args.jobId) {
      filters.push('a.job_id = ?');
      filterParams.push(args.jobId);
    }
    if (args.decision) {
      const status = STATUS_OF[args.decision];
      if (status) {
        filters.push('a.status = ?');
        filterParams.push(status);
      } else filters.push('a.status is null and a.withdrawn_at is null');
    }
    if (args.stageId) {
      filters.push(`a.stage_id = ? and a.status is distinct from 'Rejected' and a.withdrawn_at is null`);
      filterParams.push(args.stageId);
    }
    if (args.appliedFrom) {
      filters.push('a.created_at >= ?');
      filterParams.push(args.appliedFrom);
    }
    if (args.appliedTo) {
      filters.push('a.created_at < ?');
      filterParams.push(args.appliedTo);
    }
    const term = args.search?.trim();
    const search: string[] = [];
    const searchParams: unknown[] = [];
    /** The person's fields and the job title only (the count adds the resumes' matches apart). */
    const personOrJob: string[] = [];
    if (term) {
      const pattern = containsPattern(term.toLowerCase());
      // One table's conditions (the job title as "job_id = any(array(…))"), so PostgreSQL can OR
      // the trigram indexes and the job index together instead of reading every application. The
      // titles looked at are those of jobs with applications (job_application_count, kept by
      // triggers): a common title word matches thousands of jobs ever posted, few of them applied to.
      // The resume's words likewise: the ids its GIN index finds.
      personOrJob.push(`(${PERSON_MATCHES}a.job_id = any(array(${APPLIED_JOBS_TITLED})))`);
      search.push(
        `(${PERSON_MATCHES}a.job_id = any(array(${APPLIED_JOBS_TITLED})) or a.id = any(array(${RESUMES_MATCHING})))`,
      );
      searchParams.push(pattern, pattern, pattern, pattern, term);
    }
    const where = [...filters, ...search];
    const params = [...filterParams, ...searchParams];
    const cursor = args.after ? decodeSearchCursor(args.after, args.sort) : null;
    const after = cursor
      ? [`(${order.key}, a.id) ${order.direction === 'desc' ? '<' : '>'} (?::${order.cast}, ?::uuid)`]
      : [];
    const afterParams = cursor ? [cursor.value, cursor.id] : [];
    const limit = Math.trunc(args.first);
    const orderBy = `order by ${order.key} ${order.direction}, a.id ${order.direction}`;
    const sql = (conditions: string[]) => (conditions.length ? `where ${conditions.join(' and ')}` : '');
    const select = `a.id, ${order.key}::text as sort_value`;

    const cap = APPLICATION_COUNT_CAP + 1;
    // A search counts its two kinds of match apart, each up to the cap, and their union: each side
    // stops at the cap through its own indexes, where one OR would first collect every resume
    // that matches (20,000 for a common word: 60 ms). The resumes' side checks each match's
    // application row by row ("offset 0", as RESUME_OF_ROW_MATCHES), so it stops at the cap instead
    // of first hashing every match (a phrase in 10,000 resumes: 67 ms, 17 ms so).
    const counting = term
      ? this.em.execute<{ total: number }[]>(
          `select count(*)::int as total from ((select a.id from application a ${sql([...filters, ...personOrJob])} ` +
            `limit ${cap}) union (select t.application_id from application_resume_text t where t.search_vector @@ ` +
            `${RESUME_QUERY} and exists (select 1 from application a ${sql(['a.id = t.application_id', ...filters])} ` +
            `offset 0) limit ${cap})) c`,
          [...filterParams, ...searchParams.slice(0, 4), term, ...filterParams],
          'all',
        )
      : this.em.execute<{ total: number }[]>(
          `select count(*)::int as total from (select 1 from application a ${sql(where)} limit ${cap}) c`,
          params,
          'all',
        );
    // The count runs beside the rest (its own connection): the page's rows, applications and
    // snippets do not wait for it, and it is awaited last, with them (see `connection`). Until
    // then a failure of the rest must not leave its own failure unhandled.
    const total = counting.then(([row]) => row!.total);
    total.catch(() => undefined);
    let rows: PageRow[];
    if (term) {
      // The same condition for rows already read (the walk). Checking rows one by one, "= any(array)"
      // compares with every matching job in turn (a common title word: a thousand of them per row,
      // 3 times slower here than a hashed "in"). The resume's words: a hashed list of the matches
      // when they are few; when many resumes have them, collecting every match costs more than
      // looking up each row walked (the walk stops as soon as its page is full, a few hundred rows
      // for a word in one resume in five).
      const resumeRead = (await this.manyResumesMatch(term)) ? RESUME_OF_ROW_MATCHES : `a.id in (${RESUMES_MATCHING})`;
      const searchRead = [`(${PERSON_MATCHES}a.job_id in (${APPLIED_JOBS_TITLED}) or ${resumeRead})`];
      // A search first walks the order (after the cursor, through its index) for its next
      // SEARCH_WALK_ROWS rows and keeps those that match: enough for a common term's page.
      // The walk's rows come from a subquery in the order's index order, so PostgreSQL checks them
      // in that order and stops at a full page (no sort of them all first); its length is counted apart.
      const walk = this.em.execute<{ walked: number; page: PageRow[] }[]>(
        `select (select count(*)::int from (select 1 from application a ${sql([...filters, ...after])} ` +
          `limit ${SEARCH_WALK_ROWS}) w) as walked, coalesce((select json_agg(json_build_object(` +
          `'id', p.id, 'sort_value', p.sort_value) order by p.sort_key ${order.direction}, p.id ${order.direction}) ` +
          `from (select a.id, a.sort_value, a.sort_key from (select a.id, a.full_name, a.email_key, a.phone, a.job_id, ` +
          `${order.key}::text as sort_value, ${order.key} as sort_key from application a ${sql([...filters, ...after])} ` +
          `${orderBy} limit ${SEARCH_WALK_ROWS}) a ${sql(searchRead)} ` +
          `order by a.sort_key ${order.direction}, a.id ${order.direction} limit ${limit + 1}) p), '[]') as page`,
        [...filterParams, ...afterParams, ...filterParams, ...afterParams, ...searchParams],
        'all',
      );
      const [walked] = await walk;
      rows = walked!.page;
      // Not a full page, and the walk stopped at its limit: the rest of the matches lie further on,
      // and they are few (else the walk would have filled the page): read every one, then order.
      const walkedAll = walked!.walked < SEARCH_WALK_ROWS;
      if (rows.length <= limit && !walkedAll) {
        rows = await this.em.execute<PageRow[]>(
          `with a as materialized (select a.id, a.created_at, a.full_name from application a ${sql(where)}) ` +
            `select ${select} from a ${sql(after)} ${orderBy} limit ${limit + 1}`,
          [...params, ...afterParams],
          'all',
        );
      }
      return this.connection(args, rows, limit, total);
    }
    rows = await this.em.execute<PageRow[]>(
      `select ${select} from application a ${sql([...where, ...after])} ${orderBy} limit ${limit + 1}`,
      [...params, ...afterParams],
      'all',
    );
    return this.connection(args, rows, limit, total);
  }

  /**
   * The page's applications with their jobs (one statement), in the order of `rows`, and their
   * resume snippets, while the count (`total`, up to the cap and one more) finishes.
   */
  private async connection(
    args: ApplicationSearchArgs,
    rows: PageRow[],
    limit: number,
    total: Promise<number>,
  ): Promise<ApplicationConnection> {
    const shown = rows.slice(0, limit);
    const ids = shown.map((row) => row.id);
    const term = args.search?.trim();
    const [applications, snippets, counted] = await Promise.all([
      ids.length ? this.em.find(Application, { id: { $in: ids } }, { populate: ['job'] }) : [],
      ids.length && term ? this.resumeSnippets(ids, term) : new Map<string, ResumeSnippetPart[]>(),
      total,
    ]);
    const byId = new Map(applications.map((application) => [application.id, application]));
    const edges = shown.flatMap((row) => {
      const node = byId.get(row.id);
      if (!node) return [];
      const cursor = searchCursor({ sort: args.sort, value: row.sort_value, id: row.id });
      return [{ node, cursor, resumeSnippet: snippets.get(row.id) ?? null }];
    });
    return {
      edges,
      pageInfo: { hasNextPage: rows.length > limit, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount: Math.min(counted, APPLICATION_COUNT_CAP),
      totalCountIsExact: counted <= APPLICATION_COUNT_CAP,
    };
  }

  /** Whether at least MANY_RESUME_MATCHES resumes have the term's words (the GIN index, stopping there). */
  private async manyResumesMatch(term: string): Promise<boolean> {
    const [row] = await this.em.execute<{ matches: number }[]>(
      `select count(*)::int as matches from (select 1 from application_resume_text t ` +
        `where t.search_vector @@ ${RESUME_QUERY} limit ${MANY_RESUME_MATCHES}) m`,
      [term],
      'all',
    );
    return row!.matches >= MANY_RESUME_MATCHES;
  }

  /**
   * Where the term's words occur in each of these applications' resumes (those that have them).
   * ts_headline reads and stems every word of the text it is given (about 1.7 ms for a resume of
   * 2,000 characters, so 40 ms for a page): it is given only the passages around the first place
   * each of the search's words (up to SNIPPET_WORDS) starts a word of the text, found by a regular
   * expression on the stem, the whole text only when none is found (a stem that is no prefix of
   * the word it came from, "happy" as "happi").
   */
  private async resumeSnippets(ids: string[], term: string): Promise<Map<string, ResumeSnippetPart[]>> {
    const rows = await this.em.execute<{ id: string; headline: string }[]>(
      `select t.application_id as id, ts_headline('${RESUME_TEXT_SEARCH_CONFIG}', coalesce(w.passage, t.text), q, ?) as headline ` +
        `from application_resume_text t cross join ${RESUME_QUERY} q cross join lateral (select case ` +
        `when min(m.at) is null then null ` +
        `when max(m.at) - min(m.at) < ${SNIPPET_REACH} then substr(t.text, greatest(min(m.at) - ${SNIPPET_BEFORE}, 1), max(m.at) - min(m.at) + ${SNIPPET_REACH}) ` +
        `else substr(t.text, greatest(min(m.at) - ${SNIPPET_BEFORE}, 1), ${SNIPPET_REACH}) || ' … ' || ` +
        `substr(t.text, greatest(max(m.at) - ${SNIPPET_BEFORE}, 1), ${SNIPPET_REACH}) end as passage ` +
        `from (select regexp_instr(t.text, ? || regexp_replace(l.word, '([^[:alnum:]])', ?, 'g'), 1, 1, 0, 'i') as at ` +
        `from (select word from unnest(tsvector_to_array(to_tsvector('${RESUME_TEXT_SEARCH_CONFIG}', ?))) word ` +
        `limit ${SNIPPET_WORDS}) l) m where m.at > 0) w ` +
        `where t.application_id in ${placeholders(ids)} and t.search_vector @@ q`,
      [SNIPPET_OPTIONS, term, WORD_START, ESCAPED_CHARACTER, term, ...ids],
      'all',
    );
    return new Map(rows.map((row) => [row.id, snippetParts(row.headline)]));
  }

  /** One query per batch of applications. */
  private async otherApplications(applications: readonly Application[]): Promise<Application[][]> {
    const keys = [...new Set(applications.map((application) => application.emailKey))];
    const rows = await this.em.find(
      Application,
      { emailKey: { $in: keys }, heldAt: null },
      { populate: ['job'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return applications.map((application) =>
      rows.filter((row) => row.emailKey === application.emailKey && row.id !== application.id),
    );
  }
}
