import { readFile, stat } from 'node:fs/promises';

import { Registration } from '../../../server/src/modules/registrations/registration.entity';
import { pngBytes } from '../../helpers/files';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import {
  addByForm,
  BAD_EVENT_FIELDS,
  countEvents,
  createByGraphQL,
  DELETE_EVENT,
  eventFields,
  type EventView,
  findEvent,
  imageFiles,
  JPEG_IMAGE,
  newEvent,
  NOT_IMAGES,
  OTHER_IMAGES,
  oversizedImage,
  PNG_IMAGE,
  storedImagePath,
  updateByForm,
  updateByGraphQL,
} from './event-fixtures';

const IMAGE_MAX = 20 * 1024;

let t: TestServer;
let recruiter: string;
let user: string;

beforeAll(async () => {
  t = await startTestServer({ EVENT_IMAGE_MAX_BYTES: String(IMAGE_MAX) });
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  user = (await t.userWithRole(Role.USER)).token;
});
afterAll(() => t.stop());

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('POST /api/events/add (multipart form)', () => {
  it('adds the event with its image, answers 201 with the event, and stores the picture under a server-made name', async () => {
    const fields = eventFields();
    const before = await imageFiles(t);
    const answer = await addByForm(t, recruiter, fields);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      ...fields,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      imageUrl: expect.stringMatching(/^\/api\/events\/[0-9a-f-]{36}\/image\?v=[0-9a-f]{8}$/),
      createdAt: expect.any(String),
    });
    const row = (await findEvent(t, String(answer.body.id)))!;
    expect(row).toMatchObject({
      imageContentType: 'image/png',
      imageKey: expect.stringMatching(/^event-images\/[0-9a-f-]{36}\.img$/),
    });
    // The upload, kept (never served), and its resized copies: a 1-pixel PNG gives one width, two formats.
    const variantKeys = (row.imageVariants ?? []).map((variant) => variant.key);
    expect(row.imageVariants?.map(({ format, width }) => `${width}.${format}`)).toEqual(['1.avif', '1.webp']);
    expect(await imageFiles(t)).toEqual(
      [...before, ...[row.imageKey!, ...variantKeys].map((key) => key.slice('event-images/'.length))].sort(),
    );
    expect((await readFile(storedImagePath(t, row.imageKey!))).equals(pngBytes())).toBe(true);
  });

  it('stores the date as a PostgreSQL date and the time as a time', async () => {
    const created = await newEvent(t, recruiter, { date: '2032-01-09', time: '09:05' });
    const connection = t.orm.em.fork().getConnection();
    const columns = await connection.execute<{ column_name: string; data_type: string }[]>(
      `select column_name, data_type from information_schema.columns where table_name = 'event' and column_name in ('date', 'time_of_day')`,
    );
    expect(Object.fromEntries(columns.map((c) => [c.column_name, c.data_type]))).toEqual({
      date: 'date',
      time_of_day: 'time without time zone',
    });
    const [row] = await connection.execute<{ date: string; time: string }[]>(
      'select date::text as date, time_of_day::text as time from event where id = ?',
      [created.id],
    );
    expect(row).toEqual({ date: '2032-01-09', time: '09:05:00' });
    expect(created).toMatchObject({ date: '2032-01-09', time: '09:05' });
  });

  it('takes a time with seconds, as some time inputs send it, and answers HH:MM', async () => {
    expect(await newEvent(t, recruiter, { time: '18:45:00' })).toMatchObject({ time: '18:45' });
  });

  it.each(OTHER_IMAGES)('accepts an %s picture whatever its file name', async (contentType, file) => {
    const created = await newEvent(t, recruiter, {}, file);
    expect((await findEvent(t, created.id))?.imageContentType).toBe(contentType);
  });

  it.each([...NOT_IMAGES, ['a picture over EVENT_IMAGE_MAX_BYTES', oversizedImage(IMAGE_MAX)] as const])(
    'refuses %s, naming image, leaving no row and no file',
    async (_label, file) => {
      const fields = eventFields();
      const before = await imageFiles(t);
      const answer = await addByForm(t, recruiter, fields, file);
      expect(answer.status).toBe(file.bytes.length > IMAGE_MAX ? 413 : 400);
      expect(answer.body).toMatchObject({ field: 'image', message: expect.stringContaining('image') });
      expect(await countEvents(t, { name: fields.name })).toBe(0);
      expect(await imageFiles(t)).toEqual(before);
    },
  );

  it('refuses a form without an image (or with an empty one), naming image', async () => {
    for (const file of [null, { ...PNG_IMAGE, bytes: Buffer.alloc(0) }]) {
      const fields = eventFields();
      const before = await imageFiles(t);
      expect(await addByForm(t, recruiter, fields, file)).toMatchObject({ status: 400, body: { field: 'image' } });
      expect(await countEvents(t, { name: fields.name })).toBe(0);
      expect(await imageFiles(t)).toEqual(before);
    }
  });

  it.each(BAD_EVENT_FIELDS)('refuses %s, naming %s, leaving no row and no file', async (_label, field, change) => {
    const fields = eventFields(change);
    const before = await imageFiles(t);
    const answer = await addByForm(t, recruiter, fields);
    expect(answer).toMatchObject({ status: 400, body: { field } });
    expect(await countEvents(t, { name: fields.name })).toBe(0);
    expect(await imageFiles(t)).toEqual(before);
  });

  it.each(['name', 'date', 'time', 'description'])('refuses a form without %s, naming it', async (field) => {
    const fields = eventFields();
    delete fields[field];
    const before = await imageFiles(t);
    expect(await addByForm(t, recruiter, fields)).toMatchObject({ status: 400, body: { field } });
    expect(await imageFiles(t)).toEqual(before);
  });

  it('answers 400 to a JSON body instead of a form', async () => {
    const fields = eventFields();
    const answer = await t.rest('POST', '/api/events/add', { token: recruiter, body: fields });
    expect(answer).toMatchObject({ status: 400, body: { message: expect.stringContaining('multipart/form-data') } });
    expect(await countEvents(t, { name: fields.name })).toBe(0);
  });

  it('is denied to anonymous callers (401) and to USER (403), storing nothing', async () => {
    const before = await imageFiles(t);
    const fields = eventFields();
    expect((await addByForm(t, undefined, fields)).status).toBe(401);
    expect((await addByForm(t, user, fields)).status).toBe(403);
    expect(await countEvents(t, { name: fields.name })).toBe(0);
    expect(await imageFiles(t)).toEqual(before);
  });

  it('is allowed to INTERNAL_RECRUITER and to roles above it', async () => {
    const admin = (await t.userWithRole(Role.SUPER_ADMIN)).token;
    expect((await addByForm(t, recruiter)).status).toBe(201);
    expect((await addByForm(t, admin)).status).toBe(201);
  });
});

