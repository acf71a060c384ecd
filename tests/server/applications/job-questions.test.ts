import { QUESTIONS_CHANGED_MESSAGE } from '../../../server/src/modules/applications/application-answers';
import { Role } from '../../../server/src/modules/users/role';
import { FORM_CONSENT } from '../../helpers/form-consent';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { gqlUpload } from '../../helpers/uploads';
import { unzip } from '../people/people-fixtures';

import { applicant, APPLY, applyByForm, countApplications, PDF_RESUME, resumeFiles } from './application-fixtures';

const QUESTION_FIELDS = 'questions { id label kind required options }';
const CREATE = `mutation ($input: JobInput!) { createJob(input: $input) { id ${QUESTION_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { id ${QUESTION_FIELDS} } }`;
const ANSWERS = 'query ($id: ID!) { candidate(id: $id) { answers { questionId question kind answer } } }';

interface Question {
  id: string;
  label: string;
  kind: string;
  required: boolean;
  options: string[];
}

interface Answer {
  questionId: string;
  question: string;
  kind: string;
  answer: string;
}

let t: TestServer;
let recruiter: string;
let admin: string;

beforeAll(async () => {
  t = await startTestServer({ MAIL_POLL_MS: '3600000' });
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  admin = (await t.userWithRole(Role.ADMIN)).token;
});
afterAll(() => t.stop());

const PERMIT = { label: ' Do you hold a work permit for the EU? ', kind: 'YES_NO', required: true };
const NOTICE = { label: 'Notice period', kind: 'SINGLE_CHOICE', options: [' None ', 'One month', '', 'Three months'] };
const SALARY = { label: 'Expected salary', kind: 'SHORT_TEXT' };

async function createJob(
  questions: unknown[],
  title = 'Payroll Specialist',
): Promise<{ id: string; questions: Question[] }> {
  const created = await t.gql<{ createJob: { id: string; questions: Question[] } }>(
    CREATE,
    { input: { title, questions } },
    recruiter,
  );
  expect(created.errors).toBeUndefined();
  return created.data!.createJob;
}

function applyByGraphql(jobId: string, fields: Record<string, unknown>) {
  return gqlUpload(
    t.url,
    APPLY,
    { jobId, input: { ...FORM_CONSENT, ...applicant(), ...fields }, resume: null },
    'variables.resume',
    PDF_RESUME,
  );
}

async function answersOf(id: string): Promise<Answer[]> {
  const answer = await t.gql<{ candidate: { answers: Answer[] } }>(ANSWERS, { id }, recruiter);
  expect(answer.errors).toBeUndefined();
  return answer.data!.candidate.answers;
}

