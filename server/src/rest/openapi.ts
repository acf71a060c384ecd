import 'reflect-metadata';

import { PageArgs } from '../lib/paging';
import { ApplicationInput, RejectionEmailArgs } from '../modules/applications/application.inputs';
import { ApplicationStatus } from '../modules/applications/application-status';
import { LoginArgs, LoginWithNewPasswordArgs, LoginWithTwoFactorArgs } from '../modules/auth/auth.inputs';
import { ContactMessageInput } from '../modules/contact/contact.inputs';
import { EventInput, EventUpdateInput } from '../modules/events/event.inputs';
import { EmploymentType, JOB_FACT_FIELDS, SalaryPeriod, Workplace } from '../modules/jobs/job-facts';
import { JobAlertFrequency } from '../modules/job-alerts/job-alert.entity';
import { JobAlertInput, JobAlertTokenArgs } from '../modules/job-alerts/job-alert.inputs';
import { JobFilterArgs, JobInput, JobsArgs } from '../modules/jobs/job.inputs';
import { JoinUsType } from '../modules/join-us/join-us-type';
import { JoinUsInput } from '../modules/join-us/join-us.inputs';
import { RegistrationStatus } from '../modules/registrations/registration.entity';
import { RegistrationInput } from '../modules/registrations/registration.inputs';
import { ALL_ROLES, Role } from '../modules/users/role';
import { CreateUserInput } from '../modules/users/user.inputs';
import { loadClassValidatorJsonSchema } from '../lib/packages-on-first-use';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses). */
interface SchemaObject {
  [keyword: string]: unknown;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  default?: unknown;
}
type InputClass = new () => object;
type Access = 'public' | Role;

interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The Express path under /api, as registered (`/jobs/:id`). */
  path: string;
  summary: string;
  access: Access;
  /**
   * Query parameters: the properties of the class (or classes) the route validates them with, read
   * when the document is first asked for, not when the server starts.
   */
  query?: InputClass | InputClass[] | SchemaObject;
  json?: InputClass;
  multipart?: { input: InputClass; file: string; fileRequired: boolean };
  /** Successful answers: status, then a component name (JSON), `file:<types>`, or a schema. */
  responses: Record<number, string | SchemaObject>;
  /** The answer carries X-Total-Count (and X-Total-Count-Capped). */
  totalCount?: boolean;
}

