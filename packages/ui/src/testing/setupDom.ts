import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';

// Set up before every jsdom test file of the workspace (vitest.projects.ts): jest-dom's matchers
// (toBeVisible, toHaveAttribute...), and after each test no DOM, fake clock or stub left behind
// (vitest runs without globals, so Testing Library cannot clean up by itself).
expect.extend(matchers);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
