import { MAX_OPERATION_NAMES, Metrics } from '../../../server/src/metrics/metrics';
import { Role } from '../../../server/src/modules/users/role';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { newJob } from '../applications/application-fixtures';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The scrape's sample lines ("name{labels} value"), without HELP and TYPE. */
const samples = (body: string) => body.split('\n').filter((line) => line && !line.startsWith('#'));

/** The value of the one sample of `name` whose labels include all of `labels`. */
function sample(body: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = samples(body).find(
    (candidate) => candidate.startsWith(`${name}{`) && wanted.every((label) => candidate.includes(label)),
  );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics for an operator to scrape', () => {
  let t: TestServer;
  let scrapeUrl: string;
  beforeAll(async () => {
    t = await startTestServer({
      METRICS_TOKEN: TOKEN,
      METRICS_PORT: '0',
      // Nothing leaves the outboxes while the test reads their depth.
      MAIL_POLL_MS: '3600000',
      WEBHOOK_POLL_MS: '3600000',
    });
    scrapeUrl = `http://127.0.0.1:${t.server.metricsPort}/metrics`;
  });
  afterAll(() => t.stop());

  const scrape = async () => {
    const answer = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    return answer.text();
  };

  it('answers GET /metrics on the app only to the bearer of METRICS_TOKEN', async () => {
    const none = await fetch(`${t.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    const wrong = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(await scrape()).toContain('process_cpu_user_seconds_total');
  });

  it('counts requests by route template and status, never by the path with its id', async () => {
    const recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const jobId = await newJob(t, recruiter.token, 'Metrics Analyst');
    const before = await scrape();
    const found = sample(before, 'http_requests_total', { route: '/api/jobs/:id', status: '200' }) ?? 0;
    expect((await t.rest('GET', `/api/jobs/${jobId}`)).status).toBe(200);
    expect((await t.rest('GET', '/api/jobs/00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const after = await scrape();
    expect(sample(after, 'http_requests_total', { method: 'GET', route: '/api/jobs/:id', status: '200' })).toBe(
      found + 1,
    );
    expect(sample(after, 'http_requests_total', { route: '/api/jobs/:id', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(
      sample(after, 'http_request_duration_seconds_count', { route: '/api/jobs/:id', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(jobId);
  });

  it('counts GraphQL operations by name and type, and an unbounded name as "other"', async () => {
    await t.gql('query MetricsProbe { __typename }');
    await t.gql('query MetricsProbe { __typename }');
    await t.gql('mutation MetricsRefused { login(email: "nobody@example.com", password: "wrong-password") { token } }');
    const body = await scrape();
    expect(sample(body, 'graphql_operations_total', { operation: 'MetricsProbe', type: 'query', outcome: 'ok' })).toBe(
      2,
    );
    expect(
      sample(body, 'graphql_operations_total', { operation: 'MetricsRefused', type: 'mutation', outcome: 'error' }),
    ).toBe(1);
    expect(sample(body, 'graphql_operation_duration_seconds_count', { operation: 'MetricsProbe' })).toBe(2);

    const metrics = new Metrics(t.orm, { mailMaxAttempts: 3, processMetrics: false });
    expect(metrics.operationLabel('not a name!')).toBe('other');
    expect(metrics.operationLabel(undefined)).toBe('anonymous');
    for (let index = 0; index < MAX_OPERATION_NAMES; index += 1) metrics.operationLabel(`Operation${index}`);
    expect(metrics.operationLabel('Operation0')).toBe('Operation0');
    expect(metrics.operationLabel('OneTooMany')).toBe('other');
  });

  it('reports each outbox depth and how long its most overdue item has waited, as the database holds them', async () => {
    const connection = t.orm.em.getConnection();
    const insert = (subject: string, dueSecondsAgo: number) =>
      connection.execute(
        `insert into "outbox_message" ("id", "to", "subject", "text", "attempts", "next_attempt_at", "created_at")
         values (gen_random_uuid(), 'someone@example.com', ?, 'Hello', 0, now() - make_interval(secs => ?), now())`,
        [subject, dueSecondsAgo],
      );
    await insert('Overdue for two minutes', 120);
    await insert('Due in an hour', -3600);
    const [{ depth }] = await connection.execute<{ depth: string }[]>(
      'select count(*) as depth from "outbox_message" where "sent_at" is null and "attempts" < 20',
    );

    const body = await scrape();
    expect(sample(body, 'outbox_depth', { queue: 'mail' })).toBe(Number(depth));
    expect(Number(depth)).toBeGreaterThanOrEqual(2);
    expect(sample(body, 'outbox_oldest_due_seconds', { queue: 'mail' })).toBeGreaterThanOrEqual(120);
    expect(sample(body, 'outbox_depth', { queue: 'webhooks' })).toBe(0);
    expect(body).toContain('# TYPE outbox_delivery_failures_total counter');
    expect(body).toContain('# TYPE retention_purge_runs_total counter');
  });

  it('serves the same scrape without a token on METRICS_PORT, and nothing else there', async () => {
    const answer = await fetch(scrapeUrl);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('http_requests_total');
    expect((await fetch(scrapeUrl.replace('/metrics', '/api/jobs'))).status).toBe(404);
  });
});

describe('metrics left off', () => {
  it('serves no /metrics without METRICS_TOKEN, not even the site page', async () => {
    const t = await startTestServer();
    try {
      const answer = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('http_requests_total');
      expect(t.server.metricsPort).toBeUndefined();
      // Nothing is recorded (nor the process sampled) for a scrape that cannot happen; that prom-client
      // is then never loaded is proved on the built server (tests/server/startup/deferred-packages.test.ts).
      expect(t.server.deps.metrics).toBeUndefined();
    } finally {
      await t.stop();
    }
  });
});
