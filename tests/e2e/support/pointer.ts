import type { Locator, Page } from 'playwright-core';

export interface Point {
  x: number;
  y: number;
}

/** The middle of an element on screen (it must be visible). */
export async function centreOf(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The points of a straight path from `from` to `to` in `steps` equal steps (`from` excluded). */
export function straightPath(from: Point, to: Point, steps: number): Point[] {
  return Array.from({ length: steps }, (_, index) => {
    const share = (index + 1) / steps;
    return { x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share };
  });
}

/**
 * Moves the real mouse along `path` at a person's pace: one move, then a pause of `pauseMs`.
 * Playwright's own `steps` send every move at once, faster than any hand, so no timer could fire
 * on the way.
 */
export async function moveSlowly(page: Page, path: readonly Point[], pauseMs = 25): Promise<void> {
  for (const point of path) {
    await page.mouse.move(point.x, point.y);
    await page.waitForTimeout(pauseMs);
  }
}

/**
 * Moves the real mouse along `path` at a steady pace on the page's clock: one move, then
 * `pauseMs` of the page's time. The page must run on Playwright's fake clock, paused
 * (`page.clock.install()` before it loads, `pauseAt` before the way): its timers then see the
 * same pace however long a loaded machine takes to deliver each move.
 */
export async function moveAtPaceOfPageClock(page: Page, path: readonly Point[], pauseMs = 25): Promise<void> {
  for (const point of path) {
    await page.mouse.move(point.x, point.y);
    await page.clock.runFor(pauseMs);
  }
}
