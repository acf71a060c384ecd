import { CONTACT_SUCCESS_MESSAGE } from '../../../server/src/modules/contact/contact.service';
import { ContactMessage } from '../../../server/src/modules/contact/contact-message.entity';
import { FORM_CONSENT } from '../../helpers/form-consent';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

const FIELDS = 'id name email mobile location message createdAt';
const SEND = `mutation Send($input: ContactMessageInput!) { sendContactMessage(input: $input) { ${FIELDS} } }`;
const MESSAGES = `query Messages($offset: Int, $limit: Int) {
  contactMessages(offset: $offset, limit: $limit) { total offset limit items { ${FIELDS} } }
}`;

interface MessageView {
  id: string;
  name: string;
  email: string;
  mobile: string;
  location: string;
  message: string;
  createdAt: string;
}

let t: TestServer;
const tokens = {} as Record<Role, string>;
let seq = 0;
const contact = (overrides: Record<string, unknown> = {}) => ({
  name: `Maria Silva ${++seq}`,
  email: `maria-${seq}@example.com`,
  mobile: '+351 912 345 678',
  location: 'Porto, Portugal',
  message: 'We would like to talk about hiring three engineers.',
  ...overrides,
});

beforeAll(async () => {
  t = await startTestServer();
  for (const role of Object.values(Role)) tokens[role] = (await t.userWithRole(role)).token;
});
afterAll(() => t.stop());

const countMessages = () => t.orm.em.fork().count(ContactMessage, {});
const findMessage = (email: string) => t.orm.em.fork().findOne(ContactMessage, { email });

