import type { Page } from 'playwright-core';

import { AdminPage } from './pages/admin-page';
import { ContactPage } from './pages/contact-page';
import { PublicPage } from './pages/public-page';
import { SignInDialog } from './pages/sign-in-dialog';
import { SiteHeader } from './pages/site-header';
import { E2E_ADMIN, useE2eApp } from './support/app';
import { eventually, expectCount } from './support/eventually';
import { containing, fileNames, type LoadedScript, ScriptLog } from './support/scripts';

const app = useE2eApp();

// Leaflet's own code names its CSS classes; nothing else in the app does.
const LEAFLET = /["'`]leaflet-(container|pane|tile)/;
// The sign-in dialog's field label (SPEC section 2); no public page has such a field.
const SIGN_IN_LABEL = 'Email Address';

/** Opens / as a visitor, and answers every script that load downloaded. */
async function loadHome(page: Page): Promise<{ log: ScriptLog; home: PublicPage; initial: LoadedScript[] }> {
  const log = new ScriptLog(page);
  const home = await new PublicPage(page).goto(app.server.url, '/');
  await home.settle();
  const initial = await log.all();
  expect(initial.length).toBeGreaterThan(0);
  return { log, home, initial };
}

// Words only the back office shows (its header and screens; SPEC section 2's admin routes).
const BACK_OFFICE_WORDS = ['Registered Candidates', 'Applied Candidates', 'Join us Users', 'Save Changes', 'No access'];
// The back office's lazy chunks, named by Vite after their modules.
const BACK_OFFICE_CHUNK =
  /\/(AdminLayout|AdminHeader|DashboardPage|JobPostingPage|ManageJobsPage|AppliedCandidatesPage|CandidatePage|RegisteredCandidatesPage|AddUsersPage|JoinUsUsersPage|AddEventsPage|ManageEventsPage|ContactMessagesPage|ReportsPage|SettingsPage|JobForm|EventForm|event-admin)-[^/]*\.js$/;

function alreadyLoaded(initial: LoadedScript[], later: LoadedScript[]): string[] {
  const firstLoad = new Set(fileNames(initial));
  return fileNames(later).filter((file) => firstLoad.has(file));
}

describe('what / downloads before anything is used', () => {
  it('does not download the sign-in dialog until Admin Login is pressed', async () => {
    const page = await app.open('wide');
    const { log, initial } = await loadHome(page);
    expect(containing(initial, SIGN_IN_LABEL)).toEqual([]);

    const mark = await log.mark();
    await new SiteHeader(page).adminLogin.click();
    await new SignInDialog(page).email.waitFor();
    const later = await log.since(mark);
    expect(containing(later, SIGN_IN_LABEL).length).toBeGreaterThan(0);
    expect(alreadyLoaded(initial, later)).toEqual([]);
  });

  it('does not download Leaflet until the contact page with its map is opened', async () => {
    const page = await app.open('wide');
    const { log, home, initial } = await loadHome(page);
    expect(containing(initial, LEAFLET)).toEqual([]);

    const mark = await log.mark();
    await new SiteHeader(page).link('Contact').click();
    await page.waitForURL('**/contact');
    await new ContactPage(page).map.waitFor();
    await home.settle();
    const later = await log.since(mark);
    expect(containing(later, LEAFLET).length).toBeGreaterThan(0);
    expect(alreadyLoaded(initial, later)).toEqual([]);
  });

  it('downloads no back-office chunk and none of its words on /', async () => {
    const page = await app.open('narrow');
    const { initial } = await loadHome(page);

    expect(fileNames(initial).filter((file) => BACK_OFFICE_CHUNK.test(file))).toEqual([]);
    for (const words of BACK_OFFICE_WORDS) expect([words, containing(initial, words)]).toEqual([words, []]);
  });

  it('does not download the back office until a signed-in user lands on /admin', async () => {
    const page = await app.open('wide');
    const { log, home, initial } = await loadHome(page);

    const mark = await log.mark();
    await new SiteHeader(page).adminLogin.click();
    await new SignInDialog(page).signIn(E2E_ADMIN.email, E2E_ADMIN.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    // The URL changes before the lazy back office renders: until it has, the home page is still shown.
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    await new AdminPage(page).expectHeading('Dashboard');
    // Whatever the back office shows first, its words come from code / did not download. (The
    // dashboard's first card, not its h1: "Dashboard" is also part of its chunk's file name.)
    const adminHeading = (await page.getByRole('main').getByRole('heading', { level: 2 }).first().innerText()).trim();
    await home.settle();
    const later = await log.since(mark);
    expect(adminHeading).not.toBe('');
    expect(containing(later, adminHeading).length).toBeGreaterThan(0);
    expect(containing(initial, adminHeading)).toEqual([]);
    expect(alreadyLoaded(initial, later)).toEqual([]);
  });
});

// Vite names the chunk of Apollo and what it runs on "apollo" (client/vite.config.ts).
const APOLLO_CHUNK = /\/apollo-[^/]*\.js$/;

describe('what a public page waits for', () => {
  it('downloads no Apollo client on a page that shows no data (/about)', async () => {
    const page = await app.open('narrow');
    const log = new ScriptLog(page);
    const about = await new PublicPage(page).goto(app.server.url, '/about');
    await about.settle();
    const loaded = fileNames(await log.all());
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((file) => APOLLO_CHUNK.test(file))).toEqual([]);
  });

  /** Holds the Apollo chunk back until `release` is called; `asked` tells whether the page wanted it. */
  async function holdApollo(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const state = { asked: false, release: () => release() };
    await page.route(APOLLO_CHUNK, async (route) => {
      state.asked = true;
      await released;
      await route.continue();
    });
    return state;
  }

  it('shows /browse-positions with its first jobs, written by the server, without the Apollo client until a search', async () => {
    await app.staff.createJob({ title: 'Payroll Specialist', location: 'Lagos', description: ['Runs payroll.'] });
    await app.staff.createJob({ title: 'Benefits Analyst', location: 'Lagos', description: ['Plans benefits.'] });
    const page = await app.open('narrow');
    const apollo = await holdApollo(page);

    const positions = await new PublicPage(page).goto(app.server.url, '/browse-positions');
    await positions.expectHeading('Browse Our Open Positions');
    await page.getByRole('heading', { name: 'Payroll Specialist' }).waitFor();
    await positions.settle();
    expect(apollo.asked).toBe(false);

    // A search needs the API: the client is asked for, and the results come once it arrives.
    await page.getByRole('searchbox', { name: 'Search positions' }).fill('benefits');
    await eventually(() => expect(apollo.asked).toBe(true));
    apollo.release();
    const cards = page.getByRole('list', { name: 'Open positions' }).getByRole('heading');
    await expectCount(cards, 1);
    await cards.getByText('Benefits Analyst').waitFor();
  });

  it('shows the heading and search box of /browse-positions reached inside the app before the Apollo client arrives', async () => {
    await app.staff.createJob({ title: 'Payroll Lead', location: 'Accra', description: ['Leads payroll.'] });
    const page = await app.open('wide');
    const apollo = await holdApollo(page);
    const about = await new PublicPage(page).goto(app.server.url, '/about');
    await about.settle();

    // No list was written into the /about page, so this one asks the API for it.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Browse Our Open Positions' })
      .click();
    await about.expectHeading('Browse Our Open Positions');
    await page.getByRole('searchbox', { name: 'Search positions' }).waitFor();
    await page.getByText('Loading job openings...').waitFor();
    // The page asked for the client (it is held, not yet missing) while its heading was already shown.
    await eventually(() => expect(apollo.asked).toBe(true));

    apollo.release();
    await page.getByRole('heading', { name: 'Payroll Lead' }).waitFor();
    await expectCount(page.getByText('Loading job openings...'), 0);
  });
});
