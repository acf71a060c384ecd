import type { Page } from 'playwright-core';

import { pdfBytes } from '../helpers/files';

import { AdminPage } from './pages/admin-page';
import { CommandPalette } from './pages/command-palette';
import { type Account, createAccount, signInAt } from './support/admin-session';
import { E2E_ADMIN, useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectCount } from './support/eventually';
import { NetworkActivity } from './support/network';
import { saveScreenshot } from './support/screenshot';
import type { CreatedEvent, CreatedJob } from './support/staff-api';
import { VIEWPORT_NAMES } from './support/viewports';
import { VisitorApi } from './support/visitor-api';

const app = useE2eApp();

const APPLICANT = { fullName: 'Farah Khan', email: 'farah.khan@example.com', phone: '+91 98111 22334' };
const GUEST = { name: 'Daniel Okafor', email: 'daniel.okafor@example.com', phone: '+44 20 7946 0999' };
const JOINER = {
  name: 'Sunita Rao',
  email: 'sunita.rao@example.com',
  phone: '+91 97000 11111',
  location: 'Chennai',
  type: 'Organization' as const,
};
const CONTACT = {
  name: 'Maria Silva',
  email: 'maria.silva@example.com',
  mobile: '+351 912 345 678',
  location: 'Porto',
  message: 'We would like to talk about\nleadership training for 40 managers.',
};

let job: CreatedJob;
let archivedJob: CreatedJob;
let event: CreatedEvent;
let user: Account;
let applicationId: string;

beforeAll(async () => {
  // Content on every screen, so axe judges tables, cards and dialogs, not only empty states.
  job = await app.staff.createJob({
    title: 'Learning and Development Lead',
    location: 'Dubai',
    description: ['Design training programs for client teams.'],
    responsibilities: ['Run needs assessments', 'Coach facilitators'],
    qualifications: ['Eight years in L&D'],
  });
  archivedJob = await app.staff.createJob({ title: 'Compensation Analyst', location: 'Warsaw' });
  await app.staff.deleteJob(archivedJob.id);
  event = await app.staff.createEvent({
    name: 'HR Leaders Roundtable',
    date: '2099-10-10',
    time: '16:00',
    description: 'An evening on hybrid work policies.',
  });
  const visitor = new VisitorApi(app.server);
  await visitor.apply(job.id, APPLICANT, { bytes: pdfBytes(), name: 'cv.pdf', type: 'application/pdf' });
  applicationId = (await app.staff.applications(job.id))[0]!.id;
  await visitor.register(event.id, GUEST);
  await visitor.joinUs(JOINER);
  await visitor.contact(CONTACT);
  user = await createAccount(app.staff, 'USER', 'Uday', 'User');
  // An interview with the first admin as interviewer: on the candidate page and in My interviews.
  const token = await app.staff.adminToken();
  const options = await app.server.gql<{ interviewerOptions: { id: string; email: string }[] }>(
    '{ interviewerOptions { id email } }',
    {},
    token,
  );
  const admin = options.data!.interviewerOptions.find((option) => option.email === E2E_ADMIN.email)!;
  const scheduled = await app.server.gql(
    'mutation ($applicationId: ID!, $input: InterviewInput!) { scheduleInterview(applicationId: $applicationId, input: $input) { id } }',
    {
      applicationId,
      input: {
        date: '2099-10-12',
        time: '10:00',
        timeZone: 'Asia/Dubai',
        durationMinutes: 45,
        location: 'Dubai office, meeting room 2',
        videoUrl: 'https://meet.example.com/l-and-d-lead',
        interviewerIds: [admin.id],
      },
    },
    token,
  );
  if (scheduled.errors) throw new Error(`Could not schedule the interview: ${JSON.stringify(scheduled.errors)}`);
});

interface AdminScreen {
  /** The screenshot's name: admin-<name>-<wide|narrow>.png. */
  name: string;
  route: () => string;
  /** What must be on screen before the page is judged (data loaded, a dialog opened). */
  ready?: (screen: AdminPage) => Promise<void>;
  /** Who signs in; the first admin (SUPER_ADMIN, who sees every screen) unless said. */
  account?: () => Pick<Account, 'email' | 'password'>;
}

/** Waits for a text that arranged data puts on the screen (read when the test runs). */
const text = (value: () => string) => (screen: AdminPage) => screen.main.getByText(value()).first().waitFor();

