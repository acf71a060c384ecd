import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { SendMailOptions, Transporter } from 'nodemailer';

import type { Config } from '../config';
import { loadNodemailer } from '../lib/packages-on-first-use';

import type { MailCalendar } from './outbox-message.entity';

/** One e-mail as the dispatcher hands it over: an outbox row plus the sender. */
export interface Envelope {
  /** The outbox row id: it makes the Message-ID, so a resent mail can be recognised as the same. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
  calendar?: MailCalendar | null;
  /** Extra header lines (`List-Unsubscribe`, `List-Unsubscribe-Post`). */
  headers?: Record<string, string> | null;
}

/** Where e-mail goes. `send` resolves once the message is accepted and rejects when it is not. */
export interface MailTransport {
  /** For logs; carries no credentials. */
  readonly description: string;
  send(envelope: Envelope): Promise<void>;
  close(): void;
}

function mailOptions(envelope: Envelope): SendMailOptions {
  const domain = /@([^\s@<>]+)>?$/.exec(envelope.from)?.[1] ?? 'localhost';
  return {
    from: envelope.from,
    to: envelope.to,
    subject: envelope.subject,
    text: envelope.text,
    date: envelope.createdAt,
    messageId: `<${envelope.id}@${domain}>`,
    headers: envelope.headers ?? undefined,
    // An attachment, not nodemailer's icalEvent alternative: every mail program offers a file to
    // open or save, while an inline invitation without attendees is shown differently by each.
    attachments: envelope.calendar
      ? [
          {
            filename: envelope.calendar.filename,
            content: envelope.calendar.content,
            contentType: `text/calendar; charset=utf-8; method=${envelope.calendar.method}`,
          },
        ]
      : undefined,
  };
}

/** Delivers through an SMTP server given as a URL (smtp:// with STARTTLS when offered, or smtps://). */
export class SmtpMailTransport implements MailTransport {
  readonly description: string;
  private readonly mailer: Transporter;

  constructor(url: string) {
    const { protocol, hostname, port } = new URL(url);
    this.description = `SMTP ${protocol}//${hostname}${port ? `:${port}` : ''}`;
    // nodemailer's defaults wait up to 2 minutes to connect and 10 minutes on a silent socket;
    // the dispatcher holds an outbox row (and a database connection) meanwhile. Query
    // parameters of SMTP_URL (?socketTimeout=...) still take precedence over these.
    this.mailer = loadNodemailer().createTransport({
      url,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
  }

  async send(envelope: Envelope): Promise<void> {
    await this.mailer.sendMail(mailOptions(envelope));
  }

  close(): void {
    this.mailer.close();
  }
}

/**
 * Writes each message as `<queued-at>-<id>.eml` in a folder, for machines without an SMTP server:
 * any mail program opens the files. The name depends only on the message, so writing it again
 * after a failed attempt replaces the file instead of adding a copy.
 */
export class EmlFileTransport implements MailTransport {
  readonly description: string;
  /** Made on the first message: most processes that write files send none. */
  private composer: Transporter | undefined;

  constructor(readonly folder: string) {
    this.description = `.eml files in ${folder}`;
  }

  async send(envelope: Envelope): Promise<void> {
    this.composer ??= loadNodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    const info = await this.composer.sendMail(mailOptions(envelope));
    const stamp = envelope.createdAt.toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.folder, `${stamp}-${envelope.id}.eml`);
    await mkdir(this.folder, { recursive: true });
    // Written aside and renamed, so a reader never opens half a message.
    await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o640 });
    await rename(`${file}.part`, file);
  }

  close(): void {
    this.composer?.close();
  }
}

/** `<queued-at>-<outbox id>.eml`, or its `.part` while it is written. */
const EML_NAME = /-([0-9a-f-]{36})\.eml(\.part)?$/;

/**
 * Removes the `.eml` files (and any half-written `.part`) of these outbox messages from the folder
 * the file transport writes; answers how many messages had a file. The folder is read rather than
 * the names rebuilt, so a file written under another clock or time zone is found too.
 */
export async function removeEmlFiles(folder: string, messageIds: readonly string[]): Promise<number> {
  if (messageIds.length === 0) return 0;
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const wanted = new Set(messageIds);
  let removed = 0;
  for (const name of names) {
    const match = EML_NAME.exec(name);
    if (!match || !wanted.has(match[1]!)) continue;
    await rm(path.join(folder, name), { force: true });
    if (!match[2]) removed += 1;
  }
  return removed;
}

/** The outbox ids of the `.eml` files (and `.part` files) in the folder; none when it does not exist. */
export async function emlFileIds(folder: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return [...new Set(names.flatMap((name) => EML_NAME.exec(name)?.[1] ?? []))];
}

/** The folder the file transport writes to when SMTP_URL is empty. */
export function emlFolder(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'mail');
}

/** SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail. */
export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'dataDir'>): MailTransport {
  return config.smtpUrl ? new SmtpMailTransport(config.smtpUrl) : new EmlFileTransport(emlFolder(config));
}
