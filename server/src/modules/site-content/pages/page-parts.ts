/**
 * Pieces the page schemas share (fields that recur on several pages) and helpers for writing their
 * seeds: rich text in the stored form (Tiptap JSON) from plain sentences, with no editor at hand.
 */
import type { ContentField, GroupField, ListField } from '../content-schema';

/** A heading of a page or section. */
export const titleField = (label = 'Title', maxLength = 80): ContentField => ({
  kind: 'text',
  name: 'title',
  label,
  maxLength,
});

/** A short text under a heading (one paragraph, no formatting). */
export const textField = (name: string, label: string, maxLength = 600, optional = false): ContentField => ({
  kind: 'text',
  name,
  label,
  maxLength,
  multiline: true,
  ...(optional ? { optional } : {}),
});

/** The line under a page's h1. */
export const leadField: ContentField = {
  kind: 'text',
  name: 'lead',
  label: 'Lead',
  help: 'The sentence under the page’s main heading.',
  maxLength: 400,
  multiline: true,
};

/** Cards or steps: each a short title and a sentence or two. */
export function itemsList(name: string, label: string, itemLabel: string, maxItems = 12): ListField {
  return {
    kind: 'list',
    name,
    label,
    itemLabel,
    minItems: 1,
    maxItems,
    fields: [
      { kind: 'text', name: 'title', label: 'Title', maxLength: 80 },
      { kind: 'text', name: 'text', label: 'Text', maxLength: 400, multiline: true },
    ],
  };
}

/** A section of cards (or numbered steps) under a heading, with an introduction if `intro`. */
export function cardsSection(
  name: string,
  label: string,
  listName: 'items' | 'steps',
  listLabel: string,
  itemLabel: string,
  intro = false,
): GroupField {
  return {
    kind: 'group',
    name,
    label,
    fields: [
      titleField(),
      ...(intro ? [textField('intro', 'Introduction', 300)] : []),
      itemsList(listName, listLabel, itemLabel),
    ],
  };
}

/** Big figures with what they count ("500+" "employees hired, and counting"), written as text. */
export function figuresList(name: string, label: string, itemLabel: string, maxItems = 6): ListField {
  return {
    kind: 'list',
    name,
    label,
    itemLabel,
    minItems: 1,
    maxItems,
    fields: [
      { kind: 'text', name: 'value', label: 'Figure', help: 'As it is shown, e.g. 500+ or 10%.', maxLength: 16 },
      { kind: 'text', name: 'label', label: 'What it counts', maxLength: 120 },
    ],
  };
}

/** The closing band of the company pages: a title, a sentence and its links (the first is the main one). */
export const promptGroup: GroupField = {
  kind: 'group',
  name: 'prompt',
  label: 'Closing band',
  help: 'The invitation at the end of the page; its first link is the main button.',
  fields: [
    titleField(),
    textField('text', 'Text', 300),
    {
      kind: 'list',
      name: 'links',
      label: 'Links',
      itemLabel: 'Link',
      minItems: 1,
      maxItems: 3,
      fields: [{ kind: 'link', name: 'link', label: 'Link' }],
    },
  ],
};

/** A link in the stored form. */
export interface SeedLink {
  label: string;
  to: string;
}

export const CONTACT_LINK: SeedLink = { label: 'Contact Us', to: '/contact' };
export const ALL_SERVICES_LINK: SeedLink = { label: 'See all our services', to: '/services' };

/** The seed of `promptGroup`. */
export function promptSeed(title: string, text: string, links: SeedLink[]) {
  return { title, text, links: links.map((link, index) => ({ id: `link-${index + 1}`, link })) };
}

// Rich text in the stored form: Tiptap's JSON of RICH_TEXT_NODES and RICH_TEXT_MARKS.

type Mark = { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } };
interface TextNode {
  type: 'text';
  text: string;
  marks?: Mark[];
}
type Inline = string | TextNode;
interface BlockNode {
  type: 'paragraph' | 'bulletList' | 'listItem';
  content: (BlockNode | TextNode)[];
}

function inline(parts: Inline[]): TextNode[] {
  return parts.map((part) => (typeof part === 'string' ? { type: 'text', text: part } : part));
}

/** Bold text ("Access" in "Access: get a copy…"). */
export function bold(text: string): TextNode {
  return { type: 'text', text, marks: [{ type: 'bold' }] };
}

/** Linked text: a site path, an https: or a mailto: address. */
export function linked(text: string, href: string): TextNode {
  return { type: 'text', text, marks: [{ type: 'link', attrs: { href } }] };
}

/** A paragraph of plain and marked text. */
export function paragraph(...parts: Inline[]): BlockNode {
  return { type: 'paragraph', content: inline(parts) };
}

/** A bulleted list, one paragraph per point. */
export function bulletList(points: Inline[][]): BlockNode {
  return {
    type: 'bulletList',
    content: points.map((point) => ({ type: 'listItem', content: [paragraph(...point)] })),
  };
}

/** A rich-text document of blocks; plain strings become paragraphs. */
export function richText(...blocks: (string | BlockNode)[]) {
  return {
    type: 'doc',
    content: blocks.map((block) => (typeof block === 'string' ? paragraph(block) : block)),
  };
}
