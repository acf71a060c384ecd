import type { Locator, Page } from 'playwright-core';

import { pdfBytes } from '../helpers/files';

import { AdminPage } from './pages/admin-page';
import { type Account, createAccount } from './support/admin-session';
import { useE2eApp } from './support/app';
import { eventually } from './support/eventually';
import type { StaffRole } from './support/staff-api';
import { VisitorApi } from './support/visitor-api';

const app = useE2eApp();

// Long on purpose: the widest things a table and a select hold.
const JOB = { title: 'Senior Talent Acquisition Partner for Engineering Leadership', location: 'Kuala Lumpur' };
const ARCHIVED_JOB = { title: 'Principal Compensation and Benefits Analyst, Asia Pacific', location: 'Singapore' };
const APPLICANT = {
  fullName: 'Chidimma Adaeze Okonkwo-Fairweather',
  email: 'chidimma.adaeze.okonkwo-fairweather@consultancy-example.com',
  phone: '+234 803 555 0199',
};
const GUEST = {
  name: 'Bartholomew Quincy Ashdown',
  email: 'bartholomew.quincy.ashdown@longdomain-example.org',
  phone: '+44 20 7946 0958',
};
const JOINER = {
  name: 'Anantharaman Venkatasubramanian',
  email: 'anantharaman.venkatasubramanian@example-organisation.in',
  phone: '+91 98450 12345',
  location: 'Thiruvananthapuram',
  type: 'Organization' as const,
};
const CONTACT = {
  name: 'Maximiliane Oberstdorfer',
  email: 'maximiliane.oberstdorfer@kommunikationsberatung-example.de',
  mobile: '+49 30 901820',
  location: 'Berlin',
  message: 'We are looking for help with leadership training across three countries.',
};

let jobId: string;
let eventId: string;
const accounts = new Map<StaffRole, Account>();

beforeAll(async () => {
  const job = await app.staff.createJob(JOB);
  jobId = job.id;
  await app.staff.deleteJob((await app.staff.createJob(ARCHIVED_JOB)).id);
  const event = await app.staff.createEvent({
    name: 'Regional Employer Branding and Talent Strategy Summit',
    date: '2099-06-15',
    time: '09:30',
    description: 'A day on employer branding.',
  });
  eventId = event.id;
  const visitor = new VisitorApi(app.server);
  await visitor.apply(jobId, APPLICANT, { bytes: pdfBytes(), name: 'cv.pdf', type: 'application/pdf' });
  await visitor.register(eventId, GUEST);
  await visitor.joinUs(JOINER);
  await visitor.contact(CONTACT);
  // The two roles that see every header item (Add Users too), with long names.
  for (const role of ['ADMIN', 'SUPER_ADMIN'] as const) {
    accounts.set(role, await createAccount(app.staff, role, 'Alexandrina', 'Featherstonehaugh-Vanderbilt'));
  }
});

/** Opens the back office as `account` (its token stored as the sign-in dialog stores it). */
async function openAs(account: Account, width: number, height = 800): Promise<Page> {
  const answer = await app.server.gql<{ login: { token: string } }>(
    'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email: account.email, password: account.password },
  );
  const token = answer.data?.login.token;
  if (!token) throw new Error(`signing in as ${account.email} failed: ${JSON.stringify(answer.errors)}`);
  const page = await app.open('wide');
  await page.setViewportSize({ width, height });
  await page.addInitScript(
    ([storedToken, role]) => {
      window.localStorage.setItem('authToken', storedToken);
      window.localStorage.setItem('userRole', role);
    },
    [token, account.role] as const,
  );
  return page;
}

interface HeaderRow {
  headerHeight: number;
  rowHeight: number;
  items: { text: string; top: number; bottom: number; left: number; right: number }[];
  windowWidth: number;
  pageWidth: number;
}

