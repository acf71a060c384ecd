import { EmploymentType, SalaryPeriod, Workplace } from '../../../server/src/modules/jobs/job-facts';
import { startTestSite } from '../../helpers/stand-in-client';
import type { TestServer } from '../../helpers/test-server';
import { insertJob } from '../jobs/job-fixtures';

// /browse-positions as a crawler without JavaScript reads it: the static list the server writes
// into #root (server/src/http/jobs-list-rendition.ts), from the same answer as the first page's
// JSON block (tests/server/seo/jobs-first-page.test.ts compares that block with the API).

let t: TestServer;
/** Job ids by title. */
const ids = new Map<string, string>();
const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const NURSE = 'Nurse </script><b>bold</b>';

beforeAll(async () => {
  t = await startTestSite();
  const add = async (fields: Parameters<typeof insertJob>[1]) => {
    const job = await insertJob(t.orm, fields);
    ids.set(job.title, job.id);
  };
  for (let n = 1; n <= 14; n += 1) {
    await add({
      title: `Coach ${n}`,
      location: n % 2 ? 'Pune' : 'Leeds',
      workplace: n % 3 ? Workplace.ON_SITE : Workplace.REMOTE,
      createdAt: day(n),
    });
  }
  await add({
    title: 'Payroll Lead',
    location: 'Porto',
    employmentType: EmploymentType.FULL_TIME,
    workplace: Workplace.HYBRID,
    department: 'Finance',
    salaryMin: 50_000,
    salaryMax: 65_000,
    salaryCurrency: 'EUR',
    salaryPeriod: SalaryPeriod.YEAR,
    closesAt: new Date('2031-01-31T12:00:00Z'),
    createdAt: day(16),
  });
  await add({ title: NURSE, location: 'Leeds', createdAt: day(20) });
  await add({ title: 'Archived coach', createdAt: day(21), archivedAt: day(22) });
  await add({ title: 'Expired coach', createdAt: day(23), closesAt: day(24) });
});
afterAll(() => t.stop());

interface Sent {
  status: number;
  html: string;
  /** What is inside `#root`. */
  root: string;
}

