import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import type { Page } from 'playwright-core';

import { type ViewportName, VIEWPORTS } from './viewports';

/** Where screenshots go (git-ignored), for a person to look at after a run. */
export const SCREENSHOT_DIR = path.resolve(__dirname, '../../../test-results/screenshots');

/** The size a page was opened at, by its viewport. */
export function viewportName(page: Page): ViewportName {
  const width = page.viewportSize()?.width;
  const found = (Object.keys(VIEWPORTS) as ViewportName[]).find((name) => VIEWPORTS[name].width === width);
  if (!found) throw new Error(`the page's viewport (width ${width}) is neither wide nor narrow`);
  return found;
}

/**
 * With E2E_SCREENSHOTS=1, saves test-results/screenshots/<name>-<wide|narrow>.png of the whole page
 * and answers its path; otherwise does nothing and answers undefined. No test reads them: they are
 * for a person to look at, and a full-page PNG costs a loaded 2-core machine about half a second.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string | undefined> {
  if (!process.env.E2E_SCREENSHOTS) return undefined;
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '-')}-${viewportName(page)}.png`);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
