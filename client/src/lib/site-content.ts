/**
 * The public pages' words, as the server publishes them (site content, edited at /admin/site). A
 * page asks for its documents with `useSiteContent`, which takes them, in order, from:
 * 1. the `<script type="application/json" id="site-content">` block the server wrote into the page
 *    this visit started on (no request: the page draws at once, over the server's own rendition);
 * 2. what this tab already fetched (shown at once, and asked for again to catch a publish);
 * 3. `GET /api/site-content/:key` (after client-side navigation), the page showing "Loading…"
 *    until it answers, or an error with Try again.
 * With `?preview=1` in the URL, a signed-in staff member sees the drafts instead (fetched with the
 * session's token); anyone else, or a session the server refuses, gets the published page.
 *
 * No Apollo here: the home page is in the entry bundle and must stay light.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { getToken, hasStaffRole } from './auth';

/** A link of the content: a site path (`/about`) or an https address. */
export interface SiteLink {
  label: string;
  to: string;
}

/** A picture of the content (server: SiteImageRendition): `webp` and `avif` are srcset strings. */
export interface SiteImage {
  id: string;
  alt: string;
  width: number;
  height: number;
  webp: string;
  avif: string;
  src: string;
}

/** A big figure and what it counts ("500+", "employees hired, and counting"). */
export interface Figure {
  value: string;
  label: string;
}

/** An item of a list field: its fields and a stable id (for React's keys). */
export type ListItem<T> = T & { id: string };

/** Rich text: HTML the server rendered and sanitized (draw it with components/ui/RichText). */
export type RichHtml = string;

/** One document as the server renders it. */
export interface SiteDocument<T = Record<string, unknown>> {
  key: string;
  content: T;
  /** Publishes so far (0: the seed). */
  version: number;
  /** For `privacy-policy`: the privacy notice version this content is. */
  privacyVersion?: string | null;
}

/** The data block's id (server/src/http/content-renditions/ writes it). */
export const SITE_CONTENT_DATA_ID = 'site-content';

/** Where a document is edited in the back office. */
export function siteEditorPath(key: string): string {
  return `/admin/site/${encodeURIComponent(key)}`;
}

function isDocument(value: unknown): value is SiteDocument {
  if (!value || typeof value !== 'object') return false;
  const { key, content, version } = value as Partial<SiteDocument>;
  return typeof key === 'string' && !!content && typeof content === 'object' && typeof version === 'number';
}

/** The documents of the block the server wrote into the page this visit started on, by key. */
let written: Map<string, SiteDocument> | undefined;
/** Keys whose block document a page has shown: a later page showing them asks the server again. */
const blockShown = new Set<string>();

function writtenDocuments(): Map<string, SiteDocument> {
  if (written) return written;
  written = new Map();
  const text = document.getElementById(SITE_CONTENT_DATA_ID)?.textContent;
  if (!text) return written;
  try {
    const block: unknown = JSON.parse(text);
    // An object keyed by document key; a lone document is read too.
    const entries = isDocument(block) ? [block] : Object.values((block ?? {}) as Record<string, unknown>);
    for (const entry of entries) if (isDocument(entry)) written.set(entry.key, entry);
  } catch {
    // A block that does not parse is no content: the page asks the API.
  }
  return written;
}

/** Published documents this tab has shown, by key. */
const shown = new Map<string, SiteDocument>();

/**
 * Forgets what this tab holds, as a fresh page load would: the next page reads the document's
 * block again (if it still has one), then asks the server. Each client test starts this way.
 */
export function forgetSiteContent(): void {
  written = undefined;
  blockShown.clear();
  shown.clear();
}

/** Whether `search` asks for the drafts and this browser holds a staff session that may see them. */
function previewWanted(search: string): boolean {
  return new URLSearchParams(search).get('preview') === '1' && Boolean(getToken()) && hasStaffRole();
}

class ContentRequestError extends Error {}

