/**
 * Requests an attacker (or a broken client) sends: bodies cut off mid-file, files over the cap on
 * both upload paths, one-byte documents, lone UTF-16 surrogates, subscription operations. Each
 * gets a client error, nothing is left in storage, and the server keeps answering.
 */
import { docxBytes, pdfBytes, pngBytes } from '../../helpers/files';
import {
  cutOff,
  MULTIPART_HEADERS,
  multipartBody,
  type RawPart,
  sendRaw,
  storedFiles,
} from '../../helpers/multipart-bodies';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { gqlUpload, postForm } from '../../helpers/uploads';
import { applicant, APPLY, newJob } from '../applications/application-fixtures';
import { CREATE_EVENT, eventFields, newEvent } from '../events/event-fixtures';

const RESUME_MAX = 64 * 1024;
const IMAGE_MAX = 32 * 1024;
const ANSWER_WITHIN_MS = 10_000;

let t: TestServer;
let staff: string;
let admin: string;
let jobId: string;
let eventId: string;
let storageRoot: string;
let filesBefore: string[];

beforeAll(async () => {
  t = await startTestServer({ RESUME_MAX_BYTES: String(RESUME_MAX), EVENT_IMAGE_MAX_BYTES: String(IMAGE_MAX) });
  staff = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  admin = (await t.userWithRole(Role.ADMIN)).token;
  jobId = await newJob(t, staff);
  eventId = (await newEvent(t, staff)).id;
  storageRoot = t.server.deps.config.storageDir;
});
afterAll(() => t.stop());

beforeEach(async () => {
  filesBefore = await storedFiles(storageRoot);
});

