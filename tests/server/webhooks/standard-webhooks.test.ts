import { randomBytes } from 'node:crypto';

import { Webhook } from 'standardwebhooks';

import { generateWebhookSecret, standardWebhookHeaders } from '../../../server/src/modules/webhooks/webhook-signature';

const body = JSON.stringify({ id: 'evt-1', type: 'contact.created', data: { name: 'Ada' } });
const now = () => Math.floor(Date.now() / 1000);

describe('Standard Webhooks signatures', () => {
  it('are verified by the library with a new secret as it is shown', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const headers = standardWebhookHeaders(secret, 'evt-1', now(), body);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
  });

  it('sign the same bytes for a secret made before, in base64url', () => {
    // A secret of the earlier form, with the two characters base64url writes differently.
    let raw = randomBytes(32);
    while (!/[-_]/.test(raw.toString('base64url'))) raw = randomBytes(32);
    const older = `whsec_${raw.toString('base64url')}`;
    const headers = standardWebhookHeaders(older, 'evt-2', now(), body);
    // The receiver's library reads the same key written in standard base64: the README's recipe,
    // the two characters swapped after the prefix, and "=" added.
    const converted = `whsec_${older.slice('whsec_'.length).replace(/-/g, '+').replace(/_/g, '/')}=`;
    expect(converted).toBe(`whsec_${raw.toString('base64')}`);
    expect(new Webhook(converted).verify(body, headers)).toEqual(JSON.parse(body));
  });
});
