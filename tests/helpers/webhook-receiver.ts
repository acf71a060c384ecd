import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
  json: { id: string; type: string; occurredAt: string; data: Record<string, unknown> };
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The status every request is answered with from now on (200 at first). */
  answerWith(status: number): void;
  /** Stops listening: deliveries find nobody there (connection refused). */
  goDown(): Promise<void>;
  /** Listens again on the same port. */
  comeBack(): Promise<void>;
  stop(): Promise<void>;
}

/** A real HTTP server that records every POST it gets and answers with a chosen status. */
export async function startWebhookReceiver({ delayMs = 0 } = {}): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      setTimeout(() => {
        // Recorded only when it counts as received: a 2xx answer.
        if (status >= 200 && status < 300) received.push({ headers: req.headers, body, json: JSON.parse(body) });
        res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
      }, delayMs);
    });
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answerWith: (next) => {
      status = next;
    },
    goDown: close,
    comeBack: () => listen(port),
    stop: async () => {
      if (server.listening) await close();
    },
  };
}

/** The receiver's side of the check the README documents, written independently of the server's code. */
export function signatureIsValid(secret: string, webhook: ReceivedWebhook): boolean {
  const timestamp = String(webhook.headers['x-webhook-timestamp']);
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${webhook.body}`).digest('hex')}`;
  return webhook.headers['x-webhook-signature'] === expected;
}
