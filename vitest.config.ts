import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each folder keeps its own config.
export default defineConfig({
  test: {
    projects: ['packages/*', 'shell', 'mf-*', 'ops-console', 'bench'],
  },
});