describe('a job’s questions', () => {
  it('are stored trimmed, in order, with ids, and read by anyone (GraphQL and REST)', async () => {
    const job = await createJob([PERMIT, NOTICE, SALARY]);
    expect(job.questions).toEqual([
      {
        id: expect.any(String),
        label: 'Do you hold a work permit for the EU?',
        kind: 'YES_NO',
        required: true,
        options: [],
      },
      {
        id: expect.any(String),
        label: 'Notice period',
        kind: 'SINGLE_CHOICE',
        required: false,
        options: ['None', 'One month', 'Three months'],
      },
      { id: expect.any(String), label: 'Expected salary', kind: 'SHORT_TEXT', required: false, options: [] },
    ]);
    expect(new Set(job.questions.map((question) => question.id)).size).toBe(3);
    // A visitor reads them, to answer them.
    const publicJob = await t.gql<{ job: { questions: Question[] } }>(
      `query ($id: ID!) { job(id: $id) { ${QUESTION_FIELDS} } }`,
      {
        id: job.id,
      },
    );
    expect(publicJob.data!.job.questions).toEqual(job.questions);
    const rest = await t.rest<{ questions: Question[] }>('GET', `/api/jobs/${job.id}`);
    expect(rest.body.questions).toEqual(job.questions);
  });

  it('keep their ids through an edit, and an integrator’s PUT without questions keeps them', async () => {
    const job = await createJob([PERMIT, SALARY]);
    const [permit, salary] = job.questions;
    const updated = await t.gql<{ updateJob: { questions: Question[] } }>(
      UPDATE,
      {
        id: job.id,
        input: {
          title: 'Payroll Specialist',
          questions: [
            { id: salary!.id, label: 'Expected yearly salary', kind: 'SHORT_TEXT', required: true },
            { id: permit!.id, label: permit!.label, kind: 'YES_NO' },
          ],
        },
      },
      recruiter,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateJob.questions).toEqual([
      { ...salary, label: 'Expected yearly salary', required: true },
      { ...permit, required: false },
    ]);
    const put = await t.rest<{ questions: Question[] }>('PUT', `/api/jobs/${job.id}`, {
      token: recruiter,
      body: { title: 'Payroll Specialist II' },
    });
    expect(put.status).toBe(200);
    expect(put.body.questions).toEqual(updated.data!.updateJob.questions);
  });

  it.each([
    ['a blank question', [{ label: '  ', kind: 'SHORT_TEXT' }], 'Question 1: the question is required'],
    [
      'a question over 300 characters',
      [{ label: 'x'.repeat(301), kind: 'SHORT_TEXT' }],
      'Question 1: the question is required',
    ],
    [
      'options on a yes/no question',
      [SALARY, { label: 'Relocate?', kind: 'YES_NO', options: ['Maybe'] }],
      'Question 2: only a single-choice question has options.',
    ],
    [
      'a single choice with one option',
      [{ label: 'Level', kind: 'SINGLE_CHOICE', options: ['Senior', ' '] }],
      'Question 1: a single-choice question needs 2 to 20',
    ],
    [
      'the same option twice',
      [{ label: 'Level', kind: 'SINGLE_CHOICE', options: ['Senior', 'senior'] }],
      'Question 1: a single-choice question needs 2 to 20',
    ],
    [
      'an id that is no id',
      [{ id: 'abc', label: 'Level', kind: 'SHORT_TEXT' }],
      'Question 1: id must be the id of one of the job’s questions.',
    ],
    [
      'eleven questions',
      Array.from({ length: 11 }, (_, n) => ({ label: `Question ${n}`, kind: 'SHORT_TEXT' })),
      'at most 10 questions',
    ],
  ])('refuse %s on `questions`, and no job is stored', async (_case, questions, message) => {
    const title = `Refused ${_case}`;
    const created = await t.gql(CREATE, { input: { title, questions } }, recruiter);
    expect(created.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'questions' });
    expect(created.errors?.[0]?.message).toContain(message);
    const rest = await t.rest<{ field: string; message: string }>('POST', '/api/jobs', {
      token: recruiter,
      body: { title, questions },
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ field: 'questions' });
    expect(rest.body.message).toContain(message);
    const [{ count }] = await t.orm.em
      .fork()
      .execute<{ count: number }[]>('select count(*)::int as count from job where title = ?', [title]);
    expect(count).toBe(0);
  });

  it('refuse a REST body whose questions are not a list of objects', async () => {
    const rest = await t.rest<{ field: string; message: string }>('POST', '/api/jobs', {
      token: recruiter,
      body: { title: 'Auditor', questions: ['Why us?'] },
    });
    expect(rest).toMatchObject({
      status: 400,
      body: { field: 'questions', message: 'questions must be a list of objects.' },
    });
  });
});

