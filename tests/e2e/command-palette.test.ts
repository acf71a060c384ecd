import type { Page } from 'playwright-core';

import { pdfBytes } from '../helpers/files';

import { AdminPage } from './pages/admin-page';
import { CommandPalette } from './pages/command-palette';
import { signInAt } from './support/admin-session';
import { E2E_ADMIN, useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectAttribute, expectFocused, expectText, expectValue } from './support/eventually';
import { VisitorApi } from './support/visitor-api';

const app = useE2eApp();

const JOB = { title: 'Organisational Psychologist', location: 'Lisbon' };
const OTHER_JOB = { title: 'Payroll Specialist', location: 'Madrid' };
const APPLICANT = { fullName: 'Wilhelmina Castellanos', email: 'wilhelmina.c@example.com', phone: '+351 912 000 111' };
const OTHER_APPLICANT = { fullName: 'Wilbur Castle', email: 'wilbur.castle@example.com', phone: '+34 600 000 222' };

let jobId: string;
let applicationId: string;

beforeAll(async () => {
  jobId = (await app.staff.createJob(JOB)).id;
  const otherJobId = (await app.staff.createJob(OTHER_JOB)).id;
  const visitor = new VisitorApi(app.server);
  const resume = { bytes: pdfBytes(), name: 'cv.pdf', type: 'application/pdf' };
  await visitor.apply(jobId, APPLICANT, resume);
  await visitor.apply(otherJobId, OTHER_APPLICANT, resume);
  applicationId = (await app.staff.applications(jobId))[0]!.id;
});

/** A signed-in staff page on a back-office screen. */
async function staffPage(route = '/admin/manage-jobs'): Promise<{ page: Page; screen: AdminPage }> {
  const page = await app.open('wide');
  await signInAt(page, app.server.url, E2E_ADMIN, route);
  const screen = new AdminPage(page);
  await screen.heading.waitFor();
  return { page, screen };
}

describe('the command palette', () => {
  it('opens on Ctrl+K, finds a candidate by part of the name, and Enter lands on their page', async () => {
    const { page, screen } = await staffPage();
    const palette = new CommandPalette(page);
    await palette.openWithKeyboard();
    await expectFocused(palette.input);

    await palette.input.fill('castellan');
    await palette.option('People', new RegExp(APPLICANT.fullName)).waitFor();
    // Only the person the text matches; the first result is the active one.
    await expectAttribute(palette.option('People', new RegExp(APPLICANT.fullName)), 'aria-selected', 'true');
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === `/admin/candidates/${applicationId}`);
    await screen.expectHeading(APPLICANT.fullName);
    await palette.dialog.waitFor({ state: 'detached' });
  });

  it('finds a job by its title, and Enter opens its candidates', async () => {
    const { page, screen } = await staffPage('/admin');
    const palette = new CommandPalette(page);
    await palette.openWithKeyboard();
    await palette.input.fill('psycholog');
    const job = palette.option('Jobs', new RegExp(JOB.title));
    await job.waitFor();
    // People and jobs come in one answer: the person who applied to it (the search reads job
    // titles too) is first and active, the job next.
    await expectAttribute(palette.option('People', new RegExp(APPLICANT.fullName)), 'aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expectAttribute(job, 'aria-selected', 'true');
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === '/admin/applied-candidates' && url.search === `?job=${jobId}`);
    await screen.expectHeading('Applied Candidates');
    await screen.main.getByText(APPLICANT.email).waitFor();
  });

  it('moves through results with the arrow keys and opens a screen the role may open', async () => {
    const { page, screen } = await staffPage();
    const palette = new CommandPalette(page);
    await palette.openWithKeyboard();
    await palette.input.fill('cand');
    // People whose job, name or e-mail holds "cand" may come first; the screens are last.
    const applied = palette.option('Go to', 'Applied Candidates');
    await applied.waitFor();
    // The server's answer is in (nobody and no job holds "cand"): the options stay as they are.
    await expectText(palette.status, '');
    for (let step = 0; step < 20 && (await applied.getAttribute('aria-selected')) !== 'true'; step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expectAttribute(applied, 'aria-selected', 'true');
    const activeId = await applied.getAttribute('id');
    await expectAttribute(palette.input, 'aria-activedescendant', activeId);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin/applied-candidates');
    await screen.expectHeading('Applied Candidates');
  });

  it('says when nothing matches', async () => {
    const { page } = await staffPage();
    const palette = new CommandPalette(page);
    await palette.openWithKeyboard();
    await palette.input.fill('zzqx nobody');
    await palette.status.filter({ hasText: 'No people, jobs or screens match “zzqx nobody”.' }).waitFor();
    await expectAttribute(palette.input, 'aria-expanded', 'false');
  });

  it('opens from the header’s Search button, keeps focus inside, and Escape gives focus back to the button', async () => {
    const { page, screen } = await staffPage();
    const palette = new CommandPalette(page);
    const button = screen.banner.getByRole('button', { name: 'Search', exact: true });
    await button.click();
    await expectFocused(palette.input);
    // Tab stays in the dialog (its input and Close button).
    for (let step = 0; step < 3; step += 1) {
      await page.keyboard.press('Tab');
      expect(await palette.dialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await palette.dialog.waitFor({ state: 'detached' });
    await expectFocused(button);
  });

  it('has no serious or critical axe violations while open with results', async () => {
    const { page } = await staffPage();
    const palette = new CommandPalette(page);
    await palette.openWithKeyboard();
    await palette.input.fill('wil');
    await palette.option('People', new RegExp(OTHER_APPLICANT.fullName)).waitFor();
    await palette.option('People', new RegExp(APPLICANT.fullName)).waitFor();
    await expectValue(palette.input, 'wil');
    await expectNoSeriousA11yViolations(page, 'the command palette with results');
  });
});
