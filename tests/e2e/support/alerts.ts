import type { Page } from 'playwright-core';

/**
 * The texts of every window.alert the page shows (the back office reports failures with alerts,
 * SPEC section 8). Each is dismissed, so the page goes on; a journey asserts the list is empty.
 */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss().catch(() => undefined);
  });
  return alerts;
}
