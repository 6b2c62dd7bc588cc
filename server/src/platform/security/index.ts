import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../database';
import fastifyPlugin from 'fastify-plugin';
import { addDefaultBodyLimit } from './bodyLimits';
import { addRateLimits, type RateLimits } from './rateLimits';
import { addSecurityHeaders } from './securityHeaders';

export interface SecurityOptions {
  /** Per-client limits (the config's `rateLimits`). */
  rateLimits: RateLimits;
  /** Origins of remote versions hosted elsewhere, which the CSP must allow (default none). */
  remoteOrigins?: () => readonly string[];
  /** CSP sources of the inline scripts the site's pages carry, by their hash (default none). */
  inlineScripts?: readonly string[];
  /** The database several instances share (PostgreSQL): rate limits are counted there. */
  sharedDatabase?: Queryable;
}

const hardening: FastifyPluginAsync<SecurityOptions> = async (
  app,
  { rateLimits, remoteOrigins, inlineScripts, sharedDatabase },
) => {
  addSecurityHeaders(app, remoteOrigins, inlineScripts);
  addDefaultBodyLimit(app);
  await addRateLimits(app, rateLimits, sharedDatabase);
};

/**
 * Hardening of every answer of the server: security headers (CSP and friends), per-client rate
 * limits on the form endpoints and the beacon, and a body limit on every route. Register it
 * before any route: it applies to the routes registered after it, in every plugin.
 */
export const securityHardening = fastifyPlugin(hardening, {
  name: 'security-hardening',
  fastify: '5.x',
});