const SCREENS: AdminScreen[] = [
  { name: 'dashboard', route: () => '/admin' },
  {
    name: 'dashboard-menu-open',
    route: () => '/admin',
    ready: async (screen) => {
      await screen.showNavigation();
      await screen.menu('Manage Jobs').click();
      await screen.link('Applied Candidates').waitFor();
    },
  },
  {
    name: 'command-palette',
    route: () => '/admin',
    ready: async (screen) => {
      const palette = new CommandPalette(screen.page);
      await palette.openWithKeyboard();
      await palette.input.fill(APPLICANT.fullName.split(' ')[0]!);
      await palette.option('People', new RegExp(APPLICANT.fullName)).waitFor();
    },
  },
  { name: 'job-posting', route: () => '/admin/job-posting' },
  { name: 'manage-jobs', route: () => '/admin/manage-jobs', ready: text(() => job.title) },
  {
    name: 'manage-jobs-archived',
    route: () => '/admin/manage-jobs?view=archived',
    ready: text(() => archivedJob.title),
  },
  {
    name: 'manage-jobs-details',
    route: () => '/admin/manage-jobs',
    ready: async (screen) => {
      await screen.main.getByRole('button', { name: `View Details for ${job.title}` }).click();
      await screen.page.getByRole('dialog', { name: job.title }).waitFor();
    },
  },
  {
    name: 'applied-candidates',
    route: () => `/admin/applied-candidates?job=${job.id}`,
    ready: text(() => APPLICANT.email),
  },
  {
    name: 'applied-candidates-details',
    route: () => `/admin/applied-candidates?job=${job.id}`,
    ready: async (screen) => {
      await screen.main.getByRole('button', { name: `View Details for ${APPLICANT.fullName}` }).click();
      await screen.page.getByRole('dialog', { name: APPLICANT.fullName }).waitFor();
    },
  },
  {
    name: 'all-candidates',
    route: () => '/admin/candidates',
    ready: text(() => APPLICANT.email),
  },
  {
    name: 'all-candidates-bulk-reject',
    route: () => `/admin/candidates?job=${job.id}`,
    ready: async (screen) => {
      // A selection (its bar with the buttons' reasons) and the reject dialog over it; nothing is confirmed.
      await screen.main.getByRole('checkbox', { name: `Select ${APPLICANT.fullName}`, exact: true }).check();
      await screen.main.getByRole('button', { name: 'Reject selected', exact: true }).click();
      await screen.page.getByRole('dialog', { name: `Reject ${APPLICANT.fullName}?` }).waitFor();
    },
  },
  {
    name: 'candidate-page',
    route: () => `/admin/candidates/${applicationId}`,
    ready: async (screen) => {
      // The PDF is there (framed on a wide screen; on a phone, offered to open).
      await screen.main.getByRole('link', { name: 'Open resume', exact: true }).waitFor();
      // Each visit adds a line: any will do, the network's quiet is awaited next.
      await screen.main.getByText('Resume viewed').first().waitFor();
    },
  },
  {
    name: 'candidate-page-reject',
    route: () => `/admin/candidates/${applicationId}`,
    ready: async (screen) => {
      await screen.main.getByRole('button', { name: `Reject ${APPLICANT.fullName}`, exact: true }).click();
      await screen.page.getByRole('dialog', { name: `Reject ${APPLICANT.fullName}?` }).waitFor();
    },
  },
  {
    name: 'candidate-page-shortcuts',
    route: () => `/admin/candidates/${applicationId}`,
    ready: async (screen) => {
      await screen.expectHeading(APPLICANT.fullName);
      await screen.page.keyboard.press('?');
      await screen.page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    },
  },
  {
    name: 'candidate-page-schedule-interview',
    route: () => `/admin/candidates/${applicationId}`,
    ready: async (screen) => {
      await screen.main.getByRole('button', { name: 'Schedule interview' }).click();
      const dialog = screen.page.getByRole('dialog', { name: `Schedule an interview with ${APPLICANT.fullName}` });
      await dialog.getByRole('group', { name: 'Interviewers' }).getByRole('checkbox').first().waitFor();
    },
  },
  {
    name: 'registered-candidates',
    route: () => `/admin/registered-candidates?event=${event.id}`,
    ready: text(() => GUEST.email),
  },
  {
    name: 'registered-candidates-check-in',
    route: () => `/admin/registered-candidates?event=${event.id}&mode=check-in`,
    ready: text(() => GUEST.email),
  },
  {
    name: 'add-users',
    route: () => '/admin/add-users',
    ready: (screen) => screen.main.getByRole('combobox').first().waitFor(),
  },
  { name: 'joinus-users', route: () => '/admin/joinus-Users', ready: text(() => JOINER.email) },
  { name: 'add-events', route: () => '/admin/add-events' },
  { name: 'manage-events', route: () => '/admin/manage-events', ready: text(() => event.name) },
  {
    name: 'manage-events-edit',
    route: () => '/admin/manage-events',
    ready: async (screen) => {
      await screen.main.getByRole('button', { name: `Edit ${event.name}` }).click();
      await screen.page.getByRole('dialog', { name: 'Edit Event' }).waitFor();
    },
  },
  { name: 'contact-messages', route: () => '/admin/contact-messages', ready: text(() => CONTACT.email) },
  {
    name: 'inbox-item-open',
    route: () => '/admin/inbox',
    ready: async (screen) => {
      await screen.main.getByText(JOINER.name, { exact: true }).click();
      await screen.main.getByRole('link', { name: JOINER.email }).waitFor();
    },
  },
  {
    name: 'people',
    route: () => '/admin/people',
    ready: async (screen) => {
      await screen.main.getByRole('textbox', { name: /^E-mail address/ }).fill(CONTACT.email);
      await screen.main.getByRole('button', { name: 'Find' }).click();
      await screen.main.getByRole('region', { name: /^Contact messages \(\d+\)$/ }).waitFor();
    },
  },
  { name: 'my-interviews', route: () => '/admin/my-interviews', ready: text(() => APPLICANT.fullName) },
  { name: 'pipeline-board', route: () => `/admin/jobs/${job.id}/pipeline`, ready: text(() => APPLICANT.fullName) },
  {
    name: 'pipeline-board-move-menu',
    route: () => `/admin/jobs/${job.id}/pipeline`,
    ready: async (screen) => {
      await screen.main.getByRole('button', { name: `Move to… (${APPLICANT.fullName})` }).click();
      await screen.main.getByRole('menu', { name: `Move ${APPLICANT.fullName} to` }).waitFor();
    },
  },
  { name: 'reports', route: () => '/admin/reports' },
  { name: 'settings', route: () => '/admin/settings' },
  { name: 'staff-accounts', route: () => '/admin/users', ready: text(() => E2E_ADMIN.email) },
  { name: 'audit-log', route: () => '/admin/audit', ready: (screen) => screen.main.getByRole('table').waitFor() },
  { name: 'site-content', route: () => '/admin/site', ready: (screen) => screen.main.getByRole('table').waitFor() },
  {
    // A list item with a picture and rich text (its editor loads on first use).
    name: 'site-content-editor',
    route: () => '/admin/site/team',
    ready: async (screen) => {
      await screen.main.getByRole('button', { name: 'Add team member' }).click();
      await screen.main.getByRole('textbox', { name: 'Short bio', exact: true }).waitFor();
    },
  },
  { name: 'no-access', route: () => '/admin', account: () => user, ready: (screen) => screen.noAccess.waitFor() },
];

