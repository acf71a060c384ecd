import type { RouteObject } from 'react-router-dom';

import { routes } from '../../../client/src/app/routes';
import { JOB_PAGE_PREFIX, PUBLIC_ALIAS_PATHS, PUBLIC_PAGE_PATHS } from '../../../server/src/http/public-pages';

/** Every concrete path of the public layout's routes; an optional last segment counts both ways. */
function publicPaths(): string[] {
  const publicLayout = routes[0]!;
  const paths: string[] = [];
  for (const route of publicLayout.children ?? ([] as RouteObject[])) {
    if (!route.path || route.path === '*') continue;
    const optional = /^(.*)\/:[^/]+\?$/.exec(route.path);
    if (optional) paths.push(optional[1]!, `${optional[1]!}/:param`);
    else paths.push(route.path);
  }
  return paths.sort();
}

describe("the server's list of public pages", () => {
  it('is the public route table of the client, page for page', () => {
    expect(publicPaths()).toEqual([...PUBLIC_PAGE_PATHS, ...PUBLIC_ALIAS_PATHS, `${JOB_PAGE_PREFIX}:param`].sort());
  });
});
