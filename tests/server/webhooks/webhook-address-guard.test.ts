/**
 * With the default WEBHOOK_ALLOW_PRIVATE_NETWORKS (false) no webhook reaches an address inside the
 * network: registration refuses such URLs, and a delivery whose host points inside when it connects
 * (an endpoint registered while its name pointed outside: DNS rebinding) is refused at connection time.
 */
import dns from 'node:dns/promises';
import os from 'node:os';

import { User } from '../../../server/src/modules/users/user.entity';
import { WebhookEndpoint } from '../../../server/src/modules/webhooks/webhook-endpoint.entity';
import { checkWebhookUrl, isPublicAddress } from '../../../server/src/modules/webhooks/webhook-url-policy';
import { Role, startTestServer, TEST_USER_PASSWORD, type TestServer } from '../../helpers/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';

import { attempts, CREATE_ENDPOINT, ENDPOINTS, eventually, SEND_TEST, sleep } from './webhook-fixtures';

const INTERNAL_URLS = [
  'https://127.0.0.1/hook',
  'https://127.1.2.3/hook',
  'https://2130706433/hook',
  'https://0x7f.1/hook',
  'https://017700000001/hook',
  'https://[::1]/hook',
  'https://[::ffff:127.0.0.1]/hook',
  'https://[::ffff:a9fe:a9fe]/hook',
  'https://localhost/hook',
  'https://admin.localhost/hook',
  'https://10.1.2.3/hook',
  'https://172.16.0.1/hook',
  'https://192.168.1.1/hook',
  'https://169.254.169.254/latest/meta-data/',
  'https://[fd00:ec2::254]/latest/meta-data/',
  'https://[fe80::1]/hook',
  'https://100.64.0.1/hook',
  'https://224.0.0.1/hook',
  'https://[ff02::1]/hook',
  'https://0.0.0.0/hook',
  'https://[::]/hook',
  'https://[64:ff9b::7f00:1]/hook',
];
const PRIVATE_MESSAGE = /^url must point to a public internet address/;
const strict = { allowPrivateNetworks: false };

describe('registering an endpoint URL', () => {
  it.each(INTERNAL_URLS)('refuses %s, naming url', async (url) => {
    await expect(checkWebhookUrl(url, strict)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'url',
      message: expect.stringMatching(PRIVATE_MESSAGE),
    });
  });

  it('refuses a name that resolves to an internal address now', async () => {
    const name = os.hostname();
    const addresses = await dns.lookup(name, { all: true });
    // This machine's own name resolves to this machine (a loopback or private address).
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.some((entry) => !isPublicAddress(entry.address))).toBe(true);
    await expect(checkWebhookUrl(`https://${name}/hook`, strict)).rejects.toMatchObject({ field: 'url' });
  });

  it('refuses http:// by default, and allows it and internal addresses when private networks are allowed', async () => {
    await expect(checkWebhookUrl('http://example.com/hook', strict)).rejects.toMatchObject({
      field: 'url',
      message: 'url must start with https://.',
    });
    const open = { allowPrivateNetworks: true };
    expect(await checkWebhookUrl('http://127.0.0.1:9/hook', open)).toBe('http://127.0.0.1:9/hook');
    expect(await checkWebhookUrl('https://2130706433/hook', open)).toBe('https://127.0.0.1/hook');
  });

  it('accepts a public address, and a name that does not resolve yet (delivery checks again)', async () => {
    expect(await checkWebhookUrl('https://93.184.215.14/hook', strict)).toBe('https://93.184.215.14/hook');
    expect(await checkWebhookUrl('https://[2606:4700::1111]/hook', strict)).toBe('https://[2606:4700::1111]/hook');
    expect(await checkWebhookUrl('https://does-not-exist.invalid/hook', strict)).toBe(
      'https://does-not-exist.invalid/hook',
    );
  });
});

describe('with the default settings', () => {
  let t: TestServer;
  let admin: string;
  let adminUser: User;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    t = await startTestServer({ WEBHOOK_POLL_MS: '50' });
    const account = await t.userWithRole(Role.ADMIN);
    admin = account.token;
    adminUser = account.user;
  });
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });
  afterEach(() => receiver.stop());
  afterAll(() => t.stop());

  it('refuses to register the receiver on 127.0.0.1 through the API, naming url and writing nothing', async () => {
    const url = receiver.url.replace('http:', 'https:');
    const answer = await t.gql(
      CREATE_ENDPOINT,
      { input: { url, events: ['contact.created'], passwordOrCode: TEST_USER_PASSWORD } },
      admin,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
    expect(answer.errors?.[0]?.message).toMatch(PRIVATE_MESSAGE);
    const list = await t.gql<{ webhookEndpoints: unknown[] }>(ENDPOINTS, {}, admin);
    expect(list.data!.webhookEndpoints).toEqual([]);
  });

  /** An endpoint row as if registered while its host pointed outside (the URL check is what is tested here). */
  async function storedEndpoint(url: string): Promise<string> {
    const em = t.orm.em.fork();
    const endpoint = em.create(WebhookEndpoint, {
      url,
      events: ['contact.created'],
      secret: 'whsec_test',
      createdBy: em.getReference(User, adminUser.id),
    });
    await em.flush();
    return endpoint.id;
  }

  const port = () => new URL(receiver.url).port;
  it.each([
    ['the receiver on 127.0.0.1', () => receiver.url],
    ['a name that resolves to this machine', () => `http://${os.hostname()}:${port()}/hooks`],
    ['the decimal form 2130706433', () => `http://2130706433:${port()}/hooks`],
    ['the hexadecimal form 0x7f.1', () => `http://0x7f.1:${port()}/hooks`],
    ['the IPv4-mapped IPv6 form', () => `http://[::ffff:127.0.0.1]:${port()}/hooks`],
  ])('refuses to deliver to %s: the receiver gets nothing', async (_label, url) => {
    const id = await storedEndpoint(url());
    expect((await t.gql(SEND_TEST, { id }, admin)).errors).toBeUndefined();
    const [attempt] = await eventually(async () => {
      const log = await attempts(t, admin, id);
      expect(log.length).toBeGreaterThan(0);
      return log;
    });
    expect(attempt).toMatchObject({ succeeded: false, statusCode: null, error: 'refused: private address' });
    await sleep(200);
    expect(receiver.received).toEqual([]);
  });
});
