import { existsSync } from 'node:fs';
import { utimes } from 'node:fs/promises';

import { MikroORM } from '@mikro-orm/postgresql';

import { ENTITIES } from '../../../server/src/db/entities';
import { createOrmConfig } from '../../../server/src/db/mikro-orm.config';
import { PERSONAL_DATA_SOURCES } from '../../../server/src/db/personal-data-sources';
import { INVALID_LOGO_MESSAGE, LOGO_ALT_REQUIRED_MESSAGE } from '../../../server/src/modules/clients/client.messages';
import { ClientContact } from '../../../server/src/modules/clients/client-contact.entity';
import { unownedPersonalColumns } from '../../../server/src/modules/personal-data/personal-data-coverage';
import { createServices } from '../../../server/src/services';
import type { LocalFileStorage } from '../../../server/src/storage/local-file-storage';
import { pdfBytes, pngBytes } from '../../helpers/files';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { gqlUpload } from '../../helpers/uploads';
import { unzip } from '../people/people-fixtures';

import { ADD_CONTACT, newClient } from './client-fixtures';

const PERSON = `query ($email: String!) { person(email: $email) { email clientContacts { id fullName email } } }`;
const ERASE = `mutation ($email: String!) { erasePerson(email: $email) { clientContacts } }`;
const SET_LOGO = `mutation ($id: ID!, $file: Upload!, $alt: String!) { setClientLogo(id: $id, file: $file, alt: $alt) { id logoUrl logoAlt } }`;
const REMOVE_LOGO = `mutation ($id: ID!) { removeClientLogo(id: $id) { id logoUrl logoAlt } }`;
const LOGO = { bytes: pngBytes(), name: 'logo.png', type: 'image/png' };

let t: TestServer;
let admin: string;
let recruiter: string;
let user: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.userWithRole(Role.ADMIN)).token;
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  user = (await t.userWithRole(Role.USER)).token;
});
afterAll(() => t.stop());

const storage = () => t.server.deps.storage as LocalFileStorage;
const sql = (query: string, params: unknown[] = []) => t.orm.em.fork().execute(query, params);
const purge = () => createServices(t.orm.em.fork(), t.server.deps).retention.purge();

async function contact(clientId: string, email: string, fullName = 'Hedy Lamarr'): Promise<string> {
  const added = await t.gql<{ addClientContact: { id: string } }>(
    ADD_CONTACT,
    { clientId, input: { fullName, email, role: 'Hiring manager', phone: '+1 555 0100' } },
    recruiter,
  );
  return added.data!.addClientContact.id;
}

