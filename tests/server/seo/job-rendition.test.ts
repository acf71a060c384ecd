import { startTestSite } from '../../helpers/stand-in-client';
import type { TestServer } from '../../helpers/test-server';
import { insertJob } from '../jobs/job-fixtures';

let t: TestServer;
beforeAll(async () => {
  t = await startTestSite();
});
afterAll(() => t.stop());

/** What is inside `#root` in the HTML the server sends. */
async function root(route: string): Promise<string> {
  const html = await (await fetch(`${t.url}${route}`)).text();
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  return html.slice(start, html.lastIndexOf('</div></body>'));
}

describe("a job's static rendition in the page", () => {
  it('shows the title, location and lists inside #root, escaped, in the classes of the details dialog', async () => {
    const job = await insertJob(t.orm, {
      title: 'Payroll <Lead> & "more"',
      location: 'Porto',
      description: ['Run payroll for <three> countries.'],
      responsibilities: ['Close the month'],
      qualifications: [],
    });
    const html = await root(`/browse-positions/${job.id}`);
    expect(html).toContain('<h1>Payroll &lt;Lead&gt; &amp; &quot;more&quot;</h1>');
    expect(html).toContain(
      '<p class="job-details__location"><span class="job-details__label">Location:</span> Porto</p>',
    );
    expect(html).toContain(
      '<section class="job-details__section"><h3>Description</h3><ul><li>Run payroll for &lt;three&gt; countries.</li></ul></section>',
    );
    expect(html).toContain('<h3>Responsibilities</h3><ul><li>Close the month</li></ul>');
    expect(html).not.toContain('Qualifications');
    expect(html).not.toContain('<three>');
  });

  it('is on no other page: others keep an empty #root (the job list and the content pages have their own: jobs-list-rendition.test.ts, content-pages.test.ts), and a closed job’s holds its 410 naming it', async () => {
    const closed = await insertJob(t.orm, { title: 'Closed <Role>', archivedAt: new Date() });
    for (const route of ['/no-such-page', '/contact']) {
      expect(await root(route)).toBe('');
    }
    expect(await root('/')).not.toContain('job-details');
    const gone = await root(`/browse-positions/${closed.id}`);
    expect(gone).toContain('<h1>This position is closed</h1>');
    expect(gone).toContain('“Closed &lt;Role&gt;” is no longer open for applications.');
    expect(gone).not.toContain('job-details__location');
  });
});
