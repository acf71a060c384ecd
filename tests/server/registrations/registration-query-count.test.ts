import { type QueryLoggedApp, startQueryLoggedApp } from '../../helpers/query-logged-app';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { newEvent } from '../events/event-fixtures';

let t: TestServer;
let app: QueryLoggedApp;
let recruiter: string;

beforeAll(async () => {
  t = await startTestServer();
  app = await startQueryLoggedApp(t);
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
});
afterAll(async () => {
  await app.stop();
  await t.stop();
});

async function gql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await response.json()) as { data: T; errors?: unknown };
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return json.data;
}

const register = (eventId: string, i: number) =>
  t.rest('POST', `/api/events/${eventId}/register`, {
    body: { name: `Person ${i}`, email: `p${i}-${eventId}@example.com`, phone: '1' },
  });

describe('lists of events and registrations', () => {
  it('answer seats left and counts for 1 and for 6 events with the same number of queries (no N+1)', async () => {
    const query = `{ events { id seatsLeft registrationCount registrationCounts { confirmed waiting cancelled checkedIn } } }`;
    const first = await newEvent(t, recruiter, { capacity: '2' });
    await register(first.id, 1);
    const small = await app.counted(() => gql<{ events: unknown[] }>(query, {}, recruiter));
    for (let i = 0; i < 5; i += 1) {
      const event = await newEvent(t, recruiter, { capacity: '2' });
      for (let j = 0; j < 3; j += 1) await register(event.id, j);
    }
    const large = await app.counted(() => gql<{ events: { seatsLeft: number }[] }>(query, {}, recruiter));
    expect(large.result.events).toHaveLength(6);
    expect(large.result.events.filter((event) => event.seatsLeft === 0)).toHaveLength(5);
    expect(large.sql).toHaveLength(small.sql.length);
  });

  it('answer an event’s registrations by status with the same number of queries for 1 and for 12', async () => {
    const query = `query L($id: ID!) { eventRegistrations(eventId: $id) { id name status checkedInAt } }`;
    const one = await newEvent(t, recruiter, { capacity: '5' });
    await register(one.id, 1);
    const twelve = await newEvent(t, recruiter, { capacity: '5' });
    for (let i = 0; i < 12; i += 1) await register(twelve.id, i);
    const small = await app.counted(() => gql<{ eventRegistrations: unknown[] }>(query, { id: one.id }, recruiter));
    const large = await app.counted(() =>
      gql<{ eventRegistrations: { status: string }[] }>(query, { id: twelve.id }, recruiter),
    );
    expect(large.result.eventRegistrations.filter((r) => r.status === 'WAITING')).toHaveLength(7);
    expect(large.sql).toHaveLength(small.sql.length);
    expect(large.sql.length).toBeLessThanOrEqual(3);
  });
});
