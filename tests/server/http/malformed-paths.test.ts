import http from 'node:http';

import { startTestServer, type TestServer } from '../../helpers/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

/** A multipart resume of `size` bytes, sent by Node's own HTTP client to `path` as written (no encoding). */
function postResume(path: string, size: number): Promise<{ status: number; body: string }> {
  const boundary = 'resume-boundary-4711';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="firstName"\r\n\r\nAda\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name="resume"; filename="cv.pdf"\r\n` +
        'content-type: application/pdf\r\n\r\n%PDF-1.4\n',
    ),
    Buffer.alloc(size, 0x41),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => (answer = { status: response.statusCode!, body: text }));
      },
    );
    let answer: { status: number; body: string } | undefined;
    let failure: Error | undefined;
    // An error after the answer arrived (EPIPE while the body is still being written) fails too.
    request.on('error', (error) => (failure ??= error));
    request.on('close', () => (failure || !answer ? reject(failure ?? new Error('no answer')) : resolve(answer)));
    request.end(body);
  });
}

describe('a malformed path that carries a body', () => {
  it.each([
    ['/api/candidates/%', 64 * 1024],
    ['/api/candidates/%', 12 * 1024 * 1024],
    ['/api/jobs/%', 8 * 1024 * 1024],
    ['/api/candidates/%', 3 * 1024 * 1024],
    ['/api/candidates/%zz/resume', 3 * 1024 * 1024],
    ['/graphql/%', 3 * 1024 * 1024],
    ['/%E0%A4%A', 1024 * 1024],
  ])('%s with a %d-byte multipart resume is answered 400, never a dropped connection', async (path, size) => {
    const answer = await postResume(path, size);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'The request path is not valid: it has a malformed % escape.',
      field: 'path',
    });
  });
});