describe('sending a contact message', () => {
  it('stores a message from anyone through GraphQL sendContactMessage', async () => {
    const input = contact();
    const answer = await t.gql<{ sendContactMessage: MessageView }>(SEND, { input: { ...FORM_CONSENT, ...input } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.sendContactMessage).toMatchObject(input);
    expect(await findMessage(input.email)).toMatchObject({ name: input.name, message: input.message });
  });

  it('stores a message from anyone through POST /api/contact with 201', async () => {
    const body = contact();
    const rest = await t.rest<{ message: string; contactMessage: MessageView }>('POST', '/api/contact', { body });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({
      message: CONTACT_SUCCESS_MESSAGE,
      contactMessage: { ...body, id: expect.any(String) },
    });
    expect(await findMessage(body.email)).toMatchObject({ mobile: body.mobile, location: body.location });
  });

  it('stores every message, also the same one twice', async () => {
    const body = contact();
    const before = await countMessages();
    await t.rest('POST', '/api/contact', { body });
    await t.rest('POST', '/api/contact', { body });
    expect(await countMessages()).toBe(before + 2);
  });

  it('accepts a message without location and text, storing them empty', async () => {
    const { location: _l, message: _m, ...body } = contact();
    const rest = await t.rest<{ contactMessage: MessageView }>('POST', '/api/contact', {
      body: { ...body, location: null },
    });
    expect(rest.status).toBe(201);
    expect(rest.body.contactMessage).toMatchObject({ location: '', message: '' });
    const { location: _l2, message: _m2, ...input } = contact();
    const answer = await t.gql<{ sendContactMessage: MessageView }>(SEND, { input: { ...FORM_CONSENT, ...input } });
    expect(answer.data?.sendContactMessage).toMatchObject({ location: '', message: '' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['name', { name: '  ' }],
    ['name', { name: 'x'.repeat(201) }],
    ['email', { email: 'maria at example' }],
    ['email', { email: '' }],
    ['mobile', { mobile: '   ' }],
    ['mobile', { mobile: '9'.repeat(41) }],
    ['location', { location: 'x'.repeat(201) }],
    ['message', { message: 'x'.repeat(5001) }],
    ['message', { message: 'nul \u0000 inside' }],
  ])('refuses a bad %s with the field named (GraphQL and REST), writing nothing', async (field, change) => {
    const before = await countMessages();
    const input = contact(change);
    const answer = await t.gql(SEND, { input: { ...FORM_CONSENT, ...input } });
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(answer.errors?.[0].message).toContain(field);
    const rest = await t.rest<{ message: string; field: string }>('POST', '/api/contact', { body: input });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ field, message: expect.stringContaining(field) });
    expect(await countMessages()).toBe(before);
  });

  it.each<[string, unknown]>([
    ['mobile', { ...contact(), mobile: 912345678 }],
    ['message', { ...contact(), message: { text: 'hi' } }],
    ['name', { email: 'only@example.com', mobile: '1' }],
    ['body', null],
  ])('answers REST 400 naming %s for a missing or wrongly typed value', async (field, body) => {
    const before = await countMessages();
    const rest = await t.rest('POST', '/api/contact', body === null ? { raw: 'null' } : { body });
    expect(rest).toMatchObject({ status: 400, body: { field } });
    expect(await countMessages()).toBe(before);
  });
});

describe('the contact message list', () => {
  it.each<[string, Role | undefined, string, number]>([
    ['anonymous callers', undefined, 'UNAUTHENTICATED', 401],
    ['USER', Role.USER, 'FORBIDDEN', 403],
  ])('is refused to %s through GraphQL and GET /api/contact', async (_label, role, code, status) => {
    const token = role ? tokens[role] : undefined;
    const answer = await t.gql(MESSAGES, {}, token);
    expect(answer.errors?.[0].extensions?.code).toBe(code);
    expect(answer.data).toBeNull();
    const rest = await t.rest<{ message: string }>('GET', '/api/contact', { token });
    expect(rest.status).toBe(status);
    expect(rest.body.message).toEqual(expect.any(String));
  });

  it.each([Role.INTERNAL_RECRUITER, Role.SUPER_ADMIN])(
    'is shown to %s newest first, through GraphQL and GET /api/contact',
    async (role) => {
      const em = t.orm.em.fork();
      const old = em.create(ContactMessage, {
        ...contact({ name: 'Old sender' }),
        createdAt: new Date(Date.now() - 3_600_000),
      });
      const recent = em.create(ContactMessage, {
        ...contact({ name: 'Recent sender' }),
        createdAt: new Date(Date.now() - 1000),
      });
      await em.flush();

      const answer = await t.gql<{ contactMessages: { total: number; items: MessageView[] } }>(
        MESSAGES,
        { limit: 100 },
        tokens[role],
      );
      expect(answer.errors).toBeUndefined();
      const ids = answer.data!.contactMessages.items.map((item) => item.id);
      expect(ids.indexOf(recent.id)).toBeLessThan(ids.indexOf(old.id));
      expect(answer.data!.contactMessages.total).toBe(await countMessages());

      const rest = await t.rest<MessageView[]>('GET', '/api/contact', { token: tokens[role] });
      expect(rest.status).toBe(200);
      const times = rest.body.map((item) => new Date(item.createdAt).getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(rest.body.find((item) => item.id === recent.id)).toMatchObject({
        name: 'Recent sender',
        message: expect.any(String),
      });
      expect(Number(rest.headers.get('x-total-count'))).toBe(await countMessages());
    },
  );

  it('pages with offset and limit, and refuses a bad page', async () => {
    const all = await t.rest<MessageView[]>('GET', '/api/contact', { token: tokens.INTERNAL_RECRUITER });
    const page = await t.gql<{ contactMessages: { items: MessageView[] } }>(
      MESSAGES,
      { offset: 2, limit: 1 },
      tokens.INTERNAL_RECRUITER,
    );
    expect(page.data?.contactMessages.items.map((item) => item.id)).toEqual([all.body[2].id]);
    const bad = await t.gql(MESSAGES, { offset: -1 }, tokens.INTERNAL_RECRUITER);
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'offset' });
    expect(await t.rest('GET', '/api/contact?limit=0', { token: tokens.INTERNAL_RECRUITER })).toMatchObject({
      status: 400,
      body: { field: 'limit' },
    });
  });
});