async function judge(page: Page, name: string, label: string): Promise<void> {
  await saveScreenshot(page, `admin-${name}`);
  await expectNoSeriousA11yViolations(page, label);
}

describe.each(VIEWPORT_NAMES)('at the %s size', (size) => {
  // One signed-in page per account for all screens at this size: each screen is a fresh page load
  // (nothing carried over but the stored session and the browser's cache), without signing in again.
  const sessions = new Map<string, Promise<Page>>();
  const signedIn = (account: Pick<Account, 'email' | 'password'>, route: string) => {
    let page = sessions.get(account.email);
    if (!page) {
      page = app.openForFile(size).then(async (opened) => {
        NetworkActivity.of(opened);
        await signInAt(opened, app.server.url, account, route);
        return opened;
      });
      sessions.set(account.email, page);
    } else {
      page = page.then(async (opened) => {
        await opened.goto(app.url(route));
        return opened;
      });
    }
    return page;
  };

  it.each(SCREENS.map((screen) => [screen.name, screen] as const))(
    'has no serious or critical axe violations on %s',
    async (_name, { name, route, ready, account }) => {
      const page = await signedIn(account?.() ?? E2E_ADMIN, route());
      const screen = new AdminPage(page);
      await screen.heading.waitFor();
      await ready?.(screen);
      // Loading lines are gone and no request is in flight (data and lazy chunks) before judging.
      await expectCount(screen.main.getByText(/^Loading/), 0);
      await NetworkActivity.of(page).quiet();
      await judge(page, name, `${route()} [${name}] (${size})`);
    },
  );
});
