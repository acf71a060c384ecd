import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { JSDOM } from 'jsdom';
import { validateXML } from 'xmllint-wasm';

import { JOB_FEED_MAX_JOBS } from '../../../server/src/http/job-feeds';
import { type QueryLoggedApp, startQueryLoggedApp } from '../../helpers/query-logged-app';
import { startTestSite } from '../../helpers/stand-in-client';
import { Role, type TestServer } from '../../helpers/test-server';
import { insertJob, jobBody } from '../jobs/job-fixtures';

const ORIGIN = 'https://careers.example.com';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The three feeds, each with its content type and the schema it must be valid against. */
const FEEDS = {
  rss: { path: '/jobs.rss', type: 'application/rss+xml', schema: 'rss-2.0.xsd', extension: 'schema' },
  atom: { path: '/jobs.atom', type: 'application/atom+xml', schema: 'atom.rng', extension: 'relaxng' },
  indeed: { path: '/feeds/indeed.xml', type: 'application/xml', schema: 'indeed.xsd', extension: 'schema' },
} as const;
type FeedName = keyof typeof FEEDS;

let t: TestServer;
let token: string;
beforeAll(async () => {
  // A long cache, as in production: only a job write or a closing instant may change a feed.
  t = await startTestSite({ PUBLIC_URL: ORIGIN, CRAWLER_CACHE_SECONDS: '600' });
  token = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
});
afterAll(() => t.stop());

