import { Event } from '../../../server/src/modules/events/event.entity';
import { Registration, RegistrationStatus } from '../../../server/src/modules/registrations/registration.entity';
import { type QueryLoggedApp, startQueryLoggedApp } from '../../helpers/query-logged-app';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { newJob } from '../applications/application-fixtures';
import { newApplication, SHORTLIST_MANY, UNDO } from '../applications/pipeline-fixtures';

const ARCHIVED = `query ArchivedJobs($offset: Int, $limit: Int) {
  archivedJobs(offset: $offset, limit: $limit) { total items { id title archivedAt } }
}`;
const REOPEN = `mutation JobReopen($id: ID!) { reopenJob(id: $id) { id archivedAt } }`;
const COUNTS = `query JobCounts($id: ID!) { job(id: $id) { id applicantCount awaitingDecisionCount } }`;
const DASHBOARD = `query Dashboard {
  backOfficeReport { applications { awaitingDecision shortlistedThisWeek } upcomingRegistrations }
}`;

let t: TestServer;
let recruiter: string;
let user: string;

beforeAll(async () => {
  t = await startTestServer();
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  user = (await t.userWithRole(Role.USER)).token;
});
afterAll(() => t.stop());

const publicIds = async () =>
  (
    (await t.gql<{ jobs: { items: { id: string }[] } }>(`{ jobs(limit: 100) { items { id } } }`)).data?.jobs.items ?? []
  ).map((job) => job.id);

