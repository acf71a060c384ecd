import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import {
  CLIENT_HAS_JOBS_MESSAGE,
  CLIENT_NAME_TAKEN_MESSAGE,
} from '../../../server/src/modules/clients/client.messages';
import { ClientContact } from '../../../server/src/modules/clients/client-contact.entity';
import { BUILT_IN_STAGE_IDS } from '../../../server/src/modules/pipeline/pipeline-stage.entity';
import { type QueryLoggedApp, startQueryLoggedApp } from '../../helpers/query-logged-app';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { newJob } from '../applications/application-fixtures';
import { newApplication } from '../applications/pipeline-fixtures';
import { jobBody } from '../jobs/job-fixtures';

import {
  ADD_CONTACT,
  CLIENT,
  clientInput,
  CLIENTS,
  CREATE_CLIENT,
  DELETE_CLIENT,
  DELETE_CONTACT,
  newClient,
  UPDATE_CLIENT,
  UPDATE_CONTACT,
} from './client-fixtures';

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

const sql = (query: string, params: unknown[] = []) => t.orm.em.fork().execute(query, params);
const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) => answer.errors?.[0]?.extensions?.code;
const fieldOf = (answer: { errors?: { extensions?: { field?: string } }[] }) => answer.errors?.[0]?.extensions?.field;

/** Links a job to a client through the job's GraphQL update. */
const CREATE_JOB = `mutation ($input: JobInput!) { createJob(input: $input) { id clientName client { id name } } }`;

