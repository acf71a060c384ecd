import { ContactPage } from './pages/contact-page';
import { useE2eApp } from './support/app';
import { describeViolations, seriousViolations } from './support/axe';
import { eventually, expectFocused } from './support/eventually';

const app = useE2eApp();

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

    const header = page.getByRole('banner');
    const label = screen.form.locator('label', { hasText: 'Full Name' });
    await eventually(async () => {
      const headerBox = await header.boundingBox();
      const labelBox = await label.boundingBox();
      expect(headerBox && labelBox).toBeTruthy();
      // The label is on screen, wholly under the header that covers the top of the page.
      expect(labelBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
      expect(labelBox!.y + labelBox!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    });

    const violations = await seriousViolations(page);
    if (violations.length > 0) throw new Error(`axe found:\n${describeViolations(violations)}`);
    expect(await screen.thankYou.count()).toBe(0);
  });
});
