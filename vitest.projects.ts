import { fileURLToPath } from 'node:url';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

// The one base every workspace's vitest.config.ts extends, so that timeouts and setup agree.

const domSetup = fileURLToPath(new URL('./packages/ui/src/testing/setupDom.ts', import.meta.url));

/** Tests that run in Node: servers, build tools, schemas. */
export function nodeProject(test: UserWorkspaceConfig['test'] = {}) {
  return defineProject({ test: { environment: 'node', ...test } });
}

/**
 * Tests that render React in jsdom, with jest-dom's matchers and a clean document after each
 * test; `setupFiles` are the workspace's own, run after the shared one.
 */
export function domProject({ setupFiles = [], ...test }: UserWorkspaceConfig['test'] = {}) {
  return defineProject({
    test: {
      environment: 'jsdom',
      setupFiles: [domSetup, ...(Array.isArray(setupFiles) ? setupFiles : [setupFiles])],
      // Rendering Chakra pages and typing into forms takes seconds on a two-core machine that
      // runs builds beside the tests.
      testTimeout: 30_000,
      ...test,
    },
  });
}