/** The admin header's height, one row's height, and where each of its top-level items sits. */
function measureHeader(banner: Locator): Promise<HeaderRow> {
  return banner.evaluate((header) => {
    const bar = header.querySelector('.site-header__bar')!;
    const rowHeight = parseFloat(getComputedStyle(document.documentElement).fontSize) * 4;
    const items = [...bar.querySelectorAll(':scope > a, nav > ul > li, nav > div > *')]
      .filter((item) => getComputedStyle(item).display !== 'none')
      .map((item) => {
        const box = item.getBoundingClientRect();
        const text = item.matches('li') ? (item.querySelector('a, button')?.textContent ?? '') : item.textContent;
        return { text: (text ?? '').trim(), top: box.top, bottom: box.bottom, left: box.left, right: box.right };
      });
    return {
      headerHeight: header.getBoundingClientRect().height,
      rowHeight,
      items,
      windowWidth: window.innerWidth,
      pageWidth: document.documentElement.scrollWidth,
    };
  });
}

describe('the admin header on wide screens', () => {
  it.each([
    [1024, 'ADMIN'],
    [1024, 'SUPER_ADMIN'],
    [1280, 'ADMIN'],
    [1280, 'SUPER_ADMIN'],
    [1366, 'ADMIN'],
    [1366, 'SUPER_ADMIN'],
  ] as const)('fits one row at %i px for %s, with the spec’s items in the spec’s order', async (width, role) => {
    const page = await openAs(accounts.get(role)!, width);
    const screen = await new AdminPage(page).goto(app.server.url, '/admin');
    await screen.menu('Manage Jobs').waitFor();
    const row = await measureHeader(screen.banner);

    // One row: the header is one bar high (plus its 1 px border), and every item lies inside it.
    expect(row.headerHeight).toBeLessThanOrEqual(row.rowHeight + 1);
    for (const item of row.items) {
      expect([item.text, item.top >= 0 && item.bottom <= row.rowHeight]).toEqual([item.text, true]);
      expect([item.text, item.right <= row.windowWidth]).toEqual([item.text, true]);
    }
    expect(row.pageWidth).toBeLessThanOrEqual(row.windowWidth);

    // The spec's items, in its order (More holds the screens the spec lacks).
    const texts = row.items.map((item) => item.text);
    const specItems = ['Home', 'Manage Jobs', 'Manage Events', 'Join us Users', 'Add Users', 'Logout'];
    expect(texts.filter((text) => specItems.includes(text))).toEqual(specItems);
    expect(texts[0]).toMatch(/^Talent Consultancy/);
    // Left to right without overlapping.
    for (let index = 1; index < row.items.length; index += 1) {
      expect(row.items[index]!.left).toBeGreaterThanOrEqual(row.items[index - 1]!.right - 0.5);
    }
  });

  it('opens the Admin menu with the screens the spec lacks, inside the window at 1024 px', async () => {
    const page = await openAs(accounts.get('SUPER_ADMIN')!, 1024);
    const screen = await new AdminPage(page).goto(app.server.url, '/admin');
    await screen.menu('Manage Jobs').waitFor();
    await screen.menu('Admin').click();
    await screen.link('Reports and Insights').waitFor();
    for (const name of [
      'Reports and Insights',
      'Settings and Preferences',
      'Staff Accounts',
      'Audit Log',
      'People (privacy requests)',
      'Integrations',
      'Site content',
    ]) {
      const box = (await screen.link(name).boundingBox())!;
      expect([name, box.x >= 0 && box.x + box.width <= 1024]).toEqual([name, true]);
    }
    await screen.banner.getByText('Signed in as').waitFor();

    await screen.link('Audit Log').click();
    await page.waitForURL('**/admin/audit');
    await screen.main.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
  });

  it('leads from the top-level Candidates and Inbox items to their screens', async () => {
    const page = await openAs(accounts.get('ADMIN')!, 1024);
    const screen = await new AdminPage(page).goto(app.server.url, '/admin');
    await screen.navigate('Candidates');
    await screen.expectHeading('All Candidates');
    await screen.navigate('Inbox');
    await screen.expectHeading('Inbox');
    // Both kinds meet there, newest first: the join-us request arrived before the contact message.
    await screen.main.getByText(CONTACT.name, { exact: true }).waitFor();
    const items = screen.main.getByRole('list', { name: 'Inbox, newest first' }).getByRole('listitem');
    await eventually(async () =>
      expect(await items.allInnerTexts()).toEqual([
        expect.stringContaining(CONTACT.name),
        expect.stringContaining(JOINER.name),
      ]),
    );
  });
});

