import { readdir } from 'node:fs/promises';
import path from 'node:path';

import type { EntityManager } from '@mikro-orm/postgresql';

import { Event } from '../../../server/src/modules/events/event.entity';
import { createServices } from '../../../server/src/services';
import { pdfBytes, pngBytes } from '../../helpers/files';
import type { TestServer } from '../../helpers/test-server';
import { gqlUpload, postForm, type UploadFile } from '../../helpers/uploads';

export type FormFile = UploadFile & { field: string };

export const EVENT_SELECTION = 'id name date time description imageUrl createdAt';

export const CREATE_EVENT = `mutation EventCreate($input: EventInput!, $image: Upload!) {
  createEvent(input: $input, image: $image) { ${EVENT_SELECTION} }
}`;
export const UPDATE_EVENT = `mutation EventUpdate($id: ID!, $input: EventUpdateInput!, $image: Upload) {
  updateEvent(id: $id, input: $input, image: $image) { ${EVENT_SELECTION} }
}`;
export const DELETE_EVENT = `mutation EventDelete($id: ID!) { deleteEvent(id: $id) }`;
export const EVENTS = `query Events { events { ${EVENT_SELECTION} } }`;
export const EVENT = `query Event($id: ID!) { event(id: $id) { ${EVENT_SELECTION} } }`;
export const REGISTER = `mutation EventRegister($eventId: ID!, $input: RegistrationInput!) {
  registerForEvent(eventId: $eventId, input: $input) { id message }
}`;
export const REGISTRATIONS = `query EventRegistrations($eventId: ID!) {
  eventRegistrations(eventId: $eventId) { id name email phone createdAt }
}`;

export interface EventView {
  id: string;
  name: string;
  date: string;
  time: string;
  description: string;
  imageUrl: string;
  createdAt: string;
}

let seq = 0;
/** A complete, valid event form with a fresh name. */
export function eventFields(overrides: Record<string, string> = {}): Record<string, string> {
  seq += 1;
  return {
    name: `Career fair ${seq}-${Date.now()}`,
    date: '2031-05-20',
    time: '17:30',
    description: 'Meet our recruiters and bring your CV.',
    ...overrides,
  };
}

export const PNG_IMAGE: FormFile = { field: 'image', bytes: pngBytes(), name: 'banner.png', type: 'image/png' };

/** Starts of real pictures of each accepted type (the signature is what the server reads). */
export const JPEG_IMAGE: FormFile = {
  field: 'image',
  bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]),
  name: 'photo.jpg',
  type: 'image/jpeg',
};
export const OTHER_IMAGES: [type: string, file: FormFile][] = [
  ['image/gif', { field: 'image', bytes: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40)]), name: 'a.gif' }],
  [
    'image/webp',
    {
      field: 'image',
      bytes: Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(40)]),
      name: 'a.webp',
    },
  ],
  ['image/bmp', { field: 'image', bytes: Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)]), name: 'picture' }],
];

/** Files the server must refuse as event images (not oversized: that needs the server's limit). */
export const NOT_IMAGES: [label: string, file: FormFile][] = [
  [
    'a text file named .png',
    { field: 'image', bytes: Buffer.from('just some text'), name: 'fake.png', type: 'image/png' },
  ],
  [
    'an SVG',
    {
      field: 'image',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      name: 'logo.svg',
      type: 'image/svg+xml',
    },
  ],
  ['a PDF', { field: 'image', bytes: pdfBytes(), name: 'flyer.pdf', type: 'application/pdf' }],
  [
    'an HTML page named .jpg',
    { field: 'image', bytes: Buffer.from('<html><body>hi</body></html>'), name: 'x.jpg', type: 'image/jpeg' },
  ],
];

/** A real PNG padded past `maxBytes`. */
export function oversizedImage(maxBytes: number): FormFile {
  return {
    field: 'image',
    bytes: Buffer.concat([pngBytes(), Buffer.alloc(maxBytes)]),
    name: 'huge.png',
    type: 'image/png',
  };
}

