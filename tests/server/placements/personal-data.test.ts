import { MikroORM } from '@mikro-orm/postgresql';

import { ENTITIES } from '../../../server/src/db/entities';
import { createOrmConfig } from '../../../server/src/db/mikro-orm.config';
import { PERSONAL_DATA_SOURCES } from '../../../server/src/db/personal-data-sources';
import { Placement } from '../../../server/src/modules/placements/placement.entity';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { applicant, newJob } from '../applications/application-fixtures';
import { newApplication } from '../applications/pipeline-fixtures';
import { unzip } from '../people/people-fixtures';

import { MOVE, PLACED, UPDATE } from './placement-fixtures';

const ERASE = `mutation ($email: String!) { erasePerson(email: $email) { applications placements } }`;

let t: TestServer;
let admin: string;
let recruiter: string;
let jobId: string;

beforeAll(async () => {
  t = await startTestServer({ MAIL_POLL_MS: '3600000', WEBHOOK_POLL_MS: '3600000' });
  admin = (await t.userWithRole(Role.ADMIN)).token;
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  jobId = await newJob(t, recruiter, 'Controller');
});
afterAll(() => t.stop());

const sql = (query: string, params: unknown[] = []) => t.orm.em.fork().execute(query, params);

describe('a placement as the candidate’s personal data', () => {
  it('belongs to the registered placements source, which runs before the applications’ (so erasure counts it)', async () => {
    const orm = await MikroORM.init({
      ...createOrmConfig('postgresql://nobody@127.0.0.1:1/none'),
      entities: [...ENTITIES],
      connect: false,
    });
    await orm.close(true);
    const names = PERSONAL_DATA_SOURCES.map((source) => source.name);
    expect(PERSONAL_DATA_SOURCES.find((source) => source.name === 'placements')?.entities).toEqual([Placement]);
    expect(names.indexOf('placements')).toBeLessThan(names.indexOf('applications'));
  });

  it('is exported with the candidate’s records and erased with the application, counted', async () => {
    const fields = applicant();
    const email = String(fields.email);
    const id = await newApplication(t, jobId, fields);
    const other = await newApplication(t, jobId);
    await t.gql(MOVE, { ids: [id, other], stageId: PLACED }, recruiter);
    const terms = { startDate: '2027-01-04', salary: 60000, currency: 'EUR', feeKind: 'PERCENT', feePercent: 20 };
    expect((await t.gql(UPDATE, { applicationId: id, input: { ...terms, guaranteeDays: 90 } }, admin)).errors).toBe(
      undefined,
    );

    const exported = await fetch(`${t.url}/api/people/export?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(exported.status).toBe(200);
    const zip = await unzip(Buffer.from(await exported.arrayBuffer()));
    const records = JSON.parse(zip.get('records.json')!.toString('utf8')) as { placements: unknown[] };
    expect(records.placements).toEqual([
      {
        id: expect.any(String),
        applicationId: id,
        job: 'Controller',
        recordedAt: expect.any(String),
        ...terms,
        fee: 12000,
        guaranteeDays: 90,
        guaranteeEndsOn: '2027-04-04',
        invoiceStatus: 'NOT_INVOICED',
      },
    ]);

    const erased = await t.gql<{ erasePerson: Record<string, number> }>(ERASE, { email }, admin);
    expect(erased.data!.erasePerson).toEqual({ applications: 1, placements: 1 });
    expect(await sql('select id from placement where application_id = ?', [id])).toEqual([]);
    // Someone else's placement stays.
    expect(await sql('select id from placement where application_id = ?', [other])).toHaveLength(1);
  });

  it('goes with the application when retention purges it (the foreign key’s cascade)', async () => {
    const id = await newApplication(t, jobId);
    await t.gql(MOVE, { ids: [id], stageId: PLACED }, recruiter);
    await sql('delete from application where id = ?', [id]);
    expect(await sql('select id from placement where application_id = ?', [id])).toEqual([]);
  });
});
