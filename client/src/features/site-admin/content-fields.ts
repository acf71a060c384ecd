/**
 * The vocabulary of a site document's fields as the server sends it (`SiteContentPage.fields`),
 * mirrored from server/src/modules/site-content/content-schema.ts (the client may not import the
 * server): the editor draws one control per field and edits the draft in its stored form.
 */
export type ContentField =
  TextField | RichTextField | LinkField | ImageField | BooleanField | GroupField | ListField | TextListField;

interface FieldBase {
  name: string;
  label: string;
  help?: string;
}

export interface TextField extends FieldBase {
  kind: 'text';
  maxLength: number;
  multiline?: boolean;
  optional?: boolean;
}

export interface RichTextField extends FieldBase {
  kind: 'richText';
  maxLength: number;
}

export interface LinkField extends FieldBase {
  kind: 'link';
}

export interface ImageField extends FieldBase {
  kind: 'image';
  optional?: boolean;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
}

export interface GroupField extends FieldBase {
  kind: 'group';
  fields: ContentField[];
}

export interface ListField extends FieldBase {
  kind: 'list';
  itemLabel: string;
  fields: ContentField[];
  minItems?: number;
  maxItems: number;
}

export interface TextListField extends FieldBase {
  kind: 'textList';
  itemLabel: string;
  maxLength: number;
  minItems?: number;
  maxItems: number;
}

/** The block nodes and marks rich text may hold (the server refuses any other). */
export const RICH_TEXT_HEADING_LEVELS = [3, 4] as const;

/** A rich-text value in its stored form: a Tiptap (ProseMirror) JSON document. */
export interface RichTextDoc {
  type: 'doc';
  content?: RichTextNode[];
}
export interface RichTextNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: RichTextNode[];
}

/** A link field's value. */
export interface LinkValue {
  label: string;
  to: string;
}

/** One item of a list field: its stable id (the server gives one to a new item) and its fields. */
export type ListItem = Record<string, unknown> & { id?: string };

/** A document (or a group, or a list item): values by field name. */
export type ContentValues = Record<string, unknown>;

const KINDS = new Set(['text', 'richText', 'link', 'image', 'boolean', 'group', 'list', 'textList']);

/** The fields as sent (JSON objects), kept when they are of a kind the editor knows. */
export function readFields(json: readonly Record<string, unknown>[]): ContentField[] {
  return json.filter((field) => KINDS.has(String(field.kind))) as unknown as ContentField[];
}

export const EMPTY_RICH_TEXT: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

/** What a field holds before anyone writes in it (a new list item's fields). */
export function emptyValue(field: ContentField): unknown {
  switch (field.kind) {
    case 'text':
      return '';
    case 'richText':
      return EMPTY_RICH_TEXT;
    case 'link':
      return { label: '', to: '' } satisfies LinkValue;
    case 'image':
      return null;
    case 'boolean':
      return false;
    case 'group':
      return emptyValues(field.fields);
    case 'list':
      return [];
    case 'textList':
      return [];
  }
}

export function emptyValues(fields: readonly ContentField[]): ContentValues {
  return Object.fromEntries(fields.map((field) => [field.name, emptyValue(field)]));
}

/** The characters of text in a rich-text document (marks and structure not counted), as the server counts. */
export function richTextLength(node: RichTextNode | RichTextDoc | null | undefined): number {
  if (!node) return 0;
  const own = 'text' in node && typeof node.text === 'string' ? node.text.length : 0;
  return own + (node.content ?? []).reduce((sum, child) => sum + richTextLength(child), 0);
}

/** A control's element id for a value's path in the document ("hero.title", "items.2.quote"). */
export function fieldDomId(path: string): string {
  return `site-field-${path}`;
}

/** The path of a field inside its parent's path. */
export function childPath(parent: string, name: string | number): string {
  return parent ? `${parent}.${name}` : String(name);
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
