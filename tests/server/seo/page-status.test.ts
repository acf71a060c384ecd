import { JOB_ALERT_PAGES, PUBLIC_PAGE_PATHS } from '../../../server/src/http/public-pages';
import { startTestSite } from '../../helpers/stand-in-client';
import type { TestServer } from '../../helpers/test-server';
import { insertJob } from '../jobs/job-fixtures';

let t: TestServer;
beforeAll(async () => {
  t = await startTestSite();
});
afterAll(() => t.stop());

async function page(route: string) {
  const response = await fetch(`${t.url}${route}`, { headers: { accept: 'text/html' } });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

/** The JSON a closed job's page carries for the client. */
function closedPosition(html: string): { id: string; similar: { id: string; title: string; location: string }[] } {
  const json = /<script type="application\/json" id="closed-position">(.*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no closed-position data in the page');
  return JSON.parse(json) as never;
}

describe('the status of a page', () => {
  it.each([
    ...[...PUBLIC_PAGE_PATHS, '/login', '/About/', '/admin', '/admin/manage-jobs', '/index.html'].map((route) => [
      route,
      200,
    ]),
    ...['/no-such-page', '/browse-positions/not-a-uuid', '/browse-positions/a/b', '/about/more'].map((route) => [
      route,
      404,
    ]),
  ])('answers %s with %i and the site (which shows its own not-found screen)', async (route, expected) => {
    const { status, type, body } = await page(String(route));
    expect(status).toBe(expected);
    expect(type).toMatch(/^text\/html/);
    // Empty, or a page drawn as static HTML (content-pages.test.ts, jobs-list-rendition.test.ts).
    expect(body).toContain('<div id="root">');
    expect(body).not.toContain('noindex');
  });

  it.each(Object.entries(JOB_ALERT_PAGES))(
    'answers the job-alert link page %s with 200, unindexed, titled "%s"',
    async (route, title) => {
      const { status, body } = await page(route);
      expect(status).toBe(200);
      expect(body).toContain('<meta name="robots" content="noindex" />');
      expect(body).toContain(`<title>${title}`);
    },
  );

  it('answers an open job with 200, and a job id that does not exist with 404', async () => {
    const job = await insertJob(t.orm, { title: 'Open role', createdAt: new Date('2025-06-01T00:00:00Z') });
    expect((await page(`/browse-positions/${job.id}`)).status).toBe(200);
    expect((await page(`/browse-positions/${job.id.toUpperCase()}/`)).status).toBe(200);
    expect((await page('/browse-positions/4b0e9c9e-1111-4222-8333-944455556666')).status).toBe(404);
  });

  it('answers an archived job with 410 and noindex, offering open jobs at its location first, then the newest', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const porto1 = await insertJob(t.orm, { title: 'Porto one', location: 'Porto', createdAt: day(1) });
    const porto2 = await insertJob(t.orm, { title: 'Porto two', location: 'Porto', createdAt: day(2) });
    await insertJob(t.orm, { title: 'Porto closed', location: 'Porto', createdAt: day(3), archivedAt: day(4) });
    await insertJob(t.orm, { title: 'Lisbon old', location: 'Lisbon', createdAt: day(5) });
    const newest = await insertJob(t.orm, { title: 'Lisbon <new> & "best"', location: 'Lisbon', createdAt: day(6) });
    const closed = await insertJob(t.orm, {
      title: 'Closed',
      location: 'Porto',
      createdAt: day(7),
      archivedAt: day(8),
    });

    const answer = await page(`/browse-positions/${closed.id}`);
    expect(answer.status).toBe(410);
    expect(answer.body).toMatch(/<meta name="robots" content="noindex" \/>.*<\/head>/s);
    // The page names the closed job, for visitors and crawlers that run no script too.
    expect(answer.body).toContain('<p>“Closed” in Porto is no longer open for applications.</p>');
    expect(answer.body).toContain(`<a href="/browse-positions/${porto2.id}">Porto two</a> · Porto`);
    expect(closedPosition(answer.body)).toEqual({
      id: closed.id,
      title: 'Closed',
      location: 'Porto',
      similar: [
        { id: porto2.id, title: 'Porto two', location: 'Porto' },
        { id: porto1.id, title: 'Porto one', location: 'Porto' },
        { id: newest.id, title: 'Lisbon <new> & "best"', location: 'Lisbon' },
      ],
    });
    // A title cannot end the data's <script> element.
    expect(answer.body).not.toContain('<new>');
  });

  it('answers an archived job with no open jobs left with 410 and an empty offer', async () => {
    const { orm } = t;
    await orm.em.fork().getConnection().execute('update "job" set "archived_at" = now() where "archived_at" is null');
    const closed = await insertJob(orm, { title: 'Last one', archivedAt: new Date() });
    const answer = await page(`/browse-positions/${closed.id}`);
    expect(answer.status).toBe(410);
    expect(closedPosition(answer.body).similar).toEqual([]);
  });
});
