interface Waiting<K, V> {
  key: K;
  resolve(value: V): void;
  reject(error: unknown): void;
}

/**
 * Collects the keys asked for while one GraphQL level resolves and loads them with a single call:
 * a list of N items costs one query, not N. One instance per request (it caches nothing).
 */
export class BatchLoader<K, V> {
  private waiting: Waiting<K, V>[] = [];

  constructor(
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly missing: V,
  ) {}

  load(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      // setImmediate runs after every pending promise job, so sibling fields have all asked by then.
      if (this.waiting.length === 0) setImmediate(() => void this.dispatch());
      this.waiting.push({ key, resolve, reject });
    });
  }

  private async dispatch(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    try {
      const values = await this.loadMany([...new Set(batch.map((item) => item.key))]);
      for (const item of batch) item.resolve(values.get(item.key) ?? this.missing);
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  }
}
