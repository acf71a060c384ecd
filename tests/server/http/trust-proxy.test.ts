/**
 * TRUST_PROXY takes a hop count or the proxies' addresses, never "trust everything": behind one
 * proxy (TRUST_PROXY=1) the client's address is the one that proxy saw, whatever X-Forwarded-For
 * the client wrote itself, so the per-address limits hold.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { PRIVACY_VERSION } from '../../../client/src/content/privacy';
import { ConfigError } from '../../../server/src/config';
import { startTestServer, testConfig, type TestServer } from '../../helpers/test-server';

/**
 * A reverse proxy as nginx's `proxy_add_x_forwarded_for` behaves: it passes the request on and
 * appends the address it was connected from to whatever X-Forwarded-For the client sent.
 */
async function startForwardingProxy(target: string): Promise<{ url: string; stop(): Promise<void> }> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const sent = req.headers['x-forwarded-for'];
    const forwardedFor = [sent, req.socket.remoteAddress].filter(Boolean).join(', ');
    const onward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    onward.on('error', () => res.writeHead(502).end());
    req.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('TRUST_PROXY', () => {
  it.each(['true', 'TRUE', 'yes', '*', '0.0.0.0/0, everything'])(
    'is refused at start when set to %s, naming the variable and saying what to write',
    (value) => {
      let refused: unknown;
      try {
        testConfig({ TRUST_PROXY: value });
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(ConfigError);
      expect((refused as ConfigError).variable).toBe('TRUST_PROXY');
      expect((refused as ConfigError).message).toMatch(/^Invalid TRUST_PROXY: /);
      if (value.toLowerCase() === 'true') expect((refused as ConfigError).message).toContain('TRUST_PROXY=1');
    },
  );

  it("takes Express's forms: a hop count, addresses, subnets and range names", () => {
    expect(testConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(testConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(testConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(testConfig({}).trustProxy).toBe(false);
    expect(testConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      'fd00::/8',
    ]);
  });

  describe('behind one proxy (TRUST_PROXY=1)', () => {
    let t: TestServer;
    let proxy: { url: string; stop(): Promise<void> };
    beforeAll(async () => {
      t = await startTestServer({ TRUST_PROXY: '1', FORM_RATE_LIMIT_PER_IP: '2' });
      proxy = await startForwardingProxy(t.url);
    });
    afterAll(async () => {
      await proxy?.stop();
      await t?.stop();
    });

    it('a client cannot choose its own address with X-Forwarded-For: the per-address limit still applies', async () => {
      const send = async (n: number) => {
        const response = await fetch(`${proxy.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n}` },
          body: JSON.stringify({
            name: 'Maria',
            email: `maria-${n}@example.com`,
            mobile: '+351 912 345 678',
            privacyVersion: PRIVACY_VERSION,
          }),
        });
        return { status: response.status, body: (await response.json()) as { message?: string } };
      };
      expect((await send(1)).status).toBe(201);
      expect((await send(2)).status).toBe(201);
      const third = await send(3);
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/^Too many forms were sent from your network\./);
    });

    it('GraphQL reads the address the proxy saw as well: three senders behind it are three addresses', async () => {
      // Straight to the app, each request as if from one proxy hop that saw another client: with
      // the proxy trusted, each is its own address, so the limit of two per address is not reached.
      const send = async (n: number) => {
        const response = await fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${n}` },
          body: JSON.stringify({
            query: 'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { name } }',
            variables: {
              input: {
                name: `Sender ${n}`,
                email: `sender-${n}@example.com`,
                mobile: '+351 912 345 678',
                privacyVersion: PRIVACY_VERSION,
              },
            },
          }),
        });
        return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
      };
      for (const n of [1, 2, 3]) {
        expect(await send(n)).toEqual({ data: { sendContactMessage: { name: `Sender ${n}` } } });
      }
      // The first address again: its second sending passes and its third is refused, so the
      // addresses above were told apart, not ignored.
      expect((await send(1)).errors).toBeUndefined();
      expect((await send(1)).errors?.[0]?.message).toMatch(/^Too many forms were sent from your network\./);
    });
  });
});
