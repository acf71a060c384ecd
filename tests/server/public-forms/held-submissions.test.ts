import { PRIVACY_VERSION } from '../../../client/src/content/privacy';
import { Application } from '../../../server/src/modules/applications/application.entity';
import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { Registration, RegistrationStatus } from '../../../server/src/modules/registrations/registration.entity';
import { Role } from '../../../server/src/modules/users/role';
import { User } from '../../../server/src/modules/users/user.entity';
import { WebhookDelivery } from '../../../server/src/modules/webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from '../../../server/src/modules/webhooks/webhook-endpoint.entity';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { resumeFiles } from '../applications/application-fixtures';
import { newEvent, REGISTER } from '../events/event-fixtures';
import { unzip } from '../people/people-fixtures';

import { type FormName, freshEmail, mailTo, type PublicForm, publicForms, rowsFor } from './public-form-fixtures';

// Mail stays in the outbox (never polled): what a submission queued is read there.
let t: TestServer;
let forms: Record<FormName, PublicForm>;
let recruiter: string;
let user: string;
/** The event of the fixtures' registration form, read from the first registration it stores. */
let eventId = '';
beforeAll(async () => {
  t = await startTestServer({ FORM_MIN_FILL_SECONDS: '3', MAIL_POLL_MS: '3600000', WEBHOOK_POLL_MS: '3600000' });
  forms = await publicForms(t);
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  user = (await t.userWithRole(Role.USER)).token;
  const admin = await t.userWithRole(Role.ADMIN);
  const em = t.orm.em.fork();
  em.persist(
    em.create(WebhookEndpoint, {
      url: 'https://receiver.example.com/hooks',
      events: ['application.created', 'registration.created', 'join_us.created', 'contact.created'],
      secret: 'test-secret',
      // An endpoint lives with its creator's power: registered by an admin.
      createdBy: em.getReference(User, admin.user.id),
    }),
  );
  await em.flush();
});
afterAll(() => t.stop());

const FAST = { consent: true, privacyVersion: PRIVACY_VERSION, website: '', fillMs: 400 };

/** Each screen's queries and mutations, by form. */
const SCREENS: Record<
  FormName,
  { event: string; list: (t: TestServer) => Promise<string[]>; held: string; release: string; remove: string }
> = {
  apply: {
    event: 'application.created',
    list: async () => ids(await gql(`query { candidates(first: 100) { edges { node { id } } } }`), 'candidates'),
    held: 'query { heldApplications { id heldAt heldReason email } }',
    release: 'mutation ($id: ID!) { releaseHeldApplication(id: $id) { id heldAt } }',
    remove: 'mutation ($id: ID!) { deleteHeldApplication(id: $id) }',
  },
  register: {
    event: 'registration.created',
    list: async () => ids(await gql(`query ($e: ID!) { eventRegistrations(eventId: $e) { id } }`, { e: eventId })),
    held: 'query ($e: ID!) { heldEventRegistrations(eventId: $e) { id heldAt heldReason email } }',
    release: 'mutation ($id: ID!) { releaseHeldRegistration(id: $id) { id heldAt status } }',
    remove: 'mutation ($id: ID!) { deleteHeldRegistration(id: $id) }',
  },
  'join-us': {
    event: 'join_us.created',
    list: async () => ids(await gql(`query { joinUsPeople(limit: 100) { items { id } } }`), 'joinUsPeople'),
    held: 'query { heldJoinUsPeople { id heldAt heldReason email } }',
    release: 'mutation ($id: ID!) { releaseHeldJoinUsRequest(id: $id) { id heldAt } }',
    remove: 'mutation ($id: ID!) { deleteHeldJoinUsRequest(id: $id) }',
  },
  contact: {
    event: 'contact.created',
    list: async () => ids(await gql(`query { contactMessages(limit: 100) { items { id } } }`), 'contactMessages'),
    held: 'query { heldContactMessages { id heldAt heldReason email } }',
    release: 'mutation ($id: ID!) { releaseHeldContactMessage(id: $id) { id heldAt } }',
    remove: 'mutation ($id: ID!) { deleteHeldContactMessage(id: $id) }',
  },
};

async function gql(query: string, variables: Record<string, unknown> = {}, token = recruiter) {
  const answer = await t.gql<Record<string, unknown>>(query, variables, token);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!;
}

