import { satisfies } from 'semver';
import serverPackage from '../../../package.json' with { type: 'json' };

/**
 * The Node versions the server is built and tested on: its package.json's `engines`, the same
 * range as the project's (Node 20, which these machines have, reached its end of life 2026-04-30).
 */
export const SUPPORTED_NODE: string = serverPackage.engines.node;

/**
 * What to say at start when `version` is not a supported Node, else null: under NODE_ENV=production
 * a refusal (the server exits), so that an instance never serves visitors on a Node without
 * security fixes; elsewhere a warning, so that a developer's older Node still runs the site.
 */
export function unsupportedNode(
  version: string,
  production: boolean,
): { refuse: boolean; message: string } | null {
  if (satisfies(version, SUPPORTED_NODE)) return null;
  const why = `Node ${version} is not supported (supported: ${SUPPORTED_NODE}): it may lack security fixes`;
  return production
    ? {
        refuse: true,
        message: `refusing to start: ${why}, and NODE_ENV=production; run the server with a supported Node (docs/production.md)`,
      }
    : {
        refuse: false,
        message: `${why}; run the server with a supported Node (docs/production.md)`,
      };
}
