import type { Page } from 'playwright-core';

import { pdfBytes } from '../helpers/files';

import { type Account, createAccount, signInAt } from './support/admin-session';
import { useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { downloadedBytes } from './support/downloads';
import { NetworkActivity } from './support/network';
import { VisitorApi } from './support/visitor-api';

const app = useE2eApp();

const MOVE = `mutation Move($ids: [ID!]!, $stageId: ID!) { moveApplicationsToStage(ids: $ids, stageId: $stageId) { id } }`;
const STAGES = `query Stages { pipelineStages { id name } }`;

/** The lazily loaded chunk that holds the chart library (client/src/features/reports/components/ReportChart.tsx). */
const CHART_CHUNK = /\/assets\/ReportChart-[\w-]+\.js$/;

let admin: Account;

/** Every script the page asks for, from now on. */
function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

beforeAll(async () => {
  admin = await createAccount(app.staff, 'ADMIN', 'Ada', 'Admin');
  const job = await app.staff.createJob({ title: 'Finance Lead', location: 'Berlin' });
  const visitor = new VisitorApi(app.server);
  for (const [index, name] of ['Noor Rahman', 'Ola Berg', 'Pia Lund'].entries()) {
    await visitor.apply(
      job.id,
      { fullName: name, email: `applicant-${index}@example.com`, phone: '+44 20 7946 0101' },
      { name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes(name) },
    );
  }
  const token = await app.staff.adminToken();
  const stages = (await app.server.gql<{ pipelineStages: { id: string; name: string }[] }>(STAGES, {}, token)).data!
    .pipelineStages;
  const stageId = (name: string) => stages.find((stage) => stage.name === name)!.id;
  const applications = await app.staff.applications(job.id);
  const id = (name: string) => applications.find((application) => application.fullName === name)!.id;
  for (const [name, stage] of [
    ['Noor Rahman', 'Placed'],
    ['Ola Berg', 'Interview'],
  ] as const) {
    const answer = await app.server.gql(MOVE, { ids: [id(name)], stageId: stageId(stage) }, token);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  }
  // The placement's terms, as ADMIN would record them: written directly (the placement screens have their own tests).
  await app.server.orm.em
    .fork()
    .getConnection()
    .execute(
      'insert into "placement" ("id", "application_id", "recorded_at", "updated_at") values (gen_random_uuid(), ?, now(), now()) ' +
        'on conflict ("application_id") do nothing',
      [id('Noor Rahman')],
    );
  await app.server.orm.em
    .fork()
    .getConnection()
    .execute(
      `update "placement" set "currency" = 'EUR', "fee_kind" = 'FIXED', "fee_amount" = 9500 where "application_id" = ?`,
      [id('Noor Rahman')],
    );
  // Posted ten days before its placement (and a little more).
  await app.server.orm.em
    .fork()
    .getConnection()
    .execute(`update "job" set "created_at" = now() - interval '10 days 1 hour' where "id" = ?`, [job.id]);
});

describe('reports with charts', () => {
  it('shows each chart with its table to an admin, downloads a table as CSV, and passes axe', async () => {
    const page = await app.open('wide');
    const scripts = scriptsRequested(page);
    await signInAt(page, app.server.url, admin, '/admin/reports');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Reports and Insights' }).waitFor();

    for (const caption of [
      'Placements and fees by month',
      'Placements and fees by client',
      'Time to fill per job',
      'Applications and placements by source',
      'Pipeline conversion between stages',
    ]) {
      await main.getByRole('table', { name: caption }).waitFor();
    }
    const byClient = main.getByRole('table', { name: 'Placements and fees by client' });
    await byClient.getByRole('row', { name: /The consultancy itself 1 9,500\.00/ }).waitFor();
    const conversion = main.getByRole('table', { name: 'Pipeline conversion between stages' });
    await conversion.getByRole('row', { name: 'Applied 3 66.7%' }).waitFor();
    await conversion.getByRole('row', { name: 'Placed 1 —' }).waitFor();

    // Each chart is drawn (the chart library's chunk came) and reads as one picture named by its summary.
    for (const summary of [
      /^Placements per month over the last 12 months: 1 placement in all\. The line shows the fees in EUR\.$/,
      /^Placements per client, 1 client: the most with The consultancy itself \(1\)\.$/,
      /^Days from posting to first placement for the 1 job filled most recently; the median over 1 filled job is 10 days\.$/,
      /^Applications and placements per source/,
      /^Applications that reached each stage, in pipeline order: 3 at Applied, 1 at Placed\.$/,
    ]) {
      const picture = main.getByRole('img', { name: summary });
      await picture.locator('.recharts-bar-rectangle').first().waitFor();
    }
    expect(await main.locator('.report-chart__picture').count()).toBe(5);
    expect(scripts.some((url) => CHART_CHUNK.test(new URL(url).pathname))).toBe(true);

    await NetworkActivity.of(page).quiet();
    await expectNoSeriousA11yViolations(page, 'the reports with charts');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: 'Download CSV: Placements and fees by client' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^placements-by-client-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await downloadedBytes(download)).toString('utf8');
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Client,Placements,Fees (EUR)',
      'The consultancy itself,1,9500.00',
      '',
    ]);
  });

  it('fits a 390 px phone: the page never scrolls sideways, the charts stay drawn, and axe passes', async () => {
    const page = await app.open('narrow');
    await signInAt(page, app.server.url, admin, '/admin/reports');
    const main = page.getByRole('main');
    await main.getByRole('table', { name: 'Pipeline conversion between stages' }).waitFor();
    await main
      .getByRole('img', { name: /^Applications that reached each stage/ })
      .locator('.recharts-bar-rectangle')
      .first()
      .waitFor();
    await NetworkActivity.of(page).quiet();
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(width.scroll).toBeLessThanOrEqual(width.client);
    await expectNoSeriousA11yViolations(page, 'the reports with charts on a phone');
  });

  it('does not load the chart library on another admin screen', async () => {
    const page = await app.open('wide');
    const scripts = scriptsRequested(page);
    await signInAt(page, app.server.url, admin, '/admin/settings');
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Settings and Preferences' }).waitFor();
    await NetworkActivity.of(page).quiet();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => CHART_CHUNK.test(new URL(url).pathname))).toEqual([]);
  });
});