/** The ids of a list answer, whatever its shape (a plain list, a page or a connection). */
function ids(data: Record<string, unknown>, field?: string): string[] {
  const value = field ? data[field] : Object.values(data)[0];
  const list = Array.isArray(value)
    ? value
    : ((value as { items?: unknown[]; edges?: { node: unknown }[] }).items ??
      (value as { edges: { node: unknown }[] }).edges.map((edge) => edge.node));
  return (list as { id: string }[]).map((item) => item.id);
}

async function heldList(name: FormName) {
  const data = await gql(SCREENS[name].held, { e: eventId });
  return Object.values(data)[0] as { id: string; heldAt: string | null; heldReason: string | null; email: string }[];
}

async function deliveriesAbout(name: FormName, email: string) {
  const rows = await t.orm.em.fork().find(WebhookDelivery, { eventType: SCREENS[name].event });
  return rows.filter((row) => row.body.includes(email));
}

async function auditOf(action: AuditAction, id: string) {
  return t.orm.em.fork().find(AuditEntry, { action, subjectId: id });
}

/** Sends the form faster than a person could and answers the held row's id. */
async function sendFast(name: FormName, email: string): Promise<string> {
  const answer = await forms[name].graphql(FAST, email);
  expect(answer.code).toBeUndefined();
  const rows = (await rowsFor(t, forms[name], email)) as unknown as { id: string; heldAt: Date | null }[];
  expect(rows).toHaveLength(1);
  expect(rows[0]!.heldAt).toBeInstanceOf(Date);
  if (name === 'register') eventId = (await t.orm.em.fork().findOneOrFail(Registration, { id: rows[0]!.id })).event.id;
  return rows[0]!.id;
}

describe.each<FormName>(['apply', 'register', 'join-us', 'contact'])('the %s form sent too fast', (name) => {
  it('is kept, held for review, mailed to no one and sent to no webhook, and left out of the normal list', async () => {
    const email = freshEmail(`held-${name}`);
    const id = await sendFast(name, email);
    expect(await mailTo(t, email)).toHaveLength(0);
    expect(await deliveriesAbout(name, email)).toHaveLength(0);
    expect(await SCREENS[name].list(t)).not.toContain(id);
    expect(await heldList(name)).toContainEqual({
      id,
      heldAt: expect.any(String),
      heldReason: 'fill-time',
      email,
    });
  });

  it('sends its mail and webhook on release, joins the normal list and audits who released it', async () => {
    const email = freshEmail(`release-${name}`);
    const id = await sendFast(name, email);
    const released = await gql(SCREENS[name].release, { id });
    expect(Object.values(released)[0]).toMatchObject({ id, heldAt: null });
    // Application and registration mail their confirmation; join-us and contact send none at all.
    const mail = await mailTo(t, email);
    expect(mail).toHaveLength(name === 'apply' || name === 'register' ? 1 : 0);
    expect(await deliveriesAbout(name, email)).toHaveLength(1);
    expect(await SCREENS[name].list(t)).toContain(id);
    expect((await heldList(name)).map((row) => row.id)).not.toContain(id);
    expect(await auditOf(AuditAction.HELD_SUBMISSION_RELEASED, id)).toHaveLength(1);
    // Released once: a second release finds nothing held.
    const again = await t.gql(SCREENS[name].release, { id }, recruiter);
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await mailTo(t, email)).toHaveLength(mail.length);
  });

  it('is deleted in one call, with nothing sent, and the deletion audited', async () => {
    const email = freshEmail(`delete-${name}`);
    const id = await sendFast(name, email);
    const files = name === 'apply' ? await resumeFiles(t) : [];
    const deleted = await gql(SCREENS[name].remove, { id });
    expect(Object.values(deleted)[0]).toBe(id);
    expect(await rowsFor(t, forms[name], email)).toHaveLength(0);
    expect(await mailTo(t, email)).toHaveLength(0);
    expect(await deliveriesAbout(name, email)).toHaveLength(0);
    expect(await auditOf(AuditAction.HELD_SUBMISSION_DELETED, id)).toHaveLength(1);
    if (name === 'apply') expect((await resumeFiles(t)).length).toBe(files.length - 1);
  });

  it('refuses the held list, release and delete to anonymous callers and to the USER role', async () => {
    const email = freshEmail(`guard-${name}`);
    const id = await sendFast(name, email);
    for (const [token, code] of [
      [undefined, 'UNAUTHENTICATED'],
      [user, 'FORBIDDEN'],
    ] as const) {
      for (const query of [SCREENS[name].held, SCREENS[name].release, SCREENS[name].remove]) {
        const answer = await t.gql(query, { id, e: eventId }, token);
        expect(answer.errors?.[0]?.extensions?.code).toBe(code);
      }
    }
    expect(await rowsFor(t, forms[name], email)).toHaveLength(1);
    expect(await mailTo(t, email)).toHaveLength(0);
  });
});

