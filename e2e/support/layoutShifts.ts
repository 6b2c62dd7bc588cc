import type { Page } from '@playwright/test';

/** One layout shift as the page saw it: its score and what moved. */
export interface Shift {
  value: number;
  moved: string[];
}

/** Starts recording, before the page loads, every layout shift the visitor did not cause. */
export async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    // Layout Instability API entries; TypeScript's DOM library does not know them.
    type LayoutShiftEntry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    };
    const shifts: Shift[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: entry.sources.map((source) => source.node?.nodeName ?? '(removed)'),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, once the frames already drawn have been reported. */
export async function shiftsSoFar(page: Page): Promise<Shift[]> {
  return page.evaluate(async () => {
    await new Promise((settled) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(settled, 100))),
    );
    return (window as unknown as { shifts: Shift[] }).shifts;
  });
}
