import type { Page } from 'playwright-core';

import { pdfBytes } from '../helpers/files';

import { CandidateAdminPage } from './pages/admin-candidate';
import { AdminPage } from './pages/admin-page';
import { PipelineAdminPage } from './pages/admin-pipeline';
import { type Account, createAccount, signInAt } from './support/admin-session';
import { useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { eventually, expectText } from './support/eventually';
import type { CreatedJob } from './support/staff-api';
import { VisitorApi } from './support/visitor-api';

const app = useE2eApp();

const ADA = { fullName: 'Ada Lovelace', email: 'ada.lovelace@example.com', phone: '+44 20 7946 0101' };
const GRACE = { fullName: 'Grace Hopper', email: 'grace.hopper@example.com', phone: '+1 202 555 0199' };

let recruiter: Account;
let job: CreatedJob;

beforeAll(async () => {
  recruiter = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Rana', 'Recruiter');
  job = await app.staff.createJob({ title: 'Payroll Specialist', location: 'Beirut' });
  const visitor = new VisitorApi(app.server);
  // Newest in a column first: Ada, who applies last, is Applied's first card.
  for (const person of [GRACE, ADA]) {
    await visitor.apply(job.id, person, { bytes: pdfBytes(person.fullName), name: 'cv.pdf', type: 'application/pdf' });
  }
});

/** Presses `key` until `done` holds (at most `limit` times): how a keyboard user gets somewhere. */
async function pressUntil(page: Page, key: string, done: () => Promise<boolean>, limit = 40): Promise<void> {
  for (let pressed = 0; pressed < limit; pressed += 1) {
    if (await done()) return;
    await page.keyboard.press(key);
  }
  if (!(await done())) throw new Error(`${limit} presses of ${key} did not get there`);
}

const focusedIs = (page: Page, locator: ReturnType<Page['locator']>) => () =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

describe('a job’s pipeline board', () => {
  it('moves a card from Applied to Screening and on to Interview by keyboard alone, announced, counted and in the history', async () => {
    const page = await app.open('wide');
    await signInAt(page, app.server.url, recruiter, '/admin/manage-jobs');
    const jobs = new AdminPage(page);
    await jobs.expectHeading('Manage Jobs');
    await jobs.main.getByRole('link', { name: `Pipeline for ${job.title}` }).click();

    const board = new PipelineAdminPage(page);
    await board.expectHeading(`Pipeline: ${job.title}`);
    await board.card('Applied', ADA.fullName).waitFor();
    await board.expectCount('Applied', 2);
    await board.expectCount('Screening', 0);
    await board.main.getByText('moves the focused card to the next stage').waitFor();
    await expectNoSeriousA11yViolations(page, 'the pipeline board');

    // Tab from the top of the page reaches Applied's first card: Ada's.
    const ada = board.card('Applied', ADA.fullName);
    await pressUntil(page, 'Tab', focusedIs(page, ada));

    // ] moves the focused card to the next stage.
    await page.keyboard.press(']');
    await board.expectAnnounced(`${ADA.fullName} moved to Screening.`);
    await board.expectFocusedCard('Screening', ADA.fullName);
    await board.expectCount('Applied', 1);
    await board.expectCount('Screening', 1);

    // Then Move to…, from the keyboard: Tab to the button, Enter opens the menu, arrows choose.
    const inScreening = board.card('Screening', ADA.fullName);
    const menuButton = inScreening.getByRole('button', { name: `Move to… (${ADA.fullName})` });
    await pressUntil(page, 'Tab', focusedIs(page, menuButton), 3);
    await page.keyboard.press('Enter');
    const menu = inScreening.getByRole('menu', { name: `Move ${ADA.fullName} to` });
    await menu.waitFor();
    await expectNoSeriousA11yViolations(page, 'the pipeline board with a Move to… menu open');
    const interview = menu.getByRole('menuitem', { name: 'Interview', exact: true });
    await pressUntil(page, 'ArrowDown', focusedIs(page, interview), 10);
    await page.keyboard.press('Enter');

    await board.expectAnnounced(`${ADA.fullName} moved to Interview.`);
    await board.expectFocusedCard('Interview', ADA.fullName);
    await board.expectCount('Screening', 0);
    await board.expectCount('Interview', 1);
    await board.expectCount('Applied', 1);

    // The board read again shows the same (the server holds the moves).
    await page.reload();
    await board.card('Interview', ADA.fullName).waitFor();
    await board.expectCount('Interview', 1);

    // The card's link opens the candidate page, whose history has both moves.
    const link = board.card('Interview', ADA.fullName).getByRole('link', { name: ADA.fullName });
    await pressUntil(page, 'Tab', focusedIs(page, link));
    await page.keyboard.press('Enter');
    const candidate = new CandidateAdminPage(page);
    await candidate.expectHeading(ADA.fullName);
    // Newest first; opening the page may add "Resume viewed" above them.
    await eventually(async () => {
      const lines = (await candidate.historyLines.allInnerTexts()).map((line) => line.trim());
      expect(lines.filter((line) => line.startsWith('Moved to'))).toEqual([
        'Moved to Interview (was Screening)',
        'Moved to Screening (was Applied)',
      ]);
    });

    // ...and leads back to the board.
    await candidate.main.getByRole('link', { name: 'View pipeline' }).click();
    await board.expectHeading(`Pipeline: ${job.title}`);
    await board.card('Interview', ADA.fullName).waitFor();
    await eventually(async () => expect(new URL(page.url()).pathname).toBe(`/admin/jobs/${job.id}/pipeline`));
  });

  it('opens a job with 5,000 applications with only the cards near view in the page, and reads on as the column is gone through', async () => {
    const big = await app.staff.createJob({ title: 'Warehouse Operative', location: 'Leeds' });
    // Filler 0001 entered Applied last: the column's first card.
    await app.server.orm.em.getConnection().execute(
      `insert into application (id, job_id, full_name, email, email_key, phone, resume_key, resume_kind,
                                created_at, last_activity_at, stage_entered_at)
       select gen_random_uuid(), ?, 'Filler ' || lpad(i::text, 4, '0'), 'filler.' || i || '@example.com',
              'filler.' || i || '@example.com', '555 0100', 'resumes/none.pdf', 'pdf',
              now() - (i || ' minutes')::interval, now(), now() - (i || ' minutes')::interval
         from generate_series(1, 5000) as i`,
      [big.id],
    );
    const page = await app.open('wide');
    await signInAt(page, app.server.url, recruiter, `/admin/jobs/${big.id}/pipeline`);
    const board = new PipelineAdminPage(page);
    await board.expectHeading(`Pipeline: ${big.title}`);
    await board.expectCount('Applied', 5000);
    const first = board.card('Applied', 'Filler 0001');
    await first.waitFor();
    const drawn = await board.column('Applied').getByRole('article').count();
    expect(drawn).toBeLessThan(40);

    // End, again and again: each time the column's last card loaded, and the pages after it come.
    await pressUntil(page, 'Tab', focusedIs(page, first));
    const focusedPlace = () =>
      page.evaluate(() => Number(document.activeElement?.closest('li')?.getAttribute('aria-posinset') ?? 0));
    await eventually(async () => {
      await page.keyboard.press('End');
      expect(await focusedPlace()).toBeGreaterThanOrEqual(200);
    });
    await expectText(board.main.locator(':focus h3'), /^Filler 0[0-9]{3}$/);
    expect(await board.column('Applied').getByRole('article').count()).toBeLessThan(40);
  });
});
