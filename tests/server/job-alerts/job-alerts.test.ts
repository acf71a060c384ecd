import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { JobAlert, JobAlertFrequency } from '../../../server/src/modules/job-alerts/job-alert.entity';
import {
  JOB_ALERT_INVALID_LINK_MESSAGE,
  JOB_ALERT_SUBSCRIBED_MESSAGE,
  JOB_ALERT_UNSUBSCRIBED_MESSAGE,
} from '../../../server/src/modules/job-alerts/job-alert.service';
import { EmploymentType, Workplace } from '../../../server/src/modules/jobs/job-facts';
import { createServices } from '../../../server/src/services';
import { type SmtpSink, startSmtpSink } from '../../helpers/smtp-sink';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { insertJob } from '../jobs/job-fixtures';

import { alertEmail, CONFIRM, FORM_FIELDS, linkToken, read, subscribe, UNSUBSCRIBE } from './job-alert-fixtures';

const ORIGIN = 'https://careers.example.com';
const DAY = 24 * 3600_000;

let t: TestServer;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestServer({
    SMTP_URL: sink.url,
    MAIL_POLL_MS: '50',
    PUBLIC_URL: ORIGIN,
    // The tests send the digests themselves, at the instants they choose.
    JOB_ALERT_POLL_SECONDS: '0',
  });
});
afterAll(async () => {
  await t.stop();
  await sink.stop();
});

const sql = (query: string, params: unknown[] = []) => t.orm.em.fork().execute(query, params);
const alertsOf = (email: string) =>
  t.orm.em.fork().find(JobAlert, { emailKey: email.toLowerCase() }, { orderBy: { createdAt: 'asc' } });
const outboxTo = (email: string) =>
  t.orm.em.fork().find(OutboxMessage, { to: email }, { orderBy: { createdAt: 'asc', id: 'asc' } });
const sentTo = (mail: { to: string[] }, email: string) =>
  mail.to.some((to) => to.toLowerCase().includes(email.toLowerCase()));
const delivered = async (email: string, count: number) =>
  (await sink.waitFor((messages) => messages.filter((m) => sentTo(m, email)).length >= count)).filter((m) =>
    sentTo(m, email),
  );

/** Sends every digest due at `now`, through as many services as `processes` (each its own connection). */
async function sendDigests(now: Date, processes = 1): Promise<number> {
  const drain = async () => {
    let sent = 0;
    while (await createServices(t.orm.em.fork(), t.server.deps).jobAlerts.sendNextDigest(now)) sent += 1;
    return sent;
  };
  const counts = await Promise.all(Array.from({ length: processes }, drain));
  return counts.reduce((a, b) => a + b, 0);
}

/** Subscribes and confirms through the mailed link; answers the alert and its confirmation mail's text. */
async function confirmedAlert(email: string, input: Record<string, unknown> = {}) {
  await subscribe(t, { email, ...input });
  const [mail] = await delivered(email, 1);
  const text = read(mail!).text;
  const answer = await t.gql(CONFIRM, { token: linkToken(text, `${ORIGIN}/job-alerts/confirm`) });
  expect(answer.errors).toBeUndefined();
  const [alert] = await alertsOf(email);
  return { alert: alert!, text };
}

/** Moves an alert's confirmation (and its watermark) `days` back, as if confirmed then. */
async function confirmedDaysAgo(alert: JobAlert, days: number): Promise<Date> {
  const at = new Date(Date.now() - days * DAY);
  await sql('update "job_alert" set "confirmed_at" = ?, "jobs_seen_until" = ? where "id" = ?', [at, at, alert.id]);
  return at;
}

