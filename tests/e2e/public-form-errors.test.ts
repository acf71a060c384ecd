import type { Locator, Page } from 'playwright-core';

import { AddEventsAdminPage } from './pages/admin-events';
import { ContactPage } from './pages/contact-page';
import { createAccount, signInAt } from './support/admin-session';
import { useE2eApp } from './support/app';
import { describeViolations, seriousViolations } from './support/axe';
import { eventually, expectFocused } from './support/eventually';

const app = useE2eApp();

/** The label is on screen, wholly under the header that covers the top of the page. */
async function expectLabelBelowHeader(page: Page, label: Locator): Promise<void> {
  const header = page.getByRole('banner');
  await eventually(async () => {
    const headerBox = await header.boundingBox();
    const labelBox = await label.boundingBox();
    expect(headerBox && labelBox).toBeTruthy();
    expect(labelBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    expect(labelBox!.y + labelBox!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  });
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  if (violations.length > 0) throw new Error(`axe found:\n${describeViolations(violations)}`);
}

describe('a public form sent with fields missing', () => {
  it('marks every missing field at once and brings the first into view, its label below the fixed header', async () => {
    const page = await app.open('narrow');
    const screen = await new ContactPage(page).goto(app.server.url, '/contact');
    const name = screen.form.getByRole('textbox', { name: 'Full Name' });
    // Far down the page, so the form must scroll back to the first field.
    await screen.form.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded();
    await screen.form.getByRole('textbox', { name: 'Mobile' }).fill('+44 20 7946 0000');
    await screen.form.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await screen.form.getByRole('button', { name: 'Send Message' }).click();

    for (const message of ['Please enter your Full Name.', 'Please enter your Email.']) {
      await screen.form.getByText(message, { exact: true }).waitFor();
    }
    expect(await screen.form.getByText('Please enter your Mobile.').count()).toBe(0);
    await expectFocused(name);

    await expectLabelBelowHeader(page, screen.form.locator('label', { hasText: 'Full Name' }));
    await expectNoSeriousViolations(page);
    expect(await screen.thankYou.count()).toBe(0);
  });
});

describe('a back-office form sent with fields missing', () => {
  it('speaks the same language: every missing field marked at once, the first focused with its label in view', async () => {
    const recruiter = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Femi', 'Forms');
    const page = await app.open('narrow');
    await signInAt(page, app.server.url, recruiter, '/admin/add-events');
    const screen = new AddEventsAdminPage(page);
    await screen.expectHeading('Add Events');
    await screen.form.field('Description').fill('An evening for people new to HR.');
    await screen.submit.scrollIntoViewIfNeeded();
    await screen.submit.click();

    for (const message of [
      'Please enter the Event Name.',
      'Please enter the Event Time.',
      'Please enter the Event Date.',
      'Please choose the Event Image.',
    ]) {
      await screen.main.getByText(message, { exact: true }).waitFor();
    }
    expect(await screen.main.getByText('Please enter the Description.').count()).toBe(0);
    const name = screen.form.field('Event Name');
    await expectFocused(name);

    await expectLabelBelowHeader(page, screen.main.locator('label', { hasText: 'Event Name' }));
    await expectNoSeriousViolations(page);
  });
});
