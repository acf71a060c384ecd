import type { JSHandle, Locator, Page } from 'playwright-core';

import { pdfBytes } from '../helpers/files';

import { BrowsePositionsPage } from './pages/browse-positions-page';
import { useE2eApp } from './support/app';
import { describeViolations, seriousViolations } from './support/axe';
import { eventually, expectFocused, expectText } from './support/eventually';
import { VIEWPORTS } from './support/viewports';

const app = useE2eApp();

let job: { id: string; title: string };

beforeAll(async () => {
  job = await app.staff.createJob({
    title: 'Payroll Specialist',
    location: 'Lisbon, Portugal',
    // Long enough that the details run past a phone's screen.
    description: Array.from({ length: 14 }, (_, n) => `Own payroll task number ${n + 1} across three countries.`),
    responsibilities: Array.from({ length: 8 }, (_, n) => `Close month ${n + 1} on time`),
    qualifications: ['Five years of payroll'],
  });
});

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  if (violations.length > 0) throw new Error(`axe found:\n${describeViolations(violations)}`);
}

/** A drag of these files, as the browser would hand it to a drop target. */
function filesDragged(page: Page, files: { name: string; type: string; bytes: Buffer }[]): Promise<JSHandle> {
  return page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list)
        transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
      return transfer;
    },
    files.map((file) => ({ ...file, bytes: Array.from(file.bytes) })),
  );
}

async function dropOn(target: Locator, files: { name: string; type: string; bytes: Buffer }[]): Promise<void> {
  const dataTransfer = await filesDragged(target.page(), files);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

describe("a job's details", () => {
  it('keeps Apply Now, Share and Copy link on a phone’s screen while the job scrolls', async () => {
    const page = await app.open('narrow');
    // The browser's share sheet, recorded instead of shown.
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      (window as unknown as { shared: unknown[] }).shared = shared;
      Object.defineProperty(navigator, 'share', {
        value: async (data: unknown) => {
          shared.push(data);
        },
      });
    });
    const screen = new BrowsePositionsPage(page);
    await page.goto(app.url(`/browse-positions/${job.id}`));
    const details = screen.details(job.title);
    const apply = details.view.getByRole('button', { name: 'Apply Now' });
    await apply.waitFor();

    const inView = async () => {
      const box = await apply.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= VIEWPORTS.narrow.height;
    };
    await eventually(async () => expect(await inView()).toBe(true));
    // The description runs past the screen; the button stays at its foot.
    await details.view.getByText('Close month 8 on time').scrollIntoViewIfNeeded();
    await eventually(async () => expect(await inView()).toBe(true));

    await details.view.getByRole('button', { name: 'Share' }).click();
    await eventually(async () =>
      expect(await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([
        { title: job.title, url: app.url(`/browse-positions/${job.id}`) },
      ]),
    );
    await expectNoSeriousViolations(page);
  });

  it('opens as a page of its own on a phone, not a dialog, with a way back to the list', async () => {
    const page = await app.open('narrow');
    const screen = await new BrowsePositionsPage(page).goto(app.server.url, '/browse-positions?q=payroll');
    await screen.viewDetails(job.title);
    await screen.expectHeading(job.title);
    await expectFocused(screen.heading);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await screen.grid.count()).toBe(0);

    await screen.main.getByRole('button', { name: '← All positions' }).click();
    await page.waitForURL((url) => url.pathname === '/browse-positions' && url.search === '?q=payroll');
    await screen.expectHeading('Browse Our Open Positions');
    await screen.card(job.title).waitFor();
  });

  it('copies the job’s link and says so', async () => {
    const page = await app.open('wide');
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url('/')).origin });
    const screen = await new BrowsePositionsPage(page).goto(app.server.url, '/browse-positions?q=payroll');
    const details = await screen.viewDetails(job.title);
    // No share sheet in this browser: no Share button.
    await details.view.getByRole('button', { name: 'Copy link' }).waitFor();
    expect(await details.view.getByRole('button', { name: 'Share' }).count()).toBe(0);

    await details.view.getByRole('button', { name: 'Copy link' }).click();
    await expectText(details.view.getByRole('status'), 'Link copied');
    // The job's own address, without the list's search.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(app.url(`/browse-positions/${job.id}`));
  });
});

