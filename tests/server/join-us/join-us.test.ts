import { JOIN_US_SUCCESS_MESSAGE } from '../../../server/src/modules/join-us/join-us.service';
import { JoinUsPerson } from '../../../server/src/modules/join-us/join-us-person.entity';
import { JoinUsType } from '../../../server/src/modules/join-us/join-us-type';
import { FORM_CONSENT } from '../../helpers/form-consent';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

const JOIN_US = `mutation JoinUs($input: JoinUsInput!) {
  joinUs(input: $input) { id name email phone location type createdAt }
}`;
const JOIN_US_PEOPLE = `query JoinUsPeople($offset: Int, $limit: Int) {
  joinUsPeople(offset: $offset, limit: $limit) { total offset limit items { id name email phone location type createdAt } }
}`;

interface PersonView {
  id: string;
  name: string;
  email: string;
  phone: string;
  location: string;
  type: string;
  createdAt: string;
}

let t: TestServer;
const tokens = {} as Record<Role, string>;
let seq = 0;
const person = (overrides: Record<string, unknown> = {}) => ({
  name: `Asha Rao ${++seq}`,
  email: `asha-${seq}@example.com`,
  phone: '+91 98765 43210',
  location: 'Chennai, India',
  type: 'Organization',
  ...overrides,
});

beforeAll(async () => {
  t = await startTestServer();
  for (const role of Object.values(Role)) tokens[role] = (await t.userWithRole(role)).token;
});
afterAll(() => t.stop());

const countPeople = () => t.orm.em.fork().count(JoinUsPerson, {});
const findPerson = (email: string) => t.orm.em.fork().findOne(JoinUsPerson, { email });

