import { pngBytes } from '../helpers/files';

import {
  AddEventsAdminPage,
  imageLoaded,
  ManageEventsAdminPage,
  RegisteredCandidatesAdminPage,
} from './pages/admin-events';
import { EventsPage } from './pages/events-page';
import { type Account, createAccount, signInAt } from './support/admin-session';
import { collectAlerts } from './support/alerts';
import { useE2eApp } from './support/app';
import { eventually, expectCount, expectValue } from './support/eventually';

const app = useE2eApp();

const EVENT = {
  name: 'Leadership Breakfast Mumbai',
  time: '08:30',
  date: '2099-07-15',
  description: 'A morning with first-time managers and the people who coach them.',
};
const RENAMED = 'Leadership Breakfast Mumbai (new venue)';
const GUEST = { name: 'Kabir Shah', email: 'kabir.shah@example.com', phone: '+91 91234 56789' };

let recruiter: Account;
beforeAll(async () => {
  recruiter = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Esha', 'Events');
});

/** The stored event as the public API answers it. */
async function publicEvent(name: string) {
  const answer = await app.server.gql<{
    events: { id: string; name: string; imageUrl: string; description: string }[];
  }>('{ events { id name imageUrl description } }');
  return answer.data?.events.find((event) => event.name === name);
}

describe('a recruiter’s event, from adding it to editing it', () => {
  it('adds an event with a picture, which visitors see and register for, and edits it keeping the picture', async () => {
    // The recruiter adds the event with a real PNG.
    const page = await app.open('wide');
    const alerts = collectAlerts(page);
    await signInAt(page, app.server.url, recruiter, '/admin/add-events');
    const add = new AddEventsAdminPage(page);
    await add.expectHeading('Add Events');
    expect(await add.form.field('Description').getAttribute('rows')).toBe('4');
    expect(await add.form.field('Event Image').getAttribute('accept')).toBe('image/*');
    await add.form.fill({ ...EVENT, image: { name: 'breakfast.png', mimeType: 'image/png', buffer: pngBytes() } });
    await add.submit.click();

    const added = add.status('Event added successfully!');
    await added.waitFor();
    await expectValue(add.form.field('Event Name'), '');
    await eventually(async () =>
      expect(await add.form.field('Event Image').evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(
        0,
      ),
    );
    // The success message clears itself after 3 seconds.
    await added.waitFor({ state: 'hidden', timeout: 6_000 });
    const stored = await publicEvent(EVENT.name);
    expect(stored?.imageUrl).toMatch(/^\/api\/events\/.+\/image/);

    // A visitor sees it on Our Events with its picture, and registers.
    const visitor = await app.open('narrow');
    const events = await new EventsPage(visitor).goto(app.server.url, '/events');
    const card = events.card(EVENT.name);
    await card.waitFor();
    await eventually(async () => expect(await imageLoaded(card.getByRole('img'))).toBe(true));
    const register = await events.register(EVENT.name);
    await register.fill(GUEST);
    await register.submit();
    await register.message('Registration successful!').waitFor();

    // The recruiter sees the registration under Manage Events > Registered Candidates.
    await add.navigate('Registered Candidates', 'Manage Events');
    await page.waitForURL('**/admin/registered-candidates');
    const registered = new RegisteredCandidatesAdminPage(page);
    await registered.expectHeading('Registered Candidates');
    await registered.chooseEvent(EVENT.name, EVENT.date);
    const row = registered.row(GUEST.name);
    await row.waitFor();
    await row.getByRole('cell', { name: GUEST.email }).waitFor();
    await row.getByRole('cell', { name: GUEST.phone }).waitFor();
    // The header row and the guest's.
    await expectCount(registered.table.getByRole('row'), 2);

    // Manage Events: the card shows the picture.
    await registered.navigate('Manage Events', 'Manage Events');
    await page.waitForURL('**/admin/manage-events');
    const manage = new ManageEventsAdminPage(page);
    await manage.expectHeading('Manage Events');
    await manage.card(EVENT.name).waitFor();
    await eventually(async () => expect(await imageLoaded(manage.thumbnail(EVENT.name))).toBe(true));

    // Cancel closes the modal and keeps everything as it was.
    let form = await manage.edit(EVENT.name);
    await form.fill({ name: 'Not saved' });
    await manage.editDialog.getByRole('button', { name: 'Cancel' }).click();
    await manage.editDialog.waitFor({ state: 'hidden' });
    await manage.card(EVENT.name).waitFor();
    await expectCount(manage.card('Not saved'), 0);

    // The modal is pre-filled; Save Changes without a new image keeps the image.
    form = await manage.edit(EVENT.name);
    await expectValue(form.field('Event Name'), EVENT.name);
    await expectValue(form.field('Event Time'), EVENT.time);
    await expectValue(form.field('Event Date'), EVENT.date);
    await expectValue(form.field('Description'), EVENT.description);
    await form.fill({ name: RENAMED, description: 'Now at the Bandra office, same time.' });
    await manage.editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await manage.editDialog.waitFor({ state: 'hidden' });

    await manage.card(RENAMED).waitFor();
    await expectCount(manage.card(EVENT.name), 0);
    await eventually(async () => expect(await imageLoaded(manage.thumbnail(RENAMED))).toBe(true));
    const edited = await publicEvent(RENAMED);
    expect(edited).toMatchObject({ id: stored!.id, imageUrl: stored!.imageUrl });
    expect(edited?.description).toBe('Now at the Bandra office, same time.');

    // Visitors see the new name with the same picture.
    await visitor.reload();
    await events.card(RENAMED).waitFor();
    await eventually(async () => expect(await imageLoaded(events.card(RENAMED).getByRole('img'))).toBe(true));

    expect(alerts).toEqual([]);
  });
});
