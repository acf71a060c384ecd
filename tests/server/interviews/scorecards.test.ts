import {
  ALREADY_SUBMITTED_MESSAGE,
  NOT_INTERVIEWER_MESSAGE,
  NOT_STARTED_MESSAGE,
} from '../../../server/src/modules/interviews/scorecard.service';
import { Role } from '../../../server/src/modules/users/role';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { applicant, applyByForm } from '../applications/application-fixtures';

const SUBMIT = `mutation ($interviewId: ID!, $input: ScorecardInput!) {
  submitScorecard(interviewId: $interviewId, input: $input) { id authorName recommendation notes ratings { attribute rating } }
}`;
const READ = `query ($id: ID!) { candidate(id: $id) {
  interviews { id myScorecardDue hiddenScorecards scorecards { authorName recommendation ratings { attribute rating } } }
  scorecardSummary { submitted hidden recommendations { recommendation count } attributes { attribute average count } }
  activity { kind }
} }`;

interface Read {
  candidate: {
    interviews: {
      id: string;
      myScorecardDue: boolean;
      hiddenScorecards: number;
      scorecards: { authorName: string; recommendation: string }[];
    }[];
    scorecardSummary: {
      submitted: number;
      hidden: number;
      recommendations: { recommendation: string; count: number }[];
      attributes: { attribute: string; average: number; count: number }[];
    };
    activity: { kind: string }[];
  };
}

type Account = Awaited<ReturnType<TestServer['userWithRole']>>;

let t: TestServer;
let recruiter: Account;
let ana: Account;
let ben: Account;
let admin: Account;
let jobId: string;

beforeAll(async () => {
  t = await startTestServer({ MAIL_POLL_MS: '3600000' });
  recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
  ana = await t.userWithRole(Role.INTERNAL_RECRUITER);
  ben = await t.userWithRole(Role.INTERNAL_RECRUITER);
  admin = await t.userWithRole(Role.ADMIN);
  const created = await t.gql<{ createJob: { id: string; scorecardAttributes: string[] } }>(
    'mutation ($input: JobInput!) { createJob(input: $input) { id scorecardAttributes } }',
    { input: { title: 'Payroll Team Lead', scorecardAttributes: [' Payroll knowledge ', 'Communication', ''] } },
    recruiter.token,
  );
  expect(created.data!.createJob.scorecardAttributes).toEqual(['Payroll knowledge', 'Communication']);
  jobId = created.data!.createJob.id;
});
afterAll(() => t.stop());

/** An application with an interview by Ana and Ben, moved into the past (as if it took place). */
async function interviewed(): Promise<{ applicationId: string; interviewId: string }> {
  const answer = await applyByForm(t, jobId, applicant({ fullName: 'Inês Carvalho' }));
  const applicationId = String(answer.body.id);
  const scheduled = await t.gql<{ scheduleInterview: { id: string } }>(
    'mutation ($a: ID!, $i: InterviewInput!) { scheduleInterview(applicationId: $a, input: $i) { id } }',
    {
      a: applicationId,
      i: { date: '2031-07-03', time: '14:30', timeZone: 'Europe/Lisbon', interviewerIds: [ana.user.id, ben.user.id] },
    },
    recruiter.token,
  );
  const interviewId = scheduled.data!.scheduleInterview.id;
  await t.orm.em
    .fork()
    .execute(`update interview set starts_at = now() - interval '2 hours' where id = ?`, [interviewId]);
  return { applicationId, interviewId };
}

const card = (recommendation: string, payroll: string, communication: string, notes = '') => ({
  ratings: [
    { attribute: 'communication', rating: communication },
    { attribute: 'Payroll knowledge', rating: payroll },
  ],
  recommendation,
  notes,
});

const read = async (applicationId: string, who: Account) =>
  (await t.gql<Read>(READ, { id: applicationId }, who.token)).data!.candidate;