describe('client contacts as personal data', () => {
  it('belong to a registered source (the coverage check)', async () => {
    const orm = await MikroORM.init({
      ...createOrmConfig('postgresql://nobody@127.0.0.1:1/none'),
      entities: [...ENTITIES],
      connect: false,
    });
    const metadata = Object.values(orm.getMetadata().getAll());
    await orm.close(true);
    expect(unownedPersonalColumns(metadata, PERSONAL_DATA_SOURCES)).toEqual([]);
    const without = PERSONAL_DATA_SOURCES.filter((source) => source.name !== 'client contacts');
    expect(unownedPersonalColumns(metadata, without)).toEqual([
      expect.stringMatching(/^ClientContact\.fullName /),
      expect.stringMatching(/^ClientContact\.email /),
      expect.stringMatching(/^ClientContact\.emailKey /),
      expect.stringMatching(/^ClientContact\.phone /),
    ]);
  });

  it('are found by the address in any case, exported, and erased', async () => {
    const client = await newClient(t, recruiter);
    const email = `Hedy.${Date.now()}@Client.example.com`;
    const id = await contact(client.id, email);
    const found = await t.gql<{ person: unknown }>(PERSON, { email: email.toUpperCase() }, admin);
    expect(found.data!.person).toEqual({
      email: email.toLowerCase(),
      clientContacts: [{ id, fullName: 'Hedy Lamarr', email }],
    });

    const exported = await fetch(`${t.url}/api/people/export?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(exported.status).toBe(200);
    const records = JSON.parse(
      (await unzip(Buffer.from(await exported.arrayBuffer()))).get('records.json')!.toString('utf8'),
    ) as {
      clientContacts: unknown[];
    };
    expect(records.clientContacts).toEqual([
      expect.objectContaining({
        id,
        client: client.name,
        fullName: 'Hedy Lamarr',
        email,
        phone: '+1 555 0100',
        role: 'Hiring manager',
      }),
    ]);

    const erased = await t.gql<{ erasePerson: { clientContacts: number } }>(ERASE, { email }, admin);
    expect(erased.data!.erasePerson).toEqual({ clientContacts: 1 });
    expect(await t.orm.em.fork().count(ClientContact, { id })).toBe(0);
  });

  it('are purged RETENTION_CLIENT_CONTACT_MONTHS (36 by default) after their last change; a recent one stays', async () => {
    const client = await newClient(t, recruiter);
    const old = await contact(client.id, `old.${Date.now()}@client.example.com`);
    const recent = await contact(client.id, `recent.${Date.now()}@client.example.com`);
    await sql(`update "client_contact" set "updated_at" = now() - interval '37 months' where "id" = ?`, [old]);
    const report = await purge();
    expect(report).toMatchObject({ clientContacts: 1 });
    expect(await sql('select "id" from "client_contact" where "id" in (?, ?)', [old, recent])).toEqual([
      { id: recent },
    ]);
  });
});

describe('a client’s logo', () => {
  it('is refused to USER and anonymous callers, and needs a picture and its description', async () => {
    const client = await newClient(t, recruiter);
    const send = (token: string | undefined, alt: string, file = LOGO as typeof LOGO | undefined) =>
      gqlUpload(t.url, SET_LOGO, { id: client.id, file: null, alt }, 'variables.file', file, { token });
    expect((await send(undefined, 'Logo')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await send(user, 'Logo')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const noAlt = await send(recruiter, '   ');
    expect(noAlt.errors?.[0]).toMatchObject({
      message: LOGO_ALT_REQUIRED_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', field: 'alt' },
    });
    const notAPicture = await send(recruiter, 'Logo', { bytes: pdfBytes(), name: 'logo.png', type: 'image/png' });
    expect(notAPicture.errors?.[0]).toMatchObject({
      message: INVALID_LOGO_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', field: 'file' },
    });
    // No row, no file: nothing refused stays in storage.
    expect(await storage().listSettled(-60_000)).not.toContainEqual(expect.stringMatching(/^client-logos\//));
  });

  it('becomes WebP and AVIF copies served to staff, kept by the orphan sweep, and goes with removeClientLogo', async () => {
    const client = await newClient(t, recruiter);
    const set = await gqlUpload(
      t.url,
      SET_LOGO,
      { id: client.id, file: null, alt: 'Acme’s red A' },
      'variables.file',
      LOGO,
      {
        token: recruiter,
      },
    );
    const logo = set.data!.setClientLogo as { logoUrl: string; logoAlt: string };
    expect(logo).toMatchObject({
      logoAlt: 'Acme’s red A',
      logoUrl: expect.stringMatching(`^/api/clients/${client.id}/logo\\?v=`),
    });
    const files = (await storage().listSettled(-60_000)).filter((key) => key.startsWith('client-logos/'));
    expect(files.map((key) => key.replace(/^.*\./, '')).sort()).toEqual(['avif', 'webp']);

    expect((await fetch(`${t.url}${logo.logoUrl}`)).status).toBe(401);
    const served = await fetch(`${t.url}${logo.logoUrl}`, { headers: { authorization: `Bearer ${recruiter}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const key of files) await utimes(storage().pathOf(key), twoHoursAgo, twoHoursAgo);
    await purge();
    for (const key of files) expect(existsSync(storage().pathOf(key))).toBe(true);

    const removed = await t.gql<{ removeClientLogo: unknown }>(REMOVE_LOGO, { id: client.id }, recruiter);
    expect(removed.data!.removeClientLogo).toEqual({ id: client.id, logoUrl: null, logoAlt: '' });
    for (const key of files) expect(existsSync(storage().pathOf(key))).toBe(false);
  });
});