/**
 * Every admin route; for those that list what beforeAll stored, the text that shows once the list
 * is there, and for e-mail addresses whether they sit in a table (which scrolls, so they keep to
 * one line) or in a card (where a long one may wrap once, never a letter per line).
 */
function adminRoutes(): { route: string; shows?: string; email?: { text: string; inTable: boolean } }[] {
  return [
    { route: '/admin' },
    { route: '/admin/job-posting' },
    { route: '/admin/manage-jobs', shows: JOB.title },
    { route: '/admin/manage-jobs?view=archived', shows: ARCHIVED_JOB.title },
    {
      route: `/admin/applied-candidates?job=${jobId}`,
      shows: APPLICANT.email,
      email: { text: APPLICANT.email, inTable: true },
    },
    {
      route: '/admin/candidates',
      shows: APPLICANT.email,
      email: { text: APPLICANT.email, inTable: true },
    },
    {
      route: `/admin/registered-candidates?event=${eventId}`,
      shows: GUEST.email,
      email: { text: GUEST.email, inTable: true },
    },
    { route: '/admin/add-users' },
    { route: '/admin/joinus-Users', shows: JOINER.email, email: { text: JOINER.email, inTable: true } },
    { route: '/admin/add-events' },
    { route: '/admin/manage-events', shows: 'Regional Employer Branding and Talent Strategy Summit' },
    { route: '/admin/contact-messages', shows: CONTACT.email, email: { text: CONTACT.email, inTable: false } },
    { route: '/admin/inbox', shows: CONTACT.name },
    { route: '/admin/reports' },
    { route: '/admin/settings' },
    {
      route: '/admin/users',
      shows: accounts.get('SUPER_ADMIN')!.email,
      email: { text: accounts.get('SUPER_ADMIN')!.email, inTable: true },
    },
    { route: '/admin/audit' },
  ];
}

/** How many lines a piece of text takes on screen. */
function linesOf(text: Locator): Promise<number> {
  return text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
      .size;
  });
}

describe('the back office on a 390 px phone', () => {
  it('keeps every admin screen within the window; tables scroll inside their region and e-mails stay whole', async () => {
    const page = await openAs(accounts.get('SUPER_ADMIN')!, 390, 844);
    const screen = new AdminPage(page);
    const problems: string[] = [];
    for (const { route, shows, email } of adminRoutes()) {
      await screen.goto(app.server.url, route);
      if (shows) await screen.main.getByText(shows, { exact: true }).first().waitFor();
      else await screen.settle();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: window.innerWidth,
      }));
      if (widths.page > widths.window)
        problems.push(`${route}: ${widths.page} px wide in a ${widths.window} px window`);
      if (email) {
        const text = screen.main.getByText(email.text, { exact: true }).first();
        const lines = await linesOf(text);
        if (lines > (email.inTable ? 1 : 2)) problems.push(`${route}: ${email.text} takes ${lines} lines`);
        if (email.inTable) {
          // The table scrolls inside its own region, which stays within the window.
          const region = await text.evaluate((cell) => {
            const box = cell.closest('[role="region"]')?.getBoundingClientRect();
            return box ? { left: box.left, right: box.right } : null;
          });
          if (!region || region.left < 0 || region.right > widths.window) {
            problems.push(`${route}: the table's scrolling region is ${JSON.stringify(region)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
