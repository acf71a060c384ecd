import 'reflect-metadata';

import { loadClassValidatorJsonSchema } from '../lib/packages-on-first-use';

import type { RouteContract } from './route-table';
import { type InputClass, ref, RESPONSE_SCHEMAS, type SchemaObject, text } from './schemas';

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

function operationObject(op: RouteContract) {
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

const documents = new WeakMap<readonly RouteContract[], object>();

/**
 * The OpenAPI 3.1 document of /api, built once per route table (api.ts's REST_ROUTES) from each
 * row's contract and input classes.
 */
export function openApiDocument(routes: readonly RouteContract[]): object {
  const known = documents.get(routes);
  if (known) return known;
  const paths: Record<string, Record<string, object>> = {};
  for (const op of routes) {
    const path = openApiPath(op.path);
    paths[path] = { ...paths[path], [op.method]: operationObject(op) };
  }
  const document = {
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
  documents.set(routes, document);
  return document;
}