describe('a held registration', () => {
  it('takes no seat, and its release puts the person on the waiting list of a full event', async () => {
    const event = await newEvent(t, recruiter, { capacity: '1' });
    const register = (email: string, fillMs: number) =>
      t.gql<{ registerForEvent: { id: string; message: string } }>(REGISTER, {
        eventId: event.id,
        input: { name: 'Quick Visitor', email, phone: '+44 20 7946 0000', privacyVersion: PRIVACY_VERSION, fillMs },
      });
    const fast = freshEmail('fast-registrant');
    const held = await register(fast, 200);
    // The spec's success: the registration is kept (and staff will release it).
    expect(held.data?.registerForEvent.message).toBe('Registration successful!');
    const seats = `query ($id: ID!) { event(id: $id) { seatsLeft registrationCount } }`;
    expect((await gql(seats, { id: event.id })).event).toEqual({ seatsLeft: 1, registrationCount: 0 });

    const slow = freshEmail('slow-registrant');
    await register(slow, 60_000);
    const [seated] = await rowsFor(t, forms.register, slow);
    expect((seated as unknown as Registration).status).toBe(RegistrationStatus.CONFIRMED);

    const released = await gql('mutation ($id: ID!) { releaseHeldRegistration(id: $id) { status } }', {
      id: held.data!.registerForEvent.id,
    });
    expect(released.releaseHeldRegistration).toEqual({ status: 'WAITING' });
    const [waitingMail] = await mailTo(t, fast);
    expect(waitingMail?.subject).toMatch(/waiting list/i);
    expect((await gql(seats, { id: event.id })).event).toEqual({ seatsLeft: 0, registrationCount: 2 });
  });
});

describe('a held application', () => {
  it('takes no decision until released: shortlisting or rejecting it is refused, nothing changes or is mailed', async () => {
    const email = freshEmail('held-decision');
    const id = await sendFast('apply', email);
    const attempts = [
      { query: `mutation ($ids: [ID!]!) { shortlistApplications(ids: $ids) { id } }`, variables: { ids: [id] } },
      { query: `mutation ($ids: [ID!]!) { rejectApplications(ids: $ids) { id } }`, variables: { ids: [id] } },
      { query: `mutation ($id: ID!) { rejectApplication(id: $id) { id } }`, variables: { id } },
      { query: `mutation ($id: ID!) { setApplicationStatus(id: $id, status: Shortlisted) { id } }`, variables: { id } },
    ];
    for (const { query, variables } of attempts) {
      const answer = await t.gql(query, variables, recruiter);
      expect(answer.errors?.[0]).toMatchObject({
        message: expect.stringContaining(`held for review: release it (or delete it) before deciding on it: ${id}`),
        extensions: { code: 'CONFLICT' },
      });
    }
    const row = await t.orm.em.fork().findOneOrFail(Application, { id });
    expect(row.status ?? null).toBeNull();
    expect(await mailTo(t, email)).toHaveLength(0);
  });

  it('is found, exported and erased with everything else held about the person', async () => {
    const admin = (await t.userWithRole(Role.ADMIN)).token;
    const email = freshEmail('held-person');
    const id = await sendFast('apply', email);

    const found = await gql(
      `query ($email: String!) { person(email: $email) { applications { id } } }`,
      { email },
      admin,
    );
    expect(found.person).toEqual({ applications: [{ id }] });

    const exported = await fetch(`${t.url}/api/people/export?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(exported.status).toBe(200);
    const records = JSON.parse(
      (await unzip(Buffer.from(await exported.arrayBuffer()))).get('records.json')!.toString(),
    );
    expect(records.applications).toEqual([expect.objectContaining({ id, email })]);

    const files = await resumeFiles(t);
    const erased = await gql(
      `mutation ($email: String!) { erasePerson(email: $email) { applications resumes } }`,
      { email },
      admin,
    );
    expect(erased.erasePerson).toEqual({ applications: 1, resumes: 1 });
    expect(await t.orm.em.fork().count(Application, { id })).toBe(0);
    expect((await resumeFiles(t)).length).toBe(files.length - 1);
  });
});
