import { imageLoaded } from './pages/admin-events';
import { EventsPage } from './pages/events-page';
import { useE2eApp } from './support/app';
import { eventually } from './support/eventually';

const app = useE2eApp();

describe('events', () => {
  it('says so when there are no events', async () => {
    const page = await app.open('wide');
    const screen = await new EventsPage(page).goto(app.server.url, '/events');

    await screen.emptyState.waitFor();
    await screen.main.getByText('Stay tuned! We will update this space with new events soon.').waitFor();
  });

  it('registers a visitor for an event, which staff then see', async () => {
    const event = await app.staff.createEvent({
      name: 'Career Fair Bengaluru',
      date: '2099-03-14',
      time: '09:30',
      description: 'Meet twenty hiring companies in one morning.',
    });
    const page = await app.open('narrow');
    const screen = await new EventsPage(page).goto(app.server.url, '/events');
    const card = screen.card(event.name);
    await card.getByText(event.description).waitFor();
    // The picture uploaded with the event is served and shown.
    await card.getByRole('img').waitFor();
    await eventually(async () => expect(await imageLoaded(card.getByRole('img'))).toBe(true));

    const dialog = await screen.register(event.name);
    await dialog.fill({ name: 'Ravi Kumar', email: 'ravi.kumar@example.com', phone: '+91 90000 11111' });
    await dialog.submit();

    await dialog.message('Registration successful!').waitFor();
    await dialog.form.waitFor({ state: 'detached' });
    expect(await app.staff.eventRegistrations(event.id)).toEqual([
      expect.objectContaining({ name: 'Ravi Kumar', email: 'ravi.kumar@example.com', phone: '+91 90000 11111' }),
    ]);
  });
});
