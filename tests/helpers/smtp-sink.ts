import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The From header. */
  from: string;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  subject: string;
  text: string;
  messageId: string;
  /** The name the client gave in EHLO/HELO: tells which sender delivered it. */
  clientName: string;
  raw: string;
}

export interface SmtpSink {
  readonly port: number;
  /** An SMTP_URL for the server: plain SMTP on loopback, no STARTTLS, no login. */
  readonly url: string;
  /** Every message accepted so far, across restarts. */
  readonly messages: ReceivedMail[];
  /** Messages being received right now (their data has started, they are not accepted yet). */
  readonly inFlight: number;
  /** Resolves with the messages once `predicate` holds for them; rejects after `timeoutMs`. */
  waitFor(predicate: (messages: ReceivedMail[]) => boolean, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Starts listening again on the same port, after `stop()`. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes non-ASCII headers. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** Enough MIME for the single-part text/plain messages the app sends. */
export function parseMessage(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeHeader(line.slice(colon + 1).trim()));
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(body);
  else if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return { headers, text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

/**
 * A real SMTP server on a loopback port that keeps what it receives. `delayMs` holds each
 * message that long before accepting it, to make deliveries slow.
 */
export async function startSmtpSink(options: { port?: number; delayMs?: number } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;
  let inFlight = 0;

  const listen = async () => {
    const next = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 1000,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        inFlight += 1;
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const { headers, text } = parseMessage(raw);
          setTimeout(() => {
            messages.push({
              from: headers.get('from') ?? '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: headers.get('subject') ?? '',
              text,
              messageId: headers.get('message-id') ?? '',
              clientName: session.hostNameAppearsAs,
              raw,
            });
            inFlight -= 1;
            for (const wake of waiters) wake();
            callback();
          }, options.delayMs ?? 0);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}/?ignoreTLS=true`;
    },
    messages,
    get inFlight() {
      return inFlight;
    },
    waitFor(predicate, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(messages)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(messages);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `SMTP sink: condition not met in ${timeoutMs} ms; received ${JSON.stringify(messages.map((m) => m.subject))}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async start() {
      if (!server) await listen();
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
}