describe('who may see archived jobs and counts', () => {
  it.each([
    ['archivedJobs', ARCHIVED, async () => ({})],
    [
      'reopenJob',
      REOPEN,
      async () => {
        const id = await newJob(t, recruiter, 'To reopen');
        await t.rest('DELETE', `/api/jobs/${id}`, { token: recruiter });
        return { id };
      },
    ],
    ['Job.applicantCount', COUNTS, async () => ({ id: await newJob(t, recruiter, 'Counted') })],
  ])(
    '%s: UNAUTHENTICATED for anonymous, FORBIDDEN for USER, allowed for INTERNAL_RECRUITER',
    async (_name, query, vars) => {
      const variables = await vars();
      expect((await t.gql(query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(query, variables, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(query, variables, recruiter)).errors).toBeUndefined();
    },
  );
});

describe('archived jobs', () => {
  it('archives a job and reopens it: it leaves and rejoins the public list, its applicants stay listed throughout', async () => {
    const id = await newJob(t, recruiter, 'Seasonal Buyer');
    const applicationId = await newApplication(t, id);
    expect((await t.rest('DELETE', `/api/jobs/${id}`, { token: recruiter })).status).toBe(200);
    expect(await publicIds()).not.toContain(id);
    const archived = await t.gql<{ archivedJobs: { total: number; items: { id: string; archivedAt: string }[] } }>(
      ARCHIVED,
      {},
      recruiter,
    );
    expect(archived.data?.archivedJobs.items[0]).toMatchObject({ id, archivedAt: expect.any(String) });
    const listed = await t.gql<{ candidates: { edges: { node: { id: string } }[] } }>(
      `query ($jobId: ID!) { candidates(jobId: $jobId) { edges { node { id } } } }`,
      { jobId: id },
      recruiter,
    );
    expect(listed.data?.candidates.edges.map((edge) => edge.node.id)).toEqual([applicationId]);

    const reopened = await t.gql<{ reopenJob: { id: string; archivedAt: string | null } }>(REOPEN, { id }, recruiter);
    expect(reopened.data?.reopenJob).toEqual({ id, archivedAt: null });
    expect(await publicIds()).toContain(id);
    const after = await t.gql<{ archivedJobs: { items: { id: string }[] } }>(ARCHIVED, {}, recruiter);
    expect(after.data?.archivedJobs.items.map((job) => job.id)).not.toContain(id);
    expect(
      (await t.rest<unknown[]>('GET', `/api/candidates/${id}/applications`, { token: recruiter })).body,
    ).toHaveLength(1);
  });

  it('refuses to reopen an open job (CONFLICT) or an unknown one (NOT_FOUND)', async () => {
    const id = await newJob(t, recruiter, 'Never archived');
    expect((await t.gql(REOPEN, { id }, recruiter)).errors?.[0]).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: 'This job is not archived: there is nothing to reopen.',
    });
    const unknown = await t.gql(REOPEN, { id: '00000000-0000-4000-8000-000000000000' }, recruiter);
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('applicant counts', () => {
  it('counts a job’s applicants and those awaiting a decision', async () => {
    const id = await newJob(t, recruiter, 'Counted role');
    const applications = [await newApplication(t, id), await newApplication(t, id), await newApplication(t, id)];
    await t.gql(SHORTLIST_MANY, { ids: [applications[0]] }, recruiter);
    const answer = await t.gql<{ job: { applicantCount: number; awaitingDecisionCount: number } }>(
      COUNTS,
      { id },
      recruiter,
    );
    expect(answer.data?.job).toMatchObject({ applicantCount: 3, awaitingDecisionCount: 2 });
    const empty = await newJob(t, recruiter, 'Nobody yet');
    expect((await t.gql(COUNTS, { id: empty }, recruiter)).data).toEqual({
      job: { id: empty, applicantCount: 0, awaitingDecisionCount: 0 },
    });
  });

  describe('query count', () => {
    let app: QueryLoggedApp;
    beforeAll(async () => {
      app = await startQueryLoggedApp(t);
    });
    afterAll(() => app.stop());

    it('counts the applicants of a whole page of jobs in the same statements for 1 job as for 5', async () => {
      for (let i = 0; i < 5; i += 1) await newApplication(t, await newJob(t, recruiter, `Page job ${i}`));
      const ask = (limit: number) =>
        app.counted(() =>
          fetch(`${app.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${recruiter}` },
            body: JSON.stringify({
              query: `query ($limit: Int) { jobs(limit: $limit, includeArchived: true) { items { id applicantCount awaitingDecisionCount } } }`,
              variables: { limit },
            }),
          }).then((response) => response.json() as Promise<{ data: { jobs: { items: unknown[] } } }>),
        );
      const one = await ask(1);
      const five = await ask(5);
      expect(five.result.data.jobs.items).toHaveLength(5);
      expect(five.sql.length).toBe(one.sql.length);
    });
  });
});

describe('dashboard counts', () => {
  it('counts applications awaiting a decision, shortlisted this week, and registrations for upcoming events', async () => {
    const before = (
      await t.gql<{ backOfficeReport: { applications: { awaitingDecision: number; shortlistedThisWeek: number } } }>(
        DASHBOARD,
        {},
        recruiter,
      )
    ).data!.backOfficeReport;
    const job = await newJob(t, recruiter, 'Dashboard role');
    // Three new applicants: one stays shortlisted, one is shortlisted and undone, one waits.
    const [a, b] = [await newApplication(t, job), await newApplication(t, job), await newApplication(t, job)];
    await t.gql(SHORTLIST_MANY, { ids: [a, b] }, recruiter);
    await t.gql(UNDO, { id: b }, recruiter);
    const em = t.orm.em.fork();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const upcoming = em.create(Event, { name: 'Open day', date: day(3), timeOfDay: '10:00:00', description: 'Come.' });
    const past = em.create(Event, { name: 'Old fair', date: day(-3), timeOfDay: '10:00:00', description: 'Gone.' });
    const statuses = [RegistrationStatus.CONFIRMED, RegistrationStatus.WAITING, RegistrationStatus.CANCELLED];
    for (const [index, status] of statuses.entries()) {
      for (const event of [upcoming, past]) {
        const email = `visitor-${index}-${event.name.length}@example.com`;
        em.create(Registration, { event, name: 'Visitor', email, emailKey: email, phone: '+44 20 7946 0000', status });
      }
    }
    await em.flush();
    const after = await t.gql<{
      backOfficeReport: {
        applications: { awaitingDecision: number; shortlistedThisWeek: number };
        upcomingRegistrations: number;
      };
    }>(DASHBOARD, {}, recruiter);
    expect(after.data?.backOfficeReport).toEqual({
      applications: {
        awaitingDecision: before.applications.awaitingDecision + 2,
        shortlistedThisWeek: before.applications.shortlistedThisWeek + 1,
      },
      upcomingRegistrations: 2,
    });
  });
});
