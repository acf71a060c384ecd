import { SHORTLIST_FILE_ROUTES, shortlistFileRoutes } from '../../../server/src/rest/client-shortlist.routes';
import { tableDrift } from '../../../server/src/rest/route-table';
import { startTestSite } from '../../helpers/stand-in-client';
import type { TestServer } from '../../helpers/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestSite();
});
afterAll(() => t.stop());

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5'.slice(0, 43);

describe('the shortlist page the server sends', () => {
  it('serves the app for /shortlists/<token>, never indexed, with no Referer sent on', async () => {
    const response = await fetch(`${t.url}/shortlists/${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).not.toContain(TOKEN);
  });

  it('answers 404 for a path below it that is no page', async () => {
    expect((await fetch(`${t.url}/shortlists/${TOKEN}/elsewhere`)).status).toBe(404);
  });

  it('keeps the usual referrer policy elsewhere', async () => {
    const response = await fetch(`${t.url}/about`);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-robots-tag')).toBeNull();
  });
});

describe('the shortlist routes outside /api', () => {
  it('are registered from their table, each with the access it declares (public: the link is the credential)', () => {
    expect(tableDrift(shortlistFileRoutes(t.orm, t.server.deps), SHORTLIST_FILE_ROUTES)).toEqual([]);
    expect(SHORTLIST_FILE_ROUTES.map((route) => [route.method, route.path, route.access])).toEqual([
      ['get', '/shortlists/:token/resumes/:entryId', 'public'],
    ]);
  });
});
