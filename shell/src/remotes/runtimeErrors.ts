import { remoteNames } from '@gold/routes';
import { targetsOf } from './remoteTargets';
import { reportRemoteFailure } from './reportRemoteFailure';

const stackOf = (error: unknown): string | undefined =>
  error instanceof Error ? error.stack : undefined;

/** Reports the remote versions whose files appear in an error's stack. */
function attribute(stack: string | undefined, error: unknown): void {
  if (!stack) return;
  for (const name of remoteNames) {
    for (const target of targetsOf(name)) {
      // A version's files all lie under its entry's folder, which names the version.
      const folder = new URL('.', new URL(target.entry, window.location.href)).href;
      if (stack.includes(folder)) reportRemoteFailure(name, target.version, 'runtime', error);
    }
  }
}

/**
 * Counts what a remote's code throws after its page is up (an event handler, a timer, a promise
 * nobody awaited) against the version whose files threw it: a release that breaks on the first
 * tap is as broken as one that does not load. Errors of the shell's own code are not remotes'.
 */
export function watchRuntimeErrors(): void {
  window.addEventListener('error', (event) =>
    attribute(stackOf(event.error) ?? event.filename, event.error ?? event.message),
  );
  window.addEventListener('unhandledrejection', (event) =>
    attribute(stackOf(event.reason), event.reason),
  );
}
