import { compileErrors, validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020';

import { apiRoutes, REST_ROUTES } from '../../../server/src/rest/api';
import { tableDrift } from '../../../server/src/rest/route-table';
import { Role, startTestServer, TEST_ADMIN, type TestServer } from '../../helpers/test-server';
import { applicant, applyByForm, newJob } from '../applications/application-fixtures';
import { addByForm, updateByForm } from '../events/event-fixtures';

interface OpenApiOperation {
  description: string;
  security: { bearer: [] }[];
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

let t: TestServer;
let doc: OpenApiDocument;
let admin: string;
let recruiter: string;
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.userWithRole(Role.ADMIN)).token;
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  doc = (await t.rest<OpenApiDocument>('GET', '/api/openapi.json')).body;
  ajv.addSchema(doc as object, 'openapi');
});
afterAll(() => t.stop());

const pointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** Checks a real answer against the document's schema for that route and status. */
function expectConforms(method: string, path: string, answer: { status: number; body: unknown }) {
  const operation = doc.paths[path]?.[method];
  expect(operation).toBeDefined();
  const response = operation!.responses[String(answer.status)];
  if (!response) throw new Error(`${method} ${path} answered ${answer.status}, which the document does not list`);
  const ref = `openapi#/paths/${pointer(path)}/${method}/responses/${answer.status}/content/application~1json/schema`;
  const check = ajv.getSchema(ref)!;
  if (!check(answer.body)) {
    throw new Error(`${method} ${path} ${answer.status} does not match: ${JSON.stringify(check.errors)}`);
  }
}

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document by @readme/openapi-parser', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    if (!result.valid) throw new Error(compileErrors(result));
    expect(result.valid).toBe(true);
  });

  it('describes every route of the route table, which is what /api registers, and no other', () => {
    expect(tableDrift(apiRoutes(t.orm, t.server.deps), REST_ROUTES)).toEqual([]);
    const routes = REST_ROUTES.map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`).sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`))
      .sort();
    expect(routes.length).toBeGreaterThanOrEqual(24);
    expect(documented).toEqual(routes);
  });

  it('gives each route the access the table declares: no security when public, else a bearer with 401 and 403', () => {
    const wrong = REST_ROUTES.filter((route) => {
      const operation = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')]![route.method]!;
      const guarded = route.access !== 'public';
      return guarded
        ? operation.security.length !== 1 ||
            operation.description !== `Needs ${route.access} or a higher role.` ||
            !operation.responses['401'] ||
            !operation.responses['403']?.description.includes(`below ${route.access}`)
        : operation.security.length !== 0 || operation.description !== 'Public.' || operation.responses['401'];
    });
    expect(wrong.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('takes request schemas from the routes’ validation rules', () => {
    const post = doc.paths['/jobs']!.post as unknown as {
      requestBody: { content: { 'application/json': { schema: Record<string, unknown> } } };
    };
    expect(post.requestBody.content['application/json'].schema).toMatchObject({
      required: ['title'],
      properties: {
        title: { type: 'string', minLength: 1, maxLength: 200 },
        description: { type: 'array', maxItems: 100 },
      },
    });
  });
});

describe('real answers', () => {
  it('match the document’s schemas for jobs, users, join-us and contact', async () => {
    const created = await t.rest('POST', '/api/jobs', {
      token: recruiter,
      body: { title: 'Analyst', description: ['x'] },
    });
    expectConforms('post', '/jobs', created);
    const id = (created.body as { id: string }).id;
    expectConforms('get', '/jobs', await t.rest('GET', '/api/jobs'));
    expectConforms('get', '/jobs/{id}', await t.rest('GET', `/api/jobs/${id}`));
    expectConforms(
      'put',
      '/jobs/{id}',
      await t.rest('PUT', `/api/jobs/${id}`, { token: recruiter, body: { title: 'B' } }),
    );
    expectConforms('delete', '/jobs/{id}', await t.rest('DELETE', `/api/jobs/${id}`, { token: recruiter }));
    expectConforms('get', '/jobs/{id}', await t.rest('GET', `/api/jobs/${id}`));

    expectConforms('post', '/user/login', await t.rest('POST', '/api/user/login', { body: TEST_ADMIN }));
    const user = {
      firstName: 'R',
      lastName: 'S',
      email: 'openapi-user@example.com',
      password: 'long password',
      role: 'USER',
    };
    expectConforms('post', '/user/register', await t.rest('POST', '/api/user/register', { token: admin, body: user }));

    const person = { name: 'A', email: 'a@example.com', phone: '+1 1', location: 'Rome', type: 'Organization' };
    expectConforms('post', '/JoinUsPeople', await t.rest('POST', '/api/JoinUsPeople', { body: person }));
    expectConforms('get', '/joins', await t.rest('GET', '/api/joins', { token: recruiter }));
    const note = { name: 'M', email: 'm@example.com', mobile: '+1 2', message: 'Hi' };
    expectConforms('post', '/contact', await t.rest('POST', '/api/contact', { body: note }));
    expectConforms('get', '/contact', await t.rest('GET', '/api/contact', { token: recruiter }));
  });

  it('match the document’s schemas for applications and events', async () => {
    const job = await newJob(t, recruiter, 'Recruiter');
    const applied = await applyByForm(t, job, applicant({ email: 'openapi@example.com' }));
    expectConforms('post', '/candidates/{jobId}', applied);
    const list = await t.rest<{ id: string }[]>('GET', `/api/candidates/${job}/applications`, { token: recruiter });
    expectConforms('get', '/candidates/{jobId}/applications', list);
    const applicationId = list.body[0]!.id;
    expectConforms(
      'put',
      '/candidates/{id}',
      await t.rest('PUT', `/api/candidates/${applicationId}?status=Rejected`, { token: recruiter }),
    );
    expectConforms(
      'post',
      '/candidates/send-rejection-email',
      await t.rest('POST', '/api/candidates/send-rejection-email', {
        token: recruiter,
        body: { email: 'openapi@example.com' },
      }),
    );

    const added = await addByForm(t, recruiter);
    expectConforms('post', '/events/add', added);
    const eventId = (added.body as { id: string }).id;
    expectConforms('put', '/events/update/{id}', await updateByForm(t, recruiter, eventId, { name: 'Renamed' }));
    expectConforms('get', '/events/all', await t.rest('GET', '/api/events/all'));
    const registrant = { name: 'Bo', email: 'bo@example.com', phone: '+44 1' };
    expectConforms(
      'post',
      '/events/{id}/register',
      await t.rest('POST', `/api/events/${eventId}/register`, { body: registrant }),
    );
    expectConforms(
      'get',
      '/events/{id}/registrations',
      await t.rest('GET', `/api/events/${eventId}/registrations`, { token: recruiter }),
    );
    expectConforms(
      'delete',
      '/events/delete/{id}',
      await t.rest('DELETE', `/api/events/delete/${eventId}`, { token: recruiter }),
    );
  });

  it('match the Error schema for refusals (400, 401, 403, 404)', async () => {
    expectConforms('post', '/jobs', await t.rest('POST', '/api/jobs', { token: recruiter, body: { title: '' } }));
    expectConforms('post', '/jobs', await t.rest('POST', '/api/jobs', { body: { title: 'x' } }));
    expectConforms(
      'get',
      '/contact',
      await t.rest('GET', '/api/contact', { token: (await t.userWithRole(Role.USER)).token }),
    );
    expectConforms('get', '/jobs/{id}', await t.rest('GET', '/api/jobs/00000000-0000-4000-8000-000000000000'));
    // The export's address is a required query parameter: without one it answers 400 naming `email`.
    const noAddress = await t.rest<{ field: string }>('GET', '/api/people/export', { token: admin });
    expect(noAddress.body.field).toBe('email');
    expectConforms('get', '/people/export', noAddress);
  });
});
