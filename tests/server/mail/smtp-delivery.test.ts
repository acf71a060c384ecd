import { MailService } from '../../../server/src/mail/mail.service';
import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { type SmtpSink, startSmtpSink } from '../../helpers/smtp-sink';
import { startTestServer, type TestServer } from '../../helpers/test-server';

import { countBySubject, eventually, outboxRow, queueMail, sleep } from './outbox-kit';

let sink: SmtpSink;
let t: TestServer;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestServer({ SMTP_URL: sink.url, MAIL_FROM: 'Talent Team <hello@talent.test>', MAIL_POLL_MS: '100' });
});
afterAll(async () => {
  await t.stop();
  await sink.stop();
});

const withSubject = (subject: string) => sink.messages.filter((m) => m.subject === subject);

describe('e-mail through SMTP', () => {
  it('delivers a queued mail with its recipient, subject, text and the configured sender, and marks it sent', async () => {
    const [queued] = await queueMail(t.orm, {
      to: 'ann.applicant@example.com',
      subject: 'We received your application – Grüße',
      text: 'Dear Ann,\n\nthank you for applying. Our recruiters will contact you.\n\nKind regards',
    });

    await sink.waitFor(() => withSubject('We received your application – Grüße').length > 0);
    expect(withSubject('We received your application – Grüße')).toHaveLength(1);
    expect(withSubject('We received your application – Grüße')[0]).toMatchObject({
      from: 'Talent Team <hello@talent.test>',
      to: ['ann.applicant@example.com'],
      text: 'Dear Ann,\n\nthank you for applying. Our recruiters will contact you.\n\nKind regards',
      messageId: `<${queued.id}@talent.test>`,
    });
    const row = await eventually(async () => {
      const current = await outboxRow(t.orm, queued.id);
      expect(current.sentAt).toBeInstanceOf(Date);
      return current;
    });
    expect(row.attempts).toBe(1);
  });

  it('keeps mail while the SMTP server is down, retries, and delivers it exactly once when the server is back', async () => {
    await sink.stop();
    const [queued] = await queueMail(t.orm, {
      to: 'ben@example.com',
      subject: 'Sent during an outage',
      text: 'Still here.',
    });

    const failing = await eventually(async () => {
      const row = await outboxRow(t.orm, queued.id);
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      return row;
    });
    expect(failing.sentAt).toBeFalsy();
    expect(failing.lastError).toMatch(/ECONNREFUSED/);
    expect(failing.nextAttemptAt.getTime()).toBeGreaterThan(failing.createdAt.getTime());

    await sink.start();
    await sink.waitFor(() => withSubject('Sent during an outage').length > 0, 20_000);
    const sent = await eventually(async () => {
      const row = await outboxRow(t.orm, queued.id);
      expect(row.sentAt).toBeInstanceOf(Date);
      return row;
    });
    expect(sent.attempts).toBeGreaterThan(failing.attempts);
    // Several more polls go by: still one copy.
    await sleep(600);
    expect(withSubject('Sent during an outage')).toHaveLength(1);
    expect(withSubject('Sent during an outage')[0].to).toEqual(['ben@example.com']);
  }, 40_000);

  it('queues nothing when the transaction that queued the mail rolls back', async () => {
    const em = t.orm.em.fork();
    await expect(
      em.transactional(async (tx) => {
        new MailService(tx).queue({ to: 'cara@example.com', subject: 'Never committed', text: 'Rolled back.' });
        await tx.flush();
        throw new Error('the change that caused the mail failed');
      }),
    ).rejects.toThrow('the change that caused the mail failed');
    expect(await t.orm.em.fork().count(OutboxMessage, { subject: 'Never committed' })).toBe(0);

    // A mail committed afterwards goes out, and it goes out alone.
    await queueMail(t.orm, { to: 'cara@example.com', subject: 'Committed after the rollback', text: 'Kept.' });
    await sink.waitFor(() => withSubject('Committed after the rollback').length > 0);
    expect(withSubject('Never committed')).toHaveLength(0);
    expect([...countBySubject(sink.messages.map((m) => m.subject)).values()].every((count) => count === 1)).toBe(true);
  });
});
