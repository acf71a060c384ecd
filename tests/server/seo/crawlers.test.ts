import { PUBLIC_PAGE_PATHS } from '../../../server/src/http/public-pages';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { insertJob, jobBody } from '../jobs/job-fixtures';

const ORIGIN = 'https://careers.example.com';

/** The sitemap's entries: each `<loc>` with its `<lastmod>` when it has one. */
function entries(xml: string): Map<string, string | undefined> {
  return new Map(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => [m[1]!, m[2]]),
  );
}

describe('robots.txt and sitemap.xml', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ PUBLIC_URL: `${ORIGIN}/` });
  });
  afterAll(() => t.stop());

  it('robots.txt allows the site, keeps crawlers out of /admin, /api and /graphql, and names the sitemap', async () => {
    const response = await fetch(`${t.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api',
        'Disallow: /graphql',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });

  it('sitemap.xml lists the public pages and each open job with its last change, and no archived job', async () => {
    const posted = new Date('2026-01-05T10:00:00.000Z');
    const old = await insertJob(t.orm, { title: 'Payroll Specialist', createdAt: posted });
    const archived = await insertJob(t.orm, { title: 'Archived role', archivedAt: new Date() });
    const { token } = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const created = await t.rest<{ id: string; updatedAt: string }>('POST', '/api/jobs', { body: jobBody(), token });
    const edited = await t.rest<{ id: string; updatedAt: string }>('PUT', `/api/jobs/${old.id}`, {
      body: jobBody({ title: 'Payroll Specialist (edited)' }),
      token,
    });
    const deleted = await t.rest<{ id: string }>('POST', '/api/jobs', { body: jobBody(), token });
    await t.rest('DELETE', `/api/jobs/${deleted.body.id}`, { token });

    const response = await fetch(`${t.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = entries(xml);

    for (const page of PUBLIC_PAGE_PATHS) expect(urls.has(`${ORIGIN}${page}`)).toBe(true);
    expect(urls.has(`${ORIGIN}/login`)).toBe(false);
    expect(urls.get(`${ORIGIN}/browse-positions/${created.body.id}`)).toBe(created.body.updatedAt);
    // lastmod follows the job's last change, not its posting.
    expect(edited.body.updatedAt).not.toBe(posted.toISOString());
    expect(urls.get(`${ORIGIN}/browse-positions/${old.id}`)).toBe(edited.body.updatedAt);
    expect(urls.has(`${ORIGIN}/browse-positions/${archived.id}`)).toBe(false);
    expect(urls.has(`${ORIGIN}/browse-positions/${deleted.body.id}`)).toBe(false);
    expect(urls.size).toBe(PUBLIC_PAGE_PATHS.length + 2);
  });
});

describe('without PUBLIC_URL', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ PORT: '0' });
  });
  afterAll(() => t.stop());

  it('writes http://localhost:<PORT> URLs whatever Host the request names', async () => {
    const response = await fetch(`${t.url}/robots.txt`, { headers: { host: 'evil.example' } });
    expect(await response.text()).toContain('Sitemap: http://localhost:0/sitemap.xml');
  });
});
