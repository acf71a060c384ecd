/**
 * The public list's answers (pages, searches, facet counts), kept in this process's memory so that
 * the same question asked again costs no SQL. An answer is dropped:
 * - on every job write made through JobService in this process (`invalidate()`), whichever job;
 * - at the next closing instant of any open job (read from `job_closes_at_idx` before an answer is
 *   computed), so no answer ever shows a job past its closing date, nor counts one;
 * - after `ttlMs`, the bound on what a write by another process (or by hand in SQL) can leave stale.
 *
 * Concurrent misses of one key share one computation. An answer whose computation overlapped a
 * write is handed to its callers but not kept. Answers are shared between requests: read-only.
 */
export interface JobReadCacheOptions {
  /** How long an answer may be kept at most; 0 turns the cache off. */
  ttlMs: number;
  /** How many job rows all kept answers may hold together (a facet answer counts as one). */
  maxRows: number;
  /** Milliseconds since the epoch (tests move it). */
  clock?: () => number;
  /** Another cache whose `invalidate()` (a job write) drops this one's answers too. */
  invalidatedWith?: JobReadCache;
}

interface Entry {
  value: Promise<unknown>;
  /** The job rows it holds once computed (0 while in flight). */
  rows: number;
  expiresAt: number;
}

export class JobReadCache {
  private readonly entries = new Map<string, Entry>();
  private rows = 0;
  private generation = 0;
  /** The next instant a job closes, as a bound read for the current generation. */
  private nextClosing: { generation: number; at: Promise<number> } | null = null;
  private readonly clock: () => number;
  private readonly followers: JobReadCache[] = [];

  constructor(private readonly options: JobReadCacheOptions) {
    this.clock = options.clock ?? Date.now;
    options.invalidatedWith?.followers.push(this);
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** Forgets every answer: a job was created, changed or archived. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.rows = 0;
    this.nextClosing = null;
    for (const follower of this.followers) follower.invalidate();
  }

  /**
   * The answer kept under `key`, or `load()`'s, kept until the earliest of the TTL and the next
   * closing instant (`nextClosingAt()`: milliseconds, Infinity when no open job has a closing
   * date). `rowsOf` says how many job rows the answer holds.
   */
  async get<T>(
    key: string,
    load: () => Promise<T>,
    nextClosingAt: () => Promise<number>,
    rowsOf: (value: T) => number,
  ): Promise<T> {
    if (!this.enabled) return load();
    const now = this.clock();
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > now) return kept.value as Promise<T>;
    if (kept) this.drop(key, kept);
    const generation = this.generation;
    // Read before the answer, so any job the answer shows closes no earlier than this bound.
    const closing = this.closingBound(generation, nextClosingAt);
    const value = closing.then(() => load());
    const entry: Entry = { value, rows: 0, expiresAt: now + this.options.ttlMs };
    this.entries.set(key, entry);
    try {
      const [answer, closesAt] = await Promise.all([value, closing]);
      if (this.entries.get(key) === entry) {
        if (generation !== this.generation) this.drop(key, entry);
        else {
          entry.expiresAt = Math.min(entry.expiresAt, closesAt);
          entry.rows = Math.max(1, rowsOf(answer));
          this.rows += entry.rows;
          this.evict();
        }
      }
      return answer;
    } catch (error) {
      if (this.entries.get(key) === entry) this.drop(key, entry);
      throw error;
    }
  }

  /** How many answers are kept (tests). */
  get size(): number {
    return this.entries.size;
  }

  private closingBound(generation: number, nextClosingAt: () => Promise<number>): Promise<number> {
    const now = this.clock();
    const known = this.nextClosing;
    if (known && known.generation === generation) {
      // Past it, a later bound is needed (the job that closed no longer counts).
      return known.at.then((at) => (at > now ? at : this.readClosing(generation, nextClosingAt)));
    }
    return this.readClosing(generation, nextClosingAt);
  }

  private readClosing(generation: number, nextClosingAt: () => Promise<number>): Promise<number> {
    const at = nextClosingAt();
    at.catch(() => undefined);
    if (generation === this.generation) this.nextClosing = { generation, at };
    return at;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.rows -= entry.rows;
  }

  /** Oldest answers first, until the kept rows fit. */
  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.rows <= this.options.maxRows) return;
      this.drop(key, entry);
    }
  }
}
