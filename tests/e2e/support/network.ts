import type { Page, Request } from 'playwright-core';

import { eventually } from './eventually';

const tracked = new WeakMap<Page, NetworkActivity>();

/**
 * The page's requests in flight. `quiet` waits until none has been for a short moment: what
 * `waitForLoadState('networkidle')` does, without its fixed half second, and usable after an
 * in-app navigation too (networkidle only covers page loads).
 */
export class NetworkActivity {
  private readonly inFlight = new Set<Request>();
  private lastChange = Date.now();

  private constructor(page: Page) {
    page.on('request', (request) => this.change(() => this.inFlight.add(request)));
    page.on('requestfinished', (request) => this.change(() => this.inFlight.delete(request)));
    page.on('requestfailed', (request) => this.change(() => this.inFlight.delete(request)));
  }

  /** The page's tracker, started on first use: call it before the page navigates. */
  static of(page: Page): NetworkActivity {
    let activity = tracked.get(page);
    if (!activity) {
      activity = new NetworkActivity(page);
      tracked.set(page, activity);
    }
    return activity;
  }

  private change(apply: () => void) {
    apply();
    this.lastChange = Date.now();
  }

  async quiet(quietMs = 200): Promise<void> {
    await eventually(
      () => {
        const pending = [...this.inFlight].map((request) => request.url());
        expect({ pending, quiet: Date.now() - this.lastChange >= quietMs }).toEqual({ pending: [], quiet: true });
      },
      undefined,
      50,
    );
  }
}
