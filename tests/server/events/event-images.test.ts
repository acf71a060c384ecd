import { crc32, deflateSync } from 'node:zlib';

import sharp from 'sharp';

import { Event } from '../../../server/src/modules/events/event.entity';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import {
  addByForm,
  countEvents,
  EVENT,
  eventFields,
  type FormFile,
  imageFiles,
  JPEG_IMAGE,
  newEvent,
  updateByForm,
} from './event-fixtures';

let t: TestServer;
let recruiter: string;

beforeAll(async () => {
  t = await startTestServer();
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
});
afterAll(() => t.stop());

/** A real 2000 x 1000 JPEG photo carrying EXIF with a GPS position and a camera, as phones write them. */
async function photoWithGps(): Promise<FormFile> {
  const bytes = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'Someone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();
  return { field: 'image', bytes, name: 'photo.jpg', type: 'image/jpeg' };
}

/** A valid black PNG of `side` x `side` pixels, 1 bit per pixel: megapixels in a few kilobytes. */
function hugePng(side: number): FormFile {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, grayscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // each row: filter byte 0, then zeros
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { field: 'image', bytes, name: 'huge.png', type: 'image/png' };
}

const SOURCES = 'imageUrl imageSources { type srcSet }';

async function fetchBytes(path: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(`${t.url}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('event pictures', () => {
  it('are resized on upload to 480, 960 and 1440 pixels wide, as AVIF and WebP, listed for srcset', async () => {
    const photo = await photoWithGps();
    expect((await sharp(photo.bytes).metadata()).exif).toBeDefined();
    const event = await newEvent(t, recruiter, {}, photo);
    const answer = await t.gql<{ event: { imageUrl: string; imageSources: { type: string; srcSet: string }[] } }>(
      `query E($id: ID!) { event(id: $id) { ${SOURCES} } }`,
      { id: event.id },
    );
    const sources = answer.data!.event.imageSources;
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      const candidates = source.srcSet.split(', ').map((candidate) => candidate.split(' '));
      expect(candidates.map(([, width]) => width)).toEqual(['480w', '960w', '1440w']);
      for (const [url, width] of candidates) {
        const served = await fetchBytes(url!);
        expect(served).toMatchObject({ status: 200, type: source.type });
        const meta = await sharp(served.bytes).metadata();
        expect(meta.format).toBe(source.type === 'image/avif' ? 'heif' : 'webp');
        expect(`${meta.width}w`).toBe(width);
        // Metadata is gone: no EXIF (GPS, camera), no XMP, no IPTC.
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.iptc).toBeUndefined();
      }
    }
  });

  it('never serves the upload itself once resized: imageUrl answers the widest WebP copy', async () => {
    const photo = await photoWithGps();
    const event = await newEvent(t, recruiter, {}, photo);
    const served = await fetchBytes(event.imageUrl);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/webp');
    expect(served.bytes.equals(photo.bytes)).toBe(false);
    const meta = await sharp(served.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1440 });
    expect(meta.exif).toBeUndefined();
  });

  it('does not enlarge a small picture: one width, its own', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const event = await newEvent(t, recruiter, {}, { field: 'image', bytes: small, name: 's.png', type: 'image/png' });
    const answer = await t.gql<{ event: { imageSources: { srcSet: string }[] } }>(EVENT.replace('imageUrl', SOURCES), {
      id: event.id,
    });
    expect(answer.data!.event.imageSources.map((source) => source.srcSet.split(' ').at(-1))).toEqual(['300w', '300w']);
  });

  it('removes the old copies with the old picture when a new one replaces it, and all of them with the event', async () => {
    const before = await imageFiles(t);
    const event = await newEvent(t, recruiter, {}, await photoWithGps());
    const row = await t.orm.em.fork().findOneOrFail(Event, { id: event.id });
    expect(row.imageVariants).toHaveLength(6);
    const replaced = await updateByForm(t, recruiter, event.id, {}, await photoWithGps());
    expect(replaced.status).toBe(200);
    expect((await imageFiles(t)).length).toBe(before.length + 7);
    expect((await t.rest('DELETE', `/api/events/delete/${event.id}`, { token: recruiter })).status).toBe(200);
    expect(await imageFiles(t)).toEqual(before);
  });

  it('refuses a small file of too many pixels before decoding it, and keeps nothing', async () => {
    const huge = hugePng(8000); // 64 megapixels, a few dozen kilobytes
    expect(huge.bytes.length).toBeLessThan(100_000);
    expect(await sharp(huge.bytes).metadata()).toMatchObject({ width: 8000, height: 8000, format: 'png' });
    const before = await imageFiles(t);
    const events = await countEvents(t);
    const fields = eventFields();
    const answer = await addByForm(t, recruiter, fields, huge);
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'image has too many pixels: at most 40 megapixels (this one is 8000 x 8000).' },
    });
    expect(await imageFiles(t)).toEqual(before);
    expect(await countEvents(t)).toBe(events);
    expect(await countEvents(t, { name: fields.name })).toBe(0);
  });

  it('keeps serving a picture sharp cannot decode as it came, with no sources', async () => {
    const event = await newEvent(t, recruiter, {}, JPEG_IMAGE);
    const answer = await t.gql<{ event: { imageSources: unknown[] } }>(EVENT.replace('imageUrl', SOURCES), {
      id: event.id,
    });
    expect(answer.data!.event.imageSources).toEqual([]);
    expect((await fetchBytes(event.imageUrl)).type).toBe('image/jpeg');
    expect((await fetchBytes(`/api/events/${event.id}/image/480.webp`)).status).toBe(404);
  });
});
