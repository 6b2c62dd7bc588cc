import { satisfies } from 'semver';
import serverPackage from '../../../package.json' with { type: 'json' };

/**
 * The Node versions the server is built and tested on: its package.json's `engines`, the same
 * range as the project's (Node 20, which these machines have, reached its end of life 2026-04-30).
 */
export const SUPPORTED_NODE: string = serverPackage.engines.node;

/**
 * The warning to log at start when `version` is not a supported Node, else null. A warning, not a
 * refusal: a server on an old Node still serves, and a refusal would turn a missed upgrade into an
 * outage; the log and docs/production.md tell the operator which Node to run it with.
 */
export function unsupportedNodeWarning(version: string): string | null {
  if (satisfies(version, SUPPORTED_NODE)) return null;
  return `Node ${version} is not supported (supported: ${SUPPORTED_NODE}): it may lack security fixes; run the server with a supported Node (docs/production.md)`;
}
