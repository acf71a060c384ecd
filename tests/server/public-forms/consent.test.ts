import { PRIVACY_VERSION } from '../../../client/src/content/privacy';
import { KNOWN_PRIVACY_VERSIONS } from '../../../server/src/modules/public-forms/privacy-versions';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { resumeFiles } from '../applications/application-fixtures';

import { type FormName, freshEmail, type PublicForm, publicForms, rowsFor } from './public-form-fixtures';

let t: TestServer;
let forms: Record<FormName, PublicForm>;
beforeAll(async () => {
  t = await startTestServer();
  forms = await publicForms(t);
});
afterAll(() => t.stop());

const ALL: FormName[] = ['apply', 'register', 'join-us', 'contact'];
const CONSENT_FORMS: FormName[] = ['apply', 'join-us'];
const NOTICE_FORMS: FormName[] = ['register', 'contact'];

it("knows the privacy notice version the client's forms send", () => {
  expect(KNOWN_PRIVACY_VERSIONS).toContain(PRIVACY_VERSION);
});

describe.each(ALL)('the %s form', (name) => {
  it('refuses a GraphQL submission without privacyVersion, naming it, and stores nothing', async () => {
    const email = freshEmail(name);
    const before = await resumeFiles(t);
    const answer = await forms[name].graphql({ consent: true }, email);
    expect(answer).toMatchObject({ code: 'BAD_USER_INPUT', field: 'privacyVersion' });
    expect(await rowsFor(t, forms[name], email)).toHaveLength(0);
    expect(await resumeFiles(t)).toEqual(before);
  });

  it('refuses a privacy notice version the server does not know, naming privacyVersion', async () => {
    const email = freshEmail(name);
    const answer = await forms[name].graphql({ consent: true, privacyVersion: '1999-01-01' }, email);
    expect(answer).toMatchObject({ code: 'BAD_USER_INPUT', field: 'privacyVersion' });
    expect(answer.message).toMatch(/reload the page/);
    expect(await rowsFor(t, forms[name], email)).toHaveLength(0);
  });

  it('stores the privacy notice version the form showed with the record', async () => {
    const email = freshEmail(name);
    const answer = await forms[name].graphql({ consent: true, privacyVersion: PRIVACY_VERSION }, email);
    expect(answer.code).toBeUndefined();
    const rows = await rowsFor(t, forms[name], email);
    expect(rows).toHaveLength(1);
    expect(rows[0].consent).toEqual({
      basis: CONSENT_FORMS.includes(name) ? 'consent' : 'notice',
      privacyVersion: PRIVACY_VERSION,
    });
  });

  it('accepts the spec’s REST payload (no consent fields) and records it as notice shown by the caller', async () => {
    const email = freshEmail(name);
    const answer = await forms[name].rest({}, email);
    expect(answer.status).toBeLessThan(300);
    const rows = await rowsFor(t, forms[name], email);
    expect(rows.map((row) => row.consent)).toEqual([{ basis: 'caller-notice', privacyVersion: null }]);
  });

  it('refuses an e-mail address whose domain has no dot, naming email, on GraphQL and REST', async () => {
    const email = `${name}-visitor@example`;
    const gql = await forms[name].graphql({ consent: true, privacyVersion: PRIVACY_VERSION }, email);
    expect(gql).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    const rest = await forms[name].rest({}, email);
    expect(rest).toMatchObject({ status: 400, field: 'email' });
    expect(rest.message).toMatch(/valid e-mail address/);
    expect(await rowsFor(t, forms[name], email)).toHaveLength(0);
  });
});

describe.each(CONSENT_FORMS)('the %s form (consent is the basis)', (name) => {
  it.each([
    ['left out', {}],
    ['false', { consent: false }],
  ])('refuses a submission whose consent is %s, naming consent, and keeps no row or file', async (_label, extra) => {
    const email = freshEmail(name);
    const before = await resumeFiles(t);
    const answer = await forms[name].graphql({ privacyVersion: PRIVACY_VERSION, ...extra }, email);
    expect(answer).toMatchObject({ code: 'BAD_USER_INPUT', field: 'consent' });
    expect(answer.message).toMatch(/tick the box/);
    expect(await rowsFor(t, forms[name], email)).toHaveLength(0);
    expect(await resumeFiles(t)).toEqual(before);
  });

  it('refuses a REST body that sends privacyVersion without consent: 400 naming consent', async () => {
    const email = freshEmail(name);
    const answer = await forms[name].rest({ privacyVersion: PRIVACY_VERSION }, email);
    expect(answer).toMatchObject({ status: 400, field: 'consent' });
    expect(await rowsFor(t, forms[name], email)).toHaveLength(0);
  });

  it('stores consent sent through REST (true for JSON, "true" or "on" in a multipart form)', async () => {
    const email = freshEmail(name);
    const answer = await forms[name].rest(
      { consent: name === 'apply' ? 'on' : true, privacyVersion: PRIVACY_VERSION },
      email,
    );
    expect(answer.status).toBeLessThan(300);
    const rows = await rowsFor(t, forms[name], email);
    expect(rows.map((row) => row.consent)).toEqual([{ basis: 'consent', privacyVersion: PRIVACY_VERSION }]);
  });
});

describe.each(NOTICE_FORMS)('the %s form (a notice, no box to tick)', (name) => {
  it('stores a submission without consent as notice, with the version shown', async () => {
    const email = freshEmail(name);
    const answer = await forms[name].graphql({ privacyVersion: PRIVACY_VERSION }, email);
    expect(answer.code).toBeUndefined();
    const rows = await rowsFor(t, forms[name], email);
    expect(rows.map((row) => row.consent)).toEqual([{ basis: 'notice', privacyVersion: PRIVACY_VERSION }]);
  });
});
