import { defineProject } from 'vitest/config';

export default defineProject({
  // Rendering the Chakra pages in jsdom takes seconds on a busy two-core machine.
  test: { environment: 'jsdom', setupFiles: ['./src/testing/setupTests.ts'], testTimeout: 20_000 },
});
