import type { Locator, Page } from 'playwright-core';

import { pdfBytes } from '../helpers/files';

import { AppliedCandidatesAdminPage } from './pages/admin-candidates';
import { BrowsePositionsPage } from './pages/browse-positions-page';
import { EventsPage } from './pages/events-page';
import { createAccount, signInAt } from './support/admin-session';
import { useE2eApp } from './support/app';
import { eventually } from './support/eventually';
import { VisitorApi } from './support/visitor-api';

// After a failed submit, focus stays in the dialog (on the message, or the first invalid field):
// Tab stays inside it and Escape still closes it.

const app = useE2eApp();

const resume = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Resume of Ada') };

/** Waits until `target` has the keyboard focus. */
async function waitForFocus(page: Page, target: Locator): Promise<void> {
  const element = await target.elementHandle();
  await page.waitForFunction((wanted) => document.activeElement === wanted, element);
}

/** What has the focus: inside `dialog` or not, and the focused element's role and text. */
function focusIn(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((panel) => panel.contains(document.activeElement));
}

/** Tab twice (forward and back) keeps the focus in the dialog, and Escape closes it. */
async function expectStillModal(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Tab');
  expect(await focusIn(dialog)).toBe(true);
  await page.keyboard.press('Shift+Tab');
  expect(await focusIn(dialog)).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe('focus after a failed submit', () => {
  it('moves to the one message of a duplicate event registration', async () => {
    const event = await app.staff.createEvent({
      name: 'Focus Clinic',
      date: '2099-06-01',
      time: '11:00',
      description: 'Where the keyboard focus goes.',
    });
    const visitor = { name: 'Ada Lovelace', email: 'ada.focus@example.com', phone: '+44 20 0000 0000' };
    await new VisitorApi(app.server).register(event.id, visitor);

    const page = await app.open('wide');
    const screen = await new EventsPage(page).goto(app.server.url, '/events');
    await screen.card(event.name).waitFor();
    const dialog = await screen.register(event.name);
    await dialog.fill(visitor);
    await dialog.submit();

    const alert = dialog.dialog.getByRole('alert');
    await alert.getByText('This e-mail address is already registered for this event.', { exact: true }).waitFor();
    await waitForFocus(page, alert);
    // One clear line: not also the "try again" failure line.
    expect(await dialog.dialog.getByText('Failed to register. Please try again.').count()).toBe(0);
    await expectStillModal(page, dialog.dialog);
  });

  it('moves to the message when the server fails while applying, and to the first missing field on an empty form', async () => {
    const job = await app.staff.createJob({ title: 'Focus Engineer', location: 'Remote' });
    const page = await app.open('narrow');
    const screen = await new BrowsePositionsPage(page).goto(app.server.url, '/browse-positions');
    const apply = await (await screen.viewDetails(job.title)).apply();

    // Empty: the spec's message, each missing field marked, the first one focused and on screen.
    await apply.submit.click();
    await apply.message('Please fill in all required fields.').waitFor();
    await waitForFocus(page, apply.fullName);
    for (const field of [
      apply.fullName,
      apply.dialog.getByLabel('Email'),
      apply.dialog.getByLabel('Phone'),
      apply.resume,
    ]) {
      expect(await field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(
      await apply.fullName.evaluate((input) => {
        const box = input.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    ).toBe(true);

    // A server failure: the message takes the focus.
    await page.route('**/graphql', (route) =>
      route.request().method() === 'POST' && route.request().headers()['content-type']?.startsWith('multipart/')
        ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
        : route.fallback(),
    );
    await apply.fill({ fullName: 'Ada Lovelace', email: 'ada.apply@example.com', phone: '+44 20 0000 0001' });
    await apply.attach(resume);
    await apply.submit.click();
    const alert = apply.dialog.getByRole('alert');
    await alert.getByText('Something went wrong. Please try again.', { exact: true }).waitFor();
    await waitForFocus(page, alert);
    // Escape closes the apply dialog only: the job's details (also naming the job) stay open.
    await expectStillModal(page, page.getByRole('dialog', { name: `Apply for ${job.title}` }));
  });

  it('moves to the message when a resume download fails in the candidate details', async () => {
    const job = await app.staff.createJob({ title: 'Resume Keeper', location: 'Remote' });
    await new VisitorApi(app.server).apply(
      job.id,
      { fullName: 'Grace Hopper', email: 'grace.focus@example.com', phone: '+1 555 0100' },
      { name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes('Resume of Grace') },
    );
    const recruiter = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Rita', 'Recruiter');
    const page = await app.open('wide');
    await signInAt(page, app.server.url, recruiter, `/admin/applied-candidates?job=${job.id}`);
    const screen = new AppliedCandidatesAdminPage(page);
    await screen.row('Grace Hopper').waitFor();
    const dialog = await screen.viewDetails('Grace Hopper');

    await page.route('**/api/candidates/resumes/**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Storage is away.' }),
      }),
    );
    await dialog.getByRole('button', { name: 'Download resume' }).click();
    const alert = dialog.getByRole('alert');
    await eventually(async () => expect(await alert.innerText()).toContain('Storage is away.'));
    await waitForFocus(page, alert);
    await expectStillModal(page, dialog);
  });
});
