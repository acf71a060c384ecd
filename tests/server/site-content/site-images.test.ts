import { existsSync } from 'node:fs';
import { utimes } from 'node:fs/promises';

import sharp from 'sharp';

import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import {
  INVALID_SITE_IMAGE_MESSAGE,
  SITE_IMAGE_ALT_REQUIRED_MESSAGE,
} from '../../../server/src/modules/site-content/site-content.messages';
import { createServices } from '../../../server/src/services';
import type { LocalFileStorage } from '../../../server/src/storage/local-file-storage';
import { pdfBytes } from '../../helpers/files';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { gqlUpload, type UploadFile } from '../../helpers/uploads';

import { doc, PAGE, type PageView, published, saveDraft, textNode, UPLOAD } from './site-content-fixtures';

interface Uploaded {
  id: string;
  alt: string;
  width: number;
  height: number;
  src: string;
}

let t: TestServer;
let admin: string;
let recruiter: string;
let user: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.userWithRole(Role.ADMIN)).token;
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  user = (await t.userWithRole(Role.USER)).token;
});
afterAll(() => t.stop());

const storage = () => t.server.deps.storage as LocalFileStorage;
const storedFiles = async () => new Set(await storage().listSettled(-60_000));
const purge = () => createServices(t.orm.em.fork(), t.server.deps).retention.purge();

/** A 1200 x 600 JPEG photo with EXIF (a GPS position, a camera), as phones write them. */
async function photo(): Promise<UploadFile> {
  const bytes = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();
  return { bytes, name: 'team.jpg', type: 'image/jpeg' };
}

const upload = (file: UploadFile | undefined, alt: string, token: string | null = admin) =>
  gqlUpload(t.url, UPLOAD, { file: null, alt }, 'variables.file', file, { token: token ?? undefined });

describe('site images', () => {
  it('are refused to anonymous callers, USER and INTERNAL_RECRUITER', async () => {
    const file = await photo();
    expect((await upload(file, 'A team photo', null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await upload(file, 'A team photo', user)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await upload(file, 'A team photo', recruiter)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('are refused without alternative text or when not a picture, and nothing is stored', async () => {
    const before = await storedFiles();
    const rows = () => t.orm.em.fork().execute('select "id" from "site_image"');
    const noAlt = await upload(await photo(), '   ');
    expect(noAlt.errors?.[0]).toMatchObject({
      message: SITE_IMAGE_ALT_REQUIRED_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', field: 'alt' },
    });
    const notAPicture = await upload({ bytes: pdfBytes(), name: 'photo.jpg', type: 'image/jpeg' }, 'A photo');
    expect(notAPicture.errors?.[0]).toMatchObject({
      message: INVALID_SITE_IMAGE_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', field: 'file' },
    });
    const noFile = await upload(undefined, 'A photo');
    // Refused by GraphQL itself (file is a required Upload).
    expect(noFile.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await storedFiles()).toEqual(before);
    expect(await rows()).toEqual([]);
  });

  it('become resized AVIF and WebP copies without metadata, served for good; the upload is not kept', async () => {
    const file = await photo();
    const before = await storedFiles();
    const answer = await upload(file, '  The team at the spring meetup  ');
    const image = answer.data!.uploadSiteImage as Uploaded;
    expect(image).toMatchObject({ alt: 'The team at the spring meetup', width: 1200, height: 600 });
    expect(image.src).toBe(`/api/site-images/${image.id}/480.webp`);

    // Only the copies: 480, 960 and 1200 (not enlarged to 1440) wide, in two formats each.
    const added = [...(await storedFiles())].filter((key) => !before.has(key));
    expect(added.map((key) => key.replace(/^.*\./, '')).sort()).toEqual([
      'avif',
      'avif',
      'avif',
      'webp',
      'webp',
      'webp',
    ]);

    for (const [variant, format, width] of [
      ['480.webp', 'webp', 480],
      ['960.avif', 'heif', 960],
      ['1200.webp', 'webp', 1200],
    ] as const) {
      const served = await fetch(`${t.url}/api/site-images/${image.id}/${variant}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('content-type')).toBe(format === 'heif' ? 'image/avif' : 'image/webp');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect({ format: meta.format, width: meta.width }).toEqual({ format, width });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
    }
    expect((await fetch(`${t.url}/api/site-images/${image.id}/1440.webp`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/site-images/${image.id}/480.png`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/site-images/00000000-0000-4000-8000-000000000000/480.webp`)).status).toBe(404);

    const [entry] = await t.orm.em
      .fork()
      .find(AuditEntry, { subjectId: image.id, action: AuditAction.SITE_IMAGE_UPLOADED });
    expect(entry).toMatchObject({ subjectType: 'site-image', details: { width: 1200, height: 600 } });
  });

  it('show in content as their renditions, listed with the draft for the editor, and survive the orphan sweep', async () => {
    const image = (await upload(await photo(), 'Ada at her desk')).data!.uploadSiteImage as Uploaded;
    await saveDraft(t, admin, 'team', {
      members: [{ name: 'Ada', role: 'Founder', photo: image.id, bio: doc([textNode('Hello')]) }],
    });
    const page = (await t.gql<{ siteContentPage: PageView }>(PAGE, { key: 'team' }, admin)).data!.siteContentPage;
    expect(page.images).toEqual([image]);

    const preview = await t.gql<{ siteContent: { content: { members: { photo: unknown }[] } } }>(
      'query { siteContent(key: "team", preview: true) { content } }',
      {},
      recruiter,
    );
    const base = `/api/site-images/${image.id}`;
    expect(preview.data!.siteContent.content.members[0]!.photo).toEqual({
      id: image.id,
      alt: 'Ada at her desk',
      width: 1200,
      height: 600,
      webp: `${base}/480.webp 480w, ${base}/960.webp 960w, ${base}/1200.webp 1200w`,
      avif: `${base}/480.avif 480w, ${base}/960.avif 960w, ${base}/1200.avif 1200w`,
      src: `${base}/480.webp`,
    });
    // Not published yet: the public team has no one.
    expect((await published(t, 'team')).content).toEqual({ members: [] });

    const files = (await storage().listSettled(-60_000)).filter((key) => key.startsWith('event-images/'));
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const key of files) await utimes(storage().pathOf(key), twoHoursAgo, twoHoursAgo);
    await purge();
    for (const key of files) expect(existsSync(storage().pathOf(key))).toBe(true);
    expect((await fetch(`${t.url}${image.src}`)).status).toBe(200);
  });
});
