import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink';

import { CancelRegistrationPage, EventPage } from './pages/event-page';
import { EventsPage } from './pages/events-page';
import { useE2eApp } from './support/app';
import { eventually } from './support/eventually';
import { mailText } from './support/mail';
import { VisitorApi } from './support/visitor-api';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.stop();
});

// The server sends its mail to the sink (started by the hook above, before the server).
const app = useE2eApp(() => ({ SMTP_URL: sink.url, MAIL_POLL_MS: '100' }));

const WAITING_MESSAGE =
  'The event is full: you are on the waiting list. If a seat frees up it is yours automatically, and we will e-mail you.';

let seq = 0;
function visitor(label: string) {
  seq += 1;
  return {
    name: `${label} ${seq}`,
    email: `${label.toLowerCase()}-${seq}-${Date.now()}@example.com`,
    phone: '+44 20 7946 0000',
  };
}

const mailTextTo = (email: string, subject: string) => mailText(sink, email, subject);

describe('an event’s own page', () => {
  it('is reached from the event’s card and shows when (with the time zone), where, the seats and add-to-calendar', async () => {
    const event = await app.staff.createEvent({
      name: 'Leeds Hiring Evening',
      date: '2099-07-01',
      time: '18:30',
      timeZone: 'Europe/London',
      venue: 'Town Hall, Leeds',
      capacity: 2,
      description: 'Meet our recruiters over coffee.',
    });
    const page = await app.open('wide');
    const list = await new EventsPage(page).goto(app.server.url, '/events');
    await list.card(event.name).getByRole('link', { name: event.name }).click();

    const screen = new EventPage(page);
    await screen.expectHeading(event.name);
    await eventually(() => expect(new URL(page.url()).pathname).toBe(`/events/${event.id}`));
    await screen.text('Wednesday 1 July 2099 at 6:30 PM London time').waitFor();
    await screen.text('Town Hall, Leeds').waitFor();
    await screen.text('2 seats left').waitFor();
    await screen.registerButton('Register').waitFor();
    await eventually(async () =>
      expect(await screen.icsLink.getAttribute('href')).toBe(`/api/events/${event.id}/calendar.ics`),
    );
  });

  it('puts a visitor on the waiting list when the event is full, and tells them so', async () => {
    const event = await app.staff.createEvent({
      name: 'Full Workshop',
      date: '2099-08-01',
      time: '10:00',
      capacity: 1,
      description: 'One seat only.',
    });
    await new VisitorApi(app.server).register(event.id, visitor('Early'));
    const page = await app.open('narrow');
    const screen = await new EventPage(page).goto(app.server.url, `/events/${event.id}`);
    await screen.text('Full: join the waiting list').waitFor();

    const late = visitor('Late');
    const dialog = await screen.register(event.name, 'Join the waiting list');
    await dialog.fill(late);
    await dialog.submit();
    await dialog.message(WAITING_MESSAGE).waitFor();
    await dialog.form.waitFor({ state: 'detached' });
    await eventually(async () =>
      expect(await app.staff.eventRegistrations(event.id)).toContainEqual(
        expect.objectContaining({ email: late.email, status: 'WAITING' }),
      ),
    );
    expect(await mailTextTo(late.email, `You are on the waiting list: ${event.name}`)).toContain(event.name);
  });

  it('cancels through the link in the confirmation mail, and the first person waiting gets the seat', async () => {
    const event = await app.staff.createEvent({
      name: 'Cancel Me Seminar',
      date: '2099-09-01',
      time: '15:00',
      capacity: 1,
      description: 'Seats are scarce.',
    });
    const holder = visitor('Holder');
    const waiting = visitor('Waiting');
    const visitors = new VisitorApi(app.server);
    await visitors.register(event.id, holder);
    await visitors.register(event.id, waiting);

    const text = await mailTextTo(holder.email, `You are registered: ${event.name}`);
    const link = /https?:\/\/\S+\/cancel#\S+/.exec(text)?.[0];
    expect(link).toBeDefined();
    // The mail's link, on the test server's address (its origin is the configured PUBLIC_URL).
    const { pathname, hash } = new URL(link!);
    const page = await app.open('wide');
    const screen = await new CancelRegistrationPage(page).goto(app.server.url, `${pathname}${hash}`);
    await screen.expectHeading('Cancel your registration');
    await screen.cancelButton.click();
    await screen.message('Registration cancelled successfully! We have e-mailed you a confirmation.').waitFor();

    expect(await mailTextTo(waiting.email, `A seat is yours: ${event.name}`)).toContain(event.name);
    expect(await mailTextTo(holder.email, `Registration cancelled: ${event.name}`)).toContain(event.name);
    const statuses = Object.fromEntries(
      (await app.staff.eventRegistrations(event.id)).map((row) => [row.email, row.status]),
    );
    expect(statuses).toEqual({ [holder.email]: 'CANCELLED', [waiting.email]: 'CONFIRMED' });

    // The same link again changes nothing and says so.
    const again = await new CancelRegistrationPage(await app.open('wide')).goto(app.server.url, `${pathname}${hash}`);
    await again.message('This registration is already cancelled.').waitFor();
    expect(await again.cancelButton.count()).toBe(0);
  });
});
