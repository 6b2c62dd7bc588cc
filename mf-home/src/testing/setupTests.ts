import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { preferReducedMotion } from './reducedMotion';

// jest-dom's matchers (toBeVisible, toHaveAttribute...) for every test of this remote.
expect.extend(matchers);

// Every test starts with motion allowed (jsdom has no matchMedia) and leaves no DOM, fake clock or stub behind.
beforeEach(() => preferReducedMotion(false));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
