import { existsSync } from 'node:fs';
import { utimes } from 'node:fs/promises';

import { MikroORM } from '@mikro-orm/postgresql';

import { ENTITIES } from '../../../server/src/db/entities';
import { createOrmConfig } from '../../../server/src/db/mikro-orm.config';
import { PERSONAL_DATA_SOURCES } from '../../../server/src/db/personal-data-sources';
import { unownedPersonalColumns } from '../../../server/src/modules/personal-data/personal-data-coverage';
import { TalentPoolAddition } from '../../../server/src/modules/talent-pool/talent-pool-addition.entity';
import { TalentPoolEntry } from '../../../server/src/modules/talent-pool/talent-pool-entry.entity';
import { createServices } from '../../../server/src/services';
import type { LocalFileStorage } from '../../../server/src/storage/local-file-storage';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { newJob, PDF_RESUME } from '../applications/application-fixtures';
import { unzip } from '../people/people-fixtures';

import { ADD_TO_JOB, entryOf, pooled, sender } from './talent-pool-fixtures';

const PERSON = `query ($email: String!) {
  person(email: $email) { email talentPoolEntries { id fullName email message } applications { id } mail { subject } }
}`;
const ERASE = `mutation ($email: String!) {
  erasePerson(email: $email) { talentPoolEntries applications resumes mail }
}`;

let t: TestServer;
let admin: string;
let recruiter: string;
let jobId: string;

beforeAll(async () => {
  t = await startTestServer({ MAIL_POLL_MS: '3600000' });
  admin = (await t.userWithRole(Role.ADMIN)).token;
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  jobId = await newJob(t, recruiter, 'Records Clerk');
});
afterAll(() => t.stop());

const storage = () => t.server.deps.storage as LocalFileStorage;
const sql = (query: string, params: unknown[] = []) => t.orm.em.fork().execute(query, params);

/** The purge as the server wires it (RETENTION_TALENT_POOL_MONTHS: its default, 12). */
const purge = () => createServices(t.orm.em.fork(), t.server.deps).retention.purge();

describe('the talent pool’s personal data', () => {
  it('belongs to a registered source (the coverage check)', async () => {
    const orm = await MikroORM.init({
      ...createOrmConfig('postgresql://nobody@127.0.0.1:1/none'),
      entities: [...ENTITIES],
      connect: false,
    });
    const metadata = Object.values(orm.getMetadata().getAll());
    await orm.close(true);
    expect(unownedPersonalColumns(metadata, PERSONAL_DATA_SOURCES)).toEqual([]);
    const withoutPool = PERSONAL_DATA_SOURCES.filter((source) => source.name !== 'talent pool');
    expect(unownedPersonalColumns(metadata, withoutPool)).toEqual([
      expect.stringMatching(/^TalentPoolEntry\.fullName /),
      expect.stringMatching(/^TalentPoolEntry\.email /),
      expect.stringMatching(/^TalentPoolEntry\.emailKey /),
      expect.stringMatching(/^TalentPoolEntry\.phone /),
    ]);
    expect(PERSONAL_DATA_SOURCES.find((source) => source.name === 'talent pool')?.entities).toEqual([
      TalentPoolEntry,
      TalentPoolAddition,
    ]);
  });

  it('is found by the address, exported with its resume, and erased with its file and mail', async () => {
    const fields = sender({ fullName: 'Gladys West', message: 'GIS roles.' });
    const email = String(fields.email);
    const id = await pooled(t, fields);
    const made = await t.gql<{ addTalentPoolEntryToJob: { id: string } }>(ADD_TO_JOB, { id, jobId }, recruiter);
    const applicationId = made.data!.addTalentPoolEntryToJob.id;
    const { resumeKey } = (await entryOf(t, email))!;

    const found = await t.gql<{ person: { talentPoolEntries: unknown[]; applications: unknown[]; mail: unknown[] } }>(
      PERSON,
      { email: email.toUpperCase() },
      admin,
    );
    expect(found.data!.person).toEqual({
      email: email.toLowerCase(),
      talentPoolEntries: [{ id, fullName: 'Gladys West', email, message: 'GIS roles.' }],
      applications: [{ id: applicationId }],
      mail: [{ subject: 'We received your CV' }],
    });

    const exported = await fetch(`${t.url}/api/people/export?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(exported.status).toBe(200);
    const zip = await unzip(Buffer.from(await exported.arrayBuffer()));
    const records = JSON.parse(zip.get('records.json')!.toString('utf8')) as {
      talentPool: { id: string; message: string; resumeFile: string; applicationIds: string[]; submissions: number }[];
    };
    expect(records.talentPool).toEqual([
      expect.objectContaining({
        id,
        message: 'GIS roles.',
        submissions: 1,
        resumeFile: `talent-pool/${id}.pdf`,
        applicationIds: [applicationId],
      }),
    ]);
    expect(zip.get(`talent-pool/${id}.pdf`)).toEqual(PDF_RESUME.bytes);

    const erased = await t.gql<{ erasePerson: Record<string, number> }>(ERASE, { email }, admin);
    expect(erased.data!.erasePerson).toEqual({ talentPoolEntries: 1, applications: 1, resumes: 2, mail: 1 });
    expect(await entryOf(t, email)).toBeNull();
    expect(existsSync(storage().pathOf(resumeKey))).toBe(false);
    expect(await sql('select id from talent_pool_addition where entry_id = ?', [id])).toEqual([]);
  });

  it('is purged RETENTION_TALENT_POOL_MONTHS after its last activity, with its file and mail; a recent one stays', async () => {
    const oldFields = sender();
    const oldId = await pooled(t, oldFields);
    const old = (await entryOf(t, String(oldFields.email)))!;
    const recentId = await pooled(t);
    await sql(`update talent_pool_entry set last_activity_at = now() - interval '13 months' where id = ?`, [oldId]);

    const report = await purge();

    expect(report).toMatchObject({ talentPoolEntries: 1 });
    expect(await sql('select id from talent_pool_entry where id in (?, ?)', [oldId, recentId])).toEqual([
      { id: recentId },
    ]);
    expect(existsSync(storage().pathOf(old.resumeKey))).toBe(false);
    expect(await sql('select id from outbox_message where about = ?', [`talent-pool:${oldId}`])).toEqual([]);
  });

  it('keeps the resume files of entries when the purge removes the files no row points to', async () => {
    const fields = sender();
    await pooled(t, fields);
    const { resumeKey } = (await entryOf(t, String(fields.email)))!;
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(storage().pathOf(resumeKey), twoHoursAgo, twoHoursAgo);
    await purge();
    expect(existsSync(storage().pathOf(resumeKey))).toBe(true);
  });
});