const ref = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` });
const text = { type: 'string' } as const;
const time = { type: 'string', format: 'date-time' } as const;
const id = { type: 'string', format: 'uuid' } as const;
/** A sign-in's answer (both steps of one with a temporary password). */
const SIGNED_IN: SchemaObject = {
  type: 'object',
  required: ['token', 'role'],
  properties: {
    token: { ...text, description: 'Send as Authorization: Bearer <token>.' },
    role: { enum: [...ALL_ROLES] },
  },
};
/** A sign-in that needs one more step: what to tell the person, the step, and its challenge. */
const NEXT_STEP: SchemaObject = {
  type: 'object',
  required: ['message', 'step'],
  properties: {
    message: text,
    step: { enum: ['NEW_PASSWORD', 'TWO_FACTOR', 'TWO_FACTOR_SETUP'] },
    challenge: {
      ...text,
      description:
        'Short-lived (five minutes), for the next step: POST /user/login/two-factor (TWO_FACTOR), or the body of ' +
        'POST /user/login/new-password (NEW_PASSWORD after a code). Not a Bearer token.',
    },
  },
};
const strings = { type: 'array', items: text } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const message = (extra: Record<string, SchemaObject> = {}): SchemaObject => ({
  type: 'object',
  required: ['message', ...Object.keys(extra)],
  properties: { message: text, ...extra },
});

/**
 * What the routes answer (the *Json functions beside them). Written here once; the OpenAPI test
 * checks real answers against them, so a changed answer fails there until this changes too.
 */
const RESPONSE_SCHEMAS: Record<string, SchemaObject> = {
  Error: {
    type: 'object',
    required: ['message'],
    properties: { message: text, field: { ...text, description: 'The input that was refused.' } },
  },
  Message: message(),
  Job: {
    type: 'object',
    required: [
      'id',
      'title',
      'location',
      'description',
      'responsibilities',
      'qualifications',
      'createdAt',
      'updatedAt',
      'archivedAt',
      ...JOB_FACT_FIELDS,
    ],
    properties: {
      id,
      title: text,
      location: text,
      description: strings,
      responsibilities: strings,
      qualifications: strings,
      createdAt: time,
      updatedAt: time,
      archivedAt: { type: ['string', 'null'], format: 'date-time' },
      employmentType: { enum: [...Object.values(EmploymentType), null] },
      workplace: { enum: [...Object.values(Workplace), null] },
      remoteRegion: nullableText,
      department: nullableText,
      salaryMin: nullableNumber,
      salaryMax: nullableNumber,
      salaryCurrency: { ...nullableText, description: 'ISO 4217 code.' },
      salaryPeriod: { enum: [...Object.values(SalaryPeriod), null] },
      closesAt: {
        type: ['string', 'null'],
        format: 'date-time',
        description: 'From then on the job is closed: out of the public list, 404 here for visitors, 409 on applying.',
      },
      clientName: nullableText,
      confidentialClient: { type: 'boolean' },
    },
  },
  Application: {
    type: 'object',
    required: [
      'id',
      'jobId',
      'job',
      'fullName',
      'email',
      'phone',
      'linkedIn',
      'portfolio',
      'coverLetter',
      'resumePath',
      'status',
      'createdAt',
    ],
    properties: {
      id,
      jobId: id,
      job: ref('Job'),
      fullName: text,
      email: text,
      phone: text,
      linkedIn: text,
      portfolio: text,
      coverLetter: text,
      resumePath: { ...text, description: 'GET it with a staff token or key to download the resume.' },
      status: { enum: [...Object.values(ApplicationStatus), null] },
      createdAt: time,
    },
  },
  ContactMessage: {
    type: 'object',
    required: ['id', 'name', 'email', 'mobile', 'location', 'message', 'createdAt'],
    properties: { id, name: text, email: text, mobile: text, location: text, message: text, createdAt: time },
  },
  JoinUsPerson: {
    type: 'object',
    required: ['id', 'name', 'email', 'phone', 'location', 'type', 'createdAt'],
    properties: {
      id,
      name: text,
      email: text,
      phone: text,
      location: text,
      type: { enum: Object.values(JoinUsType) },
      createdAt: time,
    },
  },
  Event: {
    type: 'object',
    required: ['id', 'name', 'date', 'time', 'description', 'imageUrl', 'createdAt'],
    properties: {
      id,
      name: text,
      date: { ...text, format: 'date' },
      time: text,
      description: text,
      imageUrl: text,
      createdAt: time,
    },
  },
  Registration: {
    type: 'object',
    required: ['id', 'name', 'email', 'phone', 'createdAt'],
    properties: { id, name: text, email: text, phone: text, createdAt: time },
  },
  User: {
    type: 'object',
    required: ['id', 'firstName', 'lastName', 'email', 'role', 'disabled', 'createdAt'],
    properties: {
      id,
      firstName: text,
      lastName: text,
      email: text,
      role: { enum: [...ALL_ROLES] },
      disabled: { type: 'boolean' },
      createdAt: time,
    },
  },
};

const list = (name: string): SchemaObject => ({ type: 'array', items: ref(name) });

/** Every REST route: the spec's 19 and the ones added since. The OpenAPI test checks none is missing. */
export const REST_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/user/login',
    summary: 'Sign in',
    access: 'public',
    json: LoginArgs,
    responses: { 200: SIGNED_IN, 403: NEXT_STEP },
  },
  {
    method: 'post',
    path: '/user/login/new-password',
    summary: 'Sign in with a temporary password and replace it',
    access: 'public',
    json: LoginWithNewPasswordArgs,
    responses: { 200: SIGNED_IN, 403: NEXT_STEP },
  },
  {
    method: 'post',
    path: '/user/login/two-factor',
    summary: 'Sign in with two factors: the code step',
    access: 'public',
    json: LoginWithTwoFactorArgs,
    responses: { 200: SIGNED_IN, 403: NEXT_STEP },
  },
  {
    method: 'post',
    path: '/user/register',
    summary: 'Add a staff account',
    access: Role.ADMIN,
    json: CreateUserInput,
    responses: { 201: message({ user: ref('User') }) },
  },
  {
    method: 'get',
    path: '/jobs',
    summary:
      'List open jobs (neither archived nor past their closing date; staff may ask for those too), newest first, ' +
      'optionally narrowed by a search and the filters location, department, employmentType and workplace',
    access: 'public',
    query: [JobsArgs, JobFilterArgs],
    responses: { 200: list('Job') },
    totalCount: true,
  },
  { method: 'get', path: '/jobs/:id', summary: 'Read a job', access: 'public', responses: { 200: 'Job' } },
  {
    method: 'post',
    path: '/jobs',
    summary: 'Create a job',
    access: Role.INTERNAL_RECRUITER,
    json: JobInput,
    responses: { 201: 'Job' },
  },
  {
    method: 'put',
    path: '/jobs/:id',
    summary: 'Replace a job',
    access: Role.INTERNAL_RECRUITER,
    json: JobInput,
    responses: { 200: 'Job' },
  },
  {
    method: 'delete',
    path: '/jobs/:id',
    summary: 'Delete (archive) a job',
    access: Role.INTERNAL_RECRUITER,
    responses: { 200: message({ job: ref('Job') }) },
  },
  {
    method: 'post',
    path: '/JoinUsPeople',
    summary: 'Ask to join',
    access: 'public',
    json: JoinUsInput,
    responses: { 201: message({ person: ref('JoinUsPerson') }) },
  },
  {
    method: 'get',
    path: '/joins',
    summary: 'List join-us requests, newest first',
    access: Role.INTERNAL_RECRUITER,
    query: PageArgs,
    responses: { 200: list('JoinUsPerson') },
    totalCount: true,
  },
  {
    method: 'post',
    path: '/contact',
    summary: 'Send a contact message',
    access: 'public',
    json: ContactMessageInput,
    responses: { 201: message({ contactMessage: ref('ContactMessage') }) },
  },
  {
    method: 'get',
    path: '/contact',
    summary: 'List contact messages, newest first',
    access: Role.INTERNAL_RECRUITER,
    query: PageArgs,
    responses: { 200: list('ContactMessage') },
    totalCount: true,
  },
  {
    method: 'post',
    path: '/candidates/send-rejection-email',
    summary: 'E-mail the rejection to an applicant',
    access: Role.INTERNAL_RECRUITER,
    json: RejectionEmailArgs,
    responses: { 200: 'Message' },
  },
  {
    method: 'post',
    path: '/candidates/:jobId',
    summary: 'Apply for a job with a resume',
    access: 'public',
    multipart: { input: ApplicationInput, file: 'resume', fileRequired: true },
    responses: { 200: message({ id }) },
  },
  {
    method: 'get',
    path: '/candidates/:jobId/applications',
    summary: 'List a job’s applications',
    access: Role.INTERNAL_RECRUITER,
    responses: { 200: list('Application') },
  },
  {
    method: 'put',
    path: '/candidates/:id',
    summary: 'Shortlist or reject an application',
    access: Role.INTERNAL_RECRUITER,
    query: {
      type: 'object',
      required: ['status'],
      properties: { status: { enum: [ApplicationStatus.Shortlisted, ApplicationStatus.Rejected] } },
    },
    responses: { 200: 'Application' },
  },
  {
    method: 'get',
    path: '/candidates/resumes/:id',
    summary: 'Download a resume (or, with disposition=inline, show a PDF in the browser)',
    access: Role.INTERNAL_RECRUITER,
    query: {
      type: 'object',
      properties: {
        disposition: {
          enum: ['attachment', 'inline'],
          description:
            'inline: a PDF is served with Content-Disposition: inline (for a same-origin frame; the CSP stays as ' +
            'strict); a Word file is always an attachment. Recorded in the application’s history as viewed or downloaded.',
        },
        seen: {
          enum: ['visit'],
          description:
            'visit: with disposition=inline, the page already showed this resume in this browser session (a reload): ' +
            'served and audited, but no second “Resume viewed” in the history.',
        },
      },
    },
    responses: {
      200: 'file:application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  },
  {
    method: 'get',
    path: '/events/all',
    summary: 'List events: upcoming first, then past',
    access: 'public',
    responses: { 200: list('Event') },
  },
  {
    method: 'post',
    path: '/events/add',
    summary: 'Add an event with its image',
    access: Role.INTERNAL_RECRUITER,
    multipart: { input: EventInput, file: 'image', fileRequired: true },
    responses: { 201: 'Event' },
  },
  {
    method: 'put',
    path: '/events/update/:id',
    summary: 'Update an event (image optional)',
    access: Role.INTERNAL_RECRUITER,
    multipart: { input: EventUpdateInput, file: 'image', fileRequired: false },
    responses: { 200: 'Event' },
  },
  {
    method: 'delete',
    path: '/events/delete/:id',
    summary: 'Delete an event with its registrations',
    access: Role.INTERNAL_RECRUITER,
    responses: { 200: message({ id }) },
  },
  {
    method: 'post',
    path: '/events/:id/register',
    summary: 'Register for an event',
    access: 'public',
    json: RegistrationInput,
    responses: { 201: message({ id, status: { enum: Object.values(RegistrationStatus) } }) },
  },
  {
    method: 'get',
    path: '/events/:id/registrations',
    summary: 'List an event’s registrations',
    access: Role.INTERNAL_RECRUITER,
    responses: { 200: list('Registration') },
  },
  {
    method: 'get',
    path: '/events/:id/image',
    summary: 'An event’s image',
    access: 'public',
    responses: { 200: 'file:image/png,image/jpeg,image/gif,image/webp,image/avif,image/bmp' },
  },
  {
    method: 'get',
    path: '/events/:id/image/:variant',
    summary: 'One resized copy of an event’s image (see Event.imageSources)',
    access: 'public',
    responses: { 200: 'file:image/webp,image/avif' },
  },
  {
    method: 'get',
    path: '/events/:id/calendar.ics',
    summary: 'The event as an iCalendar file, for any calendar program',
    access: 'public',
    responses: { 200: 'file:text/calendar' },
  },
  {
    method: 'get',
    path: '/people/export',
    summary: 'Everything held about an e-mail address (query `email`), as one zip',
    access: Role.ADMIN,
    responses: { 200: 'file:application/zip' },
  },
  {
    method: 'post',
    path: '/job-alerts',
    summary: 'Subscribe to job alerts (a confirmation link is mailed; the same answer whatever the address has)',
    access: 'public',
    json: JobAlertInput,
    responses: { 202: 'Message' },
  },
  {
    method: 'post',
    path: '/job-alerts/confirm',
    summary: 'Confirm a job alert with the token of its confirmation link',
    access: 'public',
    json: JobAlertTokenArgs,
    responses: {
      200: {
        type: 'object',
        required: ['message', 'summary', 'frequency'],
        properties: { message: text, summary: text, frequency: { enum: Object.values(JobAlertFrequency) } },
      },
    },
  },
  {
    method: 'post',
    path: '/job-alerts/unsubscribe',
    summary:
      'Unsubscribe from a job alert: the List-Unsubscribe URL of its mails (RFC 8058 one-click, token in the query) ' +
      'or a JSON body { token }',
    access: 'public',
    query: { type: 'object', properties: { token: text } },
    responses: { 200: 'Message' },
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    access: 'public',
    responses: { 200: { type: 'object' } },
  },
];

/** class-validator rules as JSON Schema (class-validator-jsonschema reads the same metadata the routes check). */
function schemaOf(input: InputClass | SchemaObject): SchemaObject {
  if (typeof input !== 'function') return input;
  const schema = loadClassValidatorJsonSchema().targetConstructorToSchema(input) as SchemaObject;
  // A property with a default (offset = 0) may be left out, whatever the rules say about its value.
  const defaults = new input() as Record<string, unknown>;
  schema.required = (schema.required ?? []).filter((name) => defaults[name] === undefined);
  for (const [name, value] of Object.entries(defaults)) {
    const property = schema.properties?.[name] as SchemaObject | undefined;
    if (property && value !== undefined) property.default = value;
  }
  return schema;
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function responseFor(status: string, answer: string | SchemaObject, totalCount: boolean) {
  if (typeof answer === 'string' && answer.startsWith('file:')) {
    const types = answer.slice('file:'.length).split(',');
    return {
      description: 'The file.',
      content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
    };
  }
  const schema = typeof answer === 'string' ? ref(answer) : answer;
  return {
    description: Number(status) < 300 ? 'Success.' : 'Not done yet: `step` names what is still missing.',
    ...(totalCount
      ? {
          headers: {
            'X-Total-Count': {
              description: 'Matches over all pages (at most 1000 for a job search).',
              schema: { type: 'integer' },
            },
            'X-Total-Count-Capped': {
              description: '`true` when a search counted only the first 1000.',
              schema: { type: 'string' },
            },
          },
        }
      : {}),
    content: { 'application/json': { schema } },
  };
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('Error') } },
});

function operationObject(op: Operation) {
  const params = [...op.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: text,
  }));
  for (const query of op.query === undefined ? [] : Array.isArray(op.query) ? op.query : [op.query]) {
    const schema = schemaOf(query);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      params.push({ name, in: 'query', required: (schema.required ?? []).includes(name), schema: property as never });
    }
  }
  let requestBody: object | undefined;
  if (op.json) requestBody = { required: true, content: { 'application/json': { schema: schemaOf(op.json) } } };
  if (op.multipart) {
    const schema = schemaOf(op.multipart.input);
    schema.properties = {
      ...schema.properties,
      [op.multipart.file]: { type: 'string', contentMediaType: 'application/octet-stream' },
    };
    if (op.multipart.fileRequired) schema.required = [...(schema.required ?? []), op.multipart.file];
    requestBody = { required: true, content: { 'multipart/form-data': { schema } } };
  }
  const guarded = op.access !== 'public';
  const responses: Record<string, object> = {};
  for (const [status, answer] of Object.entries(op.responses))
    responses[status] = responseFor(status, answer, op.totalCount ?? false);
  if (op.json || op.multipart || op.query || op.path.includes(':'))
    responses['400'] = errorAnswer('Refused input; `field` names it.');
  if (guarded) {
    responses['401'] = errorAnswer('No valid token or API key.');
    responses['403'] = errorAnswer(`The caller’s role is below ${op.access}, or a read-only key tried a change.`);
  }
  if (op.path.includes(':')) responses['404'] = errorAnswer('No such resource.');
  return {
    summary: op.summary,
    operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    description: guarded ? `Needs ${op.access} or a higher role.` : 'Public.',
    ...(guarded ? { security: [{ bearer: [] }] } : { security: [] }),
    ...(params.length ? { parameters: params } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

let cached: object | undefined;

/** The OpenAPI 3.1 document of /api, built once from REST_OPERATIONS and the input classes. */
export function openApiDocument(): object {
  if (cached) return cached;
  const paths: Record<string, Record<string, object>> = {};
  for (const op of REST_OPERATIONS) {
    const path = openApiPath(op.path);
    paths[path] = { ...paths[path], [op.method]: operationObject(op) };
  }
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'Talent consultancy REST API',
      version: '1.0.0',
      description:
        'The REST shim of the careers site and back office. Request schemas are generated from the same ' +
        'class-validator rules the routes check. GraphQL at /graphql is the full API (see schema.graphql).',
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A sign-in token (POST /user/login) or an API key (tck_…) from /admin/integrations.',
        },
      },
      schemas: RESPONSE_SCHEMAS,
    },
    paths,
  };
  return cached;
}
