import { PRIVACY_VERSION } from '../../../client/src/content/privacy';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { resumeFiles } from '../applications/application-fixtures';

import { type FormName, freshEmail, mailTo, type PublicForm, publicForms, rowsFor } from './public-form-fixtures';

let t: TestServer;
let forms: Record<FormName, PublicForm>;
beforeAll(async () => {
  t = await startTestServer({ FORM_MIN_FILL_SECONDS: '3' });
  forms = await publicForms(t);
});
afterAll(() => t.stop());

const SHOWN = { consent: true, privacyVersion: PRIVACY_VERSION };

describe.each<FormName>(['apply', 'register', 'join-us', 'contact'])('the %s form', (name) => {
  it.each([
    ['its honeypot field is filled in', { website: 'https://spam.example.com', fillMs: 60_000 }],
    ['its honeypot field is filled in, however fast', { website: 'https://spam.example.com', fillMs: 100 }],
  ])('answers like a success but stores nothing and mails no one when %s', async (_label, trap) => {
    const email = freshEmail(name);
    const before = await resumeFiles(t);
    const gql = await forms[name].graphql({ ...SHOWN, ...trap }, email);
    expect(gql.code).toBeUndefined();
    expect(gql.status).toBe(200);
    const rest = await forms[name].rest({ ...SHOWN, ...trap }, email);
    expect(rest.status).toBeLessThan(300);
    expect(await rowsFor(t, forms[name], email)).toHaveLength(0);
    expect(await mailTo(t, email)).toHaveLength(0);
    expect(await resumeFiles(t)).toEqual(before);
  });

  it('keeps a form sent sooner than FORM_MIN_FILL_SECONDS, held for review and mailed to no one', async () => {
    const email = freshEmail(name);
    const gql = await forms[name].graphql({ ...SHOWN, website: '', fillMs: 900 }, email);
    expect(gql.code).toBeUndefined();
    const restEmail = freshEmail(name);
    const rest = await forms[name].rest({ ...SHOWN, fillMs: 900 }, restEmail);
    expect(rest.status).toBeLessThan(300);
    for (const address of [email, restEmail]) {
      const rows = (await rowsFor(t, forms[name], address)) as unknown as { heldReason: string | null }[];
      expect(rows).toEqual([expect.objectContaining({ heldReason: 'fill-time' })]);
      expect(await mailTo(t, address)).toHaveLength(0);
    }
  });

  it('stores a form a person took their time over, with an empty honeypot', async () => {
    const email = freshEmail(name);
    const answer = await forms[name].graphql({ ...SHOWN, website: '', fillMs: 3000 }, email);
    expect(answer.code).toBeUndefined();
    expect(await rowsFor(t, forms[name], email)).toHaveLength(1);
  });
});
