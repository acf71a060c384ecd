import path from 'node:path';

import { ConfigError, loadConfig } from '../../../server/src/config';
import { createMailTransport, EmlFileTransport, SmtpMailTransport } from '../../../server/src/mail/mail-transport';

describe('mail settings', () => {
  it('default to .eml files under DATA_DIR/mail, the documented sender, a 1 s poll and 20 attempts', () => {
    const config = loadConfig({ DATA_DIR: '/srv/talent' });
    expect(config).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Talent Consultancy <no-reply@localhost>',
      mailPollMs: 1000,
      mailMaxAttempts: 20,
    });
    const transport = createMailTransport(config);
    expect(transport).toBeInstanceOf(EmlFileTransport);
    expect((transport as EmlFileTransport).folder).toBe(path.join('/srv/talent', 'mail'));
    transport.close();
  });

  it('use SMTP when SMTP_URL is set, and never show its password', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:s3cret@mail.example.com:465',
      MAIL_FROM: 'jobs@example.com',
    });
    const transport = createMailTransport(config);
    expect(transport).toBeInstanceOf(SmtpMailTransport);
    expect(transport.description).toBe('SMTP smtps://mail.example.com:465');
    transport.close();
  });

  it.each([
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.com' }],
    ['SMTP_URL', { SMTP_URL: 'mail.example.com:25' }],
    ['MAIL_FROM', { MAIL_FROM: 'Talent Consultancy' }],
    ['MAIL_FROM', { MAIL_FROM: 'Talent <not an address>' }],
    ['MAIL_POLL_MS', { MAIL_POLL_MS: 'often' }],
    ['MAIL_POLL_MS', { MAIL_POLL_MS: '0' }],
    ['MAIL_MAX_ATTEMPTS', { MAIL_MAX_ATTEMPTS: '0' }],
  ])('stop the start on a wrong %s, naming it', (variable, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid ${variable}:`));
  });

  it('do not echo a wrong SMTP_URL, which may hold a password', () => {
    expect(() => loadConfig({ SMTP_URL: 'imap://mailer:s3cret@mail.example.com' })).toThrow(
      /^Invalid SMTP_URL: (?!.*s3cret)/,
    );
  });
});
