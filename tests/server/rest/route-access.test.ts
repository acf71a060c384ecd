import http from 'node:http';
import type { AddressInfo } from 'node:net';

import express, { Router } from 'express';

import { Role } from '../../../server/src/modules/users/role';
import { apiRoutes, REST_ROUTES } from '../../../server/src/rest/api';
import { type RestAccess, restHandler } from '../../../server/src/rest/handler';
import { assertRouterMatchesTable, registerRoutes, restRoute, tableDrift } from '../../../server/src/rest/route-table';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

/** A row of a made-up table, answering 204. */
const row = (method: 'get' | 'post', path: string, access: RestAccess = 'public') =>
  restRoute({
    method,
    path,
    summary: path,
    access,
    responses: { 204: 'Message' },
    answer: async () => ({ status: 204 }),
  });

describe('REST routes come from one table that declares their access', () => {
  it('registers exactly the route table on /api, each route with the access the permission matrix says', () => {
    expect(tableDrift(apiRoutes(t.orm, t.server.deps), REST_ROUTES)).toEqual([]);
    const declared = Object.fromEntries(
      REST_ROUTES.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route.access]),
    );
    expect(declared).toEqual({
      'POST /user/login': 'public',
      'POST /user/login/new-password': 'public',
      'POST /user/login/two-factor': 'public',
      'POST /user/register': 'ADMIN',
      'GET /jobs': 'public',
      'GET /jobs/:id': 'public',
      'POST /jobs': 'INTERNAL_RECRUITER',
      'PUT /jobs/:id': 'INTERNAL_RECRUITER',
      'DELETE /jobs/:id': 'INTERNAL_RECRUITER',
      'POST /JoinUsPeople': 'public',
      'GET /joins': 'INTERNAL_RECRUITER',
      'POST /contact': 'public',
      'GET /contact': 'INTERNAL_RECRUITER',
      'POST /candidates/send-rejection-email': 'INTERNAL_RECRUITER',
      'POST /candidates/:jobId': 'public',
      'GET /candidates/:jobId/applications': 'INTERNAL_RECRUITER',
      'PUT /candidates/:id': 'INTERNAL_RECRUITER',
      'GET /candidates/resumes/:id': 'INTERNAL_RECRUITER',
      'GET /events/all': 'public',
      'POST /events/add': 'INTERNAL_RECRUITER',
      'PUT /events/update/:id': 'INTERNAL_RECRUITER',
      'DELETE /events/delete/:id': 'INTERNAL_RECRUITER',
      'POST /events/:id/register': 'public',
      'GET /events/:id/registrations': 'INTERNAL_RECRUITER',
      'GET /events/:id/image': 'public',
      'GET /events/:id/image/:variant': 'public',
      'GET /events/:id/calendar.ics': 'public',
      'GET /people/export': 'ADMIN',
      'POST /job-alerts': 'public',
      'POST /job-alerts/confirm': 'public',
      'POST /job-alerts/unsubscribe': 'public',
      'GET /talent-pool/resumes/:id': 'INTERNAL_RECRUITER',
      'GET /clients/:id/logo': 'INTERNAL_RECRUITER',
      'GET /site-content/:key': 'public',
      'GET /site-images/:id/:variant': 'public',
      'GET /openapi.json': 'public',
    });
  });

  it('names every route where a router and the table disagree, in a mounted router too, and refuses that router', () => {
    const listed = row('get', '/listed');
    const elsewhere = row('post', '/elsewhere', Role.ADMIN);
    const missing = row('get', '/missing');
    const inner = Router();
    registerRoutes(inner, t.orm, t.server.deps, [listed]);
    inner.get('/naked', (_req, res) => res.end());
    const outer = Router();
    outer.use(inner);
    registerRoutes(outer, t.orm, t.server.deps, [elsewhere]);
    outer.post(
      '/by-hand',
      restHandler(t.orm, t.server.deps, 'public', async () => ({ status: 204 })),
    );
    // The row now says ADMIN; the handler registered from it still checks public.
    (listed as { access: RestAccess }).access = Role.ADMIN;
    const table = [listed, missing, row('get', '/missing')];

    const drift = [
      'GET /listed: checks public, the table says ADMIN',
      'GET /naked: registered, but not from the route table',
      'POST /elsewhere: registered, but not from the route table',
      'POST /by-hand: registered, but not from the route table',
      'GET /missing: in the table twice (the second never answers)',
      'GET /missing: in the table, not registered',
      'GET /missing: in the table, not registered',
    ];
    expect(tableDrift(outer, table)).toEqual(drift);
    expect(() => assertRouterMatchesTable(outer, table)).toThrow(drift.join('; '));
  });

  it('checks the access before the route runs: a refused caller never reaches it', async () => {
    let ran = 0;
    const app = express();
    app.get(
      '/guarded',
      restHandler(t.orm, t.server.deps, Role.ADMIN, async (_req, _ctx, caller) => {
        ran += 1;
        return { status: 200, body: { id: caller.user?.id } };
      }),
    );
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/guarded`;
    try {
      const recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
      const admin = await t.userWithRole(Role.ADMIN);
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: `Bearer ${recruiter.token}` } })).status).toBe(403);
      expect(ran).toBe(0);
      const allowed = await fetch(url, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(allowed.status).toBe(200);
      expect(await allowed.json()).toEqual({ id: admin.user.id });
      expect(ran).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('every guarded /api route refuses callers below its role', () => {
  const guarded = () => REST_ROUTES.filter((route) => route.access !== 'public');

  it('answers 401 to anonymous callers and 403 to a USER on each one, naming none of its data', async () => {
    const user = await t.userWithRole(Role.USER);
    const id = '00000000-0000-4000-8000-000000000000';
    const failures: string[] = [];
    for (const { method, path } of guarded()) {
      const url = `${t.url}/api${path.replace(/:\w+/g, id)}`;
      const verb = method.toUpperCase();
      const anonymous = await fetch(url, { method: verb });
      const lower = await fetch(url, { method: verb, headers: { authorization: `Bearer ${user.token}` } });
      if (anonymous.status !== 401 || lower.status !== 403) {
        failures.push(`${verb} ${path}: ${anonymous.status}/${lower.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
