import { ApplicationStatus } from '../modules/applications/application-status';
import { EmploymentType, JOB_FACT_FIELDS, SalaryPeriod, Workplace } from '../modules/jobs/job-facts';
import { JobQuestionKind } from '../modules/jobs/job-questions';
import { JoinUsType } from '../modules/join-us/join-us-type';
import { ALL_ROLES } from '../modules/users/role';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses). */
export interface SchemaObject {
  [keyword: string]: unknown;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  default?: unknown;
}

/** A class-validator input class, read as JSON Schema by the OpenAPI document. */
export type InputClass = new () => object;

export const ref = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` });
export const text = { type: 'string' } as const;
export const time = { type: 'string', format: 'date-time' } as const;
export const uuid = { type: 'string', format: 'uuid' } as const;
const strings = { type: 'array', items: text } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
export const message = (extra: Record<string, SchemaObject> = {}): SchemaObject => ({
  type: 'object',
  required: ['message', ...Object.keys(extra)],
  properties: { message: text, ...extra },
});

/**
 * What the routes answer (the *Json functions of the route files), as `components.schemas` that a
 * route names in its `responses`. Written here once; the OpenAPI test checks real answers against
 * them, so a changed answer fails there until this changes too.
 */
export const RESPONSE_SCHEMAS: Record<string, SchemaObject> = {
  Error: {
    type: 'object',
    required: ['message'],
    properties: { message: text, field: { ...text, description: 'The input that was refused.' } },
  },
  Message: message(),
  SiteContent: {
    type: 'object',
    required: ['key', 'content', 'version', 'privacyVersion'],
    properties: {
      key: text,
      content: {
        type: 'object',
        description:
          'The content by field name: rich text as sanitized HTML, an image as { id, alt, width, height, webp, avif, src } or null.',
      },
      version: { type: 'integer', description: 'Publishes so far (0: the content the site started with).' },
      privacyVersion: { ...nullableText, description: 'For privacy-policy only: the privacy notice version it is.' },
    },
  },
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
      'clientName',
    ],
    properties: {
      id: uuid,
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
      clientName: {
        ...nullableText,
        description: 'The client company that hires, when its name may be public (null for a confidential client).',
      },
      confidentialClient: { type: 'boolean' },
      questions: {
        type: 'array',
        description: 'What the apply form asks besides the usual fields, in order.',
        items: {
          type: 'object',
          required: ['id', 'label', 'kind', 'required', 'options'],
          properties: {
            id: uuid,
            label: text,
            kind: { enum: Object.values(JobQuestionKind) },
            required: { type: 'boolean' },
            options: { ...strings, description: 'SINGLE_CHOICE: the options; empty otherwise.' },
          },
        },
      },
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
      'answers',
    ],
    properties: {
      id: uuid,
      jobId: uuid,
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
      answers: {
        type: 'array',
        description: 'The answers to the job’s questions, each with the question as it was asked.',
        items: {
          type: 'object',
          required: ['questionId', 'question', 'kind', 'answer'],
          properties: {
            questionId: uuid,
            question: text,
            kind: { enum: Object.values(JobQuestionKind) },
            answer: text,
          },
        },
      },
    },
  },
  ContactMessage: {
    type: 'object',
    required: ['id', 'name', 'email', 'mobile', 'location', 'message', 'createdAt'],
    properties: { id: uuid, name: text, email: text, mobile: text, location: text, message: text, createdAt: time },
  },
  JoinUsPerson: {
    type: 'object',
    required: ['id', 'name', 'email', 'phone', 'location', 'type', 'createdAt'],
    properties: {
      id: uuid,
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
      id: uuid,
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
    properties: { id: uuid, name: text, email: text, phone: text, createdAt: time },
  },
  User: {
    type: 'object',
    required: ['id', 'firstName', 'lastName', 'email', 'role', 'disabled', 'createdAt'],
    properties: {
      id: uuid,
      firstName: text,
      lastName: text,
      email: text,
      role: { enum: [...ALL_ROLES] },
      disabled: { type: 'boolean' },
      createdAt: time,
    },
  },
};

/** A JSON array of a component. */
export const list = (name: string): SchemaObject => ({ type: 'array', items: ref(name) });