describe('createEvent (GraphQL multipart request)', () => {
  it('adds the event with its image', async () => {
    const input = eventFields();
    const before = await imageFiles(t);
    const answer = await createByGraphQL(t, recruiter, input, JPEG_IMAGE);
    expect(answer.errors).toBeUndefined();
    const created = answer.data?.createEvent as EventView;
    expect(created).toMatchObject({
      ...input,
      imageUrl: expect.stringContaining(`/api/events/${created.id}/image?v=`),
    });
    expect((await findEvent(t, created.id))?.imageContentType).toBe('image/jpeg');
    expect((await imageFiles(t)).length).toBe(before.length + 1);
  });

  it.each([...NOT_IMAGES, ['a picture over EVENT_IMAGE_MAX_BYTES', oversizedImage(IMAGE_MAX)] as const])(
    'refuses %s, naming image, leaving no row and no file',
    async (_label, file) => {
      const input = eventFields();
      const before = await imageFiles(t);
      const answer = await createByGraphQL(t, recruiter, input, file);
      expect(answer.errors?.[0].extensions).toMatchObject({
        code: file.bytes.length > IMAGE_MAX ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT',
        field: 'image',
      });
      expect(await countEvents(t, { name: input.name })).toBe(0);
      expect(await imageFiles(t)).toEqual(before);
    },
  );

  it('refuses a request without an image', async () => {
    const input = eventFields();
    const answer = await createByGraphQL(t, recruiter, input, null);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await countEvents(t, { name: input.name })).toBe(0);
  });

  it.each(BAD_EVENT_FIELDS)('refuses %s, naming %s, leaving no row and no file', async (_label, field, change) => {
    const input = eventFields(change);
    const before = await imageFiles(t);
    const answer = await createByGraphQL(t, recruiter, input);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await countEvents(t, { name: input.name })).toBe(0);
    expect(await imageFiles(t)).toEqual(before);
  });

  it('is refused by CSRF prevention without Apollo-Require-Preflight, storing nothing', async () => {
    const input = eventFields();
    const before = await imageFiles(t);
    const answer = await createByGraphQL(t, recruiter, input, PNG_IMAGE, { preflight: false });
    expect(answer.status).toBe(400);
    expect(await countEvents(t, { name: input.name })).toBe(0);
    expect(await imageFiles(t)).toEqual(before);
  });

  it('is denied to anonymous callers (UNAUTHENTICATED) and to USER (FORBIDDEN), storing nothing', async () => {
    const input = eventFields();
    const before = await imageFiles(t);
    expect((await createByGraphQL(t, undefined, input)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await createByGraphQL(t, user, input)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await countEvents(t, { name: input.name })).toBe(0);
    expect(await imageFiles(t)).toEqual(before);
  });
});

