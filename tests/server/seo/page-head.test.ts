import sharp from 'sharp';

import { PUBLIC_PAGE_PATHS } from '../../../server/src/http/public-pages';
import { PAGE_HEADS } from '../../../server/src/http/site-head';
import { decodeEntities as decode } from '../../helpers/html-text';
import { startTestSite } from '../../helpers/stand-in-client';
import { Role, type TestServer } from '../../helpers/test-server';
import { insertJob, jobBody } from '../jobs/job-fixtures';

const ORIGIN = 'https://careers.example.com';

let t: TestServer;
beforeAll(async () => {
  t = await startTestSite({ PUBLIC_URL: ORIGIN });
});
afterAll(() => t.stop());

/** What a crawler reads in a page's head. */
async function head(route: string) {
  const response = await fetch(`${t.url}${route}`);
  const html = await response.text();
  const headHtml = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) => {
    const found = [...headHtml.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)].filter(
      (m) => m[1] === key,
    );
    if (found.length > 1) throw new Error(`${key} appears ${found.length} times`);
    return found[0] ? decode(found[0][2]!) : undefined;
  };
  const titles = [...html.matchAll(/<title>(.*?)<\/title>/g)].map((m) => decode(m[1]!));
  const canonical = [...headHtml.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map((m) => decode(m[1]!));
  return { status: response.status, html, titles, canonical, meta };
}

async function png(url: string) {
  expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
  const response = await fetch(`${t.url}${url.slice(ORIGIN.length)}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await response.arrayBuffer());
  const { format, width, height } = await sharp(bytes).metadata();
  expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
  return bytes;
}

describe('the head the server sends', () => {
  it.each(PUBLIC_PAGE_PATHS.map((path) => [path]))(
    'of %s: title, description, canonical, Open Graph and Twitter card',
    async (path) => {
      const page = await head(path);
      const { page: name, description } = PAGE_HEADS[path];
      expect(page.status).toBe(200);
      expect(page.titles).toEqual([name ? `${name} · Talent Consultancy` : 'Talent Consultancy']);
      expect(page.meta('description')).toBe(description);
      expect(page.canonical).toEqual([`${ORIGIN}${path}`]);
      expect(page.meta('og:url')).toBe(`${ORIGIN}${path}`);
      expect(page.meta('og:title')).toBe(name ?? 'Talent Consultancy');
      expect(page.meta('og:description')).toBe(description);
      expect(page.meta('og:type')).toBe('website');
      expect(page.meta('og:site_name')).toBe('Talent Consultancy');
      expect(page.meta('og:image')).toBe(`${ORIGIN}/share-image.png`);
      expect(page.meta('twitter:card')).toBe('summary_large_image');
      expect(page.meta('twitter:title')).toBe(page.meta('og:title'));
      expect(page.meta('twitter:description')).toBe(description);
      expect(page.meta('twitter:image')).toBe(page.meta('og:image'));
      expect(page.meta('robots')).toBeUndefined();
    },
  );

  it('serves the default share image as a 1200×630 PNG', async () => {
    await png(`${ORIGIN}/share-image.png`);
  });

  it('gives /login and a search the canonical URL of the page they show', async () => {
    expect((await head('/login')).canonical).toEqual([`${ORIGIN}/`]);
    expect((await head('/browse-positions?q=payroll')).canonical).toEqual([`${ORIGIN}/browse-positions`]);
    expect((await head('/Contact/')).canonical).toEqual([`${ORIGIN}/contact`]);
  });

  it('of a job: its title, its description, and a share image made from its title, new when the job changes', async () => {
    const job = await insertJob(t.orm, {
      title: 'Payroll "Lead" <EMEA> & more',
      location: 'Porto',
      description: ['Run payroll for <three> countries.', 'Hybrid & flexible.'],
    });
    const page = await head(`/browse-positions/${job.id}`);
    expect(page.status).toBe(200);
    expect(page.titles).toEqual(['Payroll "Lead" <EMEA> & more · Talent Consultancy']);
    expect(page.html).not.toContain('<EMEA>');
    expect(page.html).not.toContain('<three>');
    expect(page.meta('description')).toBe('Run payroll for <three> countries. Hybrid & flexible.');
    expect(page.meta('og:title')).toBe('Payroll "Lead" <EMEA> & more');
    expect(page.meta('og:description')).toBe(page.meta('description'));
    expect(page.canonical).toEqual([`${ORIGIN}/browse-positions/${job.id}`]);
    expect(page.meta('og:url')).toBe(`${ORIGIN}/browse-positions/${job.id}`);
    expect(page.meta('og:image:alt')).toBe('Payroll "Lead" <EMEA> & more in Porto');
    const imageUrl = page.meta('og:image')!;
    expect(imageUrl).toMatch(new RegExp(`^${ORIGIN}/share-images/jobs/${job.id}\\.png\\?v=\\d+$`));
    expect(page.meta('twitter:image')).toBe(imageUrl);
    const image = await png(imageUrl);
    expect(await png(imageUrl)).toEqual(image);
    expect(image).not.toEqual(await png(`${ORIGIN}/share-image.png`));

    const { token } = await t.userWithRole(Role.INTERNAL_RECRUITER);
    await t.rest('PUT', `/api/jobs/${job.id}`, { body: jobBody({ title: 'Payroll Manager' }), token });
    const edited = await head(`/browse-positions/${job.id}`);
    expect(edited.titles).toEqual(['Payroll Manager · Talent Consultancy']);
    expect(edited.meta('og:image')).not.toBe(imageUrl);
    expect(await png(edited.meta('og:image')!)).not.toEqual(image);
  });

  it('of a job without a description: a sentence made from its title and location', async () => {
    const job = await insertJob(t.orm, { title: 'Recruiter', location: 'Pune' });
    expect((await head(`/browse-positions/${job.id}`)).meta('description')).toBe('Recruiter in Pune. Apply online.');
  });

  it('gives no share image for a job that is not open, nor for a malformed name', async () => {
    const closed = await insertJob(t.orm, { title: 'Closed', archivedAt: new Date() });
    expect((await fetch(`${t.url}/share-images/jobs/${closed.id}.png`)).status).toBe(404);
    expect((await fetch(`${t.url}/share-images/jobs/nothing.png`)).status).toBe(404);
  });

  it('of a missing page and of a closed job: the title the client shows, no canonical URL, noindex when closed', async () => {
    const missing = await head('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.titles).toEqual(['Page not found · Talent Consultancy']);
    expect(missing.canonical).toEqual([]);

    const job = await insertJob(t.orm, { title: 'Archived', archivedAt: new Date() });
    const closed = await head(`/browse-positions/${job.id}`);
    expect(closed.status).toBe(410);
    expect(closed.titles).toEqual(['This position is closed · Talent Consultancy']);
    expect(closed.canonical).toEqual([]);
    expect(closed.meta('robots')).toBe('noindex');
  });
});
