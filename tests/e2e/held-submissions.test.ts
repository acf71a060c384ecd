import type { Page } from 'playwright-core';

import { OutboxMessage } from '../../server/src/mail/outbox-message.entity';
import { Application } from '../../server/src/modules/applications/application.entity';
import { ContactMessage } from '../../server/src/modules/contact/contact-message.entity';
import { JoinUsPerson } from '../../server/src/modules/join-us/join-us-person.entity';
import { Registration } from '../../server/src/modules/registrations/registration.entity';
import { pdfBytes } from '../helpers/files';

import { BrowsePositionsPage } from './pages/browse-positions-page';
import { ContactPage } from './pages/contact-page';
import { EventPage } from './pages/event-page';
import { SkillDevelopmentPage } from './pages/skill-development-page';
import { signInAt } from './support/admin-session';
import { E2E_ADMIN, useE2eApp } from './support/app';
import { eventually } from './support/eventually';

// A minimum far longer than a test takes to fill any form: every form here is sent "too fast",
// as when a browser's autofill fills it at once, whatever the machine's load.
const app = useE2eApp({ FORM_MIN_FILL_SECONDS: '600' });

async function heldRows(entity: 'apply' | 'register' | 'join' | 'contact', email: string) {
  const em = app.server.orm.em.fork();
  if (entity === 'apply') return em.find(Application, { email });
  if (entity === 'register') return em.find(Registration, { email });
  if (entity === 'join') return em.find(JoinUsPerson, { email });
  return em.find(ContactMessage, { email });
}

/** The screen's "Held for review" section. */
function heldSection(page: Page) {
  return page.getByRole('region', { name: /^Held for review/ });
}

/** Releases `name` from the held section, then waits for it to leave the section. */
async function release(page: Page, name: string) {
  const section = heldSection(page);
  await section.getByRole('button', { name: `Release ${name}` }).click();
  await section.getByRole('button', { name: `Release ${name}` }).waitFor({ state: 'detached' });
}

describe('a form filled at once, as browser autofill does', () => {
  it('is kept for each public form, found by staff in "Held for review", and released', async () => {
    const job = await app.staff.createJob({ title: 'Autofill Analyst', location: 'Leeds' });
    const event = await app.staff.createEvent({
      name: 'Quick Hands Meetup',
      date: '2031-03-14',
      time: '18:00',
      description: 'People who fill forms fast.',
    });
    const page = await app.open('wide');

    // Apply, with a resume.
    const applicant = { fullName: 'Ada Autofill', email: 'ada.autofill@example.com', phone: '+44 113 496 0101' };
    const positions = await new BrowsePositionsPage(page).goto(app.server.url, `/browse-positions/${job.id}`);
    const details = positions.details(job.title);
    await details.view.waitFor();
    const apply = await details.apply();
    await apply.fill(applicant);
    await apply.attach({ name: 'ada.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Ada Autofill') });
    await apply.submit.click();
    await apply.message('Your application has been submitted successfully!').waitFor();

    // Register for the event.
    const registrant = { name: 'Rui Rapid', email: 'rui.rapid@example.com', phone: '+351 912 000 111' };
    const eventPage = await new EventPage(page).goto(app.server.url, `/events/${event.id}`);
    const register = await eventPage.register(event.name, 'Register');
    await register.fill(registrant);
    await register.submit();
    await register.message('Registration successful!').waitFor();

    // Join us.
    const joiner = { name: 'Jo Quick', email: 'jo.quick@example.com', phone: '+91 98450 00001', location: 'Pune' };
    const skills = await new SkillDevelopmentPage(page).goto(app.server.url, '/skill-development');
    const join = await skills.join('Individual');
    await join.fill(joiner);
    await join.submit();
    await join.message('Details submitted successfully!').waitFor();

    // Contact.
    const sender = { name: 'Cy Swift', email: 'cy.swift@example.com', mobile: '+44 20 7946 0102', message: 'Hi!' };
    const contact = await new ContactPage(page).goto(app.server.url, '/contact');
    await contact.fill(sender);
    await contact.submit();
    await contact.thankYou.waitFor();

    // Every one of them is stored, held, and nobody was mailed yet.
    const emails = { apply: applicant.email, register: registrant.email, join: joiner.email, contact: sender.email };
    for (const [kind, email] of Object.entries(emails) as [keyof typeof emails, string][]) {
      const rows = await heldRows(kind, email);
      expect({ kind, held: rows.map((row) => row.heldReason) }).toEqual({ kind, held: ['fill-time'] });
    }
    const mailed = () =>
      app.server.orm.em.fork().count(OutboxMessage, { to: { $in: [applicant.email, registrant.email] } });
    expect(await mailed()).toBe(0);

    // Staff find each in the held section of its own screen and release it.
    const admin = await app.open('wide');
    await signInAt(admin, app.server.url, E2E_ADMIN, '/admin/candidates');
    await heldSection(admin).getByText(applicant.email).waitFor();
    await release(admin, applicant.fullName);
    await admin.getByRole('table').getByText(applicant.fullName).waitFor();

    await admin.goto(`${app.server.url}/admin/registered-candidates?event=${event.id}`);
    await heldSection(admin).getByText(registrant.email).waitFor();
    await release(admin, registrant.name);
    await admin.getByRole('table').getByText(registrant.email).waitFor();

    await admin.goto(`${app.server.url}/admin/joinus-Users`);
    await heldSection(admin).getByText(joiner.email).waitFor();
    await release(admin, joiner.name);
    await admin.getByRole('table').getByText(joiner.email).waitFor();

    await admin.goto(`${app.server.url}/admin/contact-messages`);
    await heldSection(admin).getByText(sender.email).waitFor();
    await release(admin, sender.name);
    await admin.getByText(sender.email).waitFor();

    // Released: no longer held, and the applicant's and the registrant's confirmations are queued.
    for (const [kind, email] of Object.entries(emails) as [keyof typeof emails, string][]) {
      const rows = await heldRows(kind, email);
      expect({ kind, heldAt: rows.map((row) => row.heldAt ?? null) }).toEqual({ kind, heldAt: [null] });
    }
    await eventually(async () => expect(await mailed()).toBe(2));
  });
});
