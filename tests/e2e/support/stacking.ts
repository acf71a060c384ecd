import type { Locator, Page } from 'playwright-core';

/**
 * Makes everything inside the elements matching `selector` take part in hit testing. Leaflet
 * leaves its tiles and labels out of it (`pointer-events: none`), so without this
 * `elementFromPoint` would look through a label that is painted on top; with it, the element hit
 * at a point is the one painted on top there.
 */
export async function hitTestEverythingIn(page: Page, selector: string): Promise<void> {
  await page.addStyleTag({ content: `${selector}, ${selector} * { pointer-events: auto !important; }` });
}

/** What `document.elementFromPoint` finds at a point: whether it lies in `owner`, and what it is. */
export interface Hit {
  inOwner: boolean;
  element: string;
}

/** The element painted on top at the middle of `target`, judged against the element `owner`. */
export async function hitAtCentreOf(target: Locator, owner: Locator): Promise<Hit> {
  const ownerHandle = await owner.elementHandle();
  try {
    return await target.evaluate((element, ownerElement) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return {
        inOwner: !!hit && !!ownerElement && ownerElement.contains(hit),
        element: hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing',
      };
    }, ownerHandle);
  } finally {
    await ownerHandle?.dispose();
  }
}
