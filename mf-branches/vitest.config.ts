import { defineProject } from 'vitest/config';

export default defineProject({
  // Page tests render Chakra and type into fields; a machine shared by parallel builds needs the headroom.
  test: { environment: 'jsdom', setupFiles: ['./src/testing/setupTests.ts'], testTimeout: 30_000 },
});
