import type { Page } from 'playwright-core';

/** A JavaScript file the page downloaded, with its text. */
export interface LoadedScript {
  url: string;
  body: string;
}

/**
 * Keeps every JavaScript file a page downloads (from the moment this is called), in order, so a
 * test can tell what one step of a journey loaded.
 */
export class ScriptLog {
  private readonly scripts: LoadedScript[] = [];
  private readonly pending = new Set<Promise<void>>();

  constructor(page: Page) {
    page.on('response', (response) => {
      const url = response.url();
      if (response.request().resourceType() !== 'script' && !/\.m?js(\?|$)/.test(new URL(url).pathname)) return;
      const read = response
        .text()
        .then((body) => void this.scripts.push({ url, body }))
        .catch(() => undefined)
        .finally(() => this.pending.delete(read));
      this.pending.add(read);
    });
  }

  /** Everything downloaded so far (waits for bodies still being read). */
  async all(): Promise<LoadedScript[]> {
    await Promise.all([...this.pending]);
    return [...this.scripts];
  }

  /** A mark to pass to `since`. */
  async mark(): Promise<number> {
    return (await this.all()).length;
  }

  /** What was downloaded after `mark`. */
  async since(mark: number): Promise<LoadedScript[]> {
    return (await this.all()).slice(mark);
  }
}

export function fileNames(scripts: LoadedScript[]): string[] {
  return scripts.map((script) => new URL(script.url).pathname);
}

export function containing(scripts: LoadedScript[], text: string | RegExp): string[] {
  return fileNames(
    scripts.filter((script) => (typeof text === 'string' ? script.body.includes(text) : text.test(script.body))),
  );
}
