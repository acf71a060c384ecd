/**
 * A client that keeps its connection open (browsers, fetch, HTTP agents) sends its next request on
 * the connection of the last one. When the server answers an upload before reading all of it (over
 * the cap), that next request must still be answered, never left waiting behind the unread rest.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

import express from 'express';

import { closeAfterUnreadBodies } from '../../../server/src/http/unread-bodies';
import { pdfBytes } from '../../helpers/files';
import { MULTIPART_HEADERS, multipartBody } from '../../helpers/multipart-bodies';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { applicant, newJob } from '../applications/application-fixtures';

const RESUME_MAX = 64 * 1024;

let t: TestServer;
let jobId: string;

beforeAll(async () => {
  t = await startTestServer({ RESUME_MAX_BYTES: String(RESUME_MAX) });
  jobId = await newJob(t, (await t.userWithRole(Role.INTERNAL_RECRUITER)).token);
});
afterAll(() => t.stop());

interface Answer {
  status: number;
  connection: string | undefined;
}

function send(agent: http.Agent, path: string, method: string, body?: Buffer, headers = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${t.url}${path}`, { agent, method, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
    });
    // The upload may be cut short by the server's answer; what counts is that answer.
    request.on('error', (error) => (error.message.includes('EPIPE') ? undefined : reject(error)));
    request.setTimeout(10_000, () => request.destroy(new Error(`no answer to ${method} ${path} within 10 s`)));
    request.end(body);
  });
}

describe('a kept-alive connection', () => {
  it('stays open after answers to requests without a body, even those answered at once', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const path of ['/livez', '/robots.txt', '/api/jobs']) {
        expect([path, (await send(agent, path, 'GET')).connection]).toEqual([path, 'keep-alive']);
      }
    } finally {
      agent.destroy();
    }
  });

  it('answers the next request after an upload refused before it was read to the end', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const fields = Object.entries(applicant()).map(([name, value]) => ({ name, value: String(value) }));
      // Five megabytes over a 64 KB cap: far more than the connection buffers hold.
      const resume = Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024)]);
      const body = multipartBody([...fields, { name: 'resume', value: resume, filename: 'cv.pdf' }]);
      const [refused, next] = await Promise.all([
        send(agent, `/api/candidates/${jobId}`, 'POST', body, { ...MULTIPART_HEADERS, 'content-length': body.length }),
        send(agent, '/api/jobs', 'GET'),
      ]);
      expect(refused.status).toBe(413);
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  // Refused before a byte of its body is read: an upload without the staff token it needs.
  const eventUpload = () =>
    multipartBody([
      { name: 'name', value: 'Unauthorised event' },
      { name: 'image', value: Buffer.alloc(2 * 1024 * 1024), filename: 'poster.png' },
    ]);

  it('takes in the rest of a body refused before it was read, so a client still sending reads the answer', async () => {
    // fetch reports a connection closed under its upload as a network error, not as the answer.
    const answer = await fetch(`${t.url}/api/events/add`, {
      method: 'POST',
      headers: MULTIPART_HEADERS,
      body: new Uint8Array(eventUpload()),
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('connection')).toBe('keep-alive');
  });

  it('closes the connection after an early answer to a body of unknown length, and answers the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // No content-length: the body goes chunked, so the server cannot know how much is left.
      const [refused, next] = await Promise.all([
        send(agent, '/api/events/add', 'POST', eventUpload(), { ...MULTIPART_HEADERS, 'transfer-encoding': 'chunked' }),
        send(agent, '/api/jobs', 'GET'),
      ]);
      expect(refused).toEqual({ status: 401, connection: 'close' });
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('answers the next request after a GraphQL upload refused before it was read to the end', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const operations = JSON.stringify({
        query:
          'mutation($jobId: ID!, $input: ApplicationInput!, $resume: Upload!) { applyForJob(jobId: $jobId, input: $input, resume: $resume) { id } }',
        variables: { jobId, input: applicant(), resume: null },
      });
      const resume = Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024)]);
      const body = multipartBody([
        { name: 'operations', value: operations },
        { name: 'map', value: JSON.stringify({ 0: ['variables.resume'] }) },
        { name: '0', value: resume, filename: 'cv.pdf' },
      ]);
      const [refused, next] = await Promise.all([
        send(agent, '/graphql', 'POST', body, {
          ...MULTIPART_HEADERS,
          'content-length': body.length,
          'apollo-require-preflight': 'true',
        }),
        send(agent, '/api/jobs', 'GET'),
      ]);
      expect(refused.status).toBeLessThan(500);
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe('the rest of a body answered early', () => {
  // The middleware alone on a real HTTP server, with a short deadline (the product's is 15 s), long
  // enough that a busy machine's event-loop pause cannot let it pass before the answer is read.
  const DEADLINE_MS = 1000;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    const app = express();
    app.use(closeAfterUnreadBodies({ drainTimeoutMs: DEADLINE_MS }));
    app.post('/refused', (_req, res) => void res.status(401).json({ error: 'refused' }));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /**
   * Sends the head of a body that declares `declared` bytes, then one byte every 100 ms (a client
   * too slow for Node's idle timeouts to end it); resolves with the answer and how long after the
   * connection was opened the server closed it.
   */
  function trickle(declared: number): Promise<{ answer: string; closedAfterMs: number }> {
    return new Promise((resolve, reject) => {
      const openedAt = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      const drip = setInterval(() => socket.write('a'), 100);
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        answer += chunk;
      });
      socket.on('error', (error: NodeJS.ErrnoException) => {
        // Closed with bytes of ours still unread, the server's end answers a reset: it ended the
        // connection all the same ('close' follows).
        if (error.code === 'ECONNRESET') return;
        clearInterval(drip);
        reject(error);
      });
      socket.on('close', () => {
        clearInterval(drip);
        resolve({ answer, closedAfterMs: Date.now() - openedAt });
      });
      socket.write(`POST /refused HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${declared}\r\n\r\na`);
    });
  }

  it('is answered at once; a client that then sends too slowly has its connection closed at the deadline', async () => {
    // At ten bytes a second, a megabyte would take more than a day: only the deadline ends it.
    const { answer, closedAfterMs } = await trickle(1024 * 1024);
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toMatch(/connection: keep-alive/i);
    // The deadline starts with the answer, after the connection opened (less a timer's rounding).
    expect(closedAfterMs).toBeGreaterThanOrEqual(DEADLINE_MS - 20);
  });
});
