import { vi } from 'vitest';

/** Makes `prefers-reduced-motion: reduce` match (or not) for the rest of the test; jsdom has no matchMedia. */
export function preferReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