describe('PUT /api/events/update/{id} (multipart form)', () => {
  it('changes the fields sent, answers 200, and keeps the old image when none is chosen', async () => {
    const created = await newEvent(t, recruiter);
    const key = (await findEvent(t, created.id))!.imageKey!;
    const answer = await updateByForm(t, recruiter, created.id, { name: 'Renamed fair', time: '09:15' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...created, name: 'Renamed fair', time: '09:15' });
    expect((await findEvent(t, created.id))?.imageKey).toBe(key);
    expect(await exists(storedImagePath(t, key))).toBe(true);
  });

  it('replaces the image: a new URL, the new type, and the old file removed', async () => {
    const created = await newEvent(t, recruiter);
    const oldKey = (await findEvent(t, created.id))!.imageKey!;
    const answer = await updateByForm(t, recruiter, created.id, eventFields({ name: created.name }), JPEG_IMAGE);
    expect(answer.status).toBe(200);
    expect(answer.body.imageUrl).not.toBe(created.imageUrl);
    const row = (await findEvent(t, created.id))!;
    expect(row).toMatchObject({ imageContentType: 'image/jpeg' });
    expect(await exists(storedImagePath(t, oldKey))).toBe(false);
    expect((await readFile(storedImagePath(t, row.imageKey!))).equals(JPEG_IMAGE.bytes)).toBe(true);
    const image = await fetch(`${t.url}${String(answer.body.imageUrl)}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it.each([...NOT_IMAGES, ['a picture over EVENT_IMAGE_MAX_BYTES', oversizedImage(IMAGE_MAX)] as const])(
    'refuses %s, keeping the event, its image and no new file',
    async (_label, file) => {
      const created = await newEvent(t, recruiter);
      const before = await imageFiles(t);
      const answer = await updateByForm(t, recruiter, created.id, { name: 'Changed?' }, file);
      expect(answer.body).toMatchObject({ field: 'image' });
      expect((await findEvent(t, created.id))?.name).toBe(created.name);
      expect(await imageFiles(t)).toEqual(before);
    },
  );

  it.each(BAD_EVENT_FIELDS)(
    'refuses %s, naming %s, changing nothing and keeping no new file',
    async (_label, field, change) => {
      const created = await newEvent(t, recruiter);
      const before = await imageFiles(t);
      const answer = await updateByForm(t, recruiter, created.id, change, JPEG_IMAGE);
      expect(answer).toMatchObject({ status: 400, body: { field } });
      expect(await findEvent(t, created.id)).toMatchObject({
        name: created.name,
        date: created.date,
        description: created.description,
      });
      expect(await imageFiles(t)).toEqual(before);
    },
  );

  it('answers 404 for a missing or malformed id, keeping no file', async () => {
    const before = await imageFiles(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await updateByForm(t, recruiter, id, { name: 'x' }, PNG_IMAGE)).status).toBe(404);
    }
    expect(await imageFiles(t)).toEqual(before);
  });

  it('answers 400 to a JSON body instead of a form', async () => {
    const created = await newEvent(t, recruiter);
    expect(
      (await t.rest('PUT', `/api/events/update/${created.id}`, { token: recruiter, body: { name: 'x' } })).status,
    ).toBe(400);
  });

  it('is denied to anonymous callers (401) and to USER (403), changing nothing', async () => {
    const created = await newEvent(t, recruiter);
    const before = await imageFiles(t);
    expect((await updateByForm(t, undefined, created.id, { name: 'Hijacked' }, PNG_IMAGE)).status).toBe(401);
    expect((await updateByForm(t, user, created.id, { name: 'Hijacked' }, PNG_IMAGE)).status).toBe(403);
    expect((await findEvent(t, created.id))?.name).toBe(created.name);
    expect(await imageFiles(t)).toEqual(before);
  });
});

describe('updateEvent (GraphQL)', () => {
  it('changes the fields sent and keeps the image when none is sent', async () => {
    const created = await newEvent(t, recruiter);
    const answer = await updateByGraphQL(t, recruiter, created.id, { description: 'New programme.' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateEvent).toEqual({ ...created, description: 'New programme.' });
  });

  it('replaces the image and removes the old file', async () => {
    const created = await newEvent(t, recruiter);
    const oldKey = (await findEvent(t, created.id))!.imageKey!;
    const answer = await updateByGraphQL(t, recruiter, created.id, {}, OTHER_IMAGES[0][1]);
    expect(answer.errors).toBeUndefined();
    expect((answer.data?.updateEvent as EventView).imageUrl).not.toBe(created.imageUrl);
    expect((await findEvent(t, created.id))?.imageContentType).toBe('image/gif');
    expect(await exists(storedImagePath(t, oldKey))).toBe(false);
  });

  it('refuses a non-image, keeping the old one and no new file', async () => {
    const created = await newEvent(t, recruiter);
    const before = await imageFiles(t);
    const answer = await updateByGraphQL(t, recruiter, created.id, {}, NOT_IMAGES[1][1]);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'image' });
    expect(await imageFiles(t)).toEqual(before);
  });

  it('refuses a blank field, naming it', async () => {
    const created = await newEvent(t, recruiter);
    const answer = await updateByGraphQL(t, recruiter, created.id, { name: ' ' });
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
  });

  it('answers NOT_FOUND for a missing or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await updateByGraphQL(t, recruiter, id, { name: 'x' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('is denied to anonymous callers (UNAUTHENTICATED) and to USER (FORBIDDEN)', async () => {
    const created = await newEvent(t, recruiter);
    expect(
      (await updateByGraphQL(t, undefined, created.id, { name: 'x' }, PNG_IMAGE)).errors?.[0].extensions?.code,
    ).toBe('UNAUTHENTICATED');
    expect((await updateByGraphQL(t, user, created.id, { name: 'x' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await findEvent(t, created.id))?.name).toBe(created.name);
  });
});

describe('deleting an event', () => {
  async function eventWithRegistration() {
    const created = await newEvent(t, recruiter);
    const registered = await t.rest('POST', `/api/events/${created.id}/register`, {
      body: { name: 'Ann Lee', email: `ann-${created.id}@example.com`, phone: '+1 555 0101' },
    });
    expect(registered.status).toBe(201);
    return { created, key: (await findEvent(t, created.id))!.imageKey! };
  }

  it('removes the event, its registrations and its image file (REST)', async () => {
    const { created, key } = await eventWithRegistration();
    const answer = await t.rest('DELETE', `/api/events/delete/${created.id}`, { token: recruiter });
    expect(answer).toMatchObject({ status: 200, body: { id: created.id } });
    expect(await findEvent(t, created.id)).toBeNull();
    expect(await t.orm.em.fork().count(Registration, { event: created.id })).toBe(0);
    expect(await exists(storedImagePath(t, key))).toBe(false);
    expect((await fetch(`${t.url}${created.imageUrl}`)).status).toBe(404);
    expect((await t.rest('DELETE', `/api/events/delete/${created.id}`, { token: recruiter })).status).toBe(404);
    expect((await t.rest('DELETE', '/api/events/delete/not-a-uuid', { token: recruiter })).status).toBe(404);
  });

  it('removes the event, its registrations and its image file (GraphQL)', async () => {
    const { created, key } = await eventWithRegistration();
    const answer = await t.gql(DELETE_EVENT, { id: created.id }, recruiter);
    expect(answer).toMatchObject({ data: { deleteEvent: created.id } });
    expect(await findEvent(t, created.id)).toBeNull();
    expect(await t.orm.em.fork().count(Registration, { event: created.id })).toBe(0);
    expect(await exists(storedImagePath(t, key))).toBe(false);
    expect((await t.gql(DELETE_EVENT, { id: created.id }, recruiter)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(DELETE_EVENT, { id: 'nope' }, recruiter)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('is denied to anonymous callers and to USER (REST 401/403, GraphQL UNAUTHENTICATED/FORBIDDEN), keeping everything', async () => {
    const { created, key } = await eventWithRegistration();
    expect((await t.rest('DELETE', `/api/events/delete/${created.id}`)).status).toBe(401);
    expect((await t.rest('DELETE', `/api/events/delete/${created.id}`, { token: user })).status).toBe(403);
    expect((await t.gql(DELETE_EVENT, { id: created.id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(DELETE_EVENT, { id: created.id }, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await findEvent(t, created.id)).not.toBeNull();
    expect(await t.orm.em.fork().count(Registration, { event: created.id })).toBe(1);
    expect(await exists(storedImagePath(t, key))).toBe(true);
  });
});
