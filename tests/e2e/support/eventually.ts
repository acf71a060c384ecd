import type { Locator, Page } from 'playwright-core';

/**
 * How long a waiting assertion waits: as long as a locator action does (support/browser.ts), so a
 * loaded machine rendering a lazy chunk slowly is slowness, not a failure.
 */
export const EXPECT_TIMEOUT_MS = 30_000;

/**
 * Retries an assertion until it passes or the time is up (playwright-core has no web-first
 * `expect`); the last failure is what the test reports.
 */
export async function eventually<T>(
  assertion: () => T | Promise<T>,
  timeoutMs = EXPECT_TIMEOUT_MS,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

// The readers below never wait for an element themselves (allInnerTexts, count, evaluateAll answer
// at once), so each try of `eventually` is quick and the whole wait stays within its timeout.

/** Waits until the locator matches exactly one element whose trimmed text is `expected`. */
export async function expectText(locator: Locator, expected: string | RegExp, timeoutMs?: number): Promise<void> {
  await eventually(async () => {
    const texts = (await locator.allInnerTexts()).map((text) => text.trim());
    expect(texts).toEqual([typeof expected === 'string' ? expected : expect.stringMatching(expected)]);
  }, timeoutMs);
}

/** Waits until the locator matches exactly `count` elements. */
export async function expectCount(locator: Locator, count: number, timeoutMs?: number): Promise<void> {
  await eventually(async () => expect(await locator.count()).toBe(count), timeoutMs);
}

/** Waits until the trimmed texts of every element the locator matches are `expected`, in order. */
export async function expectTexts(locator: Locator, expected: string[], timeoutMs?: number): Promise<void> {
  await eventually(async () => {
    expect((await locator.allInnerTexts()).map((text) => text.trim())).toEqual(expected);
  }, timeoutMs);
}

/** Waits until the locator's single element has the attribute with this value (null: has none). */
export async function expectAttribute(
  locator: Locator,
  name: string,
  value: string | null,
  timeoutMs?: number,
): Promise<void> {
  await eventually(async () => {
    const values = await locator.evaluateAll(
      (elements, attribute) => elements.map((element) => element.getAttribute(attribute)),
      name,
    );
    expect(values).toEqual([value]);
  }, timeoutMs);
}

/** Waits until a form control's value is `value`. */
export async function expectValue(locator: Locator, value: string, timeoutMs?: number): Promise<void> {
  await eventually(async () => {
    const values = await locator.evaluateAll((elements) =>
      elements.map((element) => (element as HTMLInputElement).value),
    );
    expect(values).toEqual([value]);
  }, timeoutMs);
}

/** Waits until each locator's visibility is as listed (e.g. a menu's entries all shown). */
export async function expectVisibility(locators: Locator[], visible: boolean[], timeoutMs?: number): Promise<void> {
  await eventually(async () => {
    expect(await Promise.all(locators.map((locator) => locator.isVisible()))).toEqual(visible);
  }, timeoutMs);
}

/** Waits until the element has focus. */
export async function expectFocused(locator: Locator, timeoutMs?: number): Promise<void> {
  await eventually(async () => {
    expect(await locator.evaluate((element) => element === document.activeElement, undefined, { timeout: 1000 })).toBe(
      true,
    );
  }, timeoutMs);
}

/**
 * Checks that nothing makes the element visible for a while: the honest form of "X does not
 * happen" when there is no event to wait for (e.g. hovering on a phone opens no menu).
 */
export async function expectStaysHidden(locator: Locator, forMs = 300): Promise<void> {
  const until = Date.now() + forMs;
  do {
    expect(await locator.isVisible()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
  } while (Date.now() < until);
}

/**
 * Waits for `locator`; when it never shows, the error also says what the page showed instead (its
 * address, headings, focused element, open dialogs and the start of its main text), so a failure
 * seen once in a long run can be read from the log.
 */
export async function waitOrDescribe(page: Page, locator: Locator, timeoutMs?: number): Promise<void> {
  try {
    await locator.waitFor({ timeout: timeoutMs });
  } catch (error) {
    const shown = await page
      .evaluate(() => ({
        url: location.href,
        headings: Array.from(document.querySelectorAll('h1, h2')).map((heading) => heading.textContent),
        focused: document.activeElement?.outerHTML.slice(0, 200),
        dialogs: Array.from(document.querySelectorAll('[role="dialog"]')).map((dialog) =>
          dialog.textContent?.slice(0, 200),
        ),
        main: document.querySelector('main')?.innerText.slice(0, 800),
        // Whether the document is still loading, and what shows when there is no main at all.
        readyState: document.readyState,
        body: document.querySelector('main') ? undefined : document.body?.innerHTML.slice(0, 800),
      }))
      .catch((unreadable: unknown) => String(unreadable));
    (error as Error).message += `\nThe page instead: ${JSON.stringify(shown, null, 1)}`;
    throw error;
  }
}
