import http from 'node:http';
import https from 'node:https';

import { assertPublicHost, guardedLookup, PrivateAddressError, type WebhookUrlPolicy } from './webhook-url-policy';

/** A receiver gets this long to answer unless WEBHOOK_TIMEOUT_MS says otherwise; a slower one counts as failed. */
export const WEBHOOK_TIMEOUT_DEFAULT_MS = 10_000;

export interface WebhookOutcome {
  statusCode?: number;
  /**
   * A category, never the socket's own words: "connection refused" against "timeout" against a
   * TLS failure would tell a closed port from a listening service to whoever reads the log.
   */
  error?: string;
}

const TLS_ERROR = /^(ERR_TLS_|ERR_SSL_|EPROTO$)|CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)/;

function category(error: unknown, timedOut: boolean): string {
  if (error instanceof PrivateAddressError) return error.message;
  if (timedOut) return 'timeout';
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && TLS_ERROR.test(code)) return 'TLS error';
  return 'connection failed';
}

/**
 * POSTs one delivery. Every connection resolves its host through the guarded lookup (and a literal
 * address is checked before any connection), so no internal address is reached. A redirect could
 * send the signed event anywhere: it counts as a failure, never followed (Node's http never follows).
 */
export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  policy: WebhookUrlPolicy,
  timeoutMs: number = WEBHOOK_TIMEOUT_DEFAULT_MS,
): Promise<WebhookOutcome> {
  return new Promise((resolve) => {
    let timedOut = false;
    const fail = (error: unknown) => resolve({ error: category(error, timedOut) });
    let url: URL;
    try {
      url = new URL(target);
      assertPublicHost(url, policy);
    } catch (error) {
      fail(error);
      return;
    }
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: guardedLookup(policy),
      // A fresh connection each time: a pooled one would skip the lookup's check.
      agent: false,
    });
    const timer = setTimeout(() => {
      timedOut = true;
      request.destroy();
      fail(undefined);
    }, timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    request.on('response', (response) => {
      clearTimeout(timer);
      // The answer's body is not read: only the status counts.
      response.destroy();
      const status = response.statusCode ?? 0;
      resolve(status >= 200 && status < 300 ? { statusCode: status } : { statusCode: status, error: `HTTP ${status}` });
    });
    request.end(body);
  });
}
