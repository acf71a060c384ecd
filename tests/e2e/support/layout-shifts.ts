import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __layoutShifts?: { total: number; shifts: string[]; flush: () => void };
  }
}

/**
 * Starts counting a page's layout shifts from its first frame (installed with
 * `page.addInitScript(observeLayoutShifts)` before it loads): every shift not caused by recent
 * input, as CLS counts them, each remembered with the elements that moved, for a failure message.
 */
export function observeLayoutShifts(): void {
  interface LayoutShift extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null }[];
  }
  const describe = (node: Node | null | undefined) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const classes =
      typeof node.className === 'string' && node.className ? `.${node.className.split(' ').join('.')}` : '';
    return `${node.tagName.toLowerCase()}${classes}`;
  };
  const record = { total: 0, shifts: [] as string[], flush: () => take(observer.takeRecords()) };
  function take(entries: PerformanceEntryList) {
    for (const entry of entries as LayoutShift[]) {
      if (entry.hadRecentInput) continue;
      record.total += entry.value;
      const moved = (entry.sources ?? []).map((source) => describe(source.node)).join(', ');
      record.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved}`);
    }
  }
  const observer = new PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  window.__layoutShifts = record;
}

/** The page's layout shifts so far (after its last layout's are queued): the sum and one line per shift. */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: string[] }> {
  return page.evaluate(async () => {
    // Two frames, so the shifts of the last layout are queued, then taken from the queue.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const record = window.__layoutShifts!;
    record.flush();
    return { total: record.total, shifts: record.shifts };
  });
}