async function get(route: string): Promise<Sent> {
  const response = await fetch(`${t.url}${route}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  return { status: response.status, html, root: html.slice(start, html.lastIndexOf('</div></body>')) };
}

/** The cards' links, in order: [href, text]. */
function cardLinks(root: string): [string, string][] {
  return [...root.matchAll(/<a href="([^"]*)" class="job-card__link"[^>]*>(.*?)<\/a>/g)].map((m) => [m[1]!, m[2]!]);
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const coaches = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, index) => `Coach ${from - index}`);

describe('the job list as static HTML in /browse-positions', () => {
  it('answers 200 with the heading and the first page’s jobs, newest first, each a link to its own page', async () => {
    const { status, root } = await get('/browse-positions');
    expect(status).toBe(200);
    expect(root).toMatch(
      /^<main id="main" class="site-main" tabindex="-1" data-server-rendition><section class="page jobs-page"><h1>Browse Our Open Positions<\/h1>/,
    );
    const titles = [NURSE, 'Payroll Lead', ...coaches(14, 5)];
    expect(cardLinks(root)).toEqual(titles.map((title) => [`/browse-positions/${ids.get(title)}`, escaped(title)]));
    expect(root).toContain('<p class="paged-list__count" role="status">Showing 12 of 16 open positions</p>');
    expect(root).toContain('<ul class="job-grid" aria-label="Open positions"><li class="job-card">');
  });

  it('writes each job’s location and facts as its card does', async () => {
    const { root } = await get('/browse-positions');
    expect(root).toContain(
      '<p class="job-card__location">Porto</p><p class="job-card__facts">Full-time · Hybrid · Finance</p><p class="job-card__salary">€50,000–€65,000 a year</p>',
    );
    expect(root).toContain('<time datetime="2031-01-31T12:00:00.000Z">Closes 31 Jan 2031</time>');
    expect(root).toContain('<p class="job-card__location">Leeds</p><p class="job-card__facts">Remote</p>');
    expect(root).toContain('<time datetime="2026-01-14T00:00:00.000Z">Posted ');
  });

  it('keeps a title’s markup as text: no element and no end of script comes from a job', async () => {
    const { root } = await get('/browse-positions');
    expect(root).toContain('>Nurse &lt;/script&gt;&lt;b&gt;bold&lt;/b&gt;</a>');
    expect(root).not.toContain('<b>bold</b>');
    expect(root).not.toContain('</script>');
  });

  it('leaves out archived jobs and jobs past their closing date, on every page', async () => {
    const pages = [await get('/browse-positions'), await get('/browse-positions?page=2')];
    for (const { root } of pages) {
      expect(root).not.toContain('Archived coach');
      expect(root).not.toContain('Expired coach');
    }
    expect(pages.flatMap(({ root }) => cardLinks(root))).toHaveLength(16);
  });

  it('links each filter value to the list filtered by it, with its count, as the client’s URL says', async () => {
    const { root } = await get('/browse-positions');
    expect(root).toContain('<div class="job-filters__group" role="group" aria-label="Filter positions">');
    expect(root).toContain('<a href="/browse-positions?location=Leeds">Leeds (8)</a>');
    expect(root).toContain('<a href="/browse-positions?location=Pune">Pune (7)</a>');
    expect(root).toContain('<a href="/browse-positions?location=Porto">Porto (1)</a>');
    expect(root).toContain('<a href="/browse-positions?department=Finance">Finance (1)</a>');
    expect(root).toContain('<a href="/browse-positions?type=FULL_TIME">Full-time (1)</a>');
    expect(root).toContain('<a href="/browse-positions?workplace=REMOTE">Remote (4)</a>');
    expect(root).toContain('<a href="/browse-positions?workplace=ON_SITE">On-site (10)</a>');
    // Nothing is on: no "Clear all", and each facet says "All …".
    expect(root).toContain('<span aria-current="true">All locations</span>');
    expect(root).not.toContain('Clear all');
  });

  it('keeps the search and the other filters in each filter link, marks the chosen value and links "Clear all"', async () => {
    const { status, root } = await get('/browse-positions?q=coach&location=Pune');
    expect(status).toBe(200);
    expect(cardLinks(root).map(([, title]) => title)).toEqual([
      'Coach 13',
      'Coach 11',
      'Coach 9',
      'Coach 7',
      'Coach 5',
      'Coach 3',
      'Coach 1',
    ]);
    expect(root).toContain('<a href="/browse-positions?q=coach&amp;location=Pune&amp;workplace=REMOTE">Remote (2)</a>');
    expect(root).toContain('<span aria-current="true">Pune (7)</span>');
    expect(root).toContain('<a href="/browse-positions?q=coach">All locations</a>');
    expect(root).toContain('<a class="button job-filters__clear" href="/browse-positions?q=coach">Clear all</a>');
    expect(root).toContain('>Filters (1)</a>');
    // The search form sends the filters on with a new search, as the client's box keeps them.
    expect(root).toContain('name="q" class="job-search__input" value="coach"');
    expect(root).toContain('<input type="hidden" name="location" value="Pune">');
  });

  it('offers, when nothing matches the filters, a link removing each', async () => {
    const { root } = await get('/browse-positions?location=Porto&workplace=REMOTE');
    expect(cardLinks(root)).toEqual([]);
    expect(root).toContain('No open positions match these filters. Try removing one:');
    expect(root).toContain('<a class="button" href="/browse-positions?workplace=REMOTE">Remove location: Porto</a>');
    expect(root).toContain('<a class="button" href="/browse-positions?location=Porto">Remove workplace: Remote</a>');
  });

  it('links the next page from the first, and the previous from the last, by the URL’s ?page=', async () => {
    const first = await get('/browse-positions');
    expect(first.root).toContain('<a class="button" rel="next" href="/browse-positions?page=2">Next page</a>');
    expect(first.root).not.toContain('rel="prev"');

    const second = await get('/browse-positions?page=2');
    expect(second.status).toBe(200);
    expect(cardLinks(second.root).map(([, title]) => title)).toEqual(coaches(4, 1));
    expect(second.root).toContain('Showing 13–16 of 16 open positions');
    expect(second.root).toContain('<a class="button" rel="prev" href="/browse-positions">Previous page</a>');
    expect(second.root).not.toContain('rel="next"');
    // A later page of the whole list is a page of its own for search engines.
    expect(second.html).toContain(
      `<link rel="canonical" href="${t.server.deps.config.publicUrl}/browse-positions?page=2" />`,
    );
  });

  it('keeps the search and filters in the page links; a filtered page is canonical at the list', async () => {
    const first = await get('/browse-positions?q=coach');
    expect(first.root).toContain(
      '<a class="button" rel="next" href="/browse-positions?q=coach&amp;page=2">Next page</a>',
    );
    const second = await get('/browse-positions?q=coach&page=2');
    expect(cardLinks(second.root).map(([, title]) => title)).toEqual(['Coach 2', 'Coach 1']);
    expect(second.root).toContain('<a class="button" rel="prev" href="/browse-positions?q=coach">Previous page</a>');
    expect(second.html).toContain(`<link rel="canonical" href="${t.server.deps.config.publicUrl}/browse-positions" />`);
  });

  it.each(['0', '-1', 'abc', '2.5', ''])('reads ?page=%s as the first page', async (page) => {
    const { root, html } = await get(`/browse-positions?page=${page}`);
    expect(cardLinks(root)).toHaveLength(12);
    expect(root).toContain('rel="next" href="/browse-positions?page=2"');
    expect(html).toContain('id="jobs-first-page"');
  });

  it('says a page past the end has no jobs and links the first page', async () => {
    const { status, root } = await get('/browse-positions?page=9');
    expect(status).toBe(200);
    expect(cardLinks(root)).toEqual([]);
    expect(root).toContain('There are no open positions on page 9. <a href="/browse-positions">See the first page</a>');
  });

  it('is drawn from the first page’s JSON block, which later pages leave out (the client asks for them)', async () => {
    const first = await get('/browse-positions');
    const block = /<script type="application\/json" id="jobs-first-page">(.*?)<\/script>/s.exec(first.html);
    const written = JSON.parse(block![1]!) as { data: { jobs: { items: { id: string }[] } } };
    expect(cardLinks(first.root).map(([href]) => href)).toEqual(
      written.data.jobs.items.map((job) => `/browse-positions/${job.id}`),
    );
    expect((await get('/browse-positions?page=2')).html).not.toContain('id="jobs-first-page"');
  });

  it('is left out for a search the API refuses: the client shows the refusal', async () => {
    const { status, root, html } = await get(`/browse-positions?q=${'x'.repeat(201)}`);
    expect(status).toBe(200);
    expect(root).toBe('');
    expect(html).not.toContain('id="jobs-first-page"');
  });
});
