import type { Page } from 'playwright-core';

import { PublicPage } from './pages/public-page';
import { useE2eApp } from './support/app';
import { layoutShifts, observeLayoutShifts } from './support/layout-shifts';
import { arrangePublicContent, type PublicContent, publicRoutes, waitForImages } from './support/public-routes';
import { VIEWPORT_NAMES } from './support/viewports';

// Every public route at both sizes, loaded once each: the page must not jump while it loads, and
// no visible text may be drawn below 12 px.

const app = useE2eApp();
let content: PublicContent;

beforeAll(async () => {
  content = await arrangePublicContent(app);
});

/** Google's "good" CLS is 0.1; the site holds itself to half of that. */
const MAX_CLS = 0.05;
/** The smallest text the site draws, in CSS pixels as drawn. */
const MIN_FONT_PX = 12;

/** Every visible element with text of its own drawn below `min` px, named with its text and size. */
async function textBelow(page: Page, min: number): Promise<string[]> {
  return page.evaluate((minimum) => {
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const ownText = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!ownText) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
      const box = element.getBoundingClientRect();
      // Hidden (display: none) has no box; visually hidden text is clipped to a pixel: neither is drawn.
      if (box.width <= 1 || box.height <= 1) continue;
      let drawn = parseFloat(style.fontSize);
      // SVG text is drawn at its font size times the picture's scale.
      if (element instanceof SVGGraphicsElement) drawn *= element.getScreenCTM()?.a ?? 1;
      if (drawn < minimum) {
        const classes =
          typeof element.className === 'string' && element.className ? ` class="${element.className}"` : '';
        found.push(`<${element.tagName.toLowerCase()}${classes}> "${ownText.slice(0, 40)}" at ${drawn.toFixed(1)} px`);
      }
    }
    return found;
  }, min);
}

describe.each(VIEWPORT_NAMES)('at the %s size', (size) => {
  it.each(publicRoutes(() => content).map((route) => [route.path, route] as const))(
    'loads %s without jumping (CLS at most 0.05) and draws no text below 12 px',
    async (_path, route) => {
      const page = await app.open(size);
      await page.addInitScript(observeLayoutShifts);
      await new PublicPage(page).goto(app.server.url, route.path);
      // Loaded: the page's own content is shown, its pictures are in and its fonts are ready.
      await route.ready?.(page);
      await waitForImages(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));

      const measured = await layoutShifts(page);
      const report = `${route.path} at the ${size} size: CLS ${measured.total.toFixed(3)}\n${measured.shifts.join('\n')}`;
      expect({ report, withinBudget: measured.total <= MAX_CLS }).toEqual({ report, withinBudget: true });

      expect(await textBelow(page, MIN_FONT_PX)).toEqual([]);
    },
  );
});
