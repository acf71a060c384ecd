import type { ContentField, ContentPageSchema, SiteImageRendition } from './content-schema';
import { isHttpsAddress, isLinkTarget } from './content-validation';
import { EMPTY_RICH_TEXT, renderRichText } from './rich-text';
import type { ContentDocument } from './site-document.entity';
import { type SiteImage, siteImageVariantPath } from './site-image.entity';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a field holds when neither the document nor the seed gives it a value. */
function emptyValue(field: ContentField): unknown {
  switch (field.kind) {
    case 'text':
      return '';
    case 'richText':
      return EMPTY_RICH_TEXT;
    case 'link':
      return { label: '', to: '/' };
    case 'image':
      return null;
    case 'boolean':
      return false;
    case 'group':
      return filledFields(field.fields, {}, undefined);
    case 'list':
    case 'textList':
      return [];
  }
}

function filledFields(fields: readonly ContentField[], value: unknown, seed: unknown): ContentDocument {
  const own = isObject(value) ? value : {};
  const seeded = isObject(seed) ? seed : {};
  const out: ContentDocument = {};
  for (const field of fields) out[field.name] = filledField(field, own[field.name], seeded[field.name]);
  return out;
}

function filledField(field: ContentField, value: unknown, seed: unknown): unknown {
  if (value === undefined) return seed === undefined ? emptyValue(field) : filledField(field, seed, undefined);
  if (field.kind === 'group') return filledFields(field.fields, value, seed);
  if (field.kind === 'list') {
    if (!Array.isArray(value)) return [];
    return value.filter(isObject).map((item) => ({
      id: typeof item.id === 'string' ? item.id : '',
      ...filledFields(field.fields, item, undefined),
    }));
  }
  return value;
}

/**
 * A stored document in its page's current shape: the schema's fields in its order, a field the
 * document lacks (one added to the schema since it was saved) taken from the seed, keys the schema
 * no longer has left out. What the editor, the renderer and "has it changed?" all read.
 */
export function filledDocument(page: ContentPageSchema, stored: unknown): ContentDocument {
  return filledFields(page.fields, stored, page.seed);
}

/** The ids of the images a (filled) document refers to, in document order. */
export function imageIdsIn(page: ContentPageSchema, document: ContentDocument): string[] {
  const ids: string[] = [];
  const visit = (fields: readonly ContentField[], value: unknown) => {
    if (!isObject(value)) return;
    for (const field of fields) {
      const own = value[field.name];
      if (field.kind === 'image' && typeof own === 'string') ids.push(own);
      if (field.kind === 'group') visit(field.fields, own);
      if (field.kind === 'list' && Array.isArray(own)) for (const item of own) visit(field.fields, item);
    }
  };
  visit(page.fields, document);
  return [...new Set(ids)];
}

/** JSON with object keys sorted: equal for equal documents, whatever order PostgreSQL's jsonb kept. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** An image as pages receive it: `srcset` strings of its WebP and AVIF copies, the smallest WebP as `src`. */
export function imageRendition(image: SiteImage): SiteImageRendition {
  const srcset = (format: 'webp' | 'avif') =>
    image.variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${siteImageVariantPath(image.id, variant)} ${variant.width}w`)
      .join(', ');
  return {
    id: image.id,
    alt: image.alt,
    width: image.width,
    height: image.height,
    webp: srcset('webp'),
    avif: srcset('avif'),
    src: image.src,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function renderFields(
  fields: readonly ContentField[],
  value: unknown,
  images: ReadonlyMap<string, SiteImage>,
): Record<string, unknown> {
  const own = isObject(value) ? value : {};
  const out: Record<string, unknown> = {};
  for (const field of fields) out[field.name] = renderField(field, own[field.name], images);
  return out;
}

function renderField(field: ContentField, value: unknown, images: ReadonlyMap<string, SiteImage>): unknown {
  switch (field.kind) {
    case 'text': {
      // An address that is none (a row changed by hand) must not reach an href.
      if (field.format === 'https' && !isHttpsAddress(text(value))) return '';
      return text(value);
    }
    case 'richText':
      return renderRichText(value);
    case 'link': {
      const link = isObject(value) ? value : {};
      const to = text(link.to).trim();
      // A target the editor would refuse (a row changed by hand) leads home rather than anywhere.
      return { label: text(link.label), to: isLinkTarget(to) ? to : '/' };
    }
    case 'image': {
      const image = typeof value === 'string' ? images.get(value) : undefined;
      return image ? imageRendition(image) : null;
    }
    case 'boolean':
      return value === true;
    case 'group':
      return renderFields(field.fields, value, images);
    case 'list':
      return (Array.isArray(value) ? value.filter(isObject) : []).map((item) => ({
        id: text(item.id),
        ...renderFields(field.fields, item, images),
      }));
    case 'textList':
      return (Array.isArray(value) ? value : []).filter((item): item is string => typeof item === 'string');
  }
}

/**
 * A (filled) document as pages receive it: rich text as sanitized HTML (rich-text.ts), an image as
 * its SiteImageRendition (null when it has none or it is unknown), a link only to a site path or an
 * https address, every other value as stored. Only the schema's fields go out.
 */
export function renderDocument(
  page: ContentPageSchema,
  document: ContentDocument,
  images: ReadonlyMap<string, SiteImage>,
): Record<string, unknown> {
  return renderFields(page.fields, document, images);
}
