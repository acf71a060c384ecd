/**
 * How the editable public pages describe their content: each page is one document of fields, and
 * this small vocabulary says what each field holds. The server validates drafts against it, renders
 * the published document, and sends it to the back office, whose editor draws one control per field.
 *
 * Values in a document, by kind (stored = what the editor saves; rendered = what pages receive):
 * - `text`: a string (trimmed; required unless `optional`, then '' when empty).
 * - `richText`: stored as a Tiptap (ProseMirror) JSON document `{ type: 'doc', content: [...] }`
 *   using only RICH_TEXT_NODES and RICH_TEXT_MARKS; rendered as a sanitized HTML string.
 * - `link`: `{ label: string, to: string }`, `to` a site path (`/about`) or an https address.
 * - `image`: a site image's id or null; rendered as SiteImageRendition or null.
 * - `boolean`: true or false.
 * - `group`: an object holding its `fields`.
 * - `list`: an array of objects, each with a stable `id` (a short string; the server gives one to
 *   an item that has none) and the list's `fields`; the order is the array's.
 * - `textList`: an array of strings.
 */
export type ContentField =
  TextField | RichTextField | LinkField | ImageField | BooleanField | GroupField | ListField | TextListField;

interface FieldBase {
  /** The key in the document (camelCase). */
  name: string;
  /** What the editor calls the field. */
  label: string;
  /** One line of help under the field in the editor. */
  help?: string;
}

export interface TextField extends FieldBase {
  kind: 'text';
  maxLength: number;
  /** A textarea rather than one line. */
  multiline?: boolean;
  optional?: boolean;
  /**
   * What the text must be, beyond its length: `https` an https:// address (a client's website), so
   * pages may put it in an href. The server refuses anything else on save and renders it as ''.
   */
  format?: 'https';
}

export interface RichTextField extends FieldBase {
  kind: 'richText';
  /** The most characters of text (marks and structure not counted). */
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
  /** What one item is called ("Testimonial"), for "Add testimonial" and "Testimonial 2". */
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

/** One editable page (or collection, such as the testimonials) of the public site. */
export interface ContentPageSchema {
  /** The document's key, e.g. 'home', 'about', 'privacy-policy', 'testimonials'. */
  key: string;
  /** Its name in the back office, e.g. 'Home page'. */
  title: string;
  /**
   * The public path that shows it (where its preview opens), e.g. '/' or '/about'; a collection
   * names the page that shows it (testimonials: '/').
   */
  path: string;
  fields: ContentField[];
  /** Today's copy: what a fresh installation starts with (stored form, see above). */
  seed: Record<string, unknown>;
}

/** Block nodes the rich-text editor may produce (Tiptap StarterKit names). */
export const RICH_TEXT_NODES = [
  'doc',
  'paragraph',
  'text',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'blockquote',
  'hardBreak',
] as const;
/** Heading levels inside rich text: a page's own h1 and section h2s come from its layout. */
export const RICH_TEXT_HEADING_LEVELS = [3, 4] as const;
/** Marks the rich-text editor may produce; `link` carries `href` (a site path, https: or mailto:). */
export const RICH_TEXT_MARKS = ['bold', 'italic', 'link'] as const;

/** What a page receives for an image field. */
export interface SiteImageRendition {
  id: string;
  alt: string;
  width: number;
  height: number;
  /** `srcset` strings of the resized copies, e.g. '/api/site-images/<id>/480.webp 480w, …'. */
  webp: string;
  avif: string;
  /** The smallest WebP copy's address, for `src`. */
  src: string;
}