describe('who may read and change clients', () => {
  it('refuses the list and a new client to anonymous callers and to USER, and allows INTERNAL_RECRUITER', async () => {
    expect(codeOf(await t.gql(CLIENTS, { first: 5 }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(CLIENTS, { first: 5 }, user))).toBe('FORBIDDEN');
    expect((await t.gql(CLIENTS, { first: 5 }, recruiter)).errors).toBeUndefined();

    expect(codeOf(await t.gql(CREATE_CLIENT, { input: clientInput() }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(CREATE_CLIENT, { input: clientInput() }, user))).toBe('FORBIDDEN');
    expect((await t.gql(CREATE_CLIENT, { input: clientInput() }, recruiter)).errors).toBeUndefined();
  });

  it('refuses contacts to USER and anonymous callers, and lets INTERNAL_RECRUITER add, edit and delete them', async () => {
    const client = await newClient(t, recruiter);
    const input = { fullName: 'Grace Hopper', email: 'grace@acme.example.com' };
    expect(codeOf(await t.gql(ADD_CONTACT, { clientId: client.id, input }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(ADD_CONTACT, { clientId: client.id, input }, user))).toBe('FORBIDDEN');
    const added = await t.gql<{ addClientContact: { id: string } }>(
      ADD_CONTACT,
      { clientId: client.id, input },
      recruiter,
    );
    const id = added.data!.addClientContact.id;
    expect(codeOf(await t.gql(UPDATE_CONTACT, { id, input }, user))).toBe('FORBIDDEN');
    expect((await t.gql(UPDATE_CONTACT, { id, input: { ...input, role: 'CTO' } }, recruiter)).errors).toBeUndefined();
    expect(codeOf(await t.gql(DELETE_CONTACT, { id }))).toBe('UNAUTHENTICATED');
    expect((await t.gql(DELETE_CONTACT, { id }, recruiter)).data).toEqual({ deleteClientContact: id });
  });

  it('lets only ADMIN delete a client: refused to anonymous callers and INTERNAL_RECRUITER', async () => {
    const client = await newClient(t, recruiter);
    expect(codeOf(await t.gql(DELETE_CLIENT, { id: client.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(DELETE_CLIENT, { id: client.id }, recruiter))).toBe('FORBIDDEN');
    expect((await t.gql(DELETE_CLIENT, { id: client.id }, admin)).data).toEqual({ deleteClient: client.id });
  });

  it('hides Job.client from anonymous callers while its public clientName stays readable', async () => {
    const client = await newClient(t, recruiter, { showNamePublicly: true });
    const created = await t.gql<{ createJob: { id: string } }>(
      CREATE_JOB,
      { input: { ...jobBody(), clientId: client.id } },
      recruiter,
    );
    const id = created.data!.createJob.id;
    expect((await t.gql(`query ($id: ID!) { job(id: $id) { clientName } }`, { id })).data).toEqual({
      job: { clientName: client.name },
    });
    expect(codeOf(await t.gql(`query ($id: ID!) { job(id: $id) { client { id } } }`, { id }))).toBe('UNAUTHENTICATED');
  });
});

describe('clients', () => {
  it('are created, read and replaced with their details, the website given a scheme', async () => {
    const created = await t.gql<{ createClient: Record<string, unknown> }>(
      CREATE_CLIENT,
      {
        input: {
          name: '  Northwind Traders ',
          website: 'northwind.example.com',
          industry: 'Wholesale',
          notes: 'Pays on time.',
        },
      },
      recruiter,
    );
    expect(created.data!.createClient).toEqual({
      id: expect.any(String),
      name: 'Northwind Traders',
      website: 'https://northwind.example.com',
      industry: 'Wholesale',
      notes: 'Pays on time.',
      showNamePublicly: false,
      logoUrl: null,
      logoAlt: '',
    });
    const id = created.data!.createClient.id as string;
    const updated = await t.gql<{ updateClient: Record<string, unknown> }>(
      UPDATE_CLIENT,
      { id, input: { name: 'Northwind Traders Ltd', showNamePublicly: true, industry: null } },
      recruiter,
    );
    // A detail left out keeps its value; null clears it.
    expect(updated.data!.updateClient).toMatchObject({
      name: 'Northwind Traders Ltd',
      website: 'https://northwind.example.com',
      industry: '',
      notes: 'Pays on time.',
      showNamePublicly: true,
    });
    const read = await t.gql<{ client: Record<string, unknown> }>(CLIENT, { id }, recruiter);
    expect(read.data!.client).toMatchObject({ id, name: 'Northwind Traders Ltd', contacts: [], jobs: [] });
    expect(codeOf(await t.gql(CLIENT, { id: '00000000-0000-4000-8000-000000000000' }, recruiter))).toBe('NOT_FOUND');
  });

  it('refuses a missing name, a name another client has (whatever its case), and a web site that is no web address', async () => {
    const empty = await t.gql(CREATE_CLIENT, { input: { name: '   ' } }, recruiter);
    expect([codeOf(empty), fieldOf(empty)]).toEqual(['BAD_USER_INPUT', 'name']);
    const long = await t.gql(CREATE_CLIENT, { input: { name: 'x'.repeat(201) } }, recruiter);
    expect([codeOf(long), fieldOf(long)]).toEqual(['BAD_USER_INPUT', 'name']);

    const first = await newClient(t, recruiter);
    const again = await t.gql(CREATE_CLIENT, { input: { name: ` ${first.name.toUpperCase()} ` } }, recruiter);
    expect([codeOf(again), fieldOf(again), again.errors?.[0]?.message]).toEqual([
      'CONFLICT',
      'name',
      CLIENT_NAME_TAKEN_MESSAGE,
    ]);
    const other = await newClient(t, recruiter);
    const renamed = await t.gql(UPDATE_CLIENT, { id: other.id, input: { name: first.name.toLowerCase() } }, recruiter);
    expect([codeOf(renamed), fieldOf(renamed)]).toEqual(['CONFLICT', 'name']);
    // Its own name in another case is no conflict.
    expect(
      (await t.gql(UPDATE_CLIENT, { id: other.id, input: { name: other.name.toUpperCase() } }, recruiter)).errors,
    ).toBeUndefined();

    for (const website of ['javascript:alert(1)', 'ftp://files.example.com', 'not a site']) {
      const refused = await t.gql(CREATE_CLIENT, { input: clientInput({ website }) }, recruiter);
      expect([website, codeOf(refused), fieldOf(refused)]).toEqual([website, 'BAD_USER_INPUT', 'website']);
    }
  });

  it('are listed by name, searched by name or industry, and paged by cursor', async () => {
    const tag = `Zq${Date.now()}`;
    for (const name of ['Charlie', 'alpha', 'Bravo']) await newClient(t, recruiter, { name: `${tag} ${name}` });
    await newClient(t, recruiter, { name: `Other ${tag}x`, industry: `${tag} mining` });
    type Page = {
      clients: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        edges: { node: { name: string } }[];
      };
    };
    const first = await t.gql<Page>(CLIENTS, { first: 2, search: tag.toLowerCase() }, recruiter);
    expect(first.data!.clients.totalCount).toBe(4);
    // By name as compared (lower-cased): "other …" before "zq…".
    expect(first.data!.clients.edges.map((edge) => edge.node.name)).toEqual([`Other ${tag}x`, `${tag} alpha`]);
    expect(first.data!.clients.pageInfo.hasNextPage).toBe(true);
    const next = await t.gql<Page>(
      CLIENTS,
      { first: 2, search: tag, after: first.data!.clients.pageInfo.endCursor },
      recruiter,
    );
    expect(next.data!.clients.edges.map((edge) => edge.node.name)).toEqual([`${tag} Bravo`, `${tag} Charlie`]);
    expect(next.data!.clients.pageInfo.hasNextPage).toBe(false);
    const bad = await t.gql(CLIENTS, { first: 2, after: 'nonsense' }, recruiter);
    expect([codeOf(bad), fieldOf(bad)]).toEqual(['BAD_USER_INPUT', 'after']);
  });

  it('cannot be deleted while a job names them; deleted, they take their contacts and the audit log names them', async () => {
    const client = await newClient(t, recruiter);
    const contact = await t.gql<{ addClientContact: { id: string } }>(
      ADD_CONTACT,
      { clientId: client.id, input: { fullName: 'Ada Lovelace', email: 'ada@acme.example.com' } },
      recruiter,
    );
    const job = await t.gql<{ createJob: { id: string } }>(
      CREATE_JOB,
      { input: { ...jobBody(), clientId: client.id } },
      recruiter,
    );
    // Archived, the job still names the client.
    await t.gql(`mutation ($id: ID!) { deleteJob(id: $id) { id } }`, { id: job.data!.createJob.id }, recruiter);
    const refused = await t.gql(DELETE_CLIENT, { id: client.id }, admin);
    expect([codeOf(refused), refused.errors?.[0]?.message]).toEqual(['CONFLICT', CLIENT_HAS_JOBS_MESSAGE]);

    await sql('update "job" set "client_id" = null where "id" = ?', [job.data!.createJob.id]);
    expect((await t.gql(DELETE_CLIENT, { id: client.id }, admin)).data).toEqual({ deleteClient: client.id });
    expect(await t.orm.em.fork().count(ClientContact, { id: contact.data!.addClientContact.id })).toBe(0);
    const entry = await t.orm.em
      .fork()
      .findOneOrFail(AuditEntry, { action: AuditAction.CLIENT_DELETED, subjectId: client.id });
    expect(entry).toMatchObject({ subjectType: 'client', details: { name: client.name } });
  });
});

describe('client contacts', () => {
  it('need a name and a valid e-mail address, each refusal naming its field', async () => {
    const client = await newClient(t, recruiter);
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: '', email: 'a@example.com' }, 'fullName'],
      [{ fullName: 'A Person', email: 'not-an-address' }, 'email'],
      [{ fullName: 'A Person', email: 'a@example.com', phone: '1'.repeat(41) }, 'phone'],
    ];
    for (const [input, field] of cases) {
      const refused = await t.gql(ADD_CONTACT, { clientId: client.id, input }, recruiter);
      expect([field, codeOf(refused), fieldOf(refused)]).toEqual([field, 'BAD_USER_INPUT', field]);
    }
    const unknown = await t.gql(
      ADD_CONTACT,
      { clientId: '00000000-0000-4000-8000-000000000000', input: { fullName: 'A', email: 'a@example.com' } },
      recruiter,
    );
    expect(codeOf(unknown)).toBe('NOT_FOUND');
  });

  it('are listed on their client by name, and a deleted one is in the audit log with its client', async () => {
    const client = await newClient(t, recruiter);
    for (const fullName of ['Zoe Zed', 'Anna Ant']) {
      await t.gql(
        ADD_CONTACT,
        { clientId: client.id, input: { fullName, email: `${fullName.split(' ')[0]}@x.example.com`, role: 'HR' } },
        recruiter,
      );
    }
    const read = await t.gql<{ client: { contacts: { id: string; fullName: string; client: { id: string } }[] } }>(
      CLIENT,
      { id: client.id },
      recruiter,
    );
    const contacts = read.data!.client.contacts;
    expect(contacts.map((contact) => contact.fullName)).toEqual(['Anna Ant', 'Zoe Zed']);
    expect(contacts[0]!.client.id).toBe(client.id);
    await t.gql(DELETE_CONTACT, { id: contacts[0]!.id }, recruiter);
    const entry = await t.orm.em
      .fork()
      .findOneOrFail(AuditEntry, { action: AuditAction.CLIENT_CONTACT_DELETED, subjectId: contacts[0]!.id });
    expect(entry).toMatchObject({ subjectType: 'client-contact', details: { clientId: client.id } });
  });
});

describe('a client’s figures', () => {
  it('count its open jobs, its candidates in process and its placements', async () => {
    const client = await newClient(t, recruiter);
    const open = (
      await t.gql<{ createJob: { id: string } }>(
        CREATE_JOB,
        { input: { ...jobBody(), clientId: client.id } },
        recruiter,
      )
    ).data!.createJob.id;
    const archived = (
      await t.gql<{ createJob: { id: string } }>(
        CREATE_JOB,
        { input: { ...jobBody(), clientId: client.id } },
        recruiter,
      )
    ).data!.createJob.id;
    const elsewhere = await newJob(t, recruiter, 'Not for this client');
    const [inProcess, placed, rejected, withdrawn] = [
      await newApplication(t, open),
      await newApplication(t, open),
      await newApplication(t, open),
      await newApplication(t, archived),
    ];
    await newApplication(t, elsewhere);
    await t.gql(`mutation ($id: ID!) { deleteJob(id: $id) { id } }`, { id: archived }, recruiter);
    await sql('update "application" set "stage_id" = ? where "id" = ?', [BUILT_IN_STAGE_IDS.PLACED, placed]);
    await sql(`update "application" set "status" = 'Rejected' where "id" = ?`, [rejected]);
    await sql('update "application" set "withdrawn_at" = now() where "id" = ?', [withdrawn]);
    const read = await t.gql<{ client: Record<string, unknown> }>(CLIENT, { id: client.id }, recruiter);
    expect(read.data!.client).toMatchObject({ openJobCount: 1, candidatesInProcessCount: 1, placementCount: 1 });
    expect((read.data!.client.jobs as { id: string }[]).map((job) => job.id)).toEqual([archived, open]);
    expect(inProcess).toEqual(expect.any(String));
  });

  describe('query count', () => {
    let app: QueryLoggedApp;
    beforeAll(async () => {
      app = await startQueryLoggedApp(t);
    });
    afterAll(() => app.stop());

    it('reads a page of clients with their figures, contacts and jobs in the same statements for 1 client as for 5', async () => {
      const tag = `Counted ${Date.now()}`;
      for (let i = 0; i < 5; i += 1) {
        const client = await newClient(t, recruiter, { name: `${tag} ${i}` });
        await t.gql(
          ADD_CONTACT,
          { clientId: client.id, input: { fullName: `P ${i}`, email: `p${i}@x.example.com` } },
          recruiter,
        );
        await t.gql(CREATE_JOB, { input: { ...jobBody(), clientId: client.id } }, recruiter);
      }
      const ask = (first: number) =>
        app.counted(() =>
          fetch(`${app.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${recruiter}` },
            body: JSON.stringify({
              query: `query ($first: Int!, $search: String) { clients(first: $first, search: $search) { edges { node {
                id name openJobCount candidatesInProcessCount placementCount logoUrl
                contacts { id fullName } jobs { id title clientName client { id } }
              } } } }`,
              variables: { first, search: tag },
            }),
          }).then((response) => response.json() as Promise<{ data: { clients: { edges: unknown[] } } }>),
        );
      const one = await ask(1);
      const five = await ask(5);
      expect(five.result.data.clients.edges).toHaveLength(5);
      expect(five.sql.length).toBe(one.sql.length);
    });
  });
});
