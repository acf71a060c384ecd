import {
  INTERVIEW_CANCELLED_MESSAGE,
  INTERVIEW_IN_PAST_MESSAGE,
  INTERVIEWERS_MESSAGE,
  REJECTED_APPLICATION_MESSAGE,
} from '../../../server/src/modules/interviews/interview.service';
import { Role } from '../../../server/src/modules/users/role';
import { parseCalendar } from '../../helpers/calendar';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { applicant, applyByForm, newJob } from '../applications/application-fixtures';

const FIELDS = `id startsAt endsAt date time timeZone durationMinutes location videoUrl sequence cancelledAt scheduledBy
  interviewers { id name email } application { id }`;
const SCHEDULE = `mutation ($applicationId: ID!, $input: InterviewInput!) { scheduleInterview(applicationId: $applicationId, input: $input) { ${FIELDS} } }`;
const RESCHEDULE = `mutation ($id: ID!, $input: InterviewInput!) { rescheduleInterview(id: $id, input: $input) { ${FIELDS} } }`;
const CANCEL = `mutation ($id: ID!) { cancelInterview(id: $id) { ${FIELDS} } }`;
const MINE = `query ($past: Boolean) { myInterviews(past: $past) { id application { fullName job { title } } } }`;

interface InterviewView {
  id: string;
  startsAt: string;
  endsAt: string;
  sequence: number;
  cancelledAt: string | null;
  scheduledBy: string;
  interviewers: { id: string; name: string; email: string }[];
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  next_attempt_at: Date;
  calendar: { method: string; content: string } | null;
}

let t: TestServer;
let recruiter: { token: string; email: string; user: { id: string } };
let ana: { token: string; email: string; user: { id: string } };
let ben: { token: string; email: string; user: { id: string } };
let jobId: string;

beforeAll(async () => {
  t = await startTestServer({ MAIL_POLL_MS: '3600000' });
  recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
  ana = await t.userWithRole(Role.INTERNAL_RECRUITER);
  ben = await t.userWithRole(Role.ADMIN);
  jobId = await newJob(t, recruiter.token, 'Payroll Team Lead');
});
afterAll(() => t.stop());

/** A day well ahead, in July (Lisbon is UTC+1 then). */
const INPUT = {
  date: '2031-07-03',
  time: '14:30',
  timeZone: 'Europe/Lisbon',
  durationMinutes: 45,
  location: 'Avenida da Liberdade 10, Lisbon',
  videoUrl: 'https://meet.example.com/payroll-lead',
};

async function applied(name = 'Inês Carvalho'): Promise<{ id: string; email: string }> {
  const data = applicant({ fullName: name });
  const answer = await applyByForm(t, jobId, data);
  expect(answer.status).toBe(200);
  return { id: String(answer.body.id), email: data.email! };
}

const sql = <T>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);

/** The mails about an application, oldest first (the candidate's confirmation left out). */
async function mailsAbout(applicationId: string): Promise<Mail[]> {
  const rows = await sql<Mail>(
    `select "to", subject, text, next_attempt_at, calendar from outbox_message
      where about = ? and calendar is not null order by created_at, "to"`,
    [`application:${applicationId}`],
  );
  return rows.map((row) => ({ ...row, next_attempt_at: new Date(row.next_attempt_at) }));
}

async function schedule(applicationId: string, input: Record<string, unknown> = {}) {
  return t.gql<{ scheduleInterview: InterviewView }>(
    SCHEDULE,
    { applicationId, input: { ...INPUT, interviewerIds: [ana.user.id, ben.user.id], ...input } },
    recruiter.token,
  );
}

