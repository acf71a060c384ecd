import type { Request } from 'express';

import { createRequestContext } from '../../../server/src/request-context';
import { createServices, Services } from '../../../server/src/services';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { jobBody } from '../jobs/job-fixtures';

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

describe("a request's EntityManager", () => {
  // A request as createRequestContext reads it: no cookie, and a Bearer token when given.
  const request = (token?: string) =>
    ({
      id: 'request-services-test',
      ip: '127.0.0.1',
      secure: false,
      socket: {},
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }) as unknown as Request;

  it('is not forked for an anonymous read of the public job list, its facets or its next closing', async () => {
    // A job posted just now, with a word no other job has: the reads below find it, so they ran
    // their statements (the job's creation emptied the read cache).
    const { token } = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const created = await t.rest<{ id: string }>('POST', '/api/jobs', {
      token,
      body: jobBody({ title: 'Unforkable Analyst', location: 'Forkless Bay' }),
    });
    expect(created.status).toBe(201);
    const fork = jest.spyOn(t.orm.em, 'fork');
    try {
      const ctx = createRequestContext(t.orm, t.server.deps, request());
      const viewer = await ctx.viewer();
      expect(viewer.role).toBeNull();
      const page = await ctx.services.jobSearch.list(viewer, { offset: 0, limit: 5, includeArchived: false });
      expect(page.items.map((job) => job.id)).toContain(created.body.id);
      const searched = await ctx.services.jobSearch.list(viewer, {
        search: 'unforkable',
        offset: 0,
        limit: 5,
        includeArchived: false,
      });
      expect(searched.items.map((job) => job.id)).toEqual([created.body.id]);
      const facets = await ctx.services.jobSearch.facets({ search: 'unforkable' });
      expect(facets.location).toEqual([{ value: 'Forkless Bay', count: 1, countIsExact: true }]);
      expect(await ctx.services.jobSearch.nextClosingAt()).toBe(Infinity);
      expect(fork).not.toHaveBeenCalled();
    } finally {
      fork.mockRestore();
    }
  });

  it('is forked once, when first needed, and shared by the services of the request', async () => {
    const { token } = await t.userWithRole(Role.ADMIN);
    const fork = jest.spyOn(t.orm.em, 'fork');
    try {
      const ctx = createRequestContext(t.orm, t.server.deps, request(token));
      expect(fork).not.toHaveBeenCalled();
      // A signed-in viewer is read through it (the account behind the token).
      expect((await ctx.viewer()).role).toBe(Role.ADMIN);
      expect(fork).toHaveBeenCalledTimes(1);
      // Every service the request makes afterwards works with that same one: the staff list holds
      // the very account the viewer was read as (one identity map), and nothing forks again.
      const viewer = await ctx.viewer();
      const staff = await ctx.services.users.listStaff();
      expect(staff.find((user) => user.id === viewer.user!.id)).toBe(viewer.user);
      expect(fork).toHaveBeenCalledTimes(1);
    } finally {
      fork.mockRestore();
    }
  });
});
