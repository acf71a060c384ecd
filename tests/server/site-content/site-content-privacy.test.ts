import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { KNOWN_PRIVACY_VERSIONS } from '../../../server/src/modules/public-forms/privacy-versions';
import { createServices } from '../../../server/src/services';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import { draftOf, publish, published, REVISIONS, saveDraft } from './site-content-fixtures';

const CONTACT = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.userWithRole(Role.ADMIN)).token;
});
afterAll(() => t.stop());

const newestConstant = KNOWN_PRIVACY_VERSIONS[KNOWN_PRIVACY_VERSIONS.length - 1]!;
const current = () => createServices(t.orm.em.fork(), t.server.deps).siteContent.currentPrivacyVersion();

let sent = 0;
/** Sends the contact form with this privacy notice version: its error's field, or the version stored. */
async function contactWith(privacyVersion: string): Promise<{ field?: unknown; stored?: string | null }> {
  sent += 1;
  const email = `privacy-${sent}@example.com`;
  const answer = await t.gql(CONTACT, {
    input: { name: 'Maria Silva', email, mobile: '+351 912 345 678', message: 'Hello', privacyVersion },
  });
  if (answer.errors) return { field: answer.errors[0]?.extensions?.field };
  const [row] = await t.orm.em
    .fork()
    .execute<{ version: string | null }[]>(
      'select "consent_privacy_version" as "version" from "contact_message" where "email" = ?',
      [email],
    );
  return { stored: row?.version };
}

/** Changes the policy's title in the draft and publishes it. */
async function publishPolicy(title: string): Promise<void> {
  const draft = await draftOf(t, admin, 'privacy-policy');
  await saveDraft(t, admin, 'privacy-policy', { ...draft, title });
  await publish(t, admin, 'privacy-policy');
}

describe('the privacy notice version', () => {
  it('is the newest known version until the policy is first published', async () => {
    expect(await current()).toBe(newestConstant);
    expect(await published(t, 'privacy-policy')).toMatchObject({ version: 0, privacyVersion: newestConstant });
    expect((await published(t, 'home')).privacyVersion).toBeNull();
  });

  it('moves to today’s date when the policy is published (then .2, .3 the same day), and forms accept it', async () => {
    const today = new Date().toISOString().slice(0, 10);
    // A constant may already be today's date: the version must still be new.
    const first = KNOWN_PRIVACY_VERSIONS.includes(today) ? `${today}.2` : today;
    const second = KNOWN_PRIVACY_VERSIONS.includes(today) ? `${today}.3` : `${today}.2`;
    expect(await contactWith(first)).toEqual({ field: 'privacyVersion' });

    await publishPolicy('Privacy Policy, revised');
    expect(await current()).toBe(first);
    expect(await published(t, 'privacy-policy')).toMatchObject({
      version: 1,
      privacyVersion: first,
      content: { title: 'Privacy Policy, revised' },
    });
    const [entry] = await t.orm.em
      .fork()
      .find(AuditEntry, { subjectId: 'privacy-policy', action: AuditAction.SITE_CONTENT_PUBLISHED });
    expect(entry?.details).toEqual({ revision: 1, privacyVersion: first });

    await publishPolicy('Privacy Policy, revised again');
    expect(await current()).toBe(second);
    const revisions = await t.gql<{ siteContentRevisions: { number: number; privacyVersion: string }[] }>(
      REVISIONS,
      { key: 'privacy-policy' },
      admin,
    );
    expect(
      revisions.data!.siteContentRevisions.map(({ number, privacyVersion }) => ({ number, privacyVersion })),
    ).toEqual([
      { number: 2, privacyVersion: second },
      { number: 1, privacyVersion: first },
    ]);

    // A page loaded before a publish still sends an earlier version: every known one is accepted.
    expect(await contactWith(second)).toEqual({ stored: second });
    expect(await contactWith(first)).toEqual({ stored: first });
    expect(await contactWith(newestConstant)).toEqual({ stored: newestConstant });
    expect(await contactWith(`${today}.99`)).toEqual({ field: 'privacyVersion' });
  });

  it('does not move when another document is published', async () => {
    const before = await current();
    const draft = await draftOf(t, admin, 'home');
    await saveDraft(t, admin, 'home', { ...draft, hero: { ...(draft.hero as object), title: 'Another title' } });
    await publish(t, admin, 'home');
    expect(await current()).toBe(before);
    const [revision] = (
      await t.gql<{ siteContentRevisions: { privacyVersion: string | null }[] }>(REVISIONS, { key: 'home' }, admin)
    ).data!.siteContentRevisions;
    expect(revision!.privacyVersion).toBeNull();
  });
});
