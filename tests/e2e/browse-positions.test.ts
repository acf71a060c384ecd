import { docxBytes, pdfBytes } from '../helpers/files';

import { BrowsePositionsPage } from './pages/browse-positions-page';
import { useE2eApp } from './support/app';
import { eventually, expectAttribute, expectStaysHidden, expectTexts, expectValue } from './support/eventually';
import type { CreatedJob } from './support/staff-api';

const app = useE2eApp();

const SUCCESS = 'Your application has been submitted successfully!';
const INVALID_RESUME = 'Please upload a valid resume file.';
const MISSING_FIELDS = 'Please fill in all required fields.';

let payroll: CreatedJob;
let frontend: CreatedJob;
let analyst: CreatedJob;

beforeAll(async () => {
  payroll = await app.staff.createJob({
    title: 'Payroll Specialist',
    location: 'Pune, India',
    description: ['Run payroll for our clients across Asia.'],
    responsibilities: ['Monthly payroll runs', 'Answer employee questions'],
    qualifications: ['Three years of payroll experience'],
  });
  frontend = await app.staff.createJob({
    title: 'Frontend Engineer',
    location: 'Remote',
    description: ['Build our public website.'],
    responsibilities: ['Ship accessible pages'],
    qualifications: ['Solid TypeScript and React'],
  });
  analyst = await app.staff.createJob({
    title: 'People Data Analyst',
    location: 'Berlin, Germany',
    description: ['Turn HR data into decisions.'],
    responsibilities: ['Prepare quarterly attrition reports'],
    qualifications: ['SQL'],
  });
});

describe('browsing open positions', () => {
  it('shows a card for every open job', async () => {
    const page = await app.open('wide');
    const screen = await new BrowsePositionsPage(page).goto(app.server.url, '/browse-positions');
    await screen.card(payroll.title).waitFor();

    await eventually(async () =>
      expect((await screen.cardTitles()).sort()).toEqual([analyst.title, frontend.title, payroll.title].sort()),
    );
    await screen.card(frontend.title).getByText('Remote').waitFor();
    await screen.cardLink(analyst.title).waitFor();
  });

  it('narrows the cards as the visitor types, keeps the search in ?q= and through a reload', async () => {
    const page = await app.open('narrow');
    const screen = await new BrowsePositionsPage(page).goto(app.server.url, '/browse-positions');
    await screen.card(payroll.title).waitFor();

    // Only a responsibility line says this, in another letter case.
    await screen.search('QUARTERLY');
    await expectTexts(screen.cardHeadings, [analyst.title]);
    await page.waitForURL((url) => url.searchParams.get('q') === 'QUARTERLY');

    await page.reload();
    await screen.heading.waitFor();
    await screen.card(analyst.title).waitFor();
    await expectValue(screen.searchBox, 'QUARTERLY');
    await expectTexts(screen.cardHeadings, [analyst.title]);

    // Clearing the box brings every job back and drops q from the address.
    await screen.search('');
    await eventually(async () => expect((await screen.cardTitles()).length).toBe(3));
    await page.waitForURL((url) => !url.searchParams.has('q'));
  });

  it('opens a job from its address in a dialog, with its JobPosting structured data', async () => {
    const page = await app.open('wide');
    const screen = await new BrowsePositionsPage(page).goto(app.server.url, `/browse-positions/${payroll.id}`);
    const dialog = page.getByRole('dialog', { name: payroll.title, exact: true });
    await dialog.waitFor();

    for (const line of [
      ...payroll.description,
      ...payroll.responsibilities,
      ...payroll.qualifications,
      payroll.location,
    ]) {
      await dialog.getByText(line).first().waitFor();
    }
    await dialog.getByRole('button', { name: 'Apply Now' }).waitFor();

    const jobPostings = async () => (await screen.structuredData()).filter((data) => data['@type'] === 'JobPosting');
    await eventually(async () => {
      const postings = await jobPostings();
      expect(postings).toHaveLength(1);
      expect(postings[0]).toMatchObject({ '@context': 'https://schema.org/', title: payroll.title });
    });

    // Closing goes back to the list, and the structured data goes with the dialog.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.pathname === '/browse-positions');
    await eventually(async () => expect(await jobPostings()).toEqual([]));
  });
});

