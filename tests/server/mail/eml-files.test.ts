import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { startTestServer, type TestServer } from '../../helpers/test-server';

import { eventually, outboxRow, queueMail } from './outbox-kit';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ MAIL_POLL_MS: '100' });
});
afterAll(() => t.stop());

describe('e-mail without SMTP_URL', () => {
  it('writes each queued mail as an .eml file under DATA_DIR/mail that a mail program can open', async () => {
    const [queued] = await queueMail(t.orm, {
      to: 'dan@example.com',
      subject: 'Your registration for the career fair',
      text: 'See you there!',
    });
    const folder = path.join(t.server.deps.config.dataDir, 'mail');

    const files = await eventually(async () => {
      const names = (await readdir(folder)).filter((name) => name.endsWith('.eml'));
      expect(names).toHaveLength(1);
      return names;
    });
    expect(files[0]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d-]+Z-${queued.id}\\.eml$`));
    const eml = await readFile(path.join(folder, files[0]), 'utf8');
    expect(eml).toContain('To: dan@example.com\r\n');
    expect(eml).toContain('Subject: Your registration for the career fair\r\n');
    expect(eml).toContain('From: Talent Consultancy <no-reply@localhost>\r\n');
    expect(eml).toContain('See you there!');

    const row = await eventually(async () => {
      const current = await outboxRow(t.orm, queued.id);
      expect(current.sentAt).toBeInstanceOf(Date);
      return current;
    });
    expect(row.attempts).toBe(1);
    // No half-written leftovers next to the message.
    expect((await readdir(folder)).filter((name) => !name.endsWith('.eml'))).toEqual([]);
  });
});
