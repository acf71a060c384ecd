import { pdfBytes } from '../helpers/files';

import { AdminPage } from './pages/admin-page';
import { signInAt } from './support/admin-session';
import { E2E_ADMIN, useE2eApp } from './support/app';
import { expectAttribute, expectText } from './support/eventually';
import { VisitorApi } from './support/visitor-api';

// An hour's delay: the rejection e-mail is still waiting while the dashboard shows it.
const app = useE2eApp({ REJECTION_EMAIL_DELAY_MINUTES: '60' });

const JOB = { title: 'Total Rewards Manager', location: 'Vienna' };
const WAITING = { fullName: 'Ingrid Solheim', email: 'ingrid.solheim@example.com', phone: '+47 912 34 567' };
const REJECTED = { fullName: 'Rafael Monteiro', email: 'rafael.monteiro@example.com', phone: '+351 913 000 444' };
const GUEST = { name: 'Keiko Tanaka', email: 'keiko.tanaka@example.com', phone: '+81 90 1234 5678' };
/** Two days on (UTC): this week's. */
const SOON = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const EVENT = { name: 'Pay Transparency Clinic', date: SOON, time: '15:00', description: 'Pay bands.', capacity: 25 };

let waitingId: string;
let rejectedId: string;
let eventId: string;

beforeAll(async () => {
  const jobId = (await app.staff.createJob(JOB)).id;
  const visitor = new VisitorApi(app.server);
  const resume = { bytes: pdfBytes(), name: 'cv.pdf', type: 'application/pdf' };
  await visitor.apply(jobId, REJECTED, resume);
  await visitor.apply(jobId, WAITING, resume);
  const applications = await app.staff.applications(jobId);
  waitingId = applications.find((item) => item.email === WAITING.email)!.id;
  rejectedId = applications.find((item) => item.email === REJECTED.email)!.id;
  const answer = await app.server.gql(
    'mutation ApplicationReject($id: ID!) { rejectApplication(id: $id) { id } }',
    { id: rejectedId },
    await app.staff.adminToken(),
  );
  if (answer.errors) throw new Error(`rejecting failed: ${JSON.stringify(answer.errors)}`);
  eventId = (await app.staff.createEvent(EVENT)).id;
  await visitor.register(eventId, GUEST);
});

describe('the dashboard’s "Needs action today"', () => {
  it('shows the application awaiting a decision, the waiting rejection e-mail and this week’s event', async () => {
    const page = await app.open('wide');
    await signInAt(page, app.server.url, E2E_ADMIN);
    const screen = new AdminPage(page);
    await screen.expectHeading('Dashboard');

    const awaiting = screen.main.getByRole('region', { name: /^New applications awaiting decision/ });
    await expectText(awaiting.getByRole('heading'), /^New applications awaiting decision\s+1$/);
    await expectAttribute(
      awaiting.getByRole('link', { name: WAITING.fullName }),
      'href',
      `/admin/candidates/${waitingId}`,
    );
    // The rejected one no longer awaits a decision.
    expect(await awaiting.getByRole('link', { name: REJECTED.fullName }).count()).toBe(0);

    const rejections = screen.main.getByRole('region', { name: /^Rejection e-mails waiting to send/ });
    await expectText(
      rejections.getByRole('listitem'),
      // Queued with an hour's delay before this test signed in: under an hour is left, however slow the run.
      new RegExp(`^${REJECTED.fullName}\\s*${JOB.title} · sends in ([1-5]?\\d|60) minutes$`),
    );

    const events = screen.main.getByRole('region', { name: /^Events this week/ });
    await expectText(events.getByRole('listitem'), new RegExp(`^${EVENT.name}[\\s\\S]*· 1 of 25 places taken$`));

    // Each opens where the work is done.
    await rejections.getByRole('link', { name: REJECTED.fullName }).click();
    await page.waitForURL((url) => url.pathname === `/admin/candidates/${rejectedId}`);
    await screen.expectHeading(REJECTED.fullName);
    await page.goBack();
    await awaiting.getByRole('link', { name: 'All 1 awaiting decision' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/candidates' && url.search === '?decision=awaiting');
    await screen.main.getByRole('link', { name: WAITING.fullName }).waitFor();
  });
});
