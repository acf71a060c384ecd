import { PRIVACY_VERSION } from '../../client/src/content/privacy';
import { Application } from '../../server/src/modules/applications/application.entity';
import { ContactMessage } from '../../server/src/modules/contact/contact-message.entity';
import { JoinUsPerson } from '../../server/src/modules/join-us/join-us-person.entity';
import { Registration } from '../../server/src/modules/registrations/registration.entity';
import { pdfBytes } from '../helpers/files';
import { unzip } from '../server/people/people-fixtures';

import { BrowsePositionsPage } from './pages/browse-positions-page';
import { SkillDevelopmentPage } from './pages/skill-development-page';
import { signInAt } from './support/admin-session';
import { E2E_ADMIN, useE2eApp } from './support/app';
import { downloadedBytes } from './support/downloads';
import { eventually, expectText } from './support/eventually';
import { VisitorApi } from './support/visitor-api';

// FORM_MIN_FILL_SECONDS stays at the tests' 0: a person fills these forms more slowly than a test.
const app = useE2eApp();

const CONSENTED = { basis: 'consent', privacyVersion: PRIVACY_VERSION };

describe('consent on the public forms', () => {
  it('the join-us form cannot be sent until its consent box is ticked, and stores the consent with the version', async () => {
    const page = await app.open('wide');
    const screen = await new SkillDevelopmentPage(page).goto(app.server.url, '/skill-development');
    const dialog = await screen.join('Individual');
    const email = 'consenting.joiner@example.com';
    await dialog.fill({ name: 'Ravi Kumar', email, phone: '+91 98450 12345', location: 'Mysuru', consent: false });
    await dialog.submit();
    // The browser refuses the form: the box is required and unticked, so nothing is sent.
    await eventually(async () =>
      expect(await dialog.consent.evaluate((box) => (box as HTMLInputElement).validity.valueMissing)).toBe(true),
    );
    await dialog.form.waitFor();

    await dialog.consent.check();
    await dialog.submit();
    await dialog.message('Details submitted successfully!').waitFor();
    const stored = await app.server.orm.em.fork().find(JoinUsPerson, { email });
    expect(stored.map((person) => person.consent)).toEqual([CONSENTED]);
  });

  it('the application form says the box must be ticked, then stores the consent with the version', async () => {
    const job = await app.staff.createJob({ title: 'Privacy Analyst', location: 'Dublin' });
    const page = await app.open('narrow');
    const screen = await new BrowsePositionsPage(page).goto(app.server.url, `/browse-positions/${job.id}`);
    const details = screen.details(job.title);
    await details.view.waitFor();
    const apply = await details.apply();
    const email = 'consenting.applicant@example.com';
    await apply.fill({ fullName: 'Niamh Byrne', email, phone: '+353 1 234 5678', consent: false });
    await apply.attach({ name: 'niamh.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Niamh Byrne') });
    await apply.submit.click();
    await apply.message('Please tick the box to agree to how we use your details.').waitFor();

    await apply.consent.check();
    await apply.submit.click();
    await apply.message('Your application has been submitted successfully!').waitFor();
    const stored = await app.server.orm.em.fork().find(Application, { email });
    expect(stored.map((application) => application.consent)).toEqual([CONSENTED]);
  });
});

describe('the People screen', () => {
  it('finds everything held about an address, exports it as a zip, and erases it', async () => {
    const visitor = new VisitorApi(app.server);
    const job = await app.staff.createJob({ title: 'Records Manager', location: 'Leeds' });
    const event = await app.staff.createEvent({
      name: 'Data Protection Day',
      date: '2031-01-28',
      time: '10:00',
      description: 'Talks on privacy at work.',
    });
    const email = 'ada.subject@example.com';
    const resume = pdfBytes('Ada Subject');
    await visitor.apply(
      job.id,
      { fullName: 'Ada Subject', email, phone: '+44 113 496 0000' },
      {
        bytes: resume,
        name: 'ada.pdf',
        type: 'application/pdf',
      },
    );
    await visitor.register(event.id, { name: 'Ada Subject', email, phone: '+44 113 496 0000' });
    await visitor.contact({ name: 'Ada Subject', email, mobile: '+44 113 496 0000', location: 'Leeds', message: 'Hi' });
    await visitor.joinUs({
      name: 'Someone Else',
      email: 'someone.else@example.com',
      phone: '1',
      location: 'York',
      type: 'Individual',
    });

    const page = await app.open('wide');
    await signInAt(page, app.server.url, E2E_ADMIN, '/admin/people');
    await page.getByRole('heading', { name: 'People', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: /^E-mail address/ }).fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Find' }).click();
    await expectText(
      page.locator('.people__summary'),
      `Held about ${email}: 1 application, 1 event registration, 1 contact message, 2 e-mails.`,
    );
    await page.getByRole('region', { name: 'Applications (1)' }).getByText('Records Manager').waitFor();
    await page.getByRole('region', { name: 'Event registrations (1)' }).getByText('Data Protection Day').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as zip' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-.*\.zip$/);
    const entries = await unzip(await downloadedBytes(download));
    const records = JSON.parse(entries.get('records.json')!.toString('utf8'));
    expect(records.email).toBe(email);
    expect(records.contactMessages).toEqual([expect.objectContaining({ message: 'Hi' })]);
    expect(entries.get(records.applications[0].resumeFile)).toEqual(resume);

    await page.getByRole('button', { name: 'Erase everything' }).click();
    const confirm = page.getByRole('dialog', { name: 'Erase this person' });
    await confirm.getByRole('button', { name: 'Erase', exact: true }).click();
    await page
      .getByText(
        'Erased 1 application, 1 event registration, 1 contact message, 2 e-mails and 1 resume file successfully!',
      )
      .waitFor();
    await expectText(page.locator('.people__summary'), 'Nothing is held about this address.');
    await confirm.waitFor({ state: 'hidden' });

    const em = app.server.orm.em.fork();
    expect(await em.count(Application, { emailKey: email })).toBe(0);
    expect(await em.count(Registration, { emailKey: email })).toBe(0);
    expect(await em.count(ContactMessage, { email })).toBe(0);
    expect(await em.count(JoinUsPerson, { email: 'someone.else@example.com' })).toBe(1);
  });
});
