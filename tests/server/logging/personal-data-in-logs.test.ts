/**
 * Logs are kept where a person's erasure does not reach, so they must hold no personal data. A
 * full journey of visitors and staff through the real HTTP server, logged at info and at debug
 * (headers and bodies), must leave none of the e-mail addresses and tokens it used in the log.
 */
import { randomBytes } from 'node:crypto';

import type { LogLevel } from '../../../server/src/lib/logger';
import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../helpers/test-server';
import { applicant, applyByForm, newJob } from '../applications/application-fixtures';
import { newEvent } from '../events/event-fixtures';
import { FORM_FIELDS } from '../job-alerts/job-alert-fixtures';

/** A pino destination that keeps what the server wrote. */
class CapturedLog {
  text = '';
  write(chunk: string): void {
    this.text += chunk;
  }
  lines(): Record<string, unknown>[] {
    return this.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

const ERASE = `mutation Erase($email: String!) { erasePerson(email: $email) { applications } }`;

/** Every form of a secret that could reach a log line: as sent, in any letter case, URL-encoded. */
function spellings(secret: string): string[] {
  return [...new Set([secret, secret.toLowerCase(), secret.toUpperCase(), encodeURIComponent(secret)])];
}

/** The token after `<path>#` in a mail's text. */
function tokenAfter(text: string, path: string): string {
  const match = new RegExp(`${path}#(\\S+)`).exec(text);
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  return match[1]!;
}

interface Journey {
  secrets: string[];
  /** Requests whose line must be there, so the search below cannot pass on an empty log. */
  routes: string[];
}

async function journey(t: TestServer): Promise<Journey> {
  const tag = randomBytes(4).toString('hex');
  const person = (kind: string) => `Person.${kind}-${tag}@Example.com`;
  const phone = '+44 20 7946 0001';
  const ok = (label: string, status: number) => {
    if (status >= 300) throw new Error(`${label} answered ${status}`);
  };

  // Staff sign in.
  const login = await t.rest<{ token: string }>('POST', '/api/user/login', { body: TEST_ADMIN });
  ok('sign-in', login.status);
  const staff = login.body.token;
  const jobId = await newJob(t, staff);
  const event = await newEvent(t, staff);

  // A visitor applies with a resume, registers for an event, joins, writes.
  const applied = applicant({ email: person('applicant') });
  ok('apply', (await applyByForm(t, jobId, applied)).status);
  const registrant = person('registrant');
  const registered = await t.rest('POST', `/api/events/${event.id}/register`, {
    body: { name: 'Ada Lovelace', email: registrant, phone },
  });
  ok('register', registered.status);
  const joiner = person('joiner');
  ok(
    'join us',
    (await t.rest('POST', '/api/JoinUsPeople', { body: { name: 'Ada', email: joiner, phone, location: 'London' } }))
      .status,
  );
  const writer = person('writer');
  ok(
    'contact',
    (await t.rest('POST', '/api/contact', { body: { name: 'Ada', email: writer, mobile: phone, message: 'Hi' } }))
      .status,
  );

  // A job alert: subscribed, confirmed and unsubscribed through the links of its e-mail.
  const subscriber = person('subscriber');
  ok(
    'subscribe',
    (
      await t.rest('POST', '/api/job-alerts', {
        body: { email: subscriber, search: 'Data', frequency: 'WEEKLY', ...FORM_FIELDS },
      })
    ).status,
  );
  const [mail] = await t.orm.em.fork().find(OutboxMessage, { to: { $ilike: subscriber } });
  const confirmToken = tokenAfter(mail!.text, '/job-alerts/confirm');
  const unsubscribeToken = tokenAfter(mail!.text, '/job-alerts/unsubscribe');
  ok(
    'confirm',
    (await t.rest('POST', `/api/job-alerts/confirm?token=${encodeURIComponent(confirmToken)}`, { body: {} })).status,
  );
  // The one-click POST of List-Unsubscribe carries its token in the query string.
  ok(
    'unsubscribe',
    (await t.rest('POST', `/api/job-alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`)).status,
  );

  // Staff export one person's data and erase another.
  const exported = await fetch(`${t.url}/api/people/export?email=${encodeURIComponent(applied.email!)}`, {
    headers: { authorization: `Bearer ${staff}` },
  });
  await exported.arrayBuffer();
  ok('export', exported.status);
  const erased = await t.gql(ERASE, { email: registrant }, staff);
  if (erased.errors) throw new Error(JSON.stringify(erased.errors));

  // Paths that hold an address or a token themselves (a link pasted wrongly).
  await t.rest('GET', `/api/people/${encodeURIComponent(writer)}`, { token: staff });
  await t.rest('GET', `/job-alerts/unsubscribe/${unsubscribeToken}`, {
    headers: { referer: `${t.url}/job-alerts/unsubscribe?token=${unsubscribeToken}&email=${subscriber}` },
  });

  return {
    secrets: [
      TEST_ADMIN.email,
      applied.email!,
      registrant,
      joiner,
      writer,
      subscriber,
      confirmToken,
      unsubscribeToken,
      staff,
    ],
    routes: ['/api/user/login', '/api/candidates/:jobId', '/api/job-alerts/confirm', '/api/people/export', '/graphql'],
  };
}

describe.each<LogLevel>(['info', 'debug'])('the log at %s of a whole journey', (level) => {
  const log = new CapturedLog();
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ LOG_LEVEL: level }, { logTo: log });
  });
  afterAll(() => t.stop());

  it('holds none of the e-mail addresses and tokens it used, nor any query string', async () => {
    const { secrets, routes } = await journey(t);
    // Lines are written when a response finishes: wait for the last request's line.
    for (let waited = 0; waited < 3000 && !log.text.includes('/job-alerts/unsubscribe/:token'); waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const lines = log.lines();
    for (const route of routes) {
      expect(lines.some((line) => line.route === route && typeof line.status === 'number')).toBe(true);
    }
    expect(lines.some((line) => line.url === '/api/people/export')).toBe(true);
    for (const secret of secrets) {
      for (const spelling of spellings(secret))
        expect({ secret: spelling, found: log.text.includes(spelling) }).toEqual({
          secret: spelling,
          found: false,
        });
    }
    expect(lines.filter((line) => typeof line.url === 'string' && line.url.includes('?'))).toEqual([]);
  });
});
