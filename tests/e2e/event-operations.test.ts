import { ManageEventsAdminPage, RegisteredCandidatesAdminPage } from './pages/admin-events';
import { type Account, createAccount, signInAt } from './support/admin-session';
import { useE2eApp } from './support/app';
import { eventually, expectCount, expectText, expectValue } from './support/eventually';
import { VIEWPORTS } from './support/viewports';
import { VisitorApi } from './support/visitor-api';

const app = useE2eApp();

const EVENT = {
  name: 'Campus Hiring Day London',
  date: '2099-11-12',
  time: '10:00',
  description: 'Graduates meet the teams that hire them.',
  timeZone: 'Europe/London',
};
// Two seats: the first two in get them, the third waits.
const PEOPLE = [
  { name: 'Amara Nwosu', email: 'amara.nwosu@example.com', phone: '+44 20 7946 0101' },
  { name: 'Bilal Ahmed', email: 'bilal.ahmed@example.com', phone: '+44 20 7946 0102' },
  { name: 'Chloe Martin', email: 'chloe.martin@example.com', phone: '+44 20 7946 0103' },
] as const;

let recruiter: Account;
let eventId: string;
beforeAll(async () => {
  recruiter = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Esha', 'Events');
  eventId = (await app.staff.createEvent({ ...EVENT, capacity: 2 })).id;
  const visitors = new VisitorApi(app.server);
  for (const person of PEOPLE) await visitors.register(eventId, person);
});

describe('event operations', () => {
  it('shows each event’s seats as a bar and in words, linking to its registrations, with its time zone in words', async () => {
    const page = await app.open('wide');
    await signInAt(page, app.server.url, recruiter, '/admin/manage-events');
    const manage = new ManageEventsAdminPage(page);
    await expectText(manage.capacityLink(EVENT.name), '2/2 · 1 waiting');
    expect(
      await manage.capacityBar(EVENT.name).evaluate((meter: HTMLMeterElement) => [meter.value, meter.max]),
    ).toEqual([2, 2]);
    await manage.card(EVENT.name).getByText('10:00 AM London time').waitFor();

    await manage.capacityLink(EVENT.name).click();
    await page.waitForURL(`**/admin/registered-candidates?event=${eventId}`);
    const registered = new RegisteredCandidatesAdminPage(page);
    await expectValue(registered.eventSelector, eventId);
    // The header row and the three people.
    await expectCount(registered.table.getByRole('row'), 4);
  });

  it('checks people in on a phone: a search, and one large button per person fully on screen', async () => {
    const page = await app.open('narrow');
    await signInAt(page, app.server.url, recruiter, `/admin/registered-candidates?event=${eventId}`);
    const registered = new RegisteredCandidatesAdminPage(page);
    await registered.checkInMode.click();
    await page.waitForURL(/mode=check-in/);
    // Only people with a seat are checked in: the one waiting is not listed.
    await expectCount(registered.checkInPeople, 2);
    await registered.checkInSearch.fill('bilal');
    await expectCount(registered.checkInPeople, 1);

    const button = registered.checkInButton(PEOPLE[1].name);
    await button.scrollIntoViewIfNeeded();
    const { width, height } = VIEWPORTS.narrow;
    await eventually(async () => {
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(box!.y + box!.height).toBeLessThanOrEqual(height);
      // Large enough for a thumb at the door.
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(88);
    });
    // Nothing to scroll sideways on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await button.click();
    await registered.checkInButton(PEOPLE[1].name, true).waitFor();
    await eventually(async () => {
      const stored = await app.staff.eventRegistrations(eventId);
      expect(stored.find((row) => row.name === PEOPLE[1].name)?.checkedInAt).toEqual(expect.any(String));
    });

    await registered.checkInButton(PEOPLE[1].name, true).click();
    await registered.checkInButton(PEOPLE[1].name).waitFor();
    await eventually(async () => {
      const stored = await app.staff.eventRegistrations(eventId);
      expect(stored.find((row) => row.name === PEOPLE[1].name)?.checkedInAt).toBeNull();
    });
  });
});
