import { startTestServer, type TestServer } from '../../helpers/test-server';

import type { EventView } from './event-fixtures';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ SEED_DEMO: 'true' });
});
afterAll(() => t.stop());

describe('demo events', () => {
  it('are seeded with SEED_DEMO=true: three upcoming events without images (the site shows its placeholder)', async () => {
    const answer = await t.rest<EventView[]>('GET', '/api/events/all');
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(3);
    const today = new Date().toISOString().slice(0, 10);
    for (const event of answer.body) {
      expect(event.date > today).toBe(true);
      expect(event.time).toMatch(/^\d{2}:\d{2}$/);
      expect(event.name).not.toBe('');
      expect(event.description).not.toBe('');
      expect(event.imageUrl).toBe('');
    }
  });
});
