import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

import { ApplicationCreateDocument, MeDocument } from '../../../client/src/gql/graphql';
import { createApolloClient } from '../../../client/src/lib/apollo-client';
import { saveSession } from '../../../client/src/lib/auth';
import { buildMultipartBody } from '../../../client/src/lib/upload-link';
import { nextRequest, useFakeXhr } from '../jobs/fake-xhr';

/*
 * In this test environment FormData is Node's while Blob and File are jsdom's, and Node's FormData
 * refuses jsdom's files. A browser has one of each; give these tests Node's, which fit together.
 */
const jsdomFileApi = { Blob: globalThis.Blob, File: globalThis.File };
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile });
afterAll(() => {
  Object.assign(globalThis, jsdomFileApi);
});

const resume = new File(['%PDF-1.7 resume'], 'grace-hopper.pdf', { type: 'application/pdf' });
const variables = {
  jobId: 'job-7',
  input: { fullName: 'Grace Hopper', email: 'grace@example.com', phone: '+1 555 0100' },
  resume,
};
const receipt = JSON.stringify({
  data: { applyForJob: { __typename: 'ApplicationReceipt', id: 'a1', message: 'Thanks' } },
});

function apply(context: Record<string, unknown> = {}) {
  return createApolloClient().mutate({ mutation: ApplicationCreateDocument, variables, context });
}

describe('upload link', () => {
  useFakeXhr();

  it('sends a file as a GraphQL multipart request: operations with a null file, then map, then the file', async () => {
    const result = apply();
    const request = await nextRequest();
    request.respond(200, receipt);
    await result;

    expect(request.method).toBe('POST');
    expect(request.url).toBe('/graphql');
    const form = request.body!;
    expect(Array.from(form.keys())).toEqual(['operations', 'map', '0']);

    const operations = JSON.parse(form.get('operations') as string);
    expect(operations.operationName).toBe('ApplicationCreate');
    expect(operations.query).toContain('applyForJob(jobId: $jobId, input: $input, resume: $resume)');
    expect(operations.variables).toEqual({ ...variables, resume: null });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.resume'] });
    const part = form.get('0') as File;
    expect(part.name).toBe('grace-hopper.pdf');
    expect(await part.text()).toBe('%PDF-1.7 resume');
  });

  it('sends Apollo-Require-Preflight and the auth header, and leaves the multipart content type to the browser', async () => {
    saveSession('token-123', 'INTERNAL_RECRUITER');
    const result = apply();
    const request = await nextRequest();
    request.respond(200, receipt);
    await result;

    expect(request.headers['apollo-require-preflight']).toBe('true');
    expect(request.headers.authorization).toBe('Bearer token-123');
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.headers.accept).toContain('application/graphql-response+json');
  });

  it('reports upload progress to onUploadProgress from the operation context', async () => {
    const progress: [number, number][] = [];
    const result = apply({ onUploadProgress: (loaded: number, total: number) => progress.push([loaded, total]) });
    const request = await nextRequest();
    request.progress(512, 2048);
    request.progress(2048, 2048);
    request.respond(200, receipt);
    await result;

    expect(progress).toEqual([
      [512, 2048],
      [2048, 2048],
    ]);
  });

  it('answers with the data the server sent', async () => {
    const result = apply();
    (await nextRequest()).respond(200, receipt);
    expect((await result).data?.applyForJob).toEqual({ __typename: 'ApplicationReceipt', id: 'a1', message: 'Thanks' });
  });

  it('fails with the GraphQL errors of a GraphQL answer, even with a 4xx status', async () => {
    const result = apply();
    (await nextRequest()).respond(
      400,
      JSON.stringify({ errors: [{ message: 'Resume must be a PDF.', extensions: { code: 'BAD_USER_INPUT' } }] }),
    );
    const error = await result.catch((caught: unknown) => caught);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect((error as CombinedGraphQLErrors).errors[0].message).toBe('Resume must be a PDF.');
  });

  it('fails with a ServerError for a non-2xx answer that is not GraphQL', async () => {
    const result = apply();
    (await nextRequest()).respond(502, '<html>Bad Gateway</html>', 'text/html');
    const error = await result.catch((caught: unknown) => caught);
    expect(ServerError.is(error)).toBe(true);
    expect((error as ServerError).statusCode).toBe(502);
  });

  it('fails with a TypeError when no answer comes back, as fetch does', async () => {
    const result = apply();
    (await nextRequest()).failWithoutAnswer();
    await expect(result).rejects.toBeInstanceOf(TypeError);
  });

  it('sends operations without files through the JSON HttpLink', async () => {
    const originalFetch = globalThis.fetch;
    const bodies: string[] = [];
    globalThis.fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(String(init?.body));
      return {
        status: 200,
        headers: { get: () => 'application/json' },
        text: async () => JSON.stringify({ data: { me: null } }),
      } as unknown as Response;
    };
    try {
      await createApolloClient()
        .query({ query: MeDocument, errorPolicy: 'all' })
        .catch(() => undefined);
    } finally {
      globalThis.fetch = originalFetch;
    }
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0]).operationName).toBe('Me');
  });
});

describe('buildMultipartBody', () => {
  it('sends a file found at several paths once, mapped to each path', () => {
    const shared = new File(['x'], 'a.pdf');
    const other = new Blob(['y']);
    const form = buildMultipartBody({
      query: 'mutation X { x }',
      variables: { first: shared, nested: { list: [other, shared] }, keep: 'text', none: null },
    });

    expect(JSON.parse(form.get('operations') as string).variables).toEqual({
      first: null,
      nested: { list: [null, null] },
      keep: 'text',
      none: null,
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({
      0: ['variables.first', 'variables.nested.list.1'],
      1: ['variables.nested.list.0'],
    });
    expect(Array.from(form.keys())).toEqual(['operations', 'map', '0', '1']);
  });
});