describe('job cards as links', () => {
  it("link each card to the job's page: a middle-click opens it in a new tab, a plain click opens the dialog", async () => {
    const page = await app.open('wide');
    const screen = await new BrowsePositionsPage(page).goto(app.server.url, '/browse-positions');
    const link = screen.cardLink(payroll.title);
    await expectAttribute(link, 'href', `/browse-positions/${payroll.id}`);

    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click({ button: 'middle' })]);
    await tab.waitForURL((url) => url.pathname === `/browse-positions/${payroll.id}`);
    await tab.getByRole('dialog', { name: payroll.title }).waitFor();
    await tab.close();
    expect(new URL(page.url()).pathname).toBe('/browse-positions');
    await expectStaysHidden(page.getByRole('dialog'));

    await link.click();
    await page.getByRole('dialog', { name: payroll.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/browse-positions/${payroll.id}`);
  });
});

describe('applying for a job', () => {
  it('submits an application with a real PDF, which staff then find', async () => {
    const page = await app.open('wide');
    const screen = await new BrowsePositionsPage(page).goto(app.server.url, '/browse-positions');
    await screen.card(frontend.title).waitFor();
    const details = await screen.viewDetails(frontend.title);
    await page.waitForURL((url) => url.pathname === `/browse-positions/${frontend.id}`);

    const apply = await details.apply();
    await apply.fill({
      fullName: 'Asha Verma',
      email: 'asha.verma@example.com',
      phone: '+91 98765 43210',
      linkedIn: 'linkedin.com/in/asha-verma',
      coverLetter: 'I build accessible React apps.',
    });
    await apply.attach({ name: 'asha-verma-resume.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Asha Verma') });
    await apply.submit.click();

    await apply.message(SUCCESS).waitFor();
    const applications = await app.staff.applications(frontend.id);
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({
      fullName: 'Asha Verma',
      email: 'asha.verma@example.com',
      phone: '+91 98765 43210',
    });
    expect(applications[0]!.resumePath).not.toBe('');

    // The dialog closes itself a few seconds later.
    await apply.dialog.waitFor({ state: 'hidden', timeout: 10_000 });
  });

  it('accepts a .docx resume too', async () => {
    const page = await app.open('narrow');
    const screen = await new BrowsePositionsPage(page).goto(app.server.url, `/browse-positions/${analyst.id}`);
    const details = screen.details(analyst.title);
    await details.view.waitFor();
    const apply = await details.apply();
    await apply.fill({ fullName: 'Lena Schmidt', email: 'lena.schmidt@example.com', phone: '+49 30 1234567' });
    await apply.attach({
      name: 'lena.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docxBytes(),
    });
    await apply.submit.click();

    await apply.message(SUCCESS).waitFor();
    expect((await app.staff.applications(analyst.id)).map((application) => application.email)).toEqual([
      'lena.schmidt@example.com',
    ]);
  });

  it('refuses a .txt resume and a form with required fields missing, sending nothing', async () => {
    const page = await app.open('wide');
    const screen = await new BrowsePositionsPage(page).goto(app.server.url, '/browse-positions');
    await screen.card(payroll.title).waitFor();
    const apply = await (await screen.viewDetails(payroll.title)).apply();

    await apply.submit.click();
    await apply.message(MISSING_FIELDS).waitFor();

    await apply.fill({ fullName: 'Tom Baker', email: 'tom.baker@example.com', phone: '+44 20 7946 0000' });
    await apply.attach({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('My resume as plain text') });
    await apply.submit.click();

    await apply.message(INVALID_RESUME).waitFor();
    expect(await apply.message(SUCCESS).isVisible()).toBe(false);
    // Ready again: busy buttons are aria-disabled (a disabled one would drop the focus).
    await expectAttribute(apply.submit, 'aria-disabled', null);
    expect(await app.staff.applications(payroll.id)).toEqual([]);
  });
});
