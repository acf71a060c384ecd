import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { execute, type GraphQLSchema } from 'graphql';

import { JobsListDocument, type JobsListQueryVariables } from '../gql/jobs-list';
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

/**
 * Writes into /browse-positions the answer to the client's own `JobsList` query
 * (client/src/features/jobs/api/JobsList.graphql, generated for the server with the `__typename`s
 * Apollo adds: server/src/gql/jobs-list.ts) for the list in the page's URL, executed against the
 * schema as an anonymous visitor, as JSON. A phone then draws the list and its filters as soon as
 * the page's script runs, and Apollo, once it loads, takes the answer into its cache as it is
 * instead of asking for it. The list and the facets come from the job read cache, as the API's do.
 * A search the API refuses (too long, NUL) gets no block: the client asks and shows the refusal.
 */
export function jobsFirstPage(orm: MikroORM, deps: ServerDeps, schema: GraphQLSchema) {
  return async (req: Request): Promise<Html | undefined> => {
    const variables = firstPageVariables(req.query as Record<string, unknown>);
    const context: RequestContext = { ...createRequestContext(orm, deps, req), viewer: async () => VISITOR };
    const answer = await execute({
      schema,
      document: JobsListDocument,
      variableValues: variables,
      contextValue: context,
    });
    if (answer.errors?.every((error) => error.extensions.code === 'BAD_USER_INPUT')) return undefined;
    if (answer.errors) throw answer.errors[0];
    return html`<script type="application/json" id="${JOBS_FIRST_PAGE_DATA_ID}">${scriptJson({ variables, data: answer.data })}</script>`;
  };
}
