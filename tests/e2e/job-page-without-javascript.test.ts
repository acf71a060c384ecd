import { useE2eApp } from './support/app';
import { expectText, expectTexts } from './support/eventually';

const app = useE2eApp();

describe('a job page for a crawler that runs no JavaScript', () => {
  it("shows the job's title, location and description in the body", async () => {
    const job = await app.staff.createJob({
      title: 'Senior Payroll Specialist',
      location: 'Lisbon, Portugal',
      description: ['Own payroll for three countries.', 'Hybrid: two days a week in the office.'],
      responsibilities: ['Close the month on time'],
      qualifications: ['Five years of payroll'],
    });
    // JavaScript off: only what the server sent is on the page (nothing leaves the machine either).
    const noScript = await app.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      const response = await page.goto(app.url(`/browse-positions/${job.id}`));
      expect(response?.status()).toBe(200);
      await expectText(page.getByRole('heading', { level: 1 }), 'Senior Payroll Specialist');
      await expectText(page.locator('.job-details__location'), 'Location: Lisbon, Portugal');
      const description = page.getByRole('heading', { name: 'Description' }).locator('xpath=..').getByRole('listitem');
      await expectTexts(description, ['Own payroll for three countries.', 'Hybrid: two days a week in the office.']);
      expect(await page.title()).toBe('Senior Payroll Specialist · Talent Consultancy');
    } finally {
      await noScript.close();
    }
  });

  it('is replaced by the app when JavaScript runs: one heading, the list, the job in its dialog', async () => {
    const job = await app.staff.createJob({ title: 'Talent Partner', location: 'Porto', description: ['Hire well.'] });
    const page = await app.open('wide');
    await page.goto(app.url(`/browse-positions/${job.id}`));
    await expectText(page.getByRole('dialog'), /Talent Partner/);
    await expectTexts(page.getByRole('heading', { level: 1 }), ['Browse Our Open Positions']);
  });

  it('names a closed job on its 410 page, without JavaScript and in the app', async () => {
    const open = await app.staff.createJob({ title: 'Payroll Lead', location: 'Leeds' });
    const closed = await app.staff.createJob({ title: 'Payroll Manager', location: 'Leeds' });
    await app.staff.deleteJob(closed.id);
    const named = '“Payroll Manager” in Leeds is no longer open for applications.';

    const noScript = await app.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      const response = await page.goto(app.url(`/browse-positions/${closed.id}`));
      expect(response?.status()).toBe(410);
      await expectText(page.getByRole('heading', { level: 1 }), 'This position is closed');
      await page.getByText(named).waitFor();
      await page.getByRole('link', { name: open.title }).waitFor();
    } finally {
      await noScript.close();
    }

    const page = await app.open('wide');
    await page.goto(app.url(`/browse-positions/${closed.id}`));
    const dialog = page.getByRole('dialog', { name: 'This position is closed' });
    await dialog.getByText(named).waitFor();
    await dialog.getByRole('link', { name: open.title }).waitFor();
  });
});
