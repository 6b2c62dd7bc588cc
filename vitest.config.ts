import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each folder keeps its own config.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'server',
      'shell',
      'mf-*',
      'ops-console',
      'bench',
      'scripts',
      'deploy',
    ],
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, where the
    // other core then sat idle through a test file's imports and waits.
    maxWorkers: availableParallelism(),
  },
});