async function request(key: string, preview: boolean): Promise<{ document: SiteDocument; preview: boolean }> {
  const token = preview ? getToken() : null;
  const response = await fetch(`/api/site-content/${encodeURIComponent(key)}${preview ? '?preview=1' : ''}`, {
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  // A session the server no longer accepts sees what everyone sees.
  if (preview && (response.status === 401 || response.status === 403)) return request(key, false);
  if (!response.ok) throw new ContentRequestError(`GET /api/site-content/${key} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isDocument(body)) throw new ContentRequestError(`GET /api/site-content/${key} answered no document`);
  return { document: body, preview };
}

export type SiteContentState<T> =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  /** `preview`: the drafts are shown (staff preview). */
  | { status: 'ready'; documents: T; preview: boolean };

type Documents = Record<string, SiteDocument>;

/** What a page holds for one set of keys in one mode (`id`). */
interface Held {
  id: string;
  documents: Documents | null;
  /** The drafts are shown. */
  preview: boolean;
  /** Taken from the block written for this very page load: nothing newer to ask for. */
  fresh: boolean;
  failed: boolean;
}

/**
 * The published documents of `keys` this tab holds, and whether all are the block's, not yet shown
 * (no side effect: React may call this twice for one render).
 */
function heldDocuments(keys: readonly string[]): { documents: Documents; fromBlock: boolean } | undefined {
  const block = writtenDocuments();
  const documents: Documents = {};
  let fromBlock = true;
  for (const key of keys) {
    const unshown = blockShown.has(key) ? undefined : block.get(key);
    const document = unshown ?? shown.get(key);
    if (!document) return undefined;
    if (!unshown) fromBlock = false;
    documents[key] = document;
  }
  return { documents, fromBlock };
}

function startHolding(id: string, keys: readonly string[], preview: boolean): Held {
  const held = preview ? undefined : heldDocuments(keys);
  return { id, documents: held?.documents ?? null, preview: false, fresh: held?.fromBlock ?? false, failed: false };
}

/**
 * The documents `keys` of the page, typed by the page (`T`: each key's SiteDocument). See the top of
 * this file for where they come from.
 */
export function useSiteContent<T extends { [key: string]: SiteDocument<unknown> }>(
  keys: readonly (keyof T & string)[],
): SiteContentState<T> {
  const { search } = useLocation();
  const preview = previewWanted(search);
  const id = `${keys.join(' ')}${preview ? ' (preview)' : ''}`;
  const [held, setHeld] = useState(() => startHolding(id, keys, preview));
  const [attempt, setAttempt] = useState(0);
  // Other keys, or preview on or off: start again from what the tab holds for them.
  let current = held;
  if (held.id !== id) {
    current = startHolding(id, keys, preview);
    setHeld(current);
  }

  const fresh = current.fresh;
  useEffect(() => {
    if (fresh) {
      // Shown: the block's documents are now this tab's, and the next page showing them asks again.
      for (const key of keys) {
        blockShown.add(key);
        shown.set(key, writtenDocuments().get(key)!);
      }
      return;
    }
    let cancelled = false;
    Promise.all(keys.map((key) => request(key, preview))).then(
      (answers) => {
        if (cancelled) return;
        const documents: Documents = {};
        for (const answer of answers) {
          documents[answer.document.key] = answer.document;
          if (!answer.preview) shown.set(answer.document.key, answer.document);
        }
        const draft = answers.some((answer) => answer.preview);
        setHeld({ id, documents, preview: draft, fresh: false, failed: false });
      },
      () => {
        if (!cancelled) setHeld((previous) => (previous.id === id ? { ...previous, failed: true } : previous));
      },
    );
    return () => {
      cancelled = true;
    };
    // `id` names the keys and the mode (and `keys` and `preview` follow from it); `attempt` is Try again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, attempt, fresh]);

  // What the tab held is shown while it is asked for again; a failure then changes nothing.
  if (current.documents) return { status: 'ready', documents: current.documents as T, preview: current.preview };
  if (current.failed) {
    return {
      status: 'failed',
      retry: () => {
        setHeld((previous) => ({ ...previous, failed: false }));
        setAttempt((count) => count + 1);
      },
    };
  }
  return { status: 'loading' };
}