async function insertPerson(name: string, minutesAgo: number) {
  const em = t.orm.em.fork();
  const row = em.create(JoinUsPerson, {
    ...person({ name }),
    type: JoinUsType.Individual,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
  await em.flush();
  return row;
}

describe('joining the mission', () => {
  it('stores the request from anyone through GraphQL joinUs', async () => {
    const input = person();
    const answer = await t.gql<{ joinUs: PersonView }>(JOIN_US, { input: { ...FORM_CONSENT, ...input } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.joinUs).toMatchObject(input);
    expect(await findPerson(input.email)).toMatchObject({ name: input.name, type: 'Organization' });
  });

  it('stores the request from anyone through POST /api/JoinUsPeople with 201 and the success message', async () => {
    const body = person();
    const rest = await t.rest<{ message: string; person: PersonView }>('POST', '/api/JoinUsPeople', { body });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ message: JOIN_US_SUCCESS_MESSAGE, person: { ...body, id: expect.any(String) } });
    expect(await findPerson(body.email)).toMatchObject({ phone: body.phone, location: body.location });
  });

  it('makes the type Individual when it is left out', async () => {
    const { type: _type, ...body } = person();
    const rest = await t.rest<{ person: PersonView }>('POST', '/api/JoinUsPeople', { body });
    expect(rest.body.person.type).toBe('Individual');
    const { type: _t, ...input } = person();
    const answer = await t.gql<{ joinUs: PersonView }>(JOIN_US, { input: { ...FORM_CONSENT, ...input } });
    expect(answer.data?.joinUs.type).toBe('Individual');
  });

  it('trims what was typed', async () => {
    const body = person({ name: '  Ravi  ', email: ' ravi@example.com ', phone: ' 12345 ', location: ' Delhi ' });
    const rest = await t.rest<{ person: PersonView }>('POST', '/api/JoinUsPeople', { body });
    expect(rest.body.person).toMatchObject({
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '12345',
      location: 'Delhi',
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(201) }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: `${'x'.repeat(250)}@example.com` }],
    ['phone', { phone: '' }],
    ['phone', { phone: '1'.repeat(41) }],
    ['location', { location: '  ' }],
    ['location', { location: 'x'.repeat(201) }],
    ['name', { name: 'nul\u0000name' }],
  ])('refuses a bad %s with the field named (GraphQL and REST), writing nothing', async (field, change) => {
    const before = await countPeople();
    const input = person(change);
    const answer = await t.gql(JOIN_US, { input: { ...FORM_CONSENT, ...input } });
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(answer.errors?.[0].message).toContain(field);
    const rest = await t.rest<{ message: string; field: string }>('POST', '/api/JoinUsPeople', { body: input });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ field, message: expect.stringContaining(field) });
    expect(await countPeople()).toBe(before);
  });

  it.each<[string, Record<string, unknown>]>([
    ['name', {}],
    ['email', { email: undefined }],
    ['phone', { phone: 12345 }],
    ['type', { type: 'Freelancer' }],
    ['type', { type: ['Individual'] }],
  ])('answers REST 400 naming %s for a missing or wrongly typed value', async (field, change) => {
    const before = await countPeople();
    const body = field === 'name' ? { ...person(), name: undefined } : person(change);
    const rest = await t.rest('POST', '/api/JoinUsPeople', { body });
    expect(rest).toMatchObject({ status: 400, body: { field } });
    expect(await countPeople()).toBe(before);
  });

  it('answers an unknown GraphQL type value as BAD_USER_INPUT, never a server error', async () => {
    const answer = await t.gql(JOIN_US, { input: { ...FORM_CONSENT, ...person({ type: 'Freelancer' }) } });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the join-us list', () => {
  it.each<[string, Role | undefined, string, number]>([
    ['anonymous callers', undefined, 'UNAUTHENTICATED', 401],
    ['USER', Role.USER, 'FORBIDDEN', 403],
  ])('is refused to %s through GraphQL and GET /api/joins', async (_label, role, code, status) => {
    const token = role ? tokens[role] : undefined;
    const answer = await t.gql(JOIN_US_PEOPLE, {}, token);
    expect(answer.errors?.[0].extensions?.code).toBe(code);
    expect(answer.data).toBeNull();
    const rest = await t.rest<{ message: string }>('GET', '/api/joins', { token });
    expect(rest.status).toBe(status);
    expect(rest.body.message).toEqual(expect.any(String));
  });

  it.each([Role.INTERNAL_RECRUITER, Role.ADMIN])(
    'is shown to %s newest first, through GraphQL and GET /api/joins (a plain array)',
    async (role) => {
      const oldest = await insertPerson('List oldest', 300);
      const newest = await insertPerson('List newest', 1);
      const answer = await t.gql<{ joinUsPeople: { total: number; items: PersonView[] } }>(
        JOIN_US_PEOPLE,
        { limit: 100 },
        tokens[role],
      );
      expect(answer.errors).toBeUndefined();
      const names = answer.data!.joinUsPeople.items.map((item) => item.id);
      expect(names.indexOf(newest.id)).toBeLessThan(names.indexOf(oldest.id));
      expect(answer.data!.joinUsPeople.total).toBe(await countPeople());

      const rest = await t.rest<PersonView[]>('GET', '/api/joins', { token: tokens[role] });
      expect(rest.status).toBe(200);
      expect(Object.keys(rest.body[0]).sort()).toEqual([
        'createdAt',
        'email',
        'id',
        'location',
        'name',
        'phone',
        'type',
      ]);
      const times = rest.body.map((item) => new Date(item.createdAt).getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(Number(rest.headers.get('x-total-count'))).toBe(await countPeople());
    },
  );

  it('pages with offset and limit, and refuses a bad page', async () => {
    const all = await t.rest<PersonView[]>('GET', '/api/joins', { token: tokens.INTERNAL_RECRUITER });
    const page = await t.rest<PersonView[]>('GET', '/api/joins?offset=1&limit=2', { token: tokens.INTERNAL_RECRUITER });
    expect(page.body.map((item) => item.id)).toEqual(all.body.slice(1, 3).map((item) => item.id));
    const gql = await t.gql<{ joinUsPeople: { items: PersonView[]; offset: number; limit: number } }>(
      JOIN_US_PEOPLE,
      { offset: 1, limit: 2 },
      tokens.INTERNAL_RECRUITER,
    );
    expect(gql.data?.joinUsPeople).toMatchObject({ offset: 1, limit: 2 });
    expect(gql.data?.joinUsPeople.items.map((item) => item.id)).toEqual(all.body.slice(1, 3).map((item) => item.id));

    expect(await t.rest('GET', '/api/joins?limit=10000', { token: tokens.INTERNAL_RECRUITER })).toMatchObject({
      status: 400,
      body: { field: 'limit' },
    });
    expect(await t.rest('GET', '/api/joins?offset=-5', { token: tokens.INTERNAL_RECRUITER })).toMatchObject({
      status: 400,
      body: { field: 'offset' },
    });
    const bad = await t.gql(JOIN_US_PEOPLE, { limit: 10000 }, tokens.INTERNAL_RECRUITER);
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
  });
});
