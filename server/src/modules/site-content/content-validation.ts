import { randomBytes } from 'node:crypto';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';

import type { ContentField, ContentPageSchema, ListField } from './content-schema';
import { checkRichText } from './rich-text';
import type { ContentDocument } from './site-document.entity';

/** The longest a link's label may be (a button's words). */
export const LINK_LABEL_MAX = 80;
/** The longest a link's target may be. */
export const LINK_TO_MAX = 500;
/** What a list item's id may look like: a short string, kept as it is once given. */
const ITEM_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** An image a draft refers to, and where: the service checks that each exists. */
export interface ImageReference {
  id: string;
  path: string;
  name: string;
}

/** A checked draft: its stored form, and the images it refers to. */
export interface CheckedDocument {
  document: ContentDocument;
  images: ImageReference[];
}

/** Where a link field may lead: a path of this site (`/about`, never `//host`) or an https address. */
export function isLinkTarget(to: string): boolean {
  return /^\/(?![/\\])\S*$/.test(to) || isHttpsAddress(to);
}

/** An https address (a client's website): what a text field of format `https` may hold. */
export function isHttpsAddress(text: string): boolean {
  return /^https:\/\/[^\s/?#]+\S*$/i.test(text);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A new list item's id: 8 URL-safe characters. */
export const newItemId = () => randomBytes(6).toString('base64url');

/** A field's place, for errors: its dotted path (the `field` of BAD_USER_INPUT) and its name in words. */
interface Place {
  path: string;
  name: string;
}

const within = (parent: Place | null, field: { name: string; label: string }): Place => ({
  path: parent ? `${parent.path}.${field.name}` : field.name,
  name: parent ? `${parent.name} › ${field.label}` : field.label,
});

const refuse = (place: Place, problem: string) =>
  AppError.badInput(place.path, `${place.name} (${place.path}) ${problem}`);

/**
 * Checks a draft against its page schema and answers its stored form: texts trimmed, list items
 * given an id when they have none, rich text reduced to what the editor may produce. Refuses with
 * BAD_USER_INPUT naming the field's dotted path (`hero.title`, `items.2.quote`: list items counted
 * from 0) a key the schema does not have, a missing or too long value, a link to anything but a
 * site path or an https address, a list too short or too long, two items with one id. Whether the
 * images exist is the caller's to check (`images`).
 */
export function checkDocument(page: ContentPageSchema, input: unknown): CheckedDocument {
  const images: ImageReference[] = [];
  if (!isObject(input)) throw AppError.badInput('content', 'content must be an object of the page’s fields.');
  const document = checkFields(page.fields, input, null, images);
  return { document, images };
}

function checkFields(
  fields: readonly ContentField[],
  input: Record<string, unknown>,
  parent: Place | null,
  images: ImageReference[],
  allowed: readonly string[] = [],
): ContentDocument {
  const names = new Set(fields.map((field) => field.name));
  for (const key of Object.keys(input)) {
    if (!names.has(key) && !allowed.includes(key)) {
      const path = parent ? `${parent.path}.${key}` : key;
      const where = parent ? `${parent.name} has` : 'This page has';
      throw AppError.badInput(path, `${where} no field “${key}” (${path}).`);
    }
  }
  const out: ContentDocument = {};
  for (const field of fields) out[field.name] = checkField(field, input[field.name], within(parent, field), images);
  return out;
}

function checkField(field: ContentField, value: unknown, place: Place, images: ImageReference[]): unknown {
  switch (field.kind) {
    case 'text': {
      if (value === undefined || value === null) {
        if (field.optional) return '';
        throw refuse(place, 'is required.');
      }
      if (typeof value !== 'string') throw refuse(place, 'must be text.');
      const text = value.trim();
      if (!text && !field.optional) throw refuse(place, 'is required.');
      if (text.length > field.maxLength) throw refuse(place, `must be at most ${field.maxLength} characters.`);
      if (field.format === 'https' && text && !isHttpsAddress(text)) {
        throw refuse(place, 'must be an https:// address.');
      }
      return text;
    }
    case 'richText': {
      if (value === undefined || value === null) throw refuse(place, 'is required.');
      return checkRichText(value, place.path, `${place.name} (${place.path})`, field.maxLength);
    }
    case 'link': {
      if (!isObject(value)) throw refuse(place, 'is required: a label and where it leads ({ label, to }).');
      const extra = Object.keys(value).find((key) => key !== 'label' && key !== 'to');
      if (extra)
        throw AppError.badInput(`${place.path}.${extra}`, `${place.name} has no “${extra}”: only label and to.`);
      const label = within(place, { name: 'label', label: 'Label' });
      const to = within(place, { name: 'to', label: 'Link' });
      if (typeof value.label !== 'string' || !value.label.trim()) throw refuse(label, 'is required.');
      if (value.label.trim().length > LINK_LABEL_MAX)
        throw refuse(label, `must be at most ${LINK_LABEL_MAX} characters.`);
      if (typeof value.to !== 'string' || !value.to.trim()) throw refuse(to, 'is required.');
      const target = value.to.trim();
      if (target.length > LINK_TO_MAX || !isLinkTarget(target)) {
        throw refuse(to, 'must be a page of this site (starting with /) or an https:// address.');
      }
      return { label: value.label.trim(), to: target };
    }
    case 'image': {
      if (value === undefined || value === null || value === '') {
        if (field.optional) return null;
        throw refuse(place, 'is required: choose a picture.');
      }
      if (typeof value !== 'string' || !isUuid(value)) throw refuse(place, 'must be the id of an uploaded image.');
      images.push({ id: value, path: place.path, name: place.name });
      return value;
    }
    case 'boolean': {
      if (typeof value !== 'boolean') throw refuse(place, 'must be true or false.');
      return value;
    }
    case 'group': {
      if (!isObject(value)) throw refuse(place, 'is required.');
      return checkFields(field.fields, value, place, images);
    }
    case 'list':
      return checkList(field, value, place, images);
    case 'textList': {
      if (!Array.isArray(value)) throw refuse(place, 'must be a list.');
      checkCount(value.length, field.minItems, field.maxItems, field.itemLabel, place);
      return value.map((item: unknown, index) => {
        const itemPlace = { path: `${place.path}.${index}`, name: `${field.itemLabel} ${index + 1}` };
        if (typeof item !== 'string' || !item.trim()) throw refuse(itemPlace, 'is required.');
        if (item.trim().length > field.maxLength)
          throw refuse(itemPlace, `must be at most ${field.maxLength} characters.`);
        return item.trim();
      });
    }
  }
}

function checkCount(count: number, min: number | undefined, max: number, itemLabel: string, place: Place): void {
  const items = (n: number) => `${n} ${itemLabel.toLowerCase()}${n === 1 ? '' : 's'}`;
  if (min !== undefined && count < min) throw refuse(place, `needs at least ${items(min)}.`);
  if (count > max) throw refuse(place, `may have at most ${items(max)}.`);
}

function checkList(field: ListField, value: unknown, place: Place, images: ImageReference[]): unknown[] {
  if (!Array.isArray(value)) throw refuse(place, 'must be a list.');
  checkCount(value.length, field.minItems, field.maxItems, field.itemLabel, place);
  const ids = new Set<string>();
  return value.map((item: unknown, index) => {
    const itemPlace = { path: `${place.path}.${index}`, name: `${field.itemLabel} ${index + 1}` };
    if (!isObject(item)) throw refuse(itemPlace, 'must be an object of its fields.');
    let id = item.id;
    if (id === undefined || id === null || id === '') id = newItemId();
    const idPlace = { path: `${itemPlace.path}.id`, name: `${itemPlace.name} › id` };
    if (typeof id !== 'string' || !ITEM_ID.test(id))
      throw refuse(idPlace, 'must be a short id (letters, digits, - and _).');
    if (ids.has(id)) throw refuse(idPlace, 'is the id of another item of the list.');
    ids.add(id);
    return { id, ...checkFields(field.fields, item, itemPlace, images, ['id']) };
  });
}
