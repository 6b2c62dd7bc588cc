import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { addDefaultBodyLimit } from './bodyLimits';
import { addRateLimits, type RateLimits } from './rateLimits';
import { addSecurityHeaders } from './securityHeaders';

export interface SecurityOptions {
  /** Per-client limits (the config's `rateLimits`). */
  rateLimits: RateLimits;
}

const hardening: FastifyPluginAsync<SecurityOptions> = async (app, { rateLimits }) => {
  addSecurityHeaders(app);
  addDefaultBodyLimit(app);
  await addRateLimits(app, rateLimits);
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
