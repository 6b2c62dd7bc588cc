import { createHash } from 'node:crypto';

/** The Content-Security-Policy source that allows one inline script, and only it, by its hash. */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}