async function fetchFeed(name: FeedName, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${FEEDS[name].path}`, { headers });
  return { response, xml: await response.text() };
}

/** Validates `xml` with libxml2 against the feed's schema (tests/server/http/schemas). */
async function expectValid(name: FeedName, xml: string): Promise<void> {
  const { schema, extension } = FEEDS[name];
  const result = await validateXML({
    xml: { fileName: 'feed.xml', contents: xml },
    schema: { fileName: schema, contents: await readFile(path.join(__dirname, 'schemas', schema), 'utf8') },
    extension,
  });
  expect(result.errors.map((error) => error.message)).toEqual([]);
  expect(result.valid).toBe(true);
}

/** The feed as an XML document (a strict parser: a malformed feed throws). */
function parse(xml: string): Document {
  return new JSDOM(xml, { contentType: 'application/xml' }).window.document;
}

const child = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? undefined;
const children = (parent: Element, name: string) => [...parent.getElementsByTagName(name)];

/** The feed's item (RSS), entry (Atom) or job (Indeed) of `jobId`. */
function itemOf(name: FeedName, doc: Document, jobId: string): Element | undefined {
  const url = `${ORIGIN}/browse-positions/${jobId}`;
  if (name === 'rss') return children(doc.documentElement, 'item').find((item) => child(item, 'link') === url);
  if (name === 'atom')
    return children(doc.documentElement, 'entry').find((entry) => child(entry, 'id') === `urn:uuid:${jobId}`);
  return children(doc.documentElement, 'job').find((job) => child(job, 'referencenumber') === jobId);
}

/** The ids of the jobs a feed lists, in its order. */
function jobIds(name: FeedName, xml: string): string[] {
  const doc = parse(xml);
  if (name === 'rss') return children(doc.documentElement, 'guid').map((guid) => guid.textContent!.split('/').pop()!);
  if (name === 'atom') return children(doc.documentElement, 'entry').map((entry) => child(entry, 'id')!.slice(9));
  return children(doc.documentElement, 'referencenumber').map((ref) => ref.textContent!);
}

async function createJob(
  fields: Record<string, unknown>,
): Promise<{ id: string; createdAt: string; updatedAt: string }> {
  const answer = await t.rest<{ id: string; createdAt: string; updatedAt: string }>('POST', '/api/jobs', {
    token,
    body: { ...jobBody(), ...fields },
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

describe('the job feeds (/jobs.rss, /jobs.atom, /feeds/indeed.xml)', () => {
  const closesAt = new Date(Date.now() + 30 * DAY_MS);
  let full: { id: string; createdAt: string; updatedAt: string };
  let bare: { id: string };
  let tricky: { id: string };
  let archived: { id: string };
  let closed: { id: string };
  const trickyTitle = 'Engineer <script>alert(1)</script> & Sons ]]> one ]]> two';
  const trickyLine = 'Use <b>bold</b> & "quotes" ]]> in moderation';

  beforeAll(async () => {
    // Written straight into the database first (the feeds are built on their first request).
    bare = await insertJob(t.orm, { title: 'Bare job', createdAt: new Date(Date.now() - 3 * DAY_MS) });
    tricky = await insertJob(t.orm, {
      title: `${trickyTitle}\u000b`,
      description: [trickyLine, 'Form\u000cfeed'],
      createdAt: new Date(Date.now() - 2 * DAY_MS),
    });
    archived = await insertJob(t.orm, { title: 'Archived job', archivedAt: new Date() });
    closed = await insertJob(t.orm, { title: 'Closed job', closesAt: new Date(Date.now() - 60_000) });
    full = await createJob({
      title: 'Senior Payroll Specialist',
      location: 'Lisbon, Lisbon District, Portugal',
      description: ['Run payroll for 2,000 people.'],
      responsibilities: ['Close the month.'],
      qualifications: ['Five years of payroll.'],
      employmentType: 'FULL_TIME',
      workplace: 'HYBRID',
      department: 'Finance',
      salaryMin: 50000,
      salaryMax: 65000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'YEAR',
      closesAt: closesAt.toISOString(),
    });
  });

  it.each(Object.keys(FEEDS) as FeedName[])(
    '%s: is valid against its schema, answers its content type, and lists open jobs only, newest first',
    async (name) => {
      const { response, xml } = await fetchFeed(name);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(`${FEEDS[name].type}; charset=utf-8`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      await expectValid(name, xml);
      expect(jobIds(name, xml)).toEqual([full.id, tricky.id, bare.id]);
      expect(xml).not.toContain(archived.id);
      expect(xml).not.toContain(closed.id);
    },
  );

  it.each([
    ['rss', 'a channel without a title', /<channel><title>[^<]*<\/title>/, '<channel>'],
    ['rss', 'a date that is not RFC 822', /<pubDate>[^<]*<\/pubDate>/, '<pubDate>2026-11-28</pubDate>'],
    ['atom', 'an entry without an id', /<entry><id>[^<]*<\/id>/, '<entry>'],
    ['atom', 'a date that is not RFC 3339', /<updated>[^<]*<\/updated>/, '<updated>last Tuesday</updated>'],
    ['indeed', 'a job without a company', /<company>.*?<\/company>/, ''],
    ['indeed', 'a date that is not ISO 8601', /<date>.*?<\/date>/, '<date><![CDATA[yesterday]]></date>'],
  ] as const)('%s: its schema refuses %s (the test would catch such a feed)', async (name, _what, part, by) => {
    const { xml } = await fetchFeed(name);
    const broken = xml.replace(part, by);
    expect(broken).not.toBe(xml);
    const result = await validateXML({
      xml: { fileName: 'feed.xml', contents: broken },
      schema: {
        fileName: FEEDS[name].schema,
        contents: await readFile(path.join(__dirname, 'schemas', FEEDS[name].schema), 'utf8'),
      },
      extension: FEEDS[name].extension,
    });
    expect(result.valid).toBe(false);
  });

  it.each(Object.keys(FEEDS) as FeedName[])('%s: answers 304 to a reader that already has it', async (name) => {
    const { response } = await fetchFeed(name);
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    // A Cache-Control of its own: fetch() would otherwise send "no-cache" with a conditional request.
    const again = await fetchFeed(name, { 'if-none-match': etag!, 'cache-control': 'max-age=0' });
    expect(again.response.status).toBe(304);
  });

  it('RSS: an item carries the title, URL, facts and text of a job with every fact, and no facts for a job with none', async () => {
    const doc = parse((await fetchFeed('rss')).xml);
    const channel = doc.getElementsByTagName('channel')[0]!;
    expect(child(channel, 'link')).toBe(`${ORIGIN}/browse-positions`);

    const item = itemOf('rss', doc, full.id)!;
    const url = `${ORIGIN}/browse-positions/${full.id}`;
    expect(child(item, 'title')).toBe('Senior Payroll Specialist');
    expect(child(item, 'link')).toBe(url);
    expect(child(item, 'guid')).toBe(url);
    expect(child(item, 'pubDate')).toBe(new Date(full.createdAt).toUTCString());
    const description = child(item, 'description')!;
    expect(description).toContain('<li>Location: Lisbon, Lisbon District, Portugal</li>');
    expect(description).toContain('<li>Workplace: Hybrid</li>');
    expect(description).toContain('<li>Employment type: Full-time</li>');
    expect(description).toContain('<li>Department: Finance</li>');
    expect(description).toContain('<li>Salary: €50,000–€65,000 a year</li>');
    const closing = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
    expect(description).toContain(`<li>Applications close: ${closing.format(closesAt)} UTC</li>`);
    expect(description).toContain('<p>Run payroll for 2,000 people.</p>');
    expect(description).toContain('<li>Close the month.</li>');
    expect(description).toContain(`<a href="${url}">Read more and apply</a>`);
    expect(
      children(item, 'category').map((category) => [category.getAttribute('domain'), category.textContent]),
    ).toEqual([
      ['location', 'Lisbon, Lisbon District, Portugal'],
      ['workplace', 'Hybrid'],
      ['employment-type', 'Full-time'],
      ['department', 'Finance'],
    ]);

    const bareItem = itemOf('rss', doc, bare.id)!;
    expect(child(bareItem, 'title')).toBe('Bare job');
    expect(children(bareItem, 'category')).toEqual([]);
    expect(child(bareItem, 'description')).toBe(
      `<p><a href="${ORIGIN}/browse-positions/${bare.id}">Read more and apply</a></p>`,
    );
  });

  it('Atom: an entry carries the title, URL, dates, facts and text of a job, and none of the facts a job lacks', async () => {
    const doc = parse((await fetchFeed('atom')).xml);
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const self = children(doc.documentElement, 'link').find((link) => link.getAttribute('rel') === 'self');
    expect(self?.getAttribute('href')).toBe(`${ORIGIN}/jobs.atom`);

    const entry = itemOf('atom', doc, full.id)!;
    const url = `${ORIGIN}/browse-positions/${full.id}`;
    expect(child(entry, 'title')).toBe('Senior Payroll Specialist');
    expect(entry.getElementsByTagName('link')[0]!.getAttribute('href')).toBe(url);
    expect(child(entry, 'published')).toBe(full.createdAt);
    expect(child(entry, 'updated')).toBe(full.updatedAt);
    const content = entry.getElementsByTagName('content')[0]!;
    expect(content.getAttribute('type')).toBe('html');
    expect(content.textContent).toContain('<li>Employment type: Full-time</li>');
    expect(content.textContent).toContain('<li>Salary: €50,000–€65,000 a year</li>');
    expect(content.textContent).toContain('<li>Applications close: ');
    expect(content.textContent).toContain('<li>Location: Lisbon, Lisbon District, Portugal</li>');
    expect(children(entry, 'category').map((category) => category.getAttribute('term'))).toEqual([
      'FULL_TIME',
      'Lisbon, Lisbon District, Portugal',
    ]);

    const bareEntry = itemOf('atom', doc, bare.id)!;
    expect(children(bareEntry, 'category')).toEqual([]);
    expect(bareEntry.getElementsByTagName('content')[0]!.textContent).not.toContain('<li>');
  });

  it('Indeed: a job carries every element the job has, each in CDATA, and leaves out those it lacks', async () => {
    const { xml } = await fetchFeed('indeed');
    const doc = parse(xml);
    expect(child(doc.documentElement, 'publisherurl')).toBe(ORIGIN);

    const job = itemOf('indeed', doc, full.id)!;
    const values = Object.fromEntries([...job.children].map((element) => [element.tagName, element.textContent]));
    expect(values).toEqual({
      title: 'Senior Payroll Specialist',
      date: full.createdAt,
      referencenumber: full.id,
      requisitionid: full.id,
      url: `${ORIGIN}/browse-positions/${full.id}`,
      company: 'Talent Consultancy',
      city: 'Lisbon',
      state: 'Lisbon District',
      country: 'Portugal',
      description:
        '<p>Run payroll for 2,000 people.</p><h3>Responsibilities</h3><ul><li>Close the month.</li></ul>' +
        '<h3>Qualifications</h3><ul><li>Five years of payroll.</li></ul>',
      salary: '€50,000–€65,000 a year',
      jobtype: 'fulltime',
      category: 'Finance',
      expirationdate: closesAt.toISOString(),
    });
    // Every job value is a CDATA section, as Indeed asks.
    for (const element of job.children) {
      expect([...element.childNodes].map((node) => node.nodeType)).toEqual([4 /* CDATA_SECTION_NODE */]);
    }

    const bareJob = itemOf('indeed', doc, bare.id)!;
    expect([...bareJob.children].map((element) => element.tagName)).toEqual([
      'title',
      'date',
      'referencenumber',
      'requisitionid',
      'url',
      'company',
      'description',
    ]);
    expect(child(bareJob, 'description')).toBe('Bare job');
  });

  it('escapes markup and & in a title and a text, and drops characters XML cannot hold', async () => {
    for (const name of Object.keys(FEEDS) as FeedName[]) {
      const { xml } = await fetchFeed(name);
      const item = itemOf(name, parse(xml), tricky.id)!;
      // The title reads as written (less the vertical tab), as text: never as markup.
      expect(child(item, 'title')).toBe(trickyTitle);
      const html = child(item, name === 'atom' ? 'content' : 'description')!;
      expect(html).toContain('<p>Use &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot; ]]&gt; in moderation</p>');
      expect(html).toContain('<p>Formfeed</p>');
      expect(html).not.toMatch(/<script|<b>/);
      if (name !== 'indeed') expect(xml).not.toMatch(/<script|<b>/);
    }
  });

  it('a job leaves every feed when it is deleted, and when its closing date passes, without a restart', async () => {
    const soon = await createJob({ title: 'Closing soon', closesAt: new Date(Date.now() + 3000).toISOString() });
    const deleted = await createJob({ title: 'Deleted soon' });
    for (const name of Object.keys(FEEDS) as FeedName[]) {
      expect(jobIds(name, (await fetchFeed(name)).xml).slice(0, 2)).toEqual([deleted.id, soon.id]);
    }

    expect((await t.rest('DELETE', `/api/jobs/${deleted.id}`, { token })).status).toBe(200);
    for (const name of Object.keys(FEEDS) as FeedName[]) {
      const ids = jobIds(name, (await fetchFeed(name)).xml);
      expect(ids).not.toContain(deleted.id);
      expect(ids).toContain(soon.id);
    }

    const closing = await t.rest<{ closesAt: string }>('GET', `/api/jobs/${soon.id}`);
    await sleep(Math.max(0, new Date(closing.body.closesAt).getTime() - Date.now()) + 100);
    for (const name of Object.keys(FEEDS) as FeedName[]) {
      const { xml } = await fetchFeed(name);
      expect(jobIds(name, xml)).toEqual([full.id, tricky.id, bare.id]);
      await expectValid(name, xml);
    }
  });

  it('links the RSS and Atom feeds from the head of the job list', async () => {
    const page = await (await fetch(`${t.url}/browse-positions`)).text();
    const head = page.slice(0, page.indexOf('</head>'));
    const alternates = [...head.matchAll(/<link rel="alternate" type="([^"]+)" title="([^"]+)" href="([^"]+)" \/>/g)];
    expect(alternates.map((m) => [m[1], m[3]])).toEqual([
      ['application/rss+xml', '/jobs.rss'],
      ['application/atom+xml', '/jobs.atom'],
    ]);
    expect(alternates.every((m) => m[2]!.length > 0)).toBe(true);
    // Another page does not offer them.
    const about = await (await fetch(`${t.url}/about`)).text();
    expect(about.slice(0, about.indexOf('</head>'))).not.toContain('rel="alternate"');
  });
});

describe('the job feeds’ reads', () => {
  let app: QueryLoggedApp;
  beforeAll(async () => {
    app = await startQueryLoggedApp(t);
  });
  afterAll(() => app?.stop());

  it(`read the open jobs in the same few statements whatever their number, keep the answer, and list at most ${JOB_FEED_MAX_JOBS}`, async () => {
    // More open jobs than a feed lists, written behind the server's back, then one through the API
    // so the kept feeds are dropped.
    await t.orm.em.fork().execute(
      `insert into job (id, title, description, responsibilities, qualifications, created_at, updated_at)
       select gen_random_uuid(), 'Bulk job ' || i, array['Line ' || i], array[]::text[], array[]::text[],
              now() - interval '1 year' - (i || ' minutes')::interval, now()
         from generate_series(1, ${JOB_FEED_MAX_JOBS}) as i`,
    );
    const newest = await createJob({ title: 'Newest job' });

    for (const name of Object.keys(FEEDS) as FeedName[]) {
      const first = await app.counted(() => fetchFeedFrom(app.url, name));
      // The list's page and total, and the next closing instant the cache reads: the same few
      // statements for 3 jobs or 500, none per job.
      expect(first.sql.length).toBeGreaterThan(0);
      expect(first.sql.length).toBeLessThanOrEqual(3);
      const ids = jobIds(name, first.result);
      expect(ids).toHaveLength(JOB_FEED_MAX_JOBS);
      expect(ids[0]).toBe(newest.id);

      const second = await app.counted(() => fetchFeedFrom(app.url, name));
      expect(second.sql).toEqual([]);
      expect(second.result).toBe(first.result);
    }
  });
});

async function fetchFeedFrom(url: string, name: FeedName): Promise<string> {
  const response = await fetch(`${url}${FEEDS[name].path}`);
  expect(response.status).toBe(200);
  return response.text();
}