describe('applying', () => {
  it('shows the form beside the description on a wide screen', async () => {
    const page = await app.open('wide');
    const screen = await new BrowsePositionsPage(page).goto(app.server.url, `/browse-positions/${job.id}`);
    await screen.details(job.title).view.waitFor();
    const apply = await screen.details(job.title).apply();
    const about = apply.dialog.getByRole('region', { name: `About ${job.title}` });
    await about.getByText('Own payroll task number 1 across three countries.').waitFor();

    const description = await about.boundingBox();
    const form = await apply.fullName.boundingBox();
    expect(description && form).toBeTruthy();
    // Side by side: the description's column ends before the form's begins, and they share rows.
    expect(description!.x + description!.width).toBeLessThanOrEqual(form!.x);
    expect(form!.y).toBeLessThan(description!.y + description!.height);
    await expectNoSeriousViolations(page);
  });

  it('takes the resume from a drop zone, names a refused file, and says what happens next', async () => {
    const page = await app.open('narrow');
    const screen = await new BrowsePositionsPage(page).goto(app.server.url, `/browse-positions/${job.id}`);
    await screen.details(job.title).view.waitFor();
    const apply = await screen.details(job.title).apply();
    await apply.fill({ fullName: 'Rita Soares', email: 'rita.soares@example.com', phone: '+351 21 000 0000' });

    // Keyboard: Tab from the cover letter reaches the resume's file input.
    await apply.dialog.getByLabel('Cover Letter').focus();
    await page.keyboard.press('Tab');
    await expectFocused(apply.resume);

    const zone = apply.dialog.locator('.resume-drop__zone');
    await dropOn(zone, [{ name: 'photo.png', type: 'image/png', bytes: Buffer.from('not a resume') }]);
    await apply.dialog.getByText('Word or PDF only: photo.png is a PNG image.').waitFor();
    expect(await apply.resume.getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousViolations(page);

    await dropOn(zone, [{ name: 'rita.pdf', type: 'application/pdf', bytes: pdfBytes('Rita Soares') }]);
    await zone.getByText('rita.pdf').waitFor();
    await eventually(async () => expect(await apply.resume.getAttribute('aria-invalid')).toBeNull());

    await apply.submit.click();
    await apply.message('Your application has been submitted successfully!').waitFor();
    await apply.dialog
      .getByText(
        'What happens next: our recruiters read every application and come back to you at rita.soares@example.com.',
      )
      .waitFor();
    expect((await app.staff.applications(job.id)).map((application) => application.email)).toEqual([
      'rita.soares@example.com',
    ]);
  });

  it('records the source of the link the visitor arrived by, kept from another page of the visit', async () => {
    const page = await app.open('wide');
    const visit = new BrowsePositionsPage(page);
    // Arrives on the list through a newsletter's link, then opens the job's own address.
    await visit.goto(app.server.url, '/browse-positions?utm_source=newsletter&utm_medium=email');
    const screen = await visit.goto(app.server.url, `/browse-positions/${job.id}`);
    await screen.details(job.title).view.waitFor();
    const apply = await screen.details(job.title).apply();
    await apply.fill({ fullName: 'Tiago Mendes', email: 'tiago.mendes@example.com', phone: '+351 21 000 0001' });
    await apply.resume.setInputFiles({ name: 'tiago.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Tiago') });

    await apply.submit.click();

    await apply.message('Your application has been submitted successfully!').waitFor();
    const stored = (await app.staff.applications(job.id)).find((one) => one.email === 'tiago.mendes@example.com');
    expect(stored).toMatchObject({ sourceKind: 'LINK', sourceDetail: 'newsletter' });
  });
});
