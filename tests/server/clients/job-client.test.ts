import { Client } from '../../../server/src/modules/clients/client.entity';
import { JOB_CLIENT_BOTH_MESSAGE, JOB_CLIENT_NOT_FOUND_MESSAGE } from '../../../server/src/modules/jobs/job.service';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { jobBody } from '../jobs/job-fixtures';

import { newClient, UPDATE_CLIENT } from './client-fixtures';

const FIELDS = 'id clientName confidentialClient client { id name showNamePublicly }';
const CREATE = `mutation ($input: JobInput!) { createJob(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { ${FIELDS} } }`;
const PUBLIC_JOB = `query ($id: ID!) { job(id: $id) { id clientName } }`;
const PUBLIC_LIST = `query ($search: String) { jobs(search: $search, limit: 10) { items { id clientName } } }`;

interface JobView {
  id: string;
  clientName: string | null;
  confidentialClient: boolean;
  client: { id: string; name: string; showNamePublicly: boolean } | null;
}

let t: TestServer;
let recruiter: string;
beforeAll(async () => {
  t = await startTestServer();
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
});
afterAll(() => t.stop());

const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) => answer.errors?.[0]?.extensions?.code;
const fieldOf = (answer: { errors?: { extensions?: { field?: string } }[] }) => answer.errors?.[0]?.extensions?.field;

async function createJob(input: Record<string, unknown>): Promise<JobView> {
  const answer = await t.gql<{ createJob: JobView }>(CREATE, { input: { ...jobBody(), ...input } }, recruiter);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.createJob;
}

describe('a job’s client', () => {
  it('is linked by clientId; an unknown id is refused naming clientId, and clientId with clientName naming clientName', async () => {
    const client = await newClient(t, recruiter, { showNamePublicly: true });
    const job = await createJob({ clientId: client.id });
    expect(job).toMatchObject({ clientName: client.name, client: { id: client.id, name: client.name } });

    for (const clientId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const refused = await t.gql(CREATE, { input: { ...jobBody(), clientId } }, recruiter);
      expect([codeOf(refused), fieldOf(refused), refused.errors?.[0]?.message]).toEqual([
        'BAD_USER_INPUT',
        'clientId',
        JOB_CLIENT_NOT_FOUND_MESSAGE,
      ]);
    }
    const both = await t.gql(CREATE, { input: { ...jobBody(), clientId: client.id, clientName: 'Other' } }, recruiter);
    expect([codeOf(both), fieldOf(both), both.errors?.[0]?.message]).toEqual([
      'BAD_USER_INPUT',
      'clientName',
      JOB_CLIENT_BOTH_MESSAGE,
    ]);
  });

  it('shows its name publicly only when the client allows it and the job is not confidential', async () => {
    const shown = await newClient(t, recruiter, { showNamePublicly: true });
    const hidden = await newClient(t, recruiter, { showNamePublicly: false });
    const open = await createJob({ clientId: shown.id });
    const confidential = await createJob({ clientId: shown.id, confidentialClient: true });
    const quiet = await createJob({ clientId: hidden.id });
    const own = await createJob({});
    const publicName = async (id: string) =>
      (await t.gql<{ job: { clientName: string | null } }>(PUBLIC_JOB, { id })).data!.job.clientName;
    expect(await publicName(open.id)).toBe(shown.name);
    expect(await publicName(confidential.id)).toBeNull();
    expect(await publicName(quiet.id)).toBeNull();
    expect(await publicName(own.id)).toBeNull();
    // Staff read the same public name, and the client itself besides.
    expect(quiet).toMatchObject({ clientName: null, client: { id: hidden.id } });

    // The lists' lean rows say the same.
    const list = await t.gql<{ jobs: { items: { id: string; clientName: string | null }[] } }>(PUBLIC_LIST, {});
    const byId = new Map(list.data!.jobs.items.map((item) => [item.id, item.clientName]));
    expect([byId.get(open.id), byId.get(confidential.id), byId.get(quiet.id)]).toEqual([shown.name, null, null]);
    const rest = await t.rest<{ id: string; clientName: string | null }[]>('GET', '/api/jobs?limit=100');
    const restById = new Map(rest.body.map((item) => [item.id, item.clientName]));
    expect([restById.get(open.id), restById.get(confidential.id), restById.get(quiet.id)]).toEqual([
      shown.name,
      null,
      null,
    ]);
    expect((await t.rest<{ clientName: string | null }>('GET', `/api/jobs/${open.id}`)).body.clientName).toBe(
      shown.name,
    );

    // Turning the client's public name off takes it off its jobs at once, the kept public list too.
    await t.gql(UPDATE_CLIENT, { id: shown.id, input: { name: shown.name, showNamePublicly: false } }, recruiter);
    expect(await publicName(open.id)).toBeNull();
    const after = await t.gql<{ jobs: { items: { id: string; clientName: string | null }[] } }>(PUBLIC_LIST, {});
    expect(after.data!.jobs.items.find((item) => item.id === open.id)?.clientName).toBeNull();
  });

  it('is kept by an update that leaves clientId and clientName out, and cleared by null', async () => {
    const client = await newClient(t, recruiter);
    const job = await createJob({ clientId: client.id });
    const kept = await t.gql<{ updateJob: JobView }>(
      UPDATE,
      { id: job.id, input: jobBody({ title: 'Kept' }) },
      recruiter,
    );
    expect(kept.data!.updateJob.client?.id).toBe(client.id);
    // The spec's PUT, which knows nothing of clients, keeps it too.
    const put = await t.rest('PUT', `/api/jobs/${job.id}`, { body: jobBody({ title: 'Put' }), token: recruiter });
    expect(put.status).toBe(200);
    const afterPut = await t.gql<{ updateJob: JobView }>(UPDATE, { id: job.id, input: jobBody() }, recruiter);
    expect(afterPut.data!.updateJob.client?.id).toBe(client.id);
    const cleared = await t.gql<{ updateJob: JobView }>(
      UPDATE,
      { id: job.id, input: { ...jobBody(), clientId: null } },
      recruiter,
    );
    expect(cleared.data!.updateJob.client).toBeNull();
  });

  it('is found or created by clientName for integrators, whatever its case, its name then public', async () => {
    const name = `Integrator Foods ${Date.now()}`;
    const created = await t.rest<{ id: string; clientName: string | null }>('POST', '/api/jobs', {
      body: { ...jobBody(), clientName: name },
      token: recruiter,
    });
    expect(created.status).toBe(201);
    expect(created.body.clientName).toBe(name);
    const again = await t.rest<{ id: string; clientName: string | null }>('POST', '/api/jobs', {
      body: { ...jobBody(), clientName: ` ${name.toUpperCase()} ` },
      token: recruiter,
    });
    expect(again.body.clientName).toBe(name);
    const clients = await t.orm.em.fork().find(Client, { nameKey: name.toLowerCase() });
    expect(clients).toHaveLength(1);
    expect(clients[0]!.showNamePublicly).toBe(true);
    const both = await t.rest<{ field?: string }>('POST', '/api/jobs', {
      body: { ...jobBody(), clientName: name, clientId: clients[0]!.id },
      token: recruiter,
    });
    expect([both.status, both.body.field]).toEqual([400, 'clientName']);
    // An empty clientName on PUT takes the client off.
    const put = await t.rest<{ clientName: string | null }>('PUT', `/api/jobs/${created.body.id}`, {
      body: { ...jobBody(), clientName: null },
      token: recruiter,
    });
    expect(put.body.clientName).toBeNull();
  });
});