describe('an interview', () => {
  it('is scheduled with an invitation to the candidate and each interviewer, and reminders a day before', async () => {
    const candidate = await applied();
    const scheduled = await schedule(candidate.id);
    expect(scheduled.errors).toBeUndefined();
    const interview = scheduled.data!.scheduleInterview;
    expect(interview).toMatchObject({
      startsAt: '2031-07-03T13:30:00.000Z',
      endsAt: '2031-07-03T14:15:00.000Z',
      sequence: 0,
      cancelledAt: null,
      scheduledBy: recruiter.email,
      interviewers: [
        { id: ana.user.id, email: ana.email },
        { id: ben.user.id, email: ben.email },
      ],
    });

    const mails = await mailsAbout(candidate.id);
    const now = mails.filter((mail) => mail.next_attempt_at.getTime() < Date.now() + 60_000);
    const reminders = mails.filter((mail) => !now.includes(mail));
    expect(now.map((mail) => mail.to).sort()).toEqual([candidate.email, ana.email, ben.email].sort());
    const toCandidate = now.find((mail) => mail.to === candidate.email)!;
    expect(toCandidate.subject).toBe('Interview invitation: Payroll Team Lead');
    expect(toCandidate.text).toContain('When: Thursday 3 July 2031 at 2:30 PM Lisbon time (45 minutes)');
    expect(toCandidate.text).toContain('Video call: https://meet.example.com/payroll-lead');
    // Only staff get the link to the candidate's page.
    expect(toCandidate.text).not.toContain('/admin/candidates/');
    expect(now.find((mail) => mail.to === ana.email)!.text).toContain(`/admin/candidates/${candidate.id}`);
    const calendars = now.map((mail) => parseCalendar(mail.calendar!.content));
    for (const calendar of calendars) {
      expect(calendar).toMatchObject({
        method: 'REQUEST',
        sequence: 0,
        start: new Date('2031-07-03T13:30:00Z'),
        end: new Date('2031-07-03T14:15:00Z'),
        location: INPUT.location,
      });
      expect(calendar.attendees.sort()).toEqual([candidate.email, ana.email, ben.email].sort());
    }
    expect(new Set(calendars.map((calendar) => calendar.uid)).size).toBe(1);
    expect(calendars[0]!.uid).toMatch(new RegExp(`^interview-${interview.id}@`));
    expect(reminders.map((mail) => mail.to).sort()).toEqual([candidate.email, ana.email, ben.email].sort());
    for (const reminder of reminders) expect(reminder.next_attempt_at).toEqual(new Date('2031-07-02T13:30:00Z'));

    // On the application, in its history, and in each interviewer's list.
    const read = await t.gql<{
      candidate: { interviews: { id: string }[]; activity: { kind: string }[] };
    }>(
      'query ($id: ID!) { candidate(id: $id) { interviews { id } activity { kind } } }',
      { id: candidate.id },
      recruiter.token,
    );
    expect(read.data!.candidate.interviews).toEqual([{ id: interview.id }]);
    expect(read.data!.candidate.activity[0]!.kind).toBe('INTERVIEW_SCHEDULED');
    const anaList = await t.gql<{ myInterviews: { id: string }[] }>(MINE, {}, ana.token);
    expect(anaList.data!.myInterviews.map((one) => one.id)).toContain(interview.id);
    const recruiterList = await t.gql<{ myInterviews: { id: string }[] }>(MINE, {}, recruiter.token);
    expect(recruiterList.data!.myInterviews.map((one) => one.id)).not.toContain(interview.id);
  });

  it('moves with the same UID and a higher SEQUENCE, cancels for an interviewer taken off, and moves its reminders', async () => {
    const candidate = await applied('Tomás Ribeiro');
    const interview = (await schedule(candidate.id)).data!.scheduleInterview;
    await sql("delete from outbox_message where about = ? and next_attempt_at < now() + interval '1 minute'", [
      `application:${candidate.id}`,
    ]);

    const moved = await t.gql<{ rescheduleInterview: InterviewView }>(
      RESCHEDULE,
      { id: interview.id, input: { ...INPUT, time: '16:00', interviewerIds: [ana.user.id] } },
      recruiter.token,
    );

    expect(moved.errors).toBeUndefined();
    expect(moved.data!.rescheduleInterview).toMatchObject({ sequence: 1, startsAt: '2031-07-03T15:00:00.000Z' });
    const mails = await mailsAbout(candidate.id);
    const sent = mails.filter((mail) => mail.next_attempt_at.getTime() < Date.now() + 60_000);
    const byTo = new Map(sent.map((mail) => [mail.to, parseCalendar(mail.calendar!.content)]));
    expect(byTo.get(ben.email)).toMatchObject({ method: 'CANCEL', sequence: 1 });
    expect(byTo.get(candidate.email)).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
      start: new Date('2031-07-03T15:00:00Z'),
    });
    expect(byTo.get(ana.email)).toMatchObject({ method: 'REQUEST', sequence: 1 });
    expect(sent.find((mail) => mail.to === candidate.email)!.subject).toBe('Interview moved: Payroll Team Lead');
    // The old reminders are withdrawn; new ones go to those who take part now.
    const reminders = mails.filter((mail) => !sent.includes(mail));
    expect(reminders.map((mail) => [mail.to, mail.next_attempt_at.toISOString()]).sort()).toEqual(
      [
        [candidate.email, '2031-07-02T15:00:00.000Z'],
        [ana.email, '2031-07-02T15:00:00.000Z'],
      ].sort(),
    );
  });

  it('is cancelled with METHOD:CANCEL to everyone, its reminders withdrawn, and then stays cancelled', async () => {
    const candidate = await applied('Marta Sousa');
    const interview = (await schedule(candidate.id)).data!.scheduleInterview;
    await sql('delete from outbox_message where about = ?', [`application:${candidate.id}`]);

    const cancelled = await t.gql<{ cancelInterview: InterviewView }>(CANCEL, { id: interview.id }, recruiter.token);

    expect(cancelled.data!.cancelInterview).toMatchObject({ sequence: 1, cancelledAt: expect.any(String) });
    const mails = await mailsAbout(candidate.id);
    expect(mails.map((mail) => mail.to).sort()).toEqual([candidate.email, ana.email, ben.email].sort());
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^Interview cancelled: Payroll Team Lead/);
      expect(parseCalendar(mail.calendar!.content)).toMatchObject({
        method: 'CANCEL',
        sequence: 1,
        status: 'CANCELLED',
      });
    }
    expect((await t.gql(CANCEL, { id: interview.id }, recruiter.token)).errors?.[0]).toMatchObject({
      message: INTERVIEW_CANCELLED_MESSAGE,
      extensions: { code: 'CONFLICT' },
    });
    const again = await t.gql(
      RESCHEDULE,
      { id: interview.id, input: { ...INPUT, interviewerIds: [ana.user.id] } },
      recruiter.token,
    );
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const anaList = await t.gql<{ myInterviews: { id: string }[] }>(MINE, {}, ana.token);
    expect(anaList.data!.myInterviews.map((one) => one.id)).not.toContain(interview.id);
  });

  it('queues no reminder when the start is closer than the reminder period', async () => {
    const candidate = await applied('Rui Alves');
    const soon = new Date(Date.now() + 3 * 3600_000);
    const date = soon.toISOString().slice(0, 10);
    const time = soon.toISOString().slice(11, 16);
    expect((await schedule(candidate.id, { date, time, timeZone: 'UTC' })).errors).toBeUndefined();
    const mails = await mailsAbout(candidate.id);
    expect(mails.filter((mail) => mail.next_attempt_at.getTime() > Date.now() + 60_000)).toEqual([]);
    expect(mails).toHaveLength(3);
  });

  it.each([
    ['a start in the past', { date: '2020-01-01' }, 'date', INTERVIEW_IN_PAST_MESSAGE],
    ['a time zone that is none', { timeZone: 'Mars/Olympus' }, 'timeZone', 'timeZone must be an IANA time zone'],
    ['a duration of 10 minutes', { durationMinutes: 10 }, 'durationMinutes', 'durationMinutes must be from 15 to 480.'],
    [
      'a video link that is no web address',
      { videoUrl: 'javascript:alert(1)' },
      'videoUrl',
      'videoUrl must be a web address',
    ],
    ['no interviewer', { interviewerIds: [] }, 'interviewerIds', 'at least one interviewer'],
    ['an interviewer who may not see candidates', { interviewerIds: ['user'] }, 'interviewerIds', INTERVIEWERS_MESSAGE],
    [
      'an unknown interviewer',
      { interviewerIds: ['00000000-0000-4000-8000-000000000000'] },
      'interviewerIds',
      INTERVIEWERS_MESSAGE,
    ],
  ])('refuses %s naming the field, writing nothing', async (_case, change, field, message) => {
    const candidate = await applied('Paulo Dias');
    const user = (await t.userWithRole(Role.USER)).user.id;
    const input = {
      ...change,
      ...('interviewerIds' in change
        ? { interviewerIds: change.interviewerIds!.map((id) => (id === 'user' ? user : id)) }
        : {}),
    };
    const refused = await schedule(candidate.id, input);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(refused.errors?.[0]?.message).toContain(message);
    expect(await sql('select id from interview where application_id = ?', [candidate.id])).toEqual([]);
    expect(await mailsAbout(candidate.id)).toEqual([]);
  });

  it('is refused for a rejected application, and to anyone below recruiter', async () => {
    const candidate = await applied('Sofia Lima');
    await t.rest('PUT', `/api/candidates/${candidate.id}?status=Rejected`, { token: recruiter.token });
    expect((await schedule(candidate.id)).errors?.[0]).toMatchObject({
      message: REJECTED_APPLICATION_MESSAGE,
      extensions: { code: 'CONFLICT' },
    });
    const user = (await t.userWithRole(Role.USER)).token;
    const forbidden = await t.gql(
      SCHEDULE,
      { applicationId: candidate.id, input: { ...INPUT, interviewerIds: [ana.user.id] } },
      user,
    );
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(MINE, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('goes with the candidate’s erasure, with every mail about it still queued', async () => {
    const candidate = await applied('Joana Pires');
    expect((await schedule(candidate.id)).errors).toBeUndefined();
    const admin = (await t.userWithRole(Role.ADMIN)).token;
    const erased = await t.gql<{ erasePerson: { interviews: number; mail: number } }>(
      'mutation ($email: String!) { erasePerson(email: $email) { interviews mail } }',
      { email: candidate.email },
      admin,
    );
    expect(erased.errors).toBeUndefined();
    // Invitations and reminders (3 + 3), and the confirmation of the application.
    expect(erased.data!.erasePerson).toEqual({ interviews: 1, mail: 7 });
    expect(await mailsAbout(candidate.id)).toEqual([]);
  });

  it('finds a staff member’s interviews by an index on the interviewer, not by reading every interview’s', async () => {
    const candidate = await applied('Tiago Sousa');
    const scheduled = (await schedule(candidate.id)).data!.scheduleInterview;
    const mine = await t.gql<{ myInterviews: { id: string }[] }>(MINE, {}, ana.token);
    expect(mine.data!.myInterviews.map((interview) => interview.id)).toContain(scheduled.id);
    // With sequential scans priced out, the planner takes the index when there is one; without
    // it, rows by user_id alone mean reading the whole table or the whole primary key.
    const plan = await t.orm.em.fork().transactional(async (tx) => {
      await tx.execute('set local enable_seqscan = off');
      const rows = await tx.execute<{ 'QUERY PLAN': string }[]>(
        'explain select interview_id from interview_interviewer where user_id = ?',
        [ana.user.id],
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('interview_interviewer_user_id_index');
  });
});
