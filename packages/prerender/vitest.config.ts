import { defineProject } from 'vitest/config';

// Prerendering runs in Node at build time, so its tests do too: no DOM.
export default defineProject({
  test: { environment: 'node' },
});
