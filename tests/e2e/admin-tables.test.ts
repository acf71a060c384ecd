import type { Page } from 'playwright-core';

import { pdfBytes } from '../helpers/files';

import { AdminPage } from './pages/admin-page';
import { createAccount, signInAt } from './support/admin-session';
import { E2E_ADMIN, useE2eApp } from './support/app';
import { eventually } from './support/eventually';
import { VisitorApi } from './support/visitor-api';

const app = useE2eApp();

// Long on purpose: the widest things the back office's tables hold.
const JOB = {
  title: 'Senior Talent Acquisition Partner for Engineering Leadership and Platform Teams, Asia Pacific',
  location: 'Kuala Lumpur, Malaysia (hybrid, two days a week in the office)',
};
const APPLICANT = {
  fullName: 'Chidimma Adaeze Okonkwo-Fairweather Abernathy-Vandersloot',
  email: 'chidimma.adaeze.okonkwo-fairweather.abernathy@consultancy-example-organisation.com',
  phone: '+234 803 555 0199',
};
const EVENT = {
  name: 'Regional Employer Branding, Talent Strategy and People Analytics Summit for Leaders',
  date: '2099-06-15',
  time: '09:30',
  description: 'A day on employer branding.',
};
const GUEST = {
  name: 'Bartholomew Quincy Ashdown-Montgomery of Wexford',
  email: 'bartholomew.quincy.ashdown-montgomery@longdomain-example-organisation.org',
  phone: '+44 20 7946 0958',
};
const JOINER = {
  name: 'Anantharaman Venkatasubramanian Raghavendran',
  email: 'anantharaman.venkatasubramanian.raghavendran@example-organisation.in',
  phone: '+91 98450 12345',
  location: 'Thiruvananthapuram, Kerala, India',
  type: 'Organization' as const,
};

/** At the laptop size every admin table fits the window. */
const LAPTOP = { width: 1366, height: 768 };

let jobId: string;
let eventId: string;
let staffEmail: string;

beforeAll(async () => {
  jobId = (await app.staff.createJob(JOB)).id;
  eventId = (await app.staff.createEvent(EVENT)).id;
  const visitor = new VisitorApi(app.server);
  await visitor.apply(jobId, APPLICANT, { bytes: pdfBytes(), name: 'cv.pdf', type: 'application/pdf' });
  await visitor.register(eventId, GUEST);
  await visitor.joinUs(JOINER);
  staffEmail = (
    await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Alexandrina-Philippa', 'Featherstonehaugh-Vanderbilt')
  ).email;
});

/** Every admin screen with a table, and a long text that shows once its rows are there. */
const TABLE_SCREENS: readonly [string, () => { route: string; shows: string }][] = [
  ['Manage Jobs', () => ({ route: '/admin/manage-jobs', shows: JOB.title })],
  ['Applied Candidates', () => ({ route: `/admin/applied-candidates?job=${jobId}`, shows: APPLICANT.email })],
  ['All Candidates', () => ({ route: '/admin/candidates', shows: APPLICANT.email })],
  ['Registered Candidates', () => ({ route: `/admin/registered-candidates?event=${eventId}`, shows: GUEST.email })],
  ['Join us Users', () => ({ route: '/admin/joinus-Users', shows: JOINER.email })],
  ['Staff Accounts', () => ({ route: '/admin/users', shows: staffEmail })],
  ['Reports and Insights', () => ({ route: '/admin/reports', shows: EVENT.name })],
];

interface Measured {
  page: { scroll: number; client: number };
  regions: { label: string; scroll: number; client: number }[];
  /** Each table's last column (its actions where it has them): left and right edge of its header. */
  lastColumns: { label: string; left: number; right: number }[];
  rowHeights: number[];
}

function measure(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const regions = [...document.querySelectorAll<HTMLElement>('main .table-scroll')];
    return {
      page: { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth },
      regions: regions.map((region) => ({
        label: region.getAttribute('aria-label') ?? '',
        scroll: region.scrollWidth,
        client: region.clientWidth,
      })),
      lastColumns: regions.map((region) => {
        const box = region.querySelector('thead tr > :last-child')!.getBoundingClientRect();
        return { label: region.getAttribute('aria-label') ?? '', left: box.left, right: box.right };
      }),
      rowHeights: regions.flatMap((region) =>
        [...region.querySelectorAll('tbody > tr')].map((row) => Math.round(row.getBoundingClientRect().height)),
      ),
    };
  });
}

describe('the admin tables at 1366 × 768', () => {
  let page: Page;

  beforeAll(async () => {
    page = await app.openForFile('wide');
    await page.setViewportSize(LAPTOP);
    await signInAt(page, app.server.url, E2E_ADMIN);
  });

  it.each(TABLE_SCREENS)(
    'fits %s in the window, with one-line rows and the last column in view',
    async (_name, screenData) => {
      const { route, shows } = screenData();
      const screen = await new AdminPage(page).goto(app.server.url, route);
      await screen.main.getByText(shows, { exact: true }).first().waitFor();

      const measured = await eventually(async () => {
        const result = await measure(page);
        expect(result.regions.length).toBeGreaterThan(0);
        return result;
      });
      const problems: string[] = [];
      if (measured.page.scroll > measured.page.client) {
        problems.push(`the page is ${measured.page.scroll} px wide in ${measured.page.client} px`);
      }
      for (const region of measured.regions) {
        if (region.scroll > region.client) {
          problems.push(`${region.label} scrolls: ${region.scroll} px in ${region.client} px`);
        }
      }
      for (const column of measured.lastColumns) {
        if (column.left < 0 || column.right > LAPTOP.width) {
          problems.push(`${column.label}'s last column lies at ${column.left}-${column.right} px`);
        }
      }
      // One line each: about 48 px (a few px for borders and rounding).
      for (const height of measured.rowHeights) {
        if (height < 44 || height > 54) problems.push(`a row is ${height} px high`);
      }
      expect([route, problems]).toEqual([route, []]);
    },
  );

  it('cuts a long job title to one line and gives its cell the whole title', async () => {
    const screen = await new AdminPage(page).goto(app.server.url, '/admin/manage-jobs');
    const cell = screen.main.getByRole('cell', { name: JOB.title, exact: true });
    await cell.waitFor();
    expect(await cell.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await cell.hover();
    await eventually(async () => expect(await cell.getAttribute('title')).toBe(JOB.title));
  });
});
