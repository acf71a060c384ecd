import { RegisteredCandidatesAdminPage } from './pages/admin-events';
import { type Account, createAccount, signInAt } from './support/admin-session';
import { useE2eApp } from './support/app';
import { eventually } from './support/eventually';
import { VisitorApi } from './support/visitor-api';

const app = useE2eApp();

const EVENT = {
  name: 'Graduate Open Evening Pune',
  date: '2099-09-10',
  time: '18:00',
  description: 'Meet the people who hire graduates.',
};
// In the order they register: one seat, so the other three wait in this order.
const SEATED = { name: 'Anika Rao', email: 'anika.rao@example.com', phone: '+91 90000 00001' };
const WAITING = [
  { name: 'Dev Malhotra', email: 'dev.malhotra@example.com', phone: '+91 90000 00002' },
  { name: 'Farah Khan', email: 'farah.khan@example.com', phone: '+91 90000 00003' },
  { name: 'Ishaan Gupta', email: 'ishaan.gupta@example.com', phone: '+91 90000 00004' },
];

let recruiter: Account;
let eventId: string;
beforeAll(async () => {
  recruiter = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Esha', 'Events');
  const event = await app.staff.createEvent({ ...EVENT, capacity: 1 });
  eventId = event.id;
  const visitors = new VisitorApi(app.server);
  // One after the other, so each arrives after the one before.
  for (const person of [SEATED, ...WAITING]) await visitors.register(eventId, person);
  // A second seat with nobody moved up: what staff find when a seat is free and they choose whom
  // to seat. Written straight to the row, since every change through the API fills seats itself.
  await app.server.orm.em.getConnection().execute('update event set capacity = 2 where id = ?', [eventId]);
});

describe('the waiting list on Registered Candidates', () => {
  it('lists the people waiting in the order they came, numbered, and Promote on the first row seats the earliest', async () => {
    const page = await app.open('wide');
    await signInAt(page, app.server.url, recruiter, `/admin/registered-candidates?event=${eventId}`);
    const screen = new RegisteredCandidatesAdminPage(page);
    await screen.showList('Waiting');

    await eventually(async () =>
      expect(await screen.namesAndStatuses()).toEqual([
        [WAITING[0]!.name, 'Waiting #1'],
        [WAITING[1]!.name, 'Waiting #2'],
        [WAITING[2]!.name, 'Waiting #3'],
      ]),
    );

    await screen.bodyRows
      .first()
      .getByRole('button', { name: /^Promote / })
      .click();

    // The earliest person waiting got the seat; the others moved up a place.
    await eventually(async () =>
      expect(await screen.namesAndStatuses()).toEqual([
        [WAITING[1]!.name, 'Waiting #1'],
        [WAITING[2]!.name, 'Waiting #2'],
      ]),
    );
    const stored = await app.staff.eventRegistrations(eventId);
    expect(Object.fromEntries(stored.map((row) => [row.name, row.status]))).toEqual({
      [SEATED.name]: 'CONFIRMED',
      [WAITING[0]!.name]: 'CONFIRMED',
      [WAITING[1]!.name]: 'WAITING',
      [WAITING[2]!.name]: 'WAITING',
    });
  });
});
