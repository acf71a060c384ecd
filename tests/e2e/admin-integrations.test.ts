import {
  type ReceivedWebhook,
  signatureIsValid,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../helpers/webhook-receiver';

import { IntegrationsAdminPage } from './pages/admin-integrations';
import { createAccount, signInFromHeader } from './support/admin-session';
import { collectAlerts } from './support/alerts';
import { useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { eventually, expectText } from './support/eventually';

const app = useE2eApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_POLL_MS: '100' });
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.stop());

describe('an admin setting up an integration', () => {
  it('creates a read-only key that works at once, registers an endpoint, sends a test event and revokes the key', async () => {
    const admin = await createAccount(app.staff, 'ADMIN', 'Ines', 'Integrator');
    const page = await app.open('wide');
    const alerts = collectAlerts(page);
    await signInFromHeader(page, app.server.url, admin);
    const screen = new IntegrationsAdminPage(page);
    await screen.expectHeading('Dashboard');
    await screen.navigate('Integrations', 'Admin');
    await screen.expectHeading('Integrations');

    // A read-only recruiter key: shown once, listed, and usable by a program straight away.
    await screen.keyForm.waitFor();
    await screen.createKey('Payroll sync', 'INTERNAL_RECRUITER', true, admin.password);
    await screen.newKey.waitFor();
    const key = (await screen.newKey.textContent())!.trim();
    expect(key).toMatch(/^tck_/);
    await expectText(screen.keyRow('Payroll sync'), /Internal Recruiter.*Read-only.*Active/);
    const read = await fetch(`${app.server.url}/api/contact`, { headers: { authorization: `Bearer ${key}` } });
    expect(read.status).toBe(200);
    const write = await fetch(`${app.server.url}/api/jobs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Not allowed' }),
    });
    expect(write.status).toBe(403);

    // An endpoint on the test's own receiver; its secret is shown once.
    await screen.addEndpoint(receiver.url, ['contact.created', 'job.published'], admin.password);
    await screen.newSecret.waitFor();
    const secret = (await screen.newSecret.textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    const card = screen.endpoint(receiver.url);
    await expectText(card, /Events: contact\.created, job\.published/);

    // Send test event: the receiver gets a signed webhook.test, and the log shows the delivery.
    await card.getByRole('button', { name: 'Send test event' }).click();
    const received = await eventually<ReceivedWebhook>(() => {
      const found = receiver.received.find((webhook) => webhook.json.type === 'webhook.test');
      expect(found).toBeDefined();
      return found!;
    });
    expect(signatureIsValid(secret, received)).toBe(true);
    await expectText(
      screen.logRows(receiver.url).nth(1),
      new RegExp(`webhook\\.test\\s+${received.json.id}\\s+1\\s+200\\s+Delivered`),
    );

    // The filled screen (key, endpoint, open log) passes axe like every other admin screen.
    await expectNoSeriousA11yViolations(page, '/admin/integrations (filled)');

    // Revoking takes effect on the key's very next request.
    await screen.keyRow('Payroll sync').getByRole('button', { name: 'Revoke Payroll sync' }).click();
    await expectText(screen.keyRow('Payroll sync'), /Revoked/);
    const after = await fetch(`${app.server.url}/api/contact`, { headers: { authorization: `Bearer ${key}` } });
    expect(after.status).toBe(401);
    expect(alerts).toEqual([]);
  });
});
