import { Application } from '../../../server/src/modules/applications/application.entity';
import { ApplicationStatus } from '../../../server/src/modules/applications/application-status';
import { Event } from '../../../server/src/modules/events/event.entity';
import { Job } from '../../../server/src/modules/jobs/job.entity';
import { Registration } from '../../../server/src/modules/registrations/registration.entity';
import { REPORT_UPCOMING_EVENTS_LIMIT } from '../../../server/src/modules/reports/report.service';
import { type QueryLoggedApp, startQueryLoggedApp } from '../../helpers/query-logged-app';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

const REPORT = `query BackOfficeReport {
  backOfficeReport {
    openJobs
    generatedAt
    applications { total shortlisted rejected awaitingDecision }
    upcomingEvents { registrationCount event { id name date time } }
  }
}`;

interface ReportView {
  openJobs: number;
  generatedAt: string;
  applications: { total: number; shortlisted: number; rejected: number; awaitingDecision: number };
  upcomingEvents: { registrationCount: number; event: { id: string; name: string; date: string; time: string } }[];
}

let t: TestServer;
const tokens = {} as Record<Role, string>;

/** A date `days` from today (UTC), as YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

let seq = 0;
function applicationRow(job: Job, status: ApplicationStatus | null) {
  seq += 1;
  return {
    job,
    fullName: `Applicant ${seq}`,
    email: `applicant-${seq}@example.com`,
    emailKey: `applicant-${seq}@example.com`,
    phone: '+1 555 0100',
    resumeKey: `resumes/report-test-${seq}.pdf`,
    resumeKind: 'pdf' as const,
    status,
  };
}

function registrationRow(event: Event) {
  seq += 1;
  const email = `registrant-${seq}@example.com`;
  return { event, name: `Registrant ${seq}`, email, emailKey: email, phone: '+44 20 7946 0000' };
}

async function report(token?: string) {
  return t.gql<{ backOfficeReport: ReportView }>(REPORT, {}, token);
}

const ids = {} as Record<'soon' | 'later' | 'today' | 'past' | 'empty', string>;

beforeAll(async () => {
  t = await startTestServer();
  for (const role of Object.values(Role)) tokens[role] = (await t.userWithRole(role)).token;

  const em = t.orm.em.fork();
  const open1 = em.create(Job, { title: 'Open role one' });
  const open2 = em.create(Job, { title: 'Open role two' });
  const open3 = em.create(Job, { title: 'Open role three' });
  const archived = em.create(Job, { title: 'Archived role', archivedAt: new Date() });
  // Applications: 2 shortlisted, 3 rejected (one on the archived job), 4 awaiting a decision.
  for (const [job, status] of [
    [open1, ApplicationStatus.Shortlisted],
    [open2, ApplicationStatus.Shortlisted],
    [open1, ApplicationStatus.Rejected],
    [open2, ApplicationStatus.Rejected],
    [archived, ApplicationStatus.Rejected],
    [open1, null],
    [open2, null],
    [open3, null],
    [archived, null],
  ] as const) {
    em.create(Application, applicationRow(job, status));
  }

  const event = (name: string, date: string, time: string) =>
    em.create(Event, { name, date, timeOfDay: `${time}:00`, description: 'About it.' });
  const later = event('Later fair', dayFromToday(30), '09:00');
  const soon = event('Soon fair', dayFromToday(3), '18:00');
  const today = event('Today fair', dayFromToday(0), '10:00');
  const past = event('Past fair', dayFromToday(-2), '10:00');
  const empty = event('Empty fair', dayFromToday(3), '08:00');
  Object.assign(ids, { later: later.id, soon: soon.id, today: today.id, past: past.id, empty: empty.id });
  for (const [target, count] of [
    [soon, 3],
    [later, 1],
    [today, 2],
    [past, 4],
  ] as const) {
    for (let index = 0; index < count; index += 1) em.create(Registration, registrationRow(target));
  }
  await em.flush();
});
afterAll(() => t.stop());

describe('backOfficeReport', () => {
  it('counts open jobs without the archived ones when a recruiter asks', async () => {
    const answer = await report(tokens.INTERNAL_RECRUITER);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.backOfficeReport.openJobs).toBe(3);
  });

  it('counts applications by decision, null status as awaiting, archived jobs included', async () => {
    const answer = await report(tokens.INTERNAL_RECRUITER);
    expect(answer.data?.backOfficeReport.applications).toEqual({
      total: 9,
      shortlisted: 2,
      rejected: 3,
      awaitingDecision: 4,
    });
  });

  it('lists events from today on, soonest first by date and time, with their registration counts', async () => {
    const answer = await report(tokens.INTERNAL_RECRUITER);
    const upcoming = answer.data!.backOfficeReport.upcomingEvents;
    expect(upcoming.map((row) => [row.event.name, row.registrationCount])).toEqual([
      ['Today fair', 2],
      ['Empty fair', 0],
      ['Soon fair', 3],
      ['Later fair', 1],
    ]);
    expect(upcoming[2]!.event).toEqual({ id: ids.soon, name: 'Soon fair', date: dayFromToday(3), time: '18:00' });
    expect(upcoming.some((row) => row.event.id === ids.past)).toBe(false);
  });

  it('answers when the figures were counted', async () => {
    const before = Date.now();
    const answer = await report(tokens.INTERNAL_RECRUITER);
    const generatedAt = Date.parse(answer.data!.backOfficeReport.generatedAt);
    expect(generatedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(generatedAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it.each<[string, Role | undefined, string]>([
    ['anonymous callers', undefined, 'UNAUTHENTICATED'],
    ['USER', Role.USER, 'FORBIDDEN'],
  ])('is refused to %s', async (_label, role, code) => {
    const answer = await report(role ? tokens[role] : undefined);
    expect(answer.errors?.[0]?.extensions?.code).toBe(code);
    expect(answer.data).toBeNull();
  });

  it.each([Role.INTERNAL_RECRUITER, Role.ADMIN, Role.SUPER_ADMIN])('is answered to %s', async (role) => {
    const answer = await report(tokens[role]);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.backOfficeReport.openJobs).toBe(3);
  });
});

describe('backOfficeReport queries', () => {
  let app: QueryLoggedApp;

  beforeAll(async () => {
    app = await startQueryLoggedApp(t);
  });
  afterAll(async () => {
    await app.stop();
  });

  async function countedReport(): Promise<{ data: ReportView; sql: string[] }> {
    const { result, sql } = await app.counted(() =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.INTERNAL_RECRUITER}` },
        body: JSON.stringify({ query: REPORT }),
      }).then((response) => response.json() as Promise<{ data: { backOfficeReport: ReportView } }>),
    );
    return { data: result.data.backOfficeReport, sql };
  }

  it('runs the same few queries however many events and registrations there are, and loads no rows to count', async () => {
    const first = await countedReport();
    const em = t.orm.em.fork();
    for (let index = 0; index < 6; index += 1) {
      const extra = em.create(Event, {
        name: `Extra fair ${index}`,
        date: dayFromToday(60 + index),
        timeOfDay: '12:00:00',
        description: 'More.',
      });
      for (let r = 0; r < 3; r += 1) em.create(Registration, registrationRow(extra));
    }
    await em.flush();
    const second = await countedReport();

    expect(second.data.upcomingEvents).toHaveLength(10);
    expect(second.data.upcomingEvents.slice(4).map((row) => row.registrationCount)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(second.sql.length).toBe(first.sql.length);
    const touching = (table: string) => second.sql.filter((statement) => statement.includes(`from "${table}"`));
    // Per upcoming event, and in total (upcomingRegistrations): both counted, no rows loaded.
    expect(touching('registration')).toHaveLength(2);
    for (const statement of touching('registration')) expect(statement).toMatch(/count\(\*\)/);
    // By decision and by source: both counted, no rows loaded.
    expect(touching('application')).toHaveLength(2);
    for (const statement of touching('application')) expect(statement).toMatch(/count\(\*\)/);
    // Open jobs come from the trigger-kept job_count row, less the open jobs past their closing
    // date (counted in the same statement from the partial index that holds only jobs with one).
    expect(touching('job_count')).toHaveLength(1);
    expect(touching('job')).toEqual([expect.stringMatching(/"closes_at" <= now\(\).* from "job_count"/)]);
  });

  it(`lists at most ${REPORT_UPCOMING_EVENTS_LIMIT} upcoming events`, async () => {
    const em = t.orm.em.fork();
    for (let index = 0; index < REPORT_UPCOMING_EVENTS_LIMIT; index += 1) {
      em.create(Event, {
        name: `Far fair ${index}`,
        date: dayFromToday(400 + index),
        timeOfDay: '12:00:00',
        description: 'Far.',
      });
    }
    await em.flush();
    const { data } = await countedReport();
    expect(data.upcomingEvents).toHaveLength(REPORT_UPCOMING_EVENTS_LIMIT);
    expect(data.upcomingEvents[0]!.event.name).toBe('Today fair');
    expect(data.upcomingEvents.at(-1)!.event.name).toBe(`Far fair ${REPORT_UPCOMING_EVENTS_LIMIT - 11}`);
  });
});