/** The server still answers, and storage holds exactly what it held before the test. */
async function expectNothingLeftAndAlive() {
  const health = await fetch(`${t.url}/healthz`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
  expect(health.status).toBe(200);
  expect(await storedFiles(storageRoot)).toEqual(filesBefore);
}

/** `work`, or a failure naming the wait when no answer came in time. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

function applicationParts(resume: Buffer, name = 'cv.pdf'): RawPart[] {
  return [
    ...Object.entries(applicant()).map(([field, value]) => ({ name: field, value })),
    { name: 'resume', value: resume, filename: name },
  ];
}

function eventParts(image: Buffer): RawPart[] {
  return [
    ...Object.entries(eventFields()).map(([field, value]) => ({ name: field, value })),
    { name: 'image', value: image, filename: 'banner.png' },
  ];
}

function graphqlApplyParts(resume: Buffer, name = 'cv.pdf'): RawPart[] {
  return [
    {
      name: 'operations',
      value: JSON.stringify({ query: APPLY, variables: { jobId, input: applicant(), resume: null } }),
    },
    { name: 'map', value: JSON.stringify({ 0: ['variables.resume'] }) },
    { name: '0', value: resume, filename: name },
  ];
}

const GRAPHQL_HEADERS = { ...MULTIPART_HEADERS, 'apollo-require-preflight': 'true' };

describe('a multipart body cut off inside its file part', () => {
  // 2 KB of file, then the body stops ~400 bytes before its end: busboy fails "Unexpected end of form".
  const bigPdf = Buffer.concat([pdfBytes(), Buffer.alloc(2048, 0x20)]);

  const imageBytes = Buffer.concat([pngBytes(), Buffer.alloc(2048)]);
  const routes: [label: string, route: () => string, method: string, parts: () => RawPart[], who: string][] = [
    ['apply', () => `/api/candidates/${jobId}`, 'POST', () => applicationParts(bigPdf), 'anyone'],
    ['add event', () => '/api/events/add', 'POST', () => eventParts(imageBytes), 'staff'],
    ['update event', () => `/api/events/update/${eventId}`, 'PUT', () => eventParts(imageBytes), 'staff'],
  ];
  it.each(routes)('REST %s: 400, no file, the server lives on', async (_label, route, method, parts, who) => {
    const body = cutOff(multipartBody(parts()), 400);
    const headers = { ...MULTIPART_HEADERS, ...(who === 'staff' ? auth(staff) : {}) };
    const answer = await sendRaw(`${t.url}${route()}`, body, headers, method, ANSWER_WITHIN_MS);
    expect(answer.status).toBe(400);
    expect(answer.json?.field).toBeDefined();
    await expectNothingLeftAndAlive();
  });

  it('GraphQL applyForJob: a client error on resume, no file', async () => {
    const body = cutOff(multipartBody(graphqlApplyParts(bigPdf)), 400);
    const answer = await sendRaw(`${t.url}/graphql`, body, GRAPHQL_HEADERS, 'POST', ANSWER_WITHIN_MS);
    expect(answer.status).toBeLessThan(500);
    const errors = answer.json?.errors as { extensions: { code: string; field?: string } }[];
    expect(errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'resume' });
    await expectNothingLeftAndAlive();
  });

  it('GraphQL cut off before its file (inside operations): 400 BAD_USER_INPUT, not an internal error', async () => {
    const body = cutOff(multipartBody(graphqlApplyParts(bigPdf)), bigPdf.length + 500);
    const logged = jest.spyOn(t.server.deps.logger, 'error');
    try {
      const answer = await sendRaw(`${t.url}/graphql`, body, GRAPHQL_HEADERS, 'POST', ANSWER_WITHIN_MS);
      expect(answer.status).toBe(400);
      expect((answer.json?.errors as { extensions: { code: string } }[])[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
    await expectNothingLeftAndAlive();
  });
});

describe('files over the cap', () => {
  const overResume = Buffer.concat([pdfBytes(), Buffer.alloc(RESUME_MAX)]);
  const overImage = Buffer.concat([pngBytes(), Buffer.alloc(IMAGE_MAX)]);
  const hugeResume = Buffer.concat([pdfBytes(), Buffer.alloc(RESUME_MAX * 40)]);

  it.each([
    ['a resume just over the cap', overResume],
    ['a resume 40 times the cap', hugeResume],
  ])('GraphQL: %s is answered PAYLOAD_TOO_LARGE on resume, no .part left', async (_label, bytes) => {
    const answer = await within(
      ANSWER_WITHIN_MS,
      gqlUpload(t.url, APPLY, { jobId, input: applicant(), resume: null }, 'variables.resume', {
        bytes,
        name: 'cv.pdf',
      }),
    );
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'resume' });
    await expectNothingLeftAndAlive();
  });

  it('GraphQL: an image over its own (smaller) cap is refused on image', async () => {
    const answer = await gqlUpload(
      t.url,
      CREATE_EVENT,
      { input: eventFields(), image: null },
      'variables.image',
      {
        bytes: overImage,
        name: 'banner.png',
      },
      { token: staff },
    );
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'image' });
    await expectNothingLeftAndAlive();
  });

  it('REST: ten over-cap resumes and ten over-cap images in a row all get 413 naming the field', async () => {
    for (let i = 0; i < 10; i += 1) {
      const resume = await postForm(`${t.url}/api/candidates/${jobId}`, applicant(), {
        field: 'resume',
        bytes: i % 2 ? hugeResume : overResume,
        name: 'cv.pdf',
      });
      expect([resume.status, resume.body.field]).toEqual([413, 'resume']);
      const image = await postForm(
        `${t.url}/api/events/update/${eventId}`,
        eventFields(),
        {
          field: 'image',
          bytes: overImage,
          name: 'banner.png',
        },
        auth(staff),
        'PUT',
      );
      expect([image.status, image.body.field]).toEqual([413, 'image']);
    }
    await expectNothingLeftAndAlive();
  });
});

describe('a .docx of 1 to 3 bytes', () => {
  it.each([1, 2, 3])('%i byte(s): 400 on resume over REST and GraphQL', async (size) => {
    const bytes = docxBytes().subarray(0, size);
    const rest = await postForm(`${t.url}/api/candidates/${jobId}`, applicant(), {
      field: 'resume',
      bytes,
      name: 'cv.docx',
    });
    expect([rest.status, rest.body.field]).toEqual([400, 'resume']);
    const gql = await gqlUpload(t.url, APPLY, { jobId, input: applicant(), resume: null }, 'variables.resume', {
      bytes,
      name: 'cv.docx',
    });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'resume' });
    await expectNothingLeftAndAlive();
  });
});

describe('a lone UTF-16 surrogate in an e-mail field', () => {
  const LONE = ['a\uD800@example.com', '\uDFFFb@example.com', 'x@exa\uDBFFmple.com'];

  const restCalls: [
    label: string,
    method: string,
    route: () => string,
    body: (email: string) => object,
    who: 'staff' | 'admin' | 'anyone',
  ][] = [
    ['sign-in', 'POST', () => '/api/user/login', (email) => ({ email, password: 'whatever' }), 'anyone'],
    [
      'create user',
      'POST',
      () => '/api/user/register',
      (email) => ({ firstName: 'A', lastName: 'B', email, password: 'a-long-password', role: 'USER' }),
      'admin',
    ],
    [
      'event registration',
      'POST',
      () => `/api/events/${eventId}/register`,
      (email) => ({ name: 'A', email, phone: '123' }),
      'anyone',
    ],
    [
      'contact',
      'POST',
      () => '/api/contact',
      (email) => ({ name: 'A', email, mobile: '123', message: 'Hello' }),
      'anyone',
    ],
    [
      'join us',
      'POST',
      () => '/api/JoinUsPeople',
      (email) => ({ name: 'A', email, phone: '123', location: 'Lisbon' }),
      'anyone',
    ],
    ['rejection e-mail', 'POST', () => '/api/candidates/send-rejection-email', (email) => ({ email }), 'staff'],
  ];

  it.each(restCalls)('REST %s: 400 naming email', async (_label, method, route, body, who) => {
    for (const email of LONE) {
      const token = who === 'admin' ? admin : who === 'staff' ? staff : undefined;
      const answer = await t.rest<{ field?: string }>(method, route(), { body: body(email), token });
      expect([answer.status, answer.body.field]).toEqual([400, 'email']);
    }
  });

  const mutations: [
    label: string,
    query: string,
    variables: (email: string) => object,
    who: 'staff' | 'admin' | 'anyone',
  ][] = [
    ['login', 'mutation($e: String!) { login(email: $e, password: "x") { token } }', (e) => ({ e }), 'anyone'],
    [
      'createUser',
      'mutation($i: CreateUserInput!) { createUser(input: $i) { id } }',
      (email) => ({ i: { firstName: 'A', lastName: 'B', email, password: 'a-long-password', role: 'USER' } }),
      'admin',
    ],
    [
      'registerForEvent',
      'mutation($id: ID!, $i: RegistrationInput!) { registerForEvent(eventId: $id, input: $i) { id } }',
      (email) => ({ id: eventId, i: { name: 'A', email, phone: '123' } }),
      'anyone',
    ],
    [
      'sendContactMessage',
      'mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) { id } }',
      (email) => ({ i: { name: 'A', email, mobile: '123', message: 'Hello' } }),
      'anyone',
    ],
    [
      'joinUs',
      'mutation($i: JoinUsInput!) { joinUs(input: $i) { id } }',
      (email) => ({ i: { name: 'A', email, phone: '123', location: 'Lisbon' } }),
      'anyone',
    ],
    ['sendRejectionEmail', 'mutation($e: String!) { sendRejectionEmail(email: $e) }', (e) => ({ e }), 'staff'],
  ];

  it.each(mutations)('GraphQL %s: BAD_USER_INPUT naming email', async (_label, query, variables, who) => {
    for (const email of LONE) {
      const token = who === 'admin' ? admin : who === 'staff' ? staff : undefined;
      const answer = await t.gql(query, variables(email) as Record<string, unknown>, token);
      expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    }
  });

  it('GraphQL applyForJob: BAD_USER_INPUT naming email, and the resume is not kept', async () => {
    const answer = await gqlUpload(
      t.url,
      APPLY,
      { jobId, input: applicant({ email: 'a\uD800@example.com' }), resume: null },
      'variables.resume',
      { bytes: pdfBytes(), name: 'cv.pdf' },
    );
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    await expectNothingLeftAndAlive();
  });
});

describe('GraphQL operations the server does not run', () => {
  it('a subscription is a client error, answered and not logged as an internal one', async () => {
    const logged = jest.spyOn(t.server.deps.logger, 'error');
    try {
      const answer = await t.gql('subscription { jobs { id } }');
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0].extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
