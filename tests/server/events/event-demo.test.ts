import sharp from 'sharp';

import { startTestServer, type TestServer } from '../../helpers/test-server';

import type { EventView } from './event-fixtures';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ SEED_DEMO: 'true' });
});
afterAll(() => t.stop());

describe('demo events', () => {
  it('are seeded with SEED_DEMO=true: three upcoming events', async () => {
    const answer = await t.rest<EventView[]>('GET', '/api/events/all');
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(3);
    const today = new Date().toISOString().slice(0, 10);
    for (const event of answer.body) {
      expect(event.date > today).toBe(true);
      expect(event.time).toMatch(/^\d{2}:\d{2}$/);
      expect(event.name).not.toBe('');
      expect(event.description).not.toBe('');
    }
  });

  it('each come with a picture of their own, served as a real 16:9 WebP image', async () => {
    const events = (await t.rest<EventView[]>('GET', '/api/events/all')).body;
    const pictures: Buffer[] = [];
    for (const event of events) {
      expect(event.imageUrl).toMatch(new RegExp(`^/api/events/${event.id}/image\\?v=`));
      const response = await fetch(new URL(event.imageUrl, t.url));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await response.arrayBuffer());
      // Decoded by an image library, not only named as one.
      const metadata = await sharp(bytes).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: 'webp',
        width: 1200,
        height: 675,
      });
      pictures.push(bytes);
    }
    // Three different pictures, not one placeholder three times.
    expect(new Set(pictures.map((bytes) => bytes.toString('base64'))).size).toBe(3);
  });
});
