import { startTestServer, type TestServer } from '../../helpers/test-server';

/** The CSP's directives by name, each with its sources. */
function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the content security policy', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.stop());

  it('lets pages frame only their own origin and its blob: URLs (the inline PDF resume), never a third party', async () => {
    const { headers } = await t.rest('GET', '/healthz');
    const csp = directives(headers.get('content-security-policy'));
    expect(csp.get('frame-src')).toEqual(["'self'", 'blob:']);
    // No other way in for a frame or a plugin: child-src is unset (frame-src rules frames), and
    // <object>/<embed> stay forbidden.
    expect(csp.has('child-src')).toBe(false);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });
});
