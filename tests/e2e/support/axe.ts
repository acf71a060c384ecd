import { readFileSync } from 'node:fs';

import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = require.resolve('axe-core/axe.min.js');
// The site's CSP allows same-origin scripts only, so axe is served from a same-origin path that
// only this test's browser knows about, instead of disabling the CSP under test.
const AXE_PATH = '/__e2e__/axe.min.js';

let axeScript: string | undefined;

async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  axeScript ??= readFileSync(AXE_SOURCE, 'utf8');
  const url = new URL(AXE_PATH, page.url()).toString();
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: axeScript }));
  await page.addScriptTag({ url });
}

const BLOCKING = new Set(['serious', 'critical']);

/** One line per element: the rule, its impact, its help text, the element's selector and markup. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    - ${node.target.join(' ')}  ${node.html.slice(0, 160)}`)
        .join('\n');
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
    })
    .join('\n');
}

/** Runs axe on the page as it is now and answers its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<Result[]> {
  await injectAxe(page);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  return results.violations.filter((violation) => violation.impact && BLOCKING.has(violation.impact));
}

/** Fails, listing every serious or critical violation (rule and elements), when axe finds any. */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  const violations = await seriousViolations(page);
  if (violations.length > 0) {
    const count = violations.reduce((total, violation) => total + violation.nodes.length, 0);
    throw new Error(
      `axe found ${violations.length} serious or critical rule(s) on ${label} (${count} element(s)):\n${describeViolations(violations)}`,
    );
  }
}
