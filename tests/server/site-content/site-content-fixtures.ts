import type { TestServer } from '../../helpers/test-server';

export const PAGE_FIELDS = `key title path fields draft hasUnpublishedChanges draftUpdatedAt draftUpdatedBy { id name }
  publishedAt publishedBy { id name } version images { id alt width height src }`;

export const SITE_CONTENT = `query ($key: String!, $preview: Boolean) {
  siteContent(key: $key, preview: $preview) { key content version privacyVersion preview }
}`;
export const PAGE = `query ($key: String!) { siteContentPage(key: $key) { ${PAGE_FIELDS} } }`;
export const PAGES = `{ siteContentPages { ${PAGE_FIELDS} } }`;
export const REVISIONS = `query ($key: String!) {
  siteContentRevisions(key: $key) { id key number publishedAt publishedBy { id name } privacyVersion content }
}`;
export const SAVE = `mutation ($key: String!, $content: JSONObject!) {
  saveSiteContentDraft(key: $key, content: $content) { ${PAGE_FIELDS} }
}`;
export const PUBLISH = `mutation ($key: String!) { publishSiteContent(key: $key) { ${PAGE_FIELDS} } }`;
export const DISCARD = `mutation ($key: String!) { discardSiteContentDraft(key: $key) { ${PAGE_FIELDS} } }`;
export const RESTORE = `mutation ($id: ID!) { restoreSiteContentRevision(id: $id) { ${PAGE_FIELDS} } }`;
export const UPLOAD = `mutation ($file: Upload!, $alt: String!) {
  uploadSiteImage(file: $file, alt: $alt) { id alt width height src }
}`;

export type Doc = Record<string, unknown> & { hero?: Record<string, unknown> };

export interface PageView {
  key: string;
  draft: Doc;
  hasUnpublishedChanges: boolean;
  version: number;
  draftUpdatedBy: { id: string; name: string } | null;
  publishedAt: string | null;
  publishedBy: { id: string; name: string } | null;
  images: { id: string; alt: string; width: number; height: number; src: string }[];
}

export interface Rendered {
  key: string;
  content: Record<string, unknown> & { hero?: Record<string, unknown> };
  version: number;
  privacyVersion: string | null;
  preview: boolean;
}

/** A document's draft as the back office reads it (ADMIN's token). */
export async function draftOf(t: TestServer, admin: string, key: string): Promise<Doc> {
  const answer = await t.gql<{ siteContentPage: PageView }>(PAGE, { key }, admin);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.siteContentPage.draft;
}

/** Saves a draft and answers the page, or throws with the errors. */
export async function saveDraft(t: TestServer, admin: string, key: string, content: unknown): Promise<PageView> {
  const answer = await t.gql<{ saveSiteContentDraft: PageView }>(SAVE, { key, content }, admin);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.saveSiteContentDraft;
}

export async function publish(t: TestServer, admin: string, key: string): Promise<PageView> {
  const answer = await t.gql<{ publishSiteContent: PageView }>(PUBLISH, { key }, admin);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.publishSiteContent;
}

/** The public rendition (no token). */
export async function published(t: TestServer, key: string): Promise<Rendered> {
  const answer = await t.gql<{ siteContent: Rendered }>(SITE_CONTENT, { key });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.siteContent;
}

/** A Tiptap document of paragraphs, each a list of text nodes. */
export const doc = (...paragraphs: Record<string, unknown>[][]) => ({
  type: 'doc',
  content: paragraphs.map((content) => ({ type: 'paragraph', content })),
});
export const textNode = (text: string, marks?: Record<string, unknown>[]) => ({
  type: 'text',
  text,
  ...(marks ? { marks } : {}),
});
