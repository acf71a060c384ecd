import { startTestServer, type TestServer } from '../../helpers/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

describe('Permissions-Policy', () => {
  it('denies camera, microphone, geolocation, payment, usb and the like on every answer', async () => {
    const answers = [
      await fetch(`${t.url}/api/jobs`),
      await fetch(`${t.url}/livez`),
      await fetch(`${t.url}/api/no-such-route`),
      await fetch(`${t.url}/sitemap.xml`),
      await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
    ];
    for (const answer of answers) {
      await answer.arrayBuffer();
      const denied = (answer.headers.get('permissions-policy') ?? '').split(/,\s*/);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid']) {
        expect(denied).toContain(`${feature}=()`);
      }
    }
  });
});
