import { startTestServer, type TestServer } from '../../helpers/test-server';

async function headersOf(t: TestServer, forwardedProto?: string): Promise<Headers> {
  const response = await fetch(`${t.url}/api/jobs`, {
    headers: forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {},
  });
  await response.arrayBuffer();
  return response.headers;
}

describe('HTTPS-only headers', () => {
  let behindProxy: TestServer;
  let direct: TestServer;
  beforeAll(async () => {
    [behindProxy, direct] = await Promise.all([startTestServer({ TRUST_PROXY: '1' }), startTestServer()]);
  });
  afterAll(() => Promise.all([behindProxy?.stop(), direct?.stop()]));

  it('sends HSTS and upgrade-insecure-requests when a trusted proxy says the request came over HTTPS', async () => {
    const headers = await headersOf(behindProxy, 'https');
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('sends neither over plain HTTP, so local and compose setups keep working', async () => {
    for (const headers of [
      await headersOf(behindProxy),
      await headersOf(behindProxy, 'http'),
      await headersOf(direct),
    ]) {
      expect(headers.get('strict-transport-security')).toBeNull();
      const csp = headers.get('content-security-policy');
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
    }
  });

  it('ignores X-Forwarded-Proto unless TRUST_PROXY is set (a client could send it)', async () => {
    const headers = await headersOf(direct, 'https');
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });
});
