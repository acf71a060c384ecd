/**
 * The published documents as last rendered by this process, each with the stored content it was
 * rendered from (its fingerprint): rendering rich text (Tiptap, then sanitize-html) is the costly
 * part of a page's content, and the published content seldom changes. An entry serves only while
 * the stored content is the same, so a publish in another process (or a row changed by hand) is
 * seen at the next read; a publish here also drops its entry. Rendered content is shared between
 * requests: read-only.
 */
export class SiteContentRenderCache {
  private readonly entries = new Map<string, { fingerprint: string; content: Record<string, unknown> }>();

  get(key: string, fingerprint: string): Record<string, unknown> | undefined {
    const entry = this.entries.get(key);
    return entry?.fingerprint === fingerprint ? entry.content : undefined;
  }

  /** Keeps one rendition per document key (the keys are the site's few documents). */
  set(key: string, fingerprint: string, content: Record<string, unknown>): void {
    this.entries.set(key, { fingerprint, content });
  }

  invalidate(key: string): void {
    this.entries.delete(key);
  }
}
