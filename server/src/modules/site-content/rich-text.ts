import type * as SanitizeHtml from 'sanitize-html';

import { AppError } from '../../lib/app-error';
import { loadSanitizeHtml, loadTiptapHtmlString, loadTiptapStarterKit } from '../../lib/packages-on-first-use';

import { RICH_TEXT_HEADING_LEVELS, RICH_TEXT_MARKS, RICH_TEXT_NODES } from './content-schema';

/** A Tiptap (ProseMirror) JSON node, as the editor saves it. */
export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

const NODES: ReadonlySet<string> = new Set(RICH_TEXT_NODES);
const MARKS: ReadonlySet<string> = new Set(RICH_TEXT_MARKS);
const LEVELS: ReadonlySet<number> = new Set(RICH_TEXT_HEADING_LEVELS);

/**
 * Where a link inside rich text may lead: a path of this site (`/about`, never `//host`), an https
 * address, or an e-mail address (mailto:).
 */
export function isRichTextHref(href: string): boolean {
  if (/^\/(?![/\\])/.test(href)) return true;
  return /^https:\/\/[^\s/?#]+/i.test(href) || /^mailto:[^\s]+@[^\s]+$/i.test(href);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A document with nothing in it: what an optional rich text is when cleared. */
export const EMPTY_RICH_TEXT: RichTextNode = { type: 'doc', content: [{ type: 'paragraph' }] };

/**
 * Checks a rich-text value an editor sent (field `path`) and answers its stored form: only
 * RICH_TEXT_NODES and RICH_TEXT_MARKS, headings of RICH_TEXT_HEADING_LEVELS, links to a site path,
 * https: or mailto:, at most `maxLength` characters of text. Attributes other than a heading's level
 * and a link's href are dropped. BAD_USER_INPUT on `path` otherwise.
 */
export function checkRichText(value: unknown, path: string, label: string, maxLength: number): RichTextNode {
  if (!isObject(value) || value.type !== 'doc' || !Array.isArray(value.content)) {
    throw AppError.badInput(path, `${label} must be a rich-text document ({ "type": "doc", "content": [...] }).`);
  }
  let characters = 0;
  const visit = (node: unknown): RichTextNode => {
    if (!isObject(node) || typeof node.type !== 'string') {
      throw AppError.badInput(path, `${label} holds something that is not a rich-text node.`);
    }
    const type = node.type;
    if (!NODES.has(type)) {
      throw AppError.badInput(
        path,
        `${label} may not contain “${type}”: only paragraphs, headings (levels ${RICH_TEXT_HEADING_LEVELS.join(' and ')}), lists, quotes, line breaks, bold, italic and links.`,
      );
    }
    const out: RichTextNode = { type };
    if (type === 'heading') {
      const level = isObject(node.attrs) ? node.attrs.level : undefined;
      if (typeof level !== 'number' || !LEVELS.has(level)) {
        throw AppError.badInput(
          path,
          `${label}: a heading must be of level ${RICH_TEXT_HEADING_LEVELS.join(' or ')} (the page’s own headings come from its layout).`,
        );
      }
      out.attrs = { level };
    }
    if (type === 'text') {
      if (typeof node.text !== 'string' || node.text === '') {
        throw AppError.badInput(path, `${label} holds a text node without text.`);
      }
      out.text = node.text;
      characters += node.text.length;
      if (node.marks !== undefined) {
        if (!Array.isArray(node.marks)) throw AppError.badInput(path, `${label} holds malformed marks.`);
        out.marks = node.marks.map((mark: unknown) => checkMark(mark, path, label));
      }
      return out;
    }
    if (node.marks !== undefined) throw AppError.badInput(path, `${label}: only text may be bold, italic or a link.`);
    if (node.content !== undefined) {
      if (!Array.isArray(node.content)) throw AppError.badInput(path, `${label} holds a malformed node.`);
      if (type === 'hardBreak' && node.content.length > 0) {
        throw AppError.badInput(path, `${label} holds a line break with content.`);
      }
      out.content = node.content.map(visit);
    }
    return out;
  };
  const doc = visit(value);
  if (characters > maxLength) {
    throw AppError.badInput(path, `${label} must be at most ${maxLength} characters (it has ${characters}).`);
  }
  return doc;
}

function checkMark(mark: unknown, path: string, label: string): NonNullable<RichTextNode['marks']>[number] {
  if (!isObject(mark) || typeof mark.type !== 'string' || !MARKS.has(mark.type)) {
    const name = isObject(mark) && typeof mark.type === 'string' ? `“${mark.type}”` : 'that mark';
    throw AppError.badInput(path, `${label} may not use ${name}: only bold, italic and links.`);
  }
  if (mark.type !== 'link') return { type: mark.type };
  const href = isObject(mark.attrs) ? mark.attrs.href : undefined;
  if (typeof href !== 'string' || !isRichTextHref(href.trim())) {
    throw AppError.badInput(
      path,
      `${label}: a link must lead to a page of this site (/…), an https:// address or a mailto: address.`,
    );
  }
  return { type: 'link', attrs: { href: href.trim() } };
}

/** The characters of text in a stored rich-text value (what maxLength counts). */
export function richTextLength(value: unknown): number {
  if (!isObject(value)) return 0;
  const own = typeof value.text === 'string' ? value.text.length : 0;
  return (
    own + (Array.isArray(value.content) ? value.content.reduce<number>((sum, n) => sum + richTextLength(n), 0) : 0)
  );
}

/**
 * Keeps of a stored value only what the renderer knows (allowed nodes and marks, a heading's level,
 * a link's href), whatever wrote it: a row changed by hand must not stop the page rendering.
 */
function pruned(node: unknown): RichTextNode | null {
  if (!isObject(node) || typeof node.type !== 'string' || !NODES.has(node.type)) return null;
  const out: RichTextNode = { type: node.type };
  if (node.type === 'heading') {
    const level = isObject(node.attrs) ? node.attrs.level : undefined;
    if (typeof level !== 'number' || !LEVELS.has(level)) out.type = 'paragraph';
    else out.attrs = { level };
  }
  if (node.type === 'text') {
    if (typeof node.text !== 'string' || node.text === '') return null;
    out.text = node.text;
    if (Array.isArray(node.marks)) {
      out.marks = node.marks.flatMap((mark: unknown) => {
        if (!isObject(mark) || typeof mark.type !== 'string' || !MARKS.has(mark.type)) return [];
        if (mark.type !== 'link') return [{ type: mark.type }];
        const href = isObject(mark.attrs) && typeof mark.attrs.href === 'string' ? mark.attrs.href : '';
        return isRichTextHref(href) ? [{ type: 'link', attrs: { href } }] : [];
      });
    }
    return out;
  }
  if (Array.isArray(node.content)) {
    out.content = node.content.map(pruned).filter((child): child is RichTextNode => child !== null);
  }
  return out;
}

/**
 * The only HTML rich text may become, whatever produced it: the tags the allowed nodes and marks
 * render to, a link's href only (a site path, https: or mailto:). Scripts, event handler and style
 * attributes, iframes, `javascript:` and `data:` addresses are dropped.
 */
const SANITIZE_OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // sanitize-html lets relative addresses through; only the site's own absolute paths are wanted.
    a: (tagName, attribs) => {
      const { href, ...others } = attribs;
      return { tagName, attribs: href !== undefined && isRichTextHref(href) ? { ...others, href } : others };
    },
  },
};

/** Cleans HTML down to what rich text may hold (see SANITIZE_OPTIONS). */
export function sanitizeRichHtml(html: string): string {
  return loadSanitizeHtml()(html, SANITIZE_OPTIONS);
}

/**
 * A stored rich-text value as HTML: rendered by Tiptap's static renderer with the editor's own
 * extensions (StarterKit), then always through sanitize-html. A value that is a string (HTML
 * written into the table by hand) is only sanitized; anything else unreadable renders as ''.
 */
export function renderRichText(value: unknown): string {
  if (typeof value === 'string') return sanitizeRichHtml(value);
  const doc = pruned(value);
  if (!doc || doc.type !== 'doc') return '';
  const { renderToHTMLString } = loadTiptapHtmlString();
  const html = renderToHTMLString({ extensions: [loadTiptapStarterKit()], content: doc });
  return sanitizeRichHtml(html);
}
