import { readFileSync } from 'node:fs';

import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

let axeScript: string | undefined;

/**
 * Evaluated through the DevTools protocol, which the page's CSP (same-origin scripts only) does
 * not apply to: no script tag, no request, and the CSP under test stays as it is.
 */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  axeScript ??= readFileSync(AXE_SOURCE, 'utf8');
  await page.evaluate(axeScript);
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

interface AxeInPage {
  run(context: Document, options: object): Promise<AxeResults>;
  _audit: {
    rules: { id: string; impact?: string; any: Check[]; all: Check[]; none: Check[] }[];
    checks: Record<string, { impact?: string } | undefined>;
  };
}
type Check = string | { id: string };

/**
 * Runs axe on the page as it is now and answers its serious and critical violations. Rules that
 * can only ever report minor or moderate problems (their own impact, or else the highest impact of
 * their checks, is below serious) are switched off: their findings would be filtered out anyway.
 */
export async function seriousViolations(page: Page): Promise<Result[]> {
  await injectAxe(page);
  const violations = await page.evaluate(
    (blocking) => {
      const axe = (window as unknown as { axe: AxeInPage }).axe;
      const rules: Record<string, { enabled: boolean }> = {};
      for (const rule of axe._audit.rules) {
        const impacts = rule.impact
          ? [rule.impact]
          : [...rule.any, ...rule.all, ...rule.none].map(
              (check) => axe._audit.checks[typeof check === 'string' ? check : check.id]?.impact,
            );
        if (impacts.every((impact) => impact !== undefined && !blocking.includes(impact))) {
          rules[rule.id] = { enabled: false };
        }
      }
      // Only the violations cross back to the test (passes and the rest are large and unused).
      return axe.run(document, { resultTypes: ['violations'], rules }).then((results) => results.violations);
    },
    [...BLOCKING],
  );
  return violations.filter((violation) => violation.impact && BLOCKING.has(violation.impact));
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
