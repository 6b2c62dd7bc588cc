import { describe, expect, it } from 'vitest';
import {
  BUNDLER_RUNTIME_GLOBAL,
  federationFromShell,
  publishBundlerRuntime,
} from './bundlerRuntimeGlobal';

const consumes = () => 'consumes';
const initContainerEntry = () => 'the remote starts its container';
const attachShareScopeMap = () => undefined;

function shellPage(release = '2.9.2') {
  const scope: Record<string, unknown> = {};
  const shellS = { default: {} };
  publishBundlerRuntime(scope, release, {
    bundlerRuntime: { consumes, initContainerEntry: undefined, S: shellS },
    attachShareScopeMap,
  });
  return { scope, shellS };
}

describe('the bundler runtime the shell publishes for its remotes', () => {
  it("gives each remote the shell's functions around state of its own", () => {
    const { scope, shellS } = shellPage();
    const runtime = { name: "the remote's own runtime module" };
    const home = federationFromShell(scope, '2.9.2', { runtime, initContainerEntry });
    const content = federationFromShell(scope, '2.9.2', { runtime, initContainerEntry });
    expect(home.bundlerRuntime.consumes).toBe(consumes);
    expect(home.attachShareScopeMap).toBe(attachShareScopeMap);
    expect(home.runtime).toBe(runtime);
    expect(home.bundlerRuntime.initContainerEntry).toBe(initContainerEntry);
    expect(home.instance).toBeUndefined();
    expect(home.bundlerRuntime.S).toEqual({});
    expect(home.bundlerRuntime.S).not.toBe(shellS);
    expect(home.bundlerRuntime.S).not.toBe(content.bundlerRuntime.S);
    expect(home.bundlerRuntimeOptions).not.toBe(content.bundlerRuntimeOptions);
  });

  it('publishes under the one global the remotes read', () => {
    const { scope } = shellPage();
    expect(Object.keys(scope)).toEqual([BUNDLER_RUNTIME_GLOBAL]);
  });

  it('stops a remote loaded without a shell, saying so', () => {
    expect(() =>
      federationFromShell({}, '2.9.2', { runtime: {}, initContainerEntry }),
    ).toThrowError('no shell has provided one: load it through the shell');
  });

  it('stops a remote built with another Module Federation release, naming both', () => {
    const { scope } = shellPage('2.9.2');
    expect(() =>
      federationFromShell(scope, '2.10.0', { runtime: {}, initContainerEntry }),
    ).toThrowError(
      'This remote was built with Module Federation 2.10.0 and the shell with 2.9.2: build both with the same release.',
    );
  });
});
