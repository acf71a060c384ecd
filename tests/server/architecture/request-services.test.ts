import { createServices, Services } from '../../../server/src/services';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const fresh = () => createServices(t.orm.em.fork(), t.server.deps);

/** Every service a request can ask for: the getters of the Services class. */
const SERVICE_NAMES = Object.entries(Object.getOwnPropertyDescriptors(Services.prototype))
  .filter(([, descriptor]) => descriptor.get)
  .map(([name]) => name as keyof Services);

describe("a request's services", () => {
  it('are made when first asked for, with what they use and nothing else', () => {
    const services = fresh();
    const made = () => SERVICE_NAMES.filter((name) => Object.hasOwn(services, name));
    expect(made()).toEqual([]);

    const jobs = services.jobs;
    // The job service posts webhooks, which audit, mail and re-check a password with two-factor.
    expect(made().sort()).toEqual(
      ['audit', 'jobs', 'mail', 'reauthentication', 'throttle', 'twoFactor', 'webhooks', 'wrongCodes'].sort(),
    );
    expect(services.jobs).toBe(jobs);
  });

  it('are each kept under their own name and shared within the request, never between requests', () => {
    expect(SERVICE_NAMES.length).toBeGreaterThan(40);
    const services = fresh();
    for (const name of SERVICE_NAMES) {
      const service = services[name];
      expect([name, typeof service]).toEqual([name, 'object']);
      // Kept under the name asked for: a getter that kept its service under another name would
      // hand out the wrong service there, and make a new one here at every use.
      const kept = Object.getOwnPropertyDescriptor(services, name)?.value === service;
      expect([name, kept, services[name] === service]).toEqual([name, true, true]);
    }
    const other = fresh();
    expect(other.audit).not.toBe(services.audit);
    expect(other.jobs).not.toBe(services.jobs);
  });
});