describe('the answers of an application', () => {
  let job: { id: string; questions: Question[] };
  let permit: Question;
  let notice: Question;
  let salary: Question;

  beforeAll(async () => {
    job = await createJob([PERMIT, NOTICE, SALARY], 'Benefits Analyst');
    [permit, notice, salary] = job.questions as [Question, Question, Question];
  });

  it('are stored in the job’s order, Yes/No and options as the job writes them, blanks left out', async () => {
    const sent = await applyByGraphql(job.id, {
      answers: [
        { questionId: salary.id, answer: '   ' },
        { questionId: notice.id, answer: 'one MONTH' },
        { questionId: permit.id, answer: ' yes ' },
      ],
    });
    expect(sent.errors).toBeUndefined();
    const id = (sent.data as { applyForJob: { id: string } }).applyForJob.id;
    expect(await answersOf(id)).toEqual([
      { questionId: permit.id, question: permit.label, kind: 'YES_NO', answer: 'Yes' },
      { questionId: notice.id, question: 'Notice period', kind: 'SINGLE_CHOICE', answer: 'One month' },
    ]);
  });

  it('come over REST as a JSON field, and REST answers list them', async () => {
    const answers = [
      { questionId: permit.id, answer: 'No' },
      { questionId: salary.id, answer: 'EUR 60,000' },
    ];
    const sent = await applyByForm(t, job.id, applicant({ answers: JSON.stringify(answers) }));
    expect(sent.status).toBe(200);
    const listed = await t.rest<{ id: string; answers: Answer[] }[]>('GET', `/api/candidates/${job.id}/applications`, {
      token: recruiter,
    });
    expect(listed.body.find((application) => application.id === sent.body.id)?.answers).toEqual([
      { questionId: permit.id, question: permit.label, kind: 'YES_NO', answer: 'No' },
      { questionId: salary.id, question: 'Expected salary', kind: 'SHORT_TEXT', answer: 'EUR 60,000' },
    ]);
  });

  it.each([
    [
      'no answer to a required question',
      [{ questionId: 'permit', answer: ' ' }],
      `Please answer “Do you hold a work permit for the EU?”.`,
    ],
    ['an answer that is not Yes or No', [{ questionId: 'permit', answer: 'Perhaps' }], 'must be Yes or No.'],
    [
      'an option the question does not offer',
      [
        { questionId: 'permit', answer: 'Yes' },
        { questionId: 'notice', answer: 'Two weeks' },
      ],
      'must be one of: None, One month, Three months.',
    ],
    [
      'a text answer over 1,000 characters',
      [
        { questionId: 'permit', answer: 'Yes' },
        { questionId: 'salary', answer: 'x'.repeat(1001) },
      ],
      'must be at most 1000 characters.',
    ],
    [
      'a question the job does not ask',
      [
        { questionId: 'permit', answer: 'Yes' },
        { questionId: '00000000-0000-4000-8000-000000000000', answer: 'Yes' },
      ],
      QUESTIONS_CHANGED_MESSAGE,
    ],
    [
      'a question answered twice',
      [
        { questionId: 'permit', answer: 'Yes' },
        { questionId: 'permit', answer: 'No' },
      ],
      'one is answered twice',
    ],
  ])('refuse %s on `answers`, keeping no row and no file', async (_case, given, message) => {
    const ids: Record<string, string> = { permit: permit.id, notice: notice.id, salary: salary.id };
    const answers = given.map(({ questionId, answer }) => ({ questionId: ids[questionId] ?? questionId, answer }));
    const filesBefore = await resumeFiles(t);
    const rowsBefore = await countApplications(t);
    const graphql = await applyByGraphql(job.id, { answers });
    expect(graphql.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'answers' } });
    expect(graphql.errors?.[0]?.message).toContain(message);
    const rest = await applyByForm(t, job.id, applicant({ answers: JSON.stringify(answers) }));
    expect(rest).toMatchObject({ status: 400, body: { field: 'answers' } });
    expect(String(rest.body.message)).toContain(message);
    expect(await countApplications(t)).toBe(rowsBefore);
    expect(await resumeFiles(t)).toEqual(filesBefore);
  });

  it('refuse a REST answers field that is not JSON, naming it', async () => {
    const rest = await applyByForm(t, job.id, applicant({ answers: '{permit: yes' }));
    expect(rest).toMatchObject({ status: 400, body: { field: 'answers' } });
  });

  it('keep the question’s words as asked when staff reword it later, and are in the person’s export', async () => {
    const fields = applicant();
    const sent = await applyByForm(t, job.id, {
      ...fields,
      answers: JSON.stringify([{ questionId: permit.id, answer: 'Yes' }]),
    });
    expect(sent.status).toBe(200);
    const reworded = await t.gql(
      UPDATE,
      {
        id: job.id,
        input: {
          title: 'Benefits Analyst',
          questions: [{ id: permit.id, label: 'May you work in Germany?', kind: 'YES_NO' }],
        },
      },
      recruiter,
    );
    expect(reworded.errors).toBeUndefined();
    expect(await answersOf(String(sent.body.id))).toEqual([
      { questionId: permit.id, question: 'Do you hold a work permit for the EU?', kind: 'YES_NO', answer: 'Yes' },
    ]);
    const exported = await fetch(`${t.url}/api/people/export?email=${encodeURIComponent(fields.email!)}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const entries = await unzip(Buffer.from(await exported.arrayBuffer()));
    const records = JSON.parse(entries.get('records.json')!.toString('utf8')) as {
      applications: { answers: unknown }[];
    };
    expect(records.applications).toEqual([
      expect.objectContaining({ answers: [{ question: 'Do you hold a work permit for the EU?', answer: 'Yes' }] }),
    ]);
  });
});
