import { createHmac, randomBytes } from 'node:crypto';

import { Webhook } from 'standardwebhooks';

const SECRET_PREFIX = 'whsec_';

/** The signed text: the timestamp header, a dot, and the raw body. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}

/**
 * A new endpoint's secret: `whsec_` and 32 random bytes in standard base64, the form Standard
 * Webhooks' verifier libraries take as it is.
 */
export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The Standard Webhooks headers (https://www.standardwebhooks.com): `webhook-id`,
 * `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`),
 * signed by the `standardwebhooks` library with the secret's bytes. Secrets made before these
 * headers were written in base64url: Node's base64 decoder reads both, so they sign the same bytes.
 */
export function standardWebhookHeaders(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
  /** During a rotation's overlap, the previous secret: its signature follows, space-separated. */
  previousSecret: string | null = null,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const sign = (withSecret: string) => {
    // The key's bytes, written again in standard base64 for the library (which reads only that).
    const key = Buffer.from(withSecret.slice(SECRET_PREFIX.length), 'base64').toString('base64');
    return new Webhook(`${SECRET_PREFIX}${key}`).sign(id, new Date(timestampSeconds * 1000), body);
  };
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': [secret, previousSecret]
      .filter((value): value is string => !!value)
      .map(sign)
      .join(' '),
  };
}
