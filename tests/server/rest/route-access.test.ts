import http from 'node:http';
import type { AddressInfo } from 'node:net';

import express, { Router } from 'express';

import { Role } from '../../../server/src/modules/users/role';
import { apiRoutes } from '../../../server/src/rest/api';
import {
  assertEveryRouteDeclared,
  declaredAccess,
  restHandler,
  undeclaredRoutes,
} from '../../../server/src/rest/handler';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle?: { stack?: Layer[] };
}

/** Every route of a router as [METHOD, path, declared access]. */
function routesOf(router: { stack: readonly unknown[] }): [string, string, string | undefined][] {
  const found: [string, string, string | undefined][] = [];
  for (const layer of router.stack as Layer[]) {
    if (layer.route) {
      const access = layer.route.stack.map((entry) => declaredAccess(entry.handle)).find(Boolean);
      for (const method of Object.keys(layer.route.methods))
        found.push([method.toUpperCase(), layer.route.path, access]);
    } else if (layer.handle?.stack) {
      found.push(...routesOf(layer.handle as { stack: readonly unknown[] }));
    }
  }
  return found;
}

describe('REST routes declare their access', () => {
  it('every registered /api route declares public or a role, as the permission matrix says', () => {
    const api = apiRoutes(t.orm, t.server.deps);
    expect(undeclaredRoutes(api)).toEqual([]);
    const declared = Object.fromEntries(routesOf(api).map(([method, path, access]) => [`${method} ${path}`, access]));
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
      'GET /events/:id/calendar.ics': 'public',
      'GET /events/:id/image': 'public',
      'GET /events/:id/image/:variant': 'public',
      'GET /people/export': 'ADMIN',
      'POST /job-alerts': 'public',
      'POST /job-alerts/confirm': 'public',
      'POST /job-alerts/unsubscribe': 'public',
      'GET /openapi.json': 'public',
    });
  });

  it('names the path of a route that declares nothing, in a mounted router too, and refuses that router', () => {
    const inner = Router();
    inner.get('/naked', (_req, res) => res.end());
    inner.post(
      '/dressed',
      restHandler(t.orm, t.server.deps, 'public', async () => ({ status: 204 })),
    );
    const outer = Router();
    outer.use(inner);
    outer.delete('/also-naked/:id', (_req, res) => res.end());
    expect(undeclaredRoutes(outer)).toEqual(['GET /naked', 'DELETE /also-naked/:id']);
    expect(() => assertEveryRouteDeclared(outer)).toThrow(/missing on: GET \/naked, DELETE \/also-naked\/:id/);
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
  const guarded = () =>
    routesOf(apiRoutes(t.orm, t.server.deps)).filter(([, , access]) => access && access !== 'public');

  it('answers 401 to anonymous callers and 403 to a USER on each one, naming none of its data', async () => {
    const user = await t.userWithRole(Role.USER);
    const id = '00000000-0000-4000-8000-000000000000';
    const failures: string[] = [];
    for (const [method, path] of guarded()) {
      const url = `${t.url}/api${path.replace(/:\w+/g, id)}`;
      const anonymous = await fetch(url, { method });
      const lower = await fetch(url, { method, headers: { authorization: `Bearer ${user.token}` } });
      if (anonymous.status !== 401 || lower.status !== 403) {
        failures.push(`${method} ${path}: ${anonymous.status}/${lower.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
