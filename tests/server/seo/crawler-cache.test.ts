import sharp from 'sharp';

import { type QueryLoggedApp, startQueryLoggedApp } from '../../helpers/query-logged-app';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { insertJob, jobBody } from '../jobs/job-fixtures';

let t: TestServer;
let app: QueryLoggedApp;
let token: string;
beforeAll(async () => {
  t = await startTestServer({ CRAWLER_CACHE_SECONDS: '60' });
  app = await startQueryLoggedApp(t);
  token = (await t.userWithRole(Role.ADMIN)).token;
});
afterAll(async () => {
  await app?.stop();
  await t?.stop();
});

async function get(path: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(`${app.url}${path}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('anonymous crawler reads are kept for CRAWLER_CACHE_SECONDS', () => {
  it('answers /sitemap.xml again with no SQL, and shows a job written through the process at once', async () => {
    const inserted = await insertJob(t.orm, { title: 'Sitemap cache job' });
    const first = await app.counted(() => get('/sitemap.xml'));
    expect(first.result.status).toBe(200);
    expect(first.sql.length).toBeGreaterThan(0);
    expect(first.result.bytes.toString()).toContain(`/browse-positions/${inserted.id}<`);

    const second = await app.counted(() => get('/sitemap.xml'));
    expect(second.result.status).toBe(200);
    expect(second.sql).toEqual([]);
    expect(second.result.bytes.equals(first.result.bytes)).toBe(true);

    const created = await t.rest<{ id: string }>('POST', '/api/jobs', { body: jobBody(), token });
    expect(created.status).toBe(201);
    const afterCreate = (await get('/sitemap.xml')).bytes.toString();
    expect(afterCreate).toContain(`/browse-positions/${created.body.id}<`);

    expect((await t.rest('DELETE', `/api/jobs/${inserted.id}`, { token })).status).toBe(200);
    const afterArchive = (await get('/sitemap.xml')).bytes.toString();
    expect(afterArchive).not.toContain(inserted.id);
    expect(afterArchive).toContain(`/browse-positions/${created.body.id}<`);
  });

  it('draws a job share image again with no SQL, and a changed or archived job shows at once', async () => {
    const created = await t.rest<{ id: string }>('POST', '/api/jobs', {
      body: jobBody({ title: 'Short title' }),
      token,
    });
    const path = `/share-images/jobs/${created.body.id}.png`;
    const first = await app.counted(() => get(path));
    expect(first.result.status).toBe(200);
    expect(first.sql.length).toBeGreaterThan(0);

    const second = await app.counted(() => get(path));
    expect(second.result.status).toBe(200);
    expect(second.sql).toEqual([]);
    expect(second.result.bytes.equals(first.result.bytes)).toBe(true);

    const edited = await t.rest('PUT', `/api/jobs/${created.body.id}`, {
      body: jobBody({ title: 'A much longer title that wraps onto a second and a third line of the card' }),
      token,
    });
    expect(edited.status).toBe(200);
    const redrawn = await get(path);
    expect(redrawn.status).toBe(200);
    expect(redrawn.bytes.equals(first.result.bytes)).toBe(false);
    expect(await sharp(redrawn.bytes).metadata()).toMatchObject({ width: 1200, height: 630 });

    expect((await t.rest('DELETE', `/api/jobs/${created.body.id}`, { token })).status).toBe(200);
    expect((await get(path)).status).toBe(404);
  });
});
