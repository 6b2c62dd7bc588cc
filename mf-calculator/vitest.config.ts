import { defineProject } from 'vitest/config';

export default defineProject({
  // Form tests type into many fields; a machine shared by parallel builds needs the headroom.
  test: { environment: 'jsdom', testTimeout: 30_000 },
});
