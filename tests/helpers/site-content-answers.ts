/**
 * The server's site content as the client's tests get it: the seeded documents of
 * server/src/modules/site-content/pages, rendered as `GET /api/site-content/:key` answers them (rich
 * text as HTML, no images), served through `fetch`. The server's own renderer (Tiptap, sanitize-html)
 * is tested on the server (tests/server/site-content); here a small walker writes the same tags.
 */
import { PRIVACY_VERSION } from '../../client/src/content/privacy';
import type { ContentField } from '../../server/src/modules/site-content/content-schema';
import { SITE_PAGES, sitePage } from '../../server/src/modules/site-content/pages';

interface Node {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: Node[];
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

const BLOCKS: Record<string, string> = {
  paragraph: 'p',
  bulletList: 'ul',
  orderedList: 'ol',
  listItem: 'li',
  blockquote: 'blockquote',
};

/** Rich text (Tiptap JSON) as HTML. */
export function richHtml(node: Node): string {
  const inner = () => (node.content ?? []).map(richHtml).join('');
  if (node.type === 'doc') return inner();
  if (node.type === 'hardBreak') return '<br>';
  if (node.type === 'heading') return `<h${String(node.attrs?.level)}>${inner()}</h${String(node.attrs?.level)}>`;
  if (node.type === 'text') {
    return (node.marks ?? []).reduce(
      (html, mark) => {
        if (mark.type === 'bold') return `<strong>${html}</strong>`;
        if (mark.type === 'italic') return `<em>${html}</em>`;
        return `<a href="${escape(String(mark.attrs?.href))}">${html}</a>`;
      },
      escape(node.text ?? ''),
    );
  }
  const tag = BLOCKS[node.type]!;
  return `<${tag}>${inner()}</${tag}>`;
}

function rendered(fields: readonly ContentField[], value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const own = value[field.name];
    if (field.kind === 'richText') out[field.name] = richHtml(own as Node);
    else if (field.kind === 'group') out[field.name] = rendered(field.fields, own as Record<string, unknown>);
    else if (field.kind === 'list') {
      out[field.name] = (own as Record<string, unknown>[]).map((item) => ({
        id: item.id,
        ...rendered(field.fields, item),
      }));
    } else if (field.kind === 'image') out[field.name] = null;
    else out[field.name] = own;
  }
  return out;
}

/** A document as the API answers it. */
export interface SiteContentAnswer {
  key: string;
  content: Record<string, unknown>;
  version: number;
  privacyVersion: string | null;
}

/** The seeded document `key`, published (version 0), as the API answers it. */
export function seededContent(key: string): SiteContentAnswer {
  const page = sitePage(key);
  if (!page) throw new Error(`No site content called ${key}`);
  return {
    key,
    content: rendered(page.fields, page.seed),
    version: 0,
    privacyVersion: key === 'privacy-policy' ? PRIVACY_VERSION : null,
  };
}

/** Every seeded document by key. */
export function seededSite(): Record<string, SiteContentAnswer> {
  return Object.fromEntries(SITE_PAGES.map((page) => [page.key, seededContent(page.key)]));
}

export interface SiteContentServer {
  /** The requests made, as `key` or `key?preview=1 (bearer)`. */
  requests: string[];
}

/**
 * Answers `GET /api/site-content/:key` through `fetch` with `published` (by default the seeds);
 * with `?preview=1` and a bearer token, with `drafts` (falling back to the published document).
 * Every other request fails, as it would against no server.
 */
export function serveSiteContent(
  published: Record<string, SiteContentAnswer> = seededSite(),
  drafts: Record<string, SiteContentAnswer> = {},
): SiteContentServer {
  const server: SiteContentServer = { requests: [] };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const match = /^\/api\/site-content\/([^/]+)$/.exec(url.pathname);
    if (!match) throw new TypeError(`Failed to fetch ${url.pathname}`);
    const key = decodeURIComponent(match[1]!);
    const bearer = /^Bearer /.test(new Headers(init?.headers).get('authorization') ?? '');
    const preview = url.searchParams.get('preview') === '1';
    server.requests.push(`${key}${preview ? '?preview=1' : ''}${bearer ? ' (bearer)' : ''}`);
    const answer = (preview && bearer ? drafts[key] : undefined) ?? published[key];
    if (preview && !bearer) return Response.json({ message: 'Sign in to see the draft.' }, { status: 401 });
    if (!answer) return Response.json({ message: 'Not found' }, { status: 404 });
    return Response.json(answer);
  };
  return server;
}

/** The id of the page's data block (client/src/lib/site-content.ts, server/src/http/content-renditions/). */
const BLOCK_ID = 'site-content';

/**
 * Writes `documents` into the document as the server writes a content page's block, as if this
 * page load had started on that page: the page then draws at once, without asking.
 */
export function writeSiteContentBlock(documents: Record<string, SiteContentAnswer>): void {
  removeSiteContentBlock();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = BLOCK_ID;
  script.textContent = JSON.stringify(documents);
  document.head.append(script);
}

export function removeSiteContentBlock(): void {
  document.getElementById(BLOCK_ID)?.remove();
}