describe('subscribing', () => {
  it('stores an unconfirmed alert and mails only a confirmation link, with the unsubscribe link and headers', async () => {
    const email = alertEmail('Subscriber');
    const answer = await subscribe(t, {
      email: `  ${email} `,
      search: ' engineer ',
      location: 'Leeds',
      employmentType: EmploymentType.FULL_TIME,
      frequency: JobAlertFrequency.WEEKLY,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.subscribeToJobAlerts.message).toBe(JOB_ALERT_SUBSCRIBED_MESSAGE);

    const [alert] = await alertsOf(email);
    expect(alert).toMatchObject({
      email,
      search: 'engineer',
      location: 'Leeds',
      department: null,
      employmentType: EmploymentType.FULL_TIME,
      workplace: null,
      frequency: JobAlertFrequency.WEEKLY,
      confirmedAt: null,
      consent: { basis: 'consent', privacyVersion: FORM_FIELDS.privacyVersion },
    });

    const [mail] = await delivered(email, 1);
    const { headers, text } = read(mail!);
    expect(headers.get('subject')).toBe('Confirm your job alert');
    expect(text).toContain('once a week about new jobs matching: “engineer”, location Leeds, Full-time.');
    expect(text).toMatch(new RegExp(`${ORIGIN}/job-alerts/confirm#\\S+`));
    const unsubscribeToken = linkToken(text, `${ORIGIN}/job-alerts/unsubscribe`);
    expect(headers.get('list-unsubscribe')).toBe(
      `<${ORIGIN}/api/job-alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}>`,
    );
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('sends no digest before the link is used, however long it waits', async () => {
    const email = alertEmail('unconfirmed');
    await subscribe(t, { email, search: 'Unconfirmed Pilot' });
    await insertJob(t.orm, { title: 'Unconfirmed Pilot', createdAt: new Date() });
    await sendDigests(new Date(Date.now() + 30 * DAY));
    expect((await outboxTo(email)).map((mail) => mail.subject)).toEqual(['Confirm your job alert']);
  });

  it('answers the same for an address that already has an alert, and the confirmed one replaces its twin', async () => {
    const email = alertEmail('twice');
    const { alert: first } = await confirmedAlert(email, { search: 'Twin Role' });
    const again = await subscribe(t, { email: email.toUpperCase(), search: 'Twin Role', frequency: 'WEEKLY' });
    expect(again.data?.subscribeToJobAlerts.message).toBe(JOB_ALERT_SUBSCRIBED_MESSAGE);
    const mails = await delivered(email, 2);
    const token = linkToken(read(mails[1]!).text, `${ORIGIN}/job-alerts/confirm`);
    const answer = await t.rest<{ frequency: string; summary: string }>('POST', '/api/job-alerts/confirm', {
      body: { token },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ frequency: 'WEEKLY', summary: '“Twin Role”' });
    const alerts = await alertsOf(email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.id).not.toBe(first.id);
    expect(alerts[0]!.frequency).toBe(JobAlertFrequency.WEEKLY);
  });

  it('subscribes through REST with 202 and the same message', async () => {
    const email = alertEmail('rest');
    const answer = await t.rest<{ message: string }>('POST', '/api/job-alerts', {
      body: { email, search: 'Baker', workplace: Workplace.REMOTE, ...FORM_FIELDS },
    });
    expect(answer).toMatchObject({ status: 202, body: { message: JOB_ALERT_SUBSCRIBED_MESSAGE } });
    expect(await alertsOf(email)).toEqual([expect.objectContaining({ search: 'Baker', workplace: Workplace.REMOTE })]);
  });
});

describe('the public-form rules', () => {
  it.each([
    ['without privacyVersion', 'privacyVersion', { privacyVersion: null }],
    ['with an unknown privacyVersion', 'privacyVersion', { privacyVersion: '1999-01-01' }],
    ['without the consent box ticked', 'consent', { consent: false }],
    ['with an address whose domain has no dot', 'email', { email: 'ada@example' }],
  ])('refuses a subscription %s, naming %s, and stores and mails nothing', async (_label, field, extra) => {
    const email = alertEmail('refused');
    const answer = await subscribe(t, { email, ...extra });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await alertsOf(email)).toEqual([]);
    expect(await outboxTo(email)).toEqual([]);
  });

  it('refuses a REST body without consent fields (no spec payload to keep working here): 400 naming privacyVersion', async () => {
    const email = alertEmail('rest-bare');
    const answer = await t.rest<{ field: string }>('POST', '/api/job-alerts', { body: { email } });
    expect(answer).toMatchObject({ status: 400, body: { field: 'privacyVersion' } });
    expect(await alertsOf(email)).toEqual([]);
  });

  it('refuses a frequency other than DAILY or WEEKLY through REST, naming it', async () => {
    const answer = await t.rest<{ field: string }>('POST', '/api/job-alerts', {
      body: { email: alertEmail('hourly'), frequency: 'HOURLY', ...FORM_FIELDS },
    });
    expect(answer).toMatchObject({ status: 400, body: { field: 'frequency' } });
  });

  it.each([['a filled honeypot', { website: 'https://spam.example' }]])(
    'answers %s like a success but stores and mails nothing',
    async (_label, extra) => {
      const trapped = await startTestServer({ FORM_MIN_FILL_SECONDS: '3', JOB_ALERT_POLL_SECONDS: '0' });
      try {
        const email = alertEmail('bot');
        const answer = await subscribe(trapped, { email, ...extra });
        expect(answer.data?.subscribeToJobAlerts.message).toBe(JOB_ALERT_SUBSCRIBED_MESSAGE);
        expect(await trapped.orm.em.fork().count(JobAlert, {})).toBe(0);
        expect(await trapped.orm.em.fork().count(OutboxMessage, {})).toBe(0);
      } finally {
        await trapped.stop();
      }
    },
  );

  it('keeps a subscription sent faster than a person fills the form: its double opt-in is the check', async () => {
    const fast = await startTestServer({ FORM_MIN_FILL_SECONDS: '3', JOB_ALERT_POLL_SECONDS: '0' });
    try {
      const email = alertEmail('autofill');
      const answer = await subscribe(fast, { email, fillMs: 200 });
      expect(answer.data?.subscribeToJobAlerts.message).toBe(JOB_ALERT_SUBSCRIBED_MESSAGE);
      expect(await fast.orm.em.fork().count(JobAlert, { email, confirmedAt: null })).toBe(1);
      expect(await fast.orm.em.fork().count(OutboxMessage, { to: email })).toBe(1);
    } finally {
      await fast.stop();
    }
  });

  it('limits subscriptions per e-mail address: past the limit 429 naming email, and nothing more is mailed', async () => {
    const limited = await startTestServer({ FORM_RATE_LIMIT_PER_EMAIL: '2', JOB_ALERT_POLL_SECONDS: '0' });
    try {
      const email = alertEmail('eager');
      for (const search of ['one', 'two']) {
        expect((await subscribe(limited, { email, search })).errors).toBeUndefined();
      }
      const third = await subscribe(limited, { email: email.toUpperCase(), search: 'three' });
      expect(third.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', field: 'email' });
      const rest = await limited.rest('POST', '/api/job-alerts', { body: { email, search: 'four', ...FORM_FIELDS } });
      expect(rest.status).toBe(429);
      expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await limited.orm.em.fork().count(OutboxMessage, {})).toBe(2);
    } finally {
      await limited.stop();
    }
  });
});

describe('confirming', () => {
  it('confirms through the mailed link, and a second use changes nothing', async () => {
    const email = alertEmail('confirm');
    const { alert, text } = await confirmedAlert(email, { department: 'Finance' });
    expect(alert.confirmedAt).toBeInstanceOf(Date);
    const again = await t.gql<{ confirmJobAlert: { message: string; summary: string } }>(CONFIRM, {
      token: linkToken(text, `${ORIGIN}/job-alerts/confirm`),
    });
    expect(again.data?.confirmJobAlert.summary).toBe('department Finance');
    expect(again.data?.confirmJobAlert.message).toContain('every day');
    const [after] = await alertsOf(email);
    expect(after!.confirmedAt).toEqual(alert.confirmedAt);
  });

  it('refuses an altered link, and an unsubscribe link used to confirm, as NOT_FOUND', async () => {
    const email = alertEmail('altered');
    await subscribe(t, { email });
    const text = read((await delivered(email, 1))[0]!).text;
    const token = linkToken(text, `${ORIGIN}/job-alerts/confirm`);
    for (const wrong of [`${token.slice(0, -2)}xx`, linkToken(text, `${ORIGIN}/job-alerts/unsubscribe`)]) {
      const answer = await t.gql(CONFIRM, { token: wrong });
      expect(answer.errors?.[0]).toMatchObject({
        message: JOB_ALERT_INVALID_LINK_MESSAGE,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const rest = await t.rest('POST', '/api/job-alerts/confirm', { body: {} });
    expect(rest).toMatchObject({ status: 400, body: { field: 'token' } });
    expect((await alertsOf(email))[0]!.confirmedAt).toBeNull();
  });
});

describe('the digest', () => {
  it('lists only the new open jobs the search matches, with links, and never the same job twice', async () => {
    const email = alertEmail('digest');
    const { alert } = await confirmedAlert(email, { search: 'Harbour', location: 'Leeds', workplace: 'HYBRID' });
    const confirmedAt = await confirmedDaysAgo(alert, 3);
    const dayAgo = new Date(Date.now() - DAY);
    const match = { location: 'Leeds', workplace: Workplace.HYBRID, createdAt: dayAgo };
    const first = await insertJob(t.orm, { ...match, title: 'Harbour Master' });
    const second = await insertJob(t.orm, { ...match, title: 'Harbour Pilot', location: 'Leeds' });
    const excluded = [
      await insertJob(t.orm, { ...match, title: 'Harbour Closed', closesAt: new Date(Date.now() - 3600_000) }),
      await insertJob(t.orm, { ...match, title: 'Harbour Archived', archivedAt: new Date() }),
      await insertJob(t.orm, { ...match, title: 'Harbour Elsewhere', location: 'York' }),
      await insertJob(t.orm, { ...match, title: 'Harbour On Site', workplace: Workplace.ON_SITE }),
      await insertJob(t.orm, { ...match, title: 'Lighthouse Keeper' }),
      await insertJob(t.orm, { ...match, title: 'Harbour Before', createdAt: new Date(confirmedAt.getTime() - 1000) }),
    ];

    const now = new Date();
    expect(await sendDigests(now)).toBeGreaterThanOrEqual(1);
    const [, digest] = await delivered(email, 2);
    const { headers, text } = read(digest!);
    expect(headers.get('subject')).toBe('2 new jobs matching your job alert');
    expect(text).toContain(`- Harbour Pilot (Leeds)\n  ${ORIGIN}/browse-positions/${second.id}`);
    expect(text).toContain(`- Harbour Master (Leeds)\n  ${ORIGIN}/browse-positions/${first.id}`);
    for (const job of excluded) expect(text).not.toContain(job.title);
    expect(text).toContain(`${ORIGIN}/browse-positions?q=Harbour&location=Leeds&workplace=HYBRID`);
    expect(text).toMatch(new RegExp(`${ORIGIN}/job-alerts/unsubscribe#\\S+`));
    expect(headers.get('list-unsubscribe')).toMatch(
      new RegExp(`^<${ORIGIN}/api/job-alerts/unsubscribe\\?token=\\S+>$`),
    );
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Not due again the same day; the next day only the job posted since.
    await sendDigests(new Date(now.getTime() + 3600_000));
    expect(await outboxTo(email)).toHaveLength(2);
    const third = await insertJob(t.orm, { ...match, title: 'Harbour Clerk', createdAt: new Date() });
    await sendDigests(new Date(now.getTime() + DAY + 60_000));
    const [, , next] = await delivered(email, 3);
    const nextText = read(next!).text;
    expect(read(next!).headers.get('subject')).toBe('1 new job matching your job alert');
    expect(nextText).toContain(`${ORIGIN}/browse-positions/${third.id}`);
    expect(nextText).not.toContain('Harbour Master');
    expect(nextText).not.toContain('Harbour Pilot');
  });

  it('sends no mail when no new job matches, and is not due again for a day', async () => {
    const email = alertEmail('quiet');
    const { alert } = await confirmedAlert(email, { search: 'Nothing Matches This Search' });
    await confirmedDaysAgo(alert, 2);
    const now = new Date();
    await sendDigests(now);
    const [after] = await alertsOf(email);
    expect(after!.lastDigestAt).toEqual(now);
    expect((await outboxTo(email)).map((mail) => mail.subject)).toEqual(['Confirm your job alert']);
  });

  it('is due a day after the last for a daily alert, and a week after for a weekly one', async () => {
    const daily = alertEmail('daily');
    const weekly = alertEmail('weekly');
    const { alert: dailyAlert } = await confirmedAlert(daily, { search: 'Cadence Tester', frequency: 'DAILY' });
    const { alert: weeklyAlert } = await confirmedAlert(weekly, { search: 'Cadence Tester', frequency: 'WEEKLY' });
    await confirmedDaysAgo(dailyAlert, 2);
    await confirmedDaysAgo(weeklyAlert, 2);
    await insertJob(t.orm, { title: 'Cadence Tester', createdAt: new Date(Date.now() - DAY) });

    await sendDigests(new Date());
    expect(await outboxTo(daily)).toHaveLength(2);
    expect(await outboxTo(weekly)).toHaveLength(1);

    await confirmedDaysAgo(weeklyAlert, 8);
    await sendDigests(new Date());
    expect(await outboxTo(weekly)).toHaveLength(2);
    expect((await outboxTo(weekly))[1]!.text).toContain('Cadence Tester');
  });

  it('is queued once per alert when two processes look at the same time', async () => {
    const emails = [alertEmail('race-a'), alertEmail('race-b'), alertEmail('race-c')];
    for (const email of emails) {
      const { alert } = await confirmedAlert(email, { search: 'Race Marshal' });
      await confirmedDaysAgo(alert, 2);
    }
    await insertJob(t.orm, { title: 'Race Marshal', createdAt: new Date(Date.now() - DAY) });
    await sendDigests(new Date(), 2);
    for (const email of emails) {
      expect((await outboxTo(email)).map((mail) => mail.subject)).toEqual([
        'Confirm your job alert',
        '1 new job matching your job alert',
      ]);
    }
  });
});

describe('unsubscribing', () => {
  it('takes the one-click POST of List-Unsubscribe: the alert and its mail are gone, and a second POST answers the same', async () => {
    const email = alertEmail('one-click');
    await confirmedAlert(email, { search: 'One Click' });
    const [mail] = await delivered(email, 1);
    const url = new URL(/^<(.+)>$/.exec(read(mail!).headers.get('list-unsubscribe')!)![1]!);
    const post = () =>
      fetch(`${t.url}${url.pathname}${url.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const response = await post();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: JOB_ALERT_UNSUBSCRIBED_MESSAGE });
    expect(await alertsOf(email)).toEqual([]);
    expect(await outboxTo(email)).toEqual([]);
    expect((await post()).status).toBe(200);
  });

  it('unsubscribes through the page link of a mail (GraphQL), and refuses an altered link as NOT_FOUND', async () => {
    const email = alertEmail('page');
    const { text } = await confirmedAlert(email, { search: 'Page Link' });
    const token = linkToken(text, `${ORIGIN}/job-alerts/unsubscribe`);
    const altered = await t.gql(UNSUBSCRIBE, { token: `x${token}` });
    expect(altered.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await alertsOf(email)).toHaveLength(1);
    const answer = await t.gql<{ unsubscribeFromJobAlerts: { message: string } }>(UNSUBSCRIBE, { token });
    expect(answer.data?.unsubscribeFromJobAlerts.message).toBe(JOB_ALERT_UNSUBSCRIBED_MESSAGE);
    expect(await alertsOf(email)).toEqual([]);
    const confirm = await t.gql(CONFIRM, { token: linkToken(text, `${ORIGIN}/job-alerts/confirm`) });
    expect(confirm.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a one-click POST without a token, naming it', async () => {
    const answer = await t.rest('POST', '/api/job-alerts/unsubscribe', { body: {} });
    expect(answer).toMatchObject({ status: 400, body: { field: 'token' } });
  });
});
