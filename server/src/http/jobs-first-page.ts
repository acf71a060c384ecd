import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { execute, type GraphQLSchema } from 'graphql';

import { JobsListDocument, type JobsListQuery, type JobsListQueryVariables } from '../gql/jobs-list';
import { nobody } from '../modules/auth/viewer';
import { EmploymentType, Workplace } from '../modules/jobs/job-facts';
import { createRequestContext, type RequestContext } from '../request-context';
import type { ServerDeps } from '../services';

import { type Html, html, scriptJson } from './html';

/**
 * The size of the public list's first page. The client's JOBS_PAGE_SIZE (three rows of the
 * four-column grid) must be the same: tests/server/seo/jobs-first-page.test.ts compares them, and
 * the client ignores a block written for another size.
 */
export const JOBS_FIRST_PAGE_SIZE = 12;

/** The id of the data block that carries /browse-positions' first page (client: jobs/first-page.ts). */
export const JOBS_FIRST_PAGE_DATA_ID = 'jobs-first-page';

const VISITOR = nobody('missing');

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** An enum filter of the URL: a value the client does not know is no filter at all (as in the client). */
function oneOf<T extends string>(values: Record<string, T>, value: unknown): T | null {
  return (Object.values(values) as string[]).includes(text(value)) ? (text(value) as T) : null;
}

/** The variables the client's list asks with for the search and filters in this URL (`?q=`, `location`, …). */
export function firstPageVariables(query: Record<string, unknown>): JobsListQueryVariables {
  return {
    search: text(query.q) || null,
    location: text(query.location) || null,
    department: text(query.department) || null,
    employmentType: oneOf(EmploymentType, query.type),
    workplace: oneOf(Workplace, query.workplace),
    limit: JOBS_FIRST_PAGE_SIZE,
    offset: 0,
    withFacets: true,
  };
}

/** The query-string parameter of the list's page (client: job-board.ts `PAGE_PARAM`): `?page=2`. */
export const JOBS_PAGE_PARAM = 'page';

/**
 * The page of the list a URL asks for: a whole number from 1 (`?page=2` is jobs 13 to 24); anything
 * else is the first page, as in the client (job-board.ts `pageFromParams`).
 */
export function listPageNumber(query: Record<string, unknown>): number {
  const value = text(query[JOBS_PAGE_PARAM]);
  return /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/** The client's `JobsList` answer for the page of the list in a URL, with the variables it was asked with. */
export interface JobsListAnswer {
  /** The page of the list, from 1. */
  page: number;
  variables: JobsListQueryVariables;
  data: JobsListQuery;
}

/**
 * Runs the client's own `JobsList` query (client/src/features/jobs/api/JobsList.graphql, generated
 * for the server with the `__typename`s Apollo adds: server/src/gql/jobs-list.ts) for the list in
 * the page's URL (its search, filters and page), against the schema (built on the first call, see
 * graphql/graphql-on-demand.ts) as an anonymous visitor. The list and the facets come from the job
 * read cache, as the API's do. Undefined for a search the API refuses (too long, NUL): the client
 * asks and shows the refusal.
 */
export function jobsListAnswer(orm: MikroORM, deps: ServerDeps, schema: () => Promise<GraphQLSchema>) {
  return async (req: Request): Promise<JobsListAnswer | undefined> => {
    const query = req.query as Record<string, unknown>;
    const page = listPageNumber(query);
    const variables = { ...firstPageVariables(query), offset: (page - 1) * JOBS_FIRST_PAGE_SIZE };
    const context: RequestContext = { ...createRequestContext(orm, deps, req), viewer: async () => VISITOR };
    const answer = await execute({
      schema: await schema(),
      document: JobsListDocument,
      variableValues: variables,
      contextValue: context,
    });
    if (answer.errors?.every((error) => error.extensions.code === 'BAD_USER_INPUT')) return undefined;
    if (answer.errors) throw answer.errors[0];
    return { page, variables, data: answer.data as JobsListQuery };
  };
}

/**
 * The answer for the list's first page as JSON in /browse-positions' head, for the client's own
 * query: a phone then draws the list and its filters as soon as the page's script runs, and
 * Apollo, once it loads, takes the answer into its cache as it is instead of asking for it. Later
 * pages (`?page=2`) get none: the client asks for them (it shows pages 1 to N there).
 */
export function jobsFirstPageBlock(answer: JobsListAnswer): Html | undefined {
  if (answer.variables.offset !== 0) return undefined;
  const { variables, data } = answer;
  return html`<script type="application/json" id="${JOBS_FIRST_PAGE_DATA_ID}">${scriptJson({ variables, data })}</script>`;
}
