import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { standInClient } from '../../helpers/stand-in-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { insertJob } from '../jobs/job-fixtures';

// A page the server draws as static HTML (the job list) carries its screen's CSS inline, so the
// rendition has the screen's look from the first paint (server/src/http/page-preloads.ts pageStyles).

/**
 * A build as Vite's manifest describes it: the site's entry and its shared chunk, the list's screen
 * and its own chunk, and the GraphQL explorer's entry (a page of its own) sharing the screen's chunk.
 */
const MANIFEST = {
  'explorer.html': { file: 'assets/explorer.js', src: 'explorer.html', isEntry: true, imports: ['_jobs.js'] },
  'index.html': {
    file: 'assets/main.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_shared.js'],
    css: ['assets/main.css'],
  },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'src/features/jobs/BrowsePositionsPage.tsx': {
    file: 'assets/BrowsePositionsPage.js',
    src: 'src/features/jobs/BrowsePositionsPage.tsx',
    isDynamicEntry: true,
    imports: ['_jobs.js', '_shared.js'],
  },
  '_jobs.js': { file: 'assets/jobs.js', css: ['assets/jobs.css'] },
};
const JOBS_CSS = '.job-grid{display:grid}/* </style><script>alert(1)</script> */';

let t: TestServer;
let removeClient: () => Promise<void>;
beforeAll(async () => {
  const client = await standInClient();
  removeClient = client.remove;
  await mkdir(path.join(client.dir, '.vite'));
  await mkdir(path.join(client.dir, 'assets'));
  await writeFile(path.join(client.dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(client.dir, 'assets', 'jobs.css'), JOBS_CSS);
  await writeFile(path.join(client.dir, 'assets', 'shared.css'), '.shared{color:red}');
  await writeFile(path.join(client.dir, 'assets', 'main.css'), '.main{color:blue}');
  t = await startTestServer({}, { clientDir: client.dir });
  await insertJob(t.orm, { title: 'Payroll Lead' });
});
afterAll(async () => {
  await t.stop();
  await removeClient();
});

async function head(route: string): Promise<string> {
  const html = await (await fetch(`${t.url}${route}`)).text();
  return html.slice(0, html.indexOf('</head>'));
}

describe('the inline CSS of a page drawn on the server', () => {
  it('is the CSS of the job list’s screen, without what the entry loads, and nothing in it ends the element', async () => {
    const written = await head('/browse-positions');
    expect(written).toContain('<style>.job-grid{display:grid}/* <\\/style><script>alert(1)</script> */</style>');
    expect(written).not.toContain('</style><script>');
    expect(written).not.toContain('.shared{');
    expect(written).not.toContain('.main{');
    // The screen's scripts are still preloaded as before, the one the explorer shares too.
    expect(written).toContain('<link rel="modulepreload" crossorigin href="/assets/jobs.js">');
  });

  it('is left out where the server draws nothing in #root: other pages, a list it could not write', async () => {
    expect(await head('/')).not.toContain('<style>');
    expect(await head('/events')).not.toContain('<style>');
    expect(await head(`/browse-positions?q=${'x'.repeat(201)}`)).not.toContain('<style>');
  });
});