/** Event fields each rule refuses, with the field the answer must name. */
export const BAD_EVENT_FIELDS: [label: string, field: string, change: Record<string, string>][] = [
  ['a blank name', 'name', { name: '   ' }],
  ['a name over 200 characters', 'name', { name: 'x'.repeat(201) }],
  ['a date that does not exist', 'date', { date: '2031-02-30' }],
  ['a date in another format', 'date', { date: '20/05/2031' }],
  ['a date that is a word', 'date', { date: 'tomorrow' }],
  ['a blank date', 'date', { date: '' }],
  ['an hour past 23', 'time', { time: '24:00' }],
  ['a time with a meridiem', 'time', { time: '5:30 PM' }],
  ['a blank time', 'time', { time: ' ' }],
  ['a blank description', 'description', { description: '' }],
  ['a description over 5,000 characters', 'description', { description: 'x'.repeat(5001) }],
];

/** Every entry of the event-images folder, half-written `.part` files included. */
export async function imageFiles(t: TestServer): Promise<string[]> {
  const folder = path.join(t.server.deps.config.storageDir, 'event-images');
  return (await readdir(folder).catch(() => [] as string[])).sort();
}

export function storedImagePath(t: TestServer, key: string): string {
  return path.join(t.server.deps.config.storageDir, key);
}

export function countEvents(t: TestServer, where: Record<string, unknown> = {}): Promise<number> {
  return t.orm.em.fork().count(Event, where);
}

export function findEvent(t: TestServer, id: string): Promise<Event | null> {
  return t.orm.em.fork().findOne(Event, { id });
}

const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** POST /api/events/add as a browser form; `file` null sends no image. */
export function addByForm(
  t: TestServer,
  token: string | undefined,
  fields = eventFields(),
  file: FormFile | null = PNG_IMAGE,
) {
  return postForm(`${t.url}/api/events/add`, fields, file ?? undefined, bearer(token));
}

/** PUT /api/events/update/{id} as a browser form. */
export function updateByForm(
  t: TestServer,
  token: string | undefined,
  id: string,
  fields: Record<string, string>,
  file?: FormFile,
) {
  return postForm(`${t.url}/api/events/update/${id}`, fields, file, bearer(token), 'PUT');
}

/** createEvent as a GraphQL multipart request; `file` null maps no file. */
export function createByGraphQL(
  t: TestServer,
  token: string | undefined,
  input = eventFields(),
  file: UploadFile | null = PNG_IMAGE,
  options: { preflight?: boolean } = {},
) {
  return gqlUpload(t.url, CREATE_EVENT, { input, image: null }, 'variables.image', file ?? undefined, {
    token,
    ...options,
  });
}

/** updateEvent as a GraphQL multipart request (with or without a new image). */
export function updateByGraphQL(
  t: TestServer,
  token: string | undefined,
  id: string,
  input: Record<string, string>,
  file?: UploadFile,
) {
  return gqlUpload(t.url, UPDATE_EVENT, { id, input, image: null }, 'variables.image', file, { token });
}

/** Adds an event as staff through REST and answers it; fails the test if that does not work. */
export async function newEvent(
  t: TestServer,
  token: string,
  overrides: Record<string, string> = {},
  file: FormFile = PNG_IMAGE,
) {
  const answer = await addByForm(t, token, eventFields(overrides), file);
  if (answer.status !== 201) throw new Error(`Could not add an event: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as unknown as EventView;
}

/**
 * Resolves once `count` other sessions wait for a lock (PostgreSQL's own view): no timing guess.
 * Asked through `em`, inside its transaction when it has one; the view is cached for a transaction's
 * length, so its snapshot is cleared before each look.
 */
export async function waitForLockWaiters(em: EntityManager, count: number): Promise<void> {
  for (;;) {
    await em.execute('select pg_stat_clear_snapshot()');
    const [row] = await em.execute<{ waiting: number }[]>(
      `select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    );
    if (row!.waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The services of one EntityManager, wired as the server wires them. */
export function registrationServices(t: TestServer, em: EntityManager) {
  const { events, registrationSeats, registrationReminders } = createServices(em, t.server.deps);
  return { events, registrationSeats, registrationReminders };
}