describe('scorecards', () => {
  it('stay hidden from an interviewer until they submit their own, while recruiters and admins see them all', async () => {
    const { applicationId, interviewId } = await interviewed();
    expect((await read(applicationId, ana)).interviews[0]).toMatchObject({ myScorecardDue: true, hiddenScorecards: 0 });

    const first = await t.gql<{ submitScorecard: { ratings: unknown; authorName: string } }>(
      SUBMIT,
      { interviewId, input: card('STRONG_YES', 'YES', 'STRONG_YES', '  Knows payroll inside out. ') },
      ana.token,
    );
    expect(first.errors).toBeUndefined();
    // In the job's order and words.
    expect(first.data!.submitScorecard).toMatchObject({
      authorName: `${ana.user.firstName} ${ana.user.lastName}`,
      notes: 'Knows payroll inside out.',
      ratings: [
        { attribute: 'Payroll knowledge', rating: 'YES' },
        { attribute: 'Communication', rating: 'STRONG_YES' },
      ],
    });

    // Ben has not judged yet: Ana's scorecard is kept from him, and from his summary.
    const forBen = await read(applicationId, ben);
    expect(forBen.interviews[0]).toMatchObject({ myScorecardDue: true, hiddenScorecards: 1, scorecards: [] });
    expect(forBen.scorecardSummary).toEqual({ submitted: 0, hidden: 1, recommendations: [], attributes: [] });
    // Ana, having submitted, reads hers; the recruiter who did not interview reads it too.
    expect((await read(applicationId, ana)).interviews[0]).toMatchObject({
      myScorecardDue: false,
      hiddenScorecards: 0,
    });
    expect((await read(applicationId, recruiter)).interviews[0]!.scorecards).toHaveLength(1);

    expect((await t.gql(SUBMIT, { interviewId, input: card('NO', 'NO', 'YES') }, ben.token)).errors).toBeUndefined();

    const afterBen = await read(applicationId, ben);
    expect(afterBen.interviews[0]!.scorecards.map((one) => one.recommendation)).toEqual(['STRONG_YES', 'NO']);
    expect(afterBen.scorecardSummary).toEqual({
      submitted: 2,
      hidden: 0,
      recommendations: [
        { recommendation: 'STRONG_YES', count: 1 },
        { recommendation: 'NO', count: 1 },
      ],
      attributes: [
        { attribute: 'Payroll knowledge', average: 2.5, count: 2 },
        { attribute: 'Communication', average: 3.5, count: 2 },
      ],
    });
    expect((await read(applicationId, admin)).scorecardSummary.submitted).toBe(2);
    expect(afterBen.activity.filter((line) => line.kind === 'SCORECARD_SUBMITTED')).toHaveLength(2);
  });

  it('are refused twice, from a non-interviewer, before the start, and without every attribute rated', async () => {
    const { interviewId } = await interviewed();
    expect((await t.gql(SUBMIT, { interviewId, input: card('YES', 'YES', 'YES') }, ana.token)).errors).toBeUndefined();
    expect(
      (await t.gql(SUBMIT, { interviewId, input: card('YES', 'YES', 'YES') }, ana.token)).errors?.[0],
    ).toMatchObject({
      message: ALREADY_SUBMITTED_MESSAGE,
      extensions: { code: 'CONFLICT' },
    });
    expect(
      (await t.gql(SUBMIT, { interviewId, input: card('YES', 'YES', 'YES') }, recruiter.token)).errors?.[0],
    ).toMatchObject({
      message: NOT_INTERVIEWER_MESSAGE,
      extensions: { code: 'FORBIDDEN' },
    });
    const partial = await t.gql(
      SUBMIT,
      { interviewId, input: { ratings: [{ attribute: 'Communication', rating: 'YES' }], recommendation: 'YES' } },
      ben.token,
    );
    expect(partial.errors?.[0]).toMatchObject({
      message: 'Please rate every attribute: Payroll knowledge.',
      extensions: { code: 'BAD_USER_INPUT', field: 'ratings' },
    });
    const unknown = await t.gql(
      SUBMIT,
      {
        interviewId,
        input: {
          ...card('YES', 'YES', 'YES'),
          ratings: [...card('YES', 'YES', 'YES').ratings, { attribute: 'Charm', rating: 'YES' }],
        },
      },
      ben.token,
    );
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ratings' });

    await t.orm.em
      .fork()
      .execute(`update interview set starts_at = now() + interval '1 day' where id = ?`, [interviewId]);
    expect(
      (await t.gql(SUBMIT, { interviewId, input: card('YES', 'YES', 'YES') }, ben.token)).errors?.[0],
    ).toMatchObject({
      message: NOT_STARTED_MESSAGE,
      extensions: { code: 'CONFLICT' },
    });
    const [{ n }] = await t.orm.em
      .fork()
      .execute<{ n: number }[]>('select count(*)::int as n from scorecard where interview_id = ?', [interviewId]);
    expect(n).toBe(1);
  });

  it('go with the candidate’s erasure, counted', async () => {
    const { interviewId } = await interviewed();
    const [{ email }] = await t.orm.em
      .fork()
      .execute<{ email: string }[]>(
        'select a.email from application a join interview i on i.application_id = a.id where i.id = ?',
        [interviewId],
      );
    expect((await t.gql(SUBMIT, { interviewId, input: card('YES', 'YES', 'NO') }, ana.token)).errors).toBeUndefined();
    const erased = await t.gql<{ erasePerson: { interviews: number; scorecards: number } }>(
      'mutation ($email: String!) { erasePerson(email: $email) { interviews scorecards } }',
      { email },
      admin.token,
    );
    expect(erased.data!.erasePerson).toEqual({ interviews: 1, scorecards: 1 });
  });
});
