import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { ServerConfig } from '@gold/config/server';
import { apiRoutes } from './api';
import type { Database } from './db';
import { opsRoutes } from './ops';
import { findLocalReleases } from './registry/localReleases';
import { shellDistIn, webRoutes } from './web/webRoutes';

export interface AppOptions {
  config: ServerConfig;
  db: Database;
  /** The checkout whose built shell and remotes this process serves. */
  webRoot: string;
  /** Another build of the shell to serve (the bench's monolith); default `<webRoot>/shell/dist`. */
  shellDist?: string;
  /** Fastify's logger: on for the real server, off in tests. */
  logger?: boolean;
}

/** The one server: the API under /api, the shell's pages and every remote's files. */
export async function buildApp({
  config,
  db,
  webRoot,
  shellDist,
  logger = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    trustProxy: true,
  });
  await app.register(fastifyCookie);
  await app.register(apiRoutes, { prefix: '/api', db, config });
  await app.register(opsRoutes, { prefix: '/ops', db, config });
  await app.register(webRoutes, {
    config,
    shellDist: shellDist ?? shellDistIn(webRoot),
    releases: findLocalReleases(webRoot),
  });
  return app;
}
