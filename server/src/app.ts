import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { ConfigError, type ServerConfig } from '@gold/config/server';
import { apiRoutes } from './api';
import { priceCalculation } from './api/goldRateCalculate';
import { serverLoggerOptions } from './platform/logging/serverLogger';
import { echoRequestId, requestIdOptions } from './platform/logging/requestId';
import { answerErrorsWithRequestId, opsErrorHandler } from './platform/http/errorShapes';
import { ServerMetrics } from './platform/metrics/serverMetrics';
import { countRequests } from './platform/metrics/httpMetrics';
import { metricsRoute } from './platform/metrics/metricsRoute';
import { timedQueries } from './platform/metrics/timedQueries';
import { type Database } from './platform/database';
import { goldRateCache } from './api/store';
import { opsRoutes } from './opsRoutes';
import { guardOpsListener, refuseOpsOnPublicListener } from './platform/ops/opsListener';
import { DrainState } from './platform/lifecycle/drainState';
import { healthRoutes } from './platform/lifecycle/healthRoutes';
import { Readiness } from './platform/lifecycle/readiness';
import { consoleDistIn, consoleRoutes } from './release/console/consoleRoutes';
import { autoPublishLocalBuilds } from './release/registry/autoPublish';
import { localBuildFolders, readShellBuild } from './release/builds/localReleases';
import { VisitorTally } from './release/canary/visitorTally';
import { REPORT_WINDOW_MS } from './release/visitors/pageViewToken';
import { CanaryGuard } from './release/canary/canaryGuard';
import { guardWindowOf } from './release/canary/canaryReadings';
import { armedFaultPoint } from './platform/faults/faultPoints';
import { moveLegacyCertificates } from './api/legacyCertificateFiles';
import { importLegacyReleaseFolders } from './release/builds/legacyReleaseFolders';
import { RegistryService } from './release/registry/registryService';
import { ReleaseCache } from './release/builds/releaseCache';
import { watchRegistry } from './release/registry/registryWatcher';
import { securityHardening } from './platform/security';
import { enforceBodyRate } from './platform/security/bodyRate';
import { connectionLimitOptions, limitConnections } from './platform/security/connectionLimits';
import { closeAfterEarlyAnswers } from './platform/security/earlyAnswers';
import { refuseAbsoluteTargets, refuseMissingHost } from './platform/security/malformedRequests';
import { addXsrfGuard } from './api/xsrf';
import { fastifyProxyTrust } from './platform/security/proxyTrust';
import { removeUploadLeftovers } from './api/uploadLeftovers';
import { TokenSigner } from './platform/security/signedToken';
import { telemetryRoutes } from './release/visitors/telemetryRoutes';
import { currentVersionsRoute } from './release/visitors/currentVersionsRoute';
import { shellDistIn, webRoutes } from './site/webRoutes';
import { INLINE_SCRIPT_SOURCES } from './site/inlineScripts';

export interface AppOptions {
  config: ServerConfig;
  db: Database;
  /** The checkout whose built shell and remotes this process serves. */
  webRoot: string;
  /** The release console's build; default `<webRoot>/ops-console/dist`. */
  consoleDist?: string;
  /** Publish and promote the remotes built in `webRoot` at start-up (`npm start` on one machine). */
  autoPublish?: boolean;
  /** Fastify's logger: on for the real server, off in tests. */
  logger?: boolean;
  /**
   * The instance of the ops listener (OPS_PORT): /ops and the console are served there only, and
   * the returned instance answers 404 for /ops. The server always gives one; without it (unit
   * tests, through `inject`) /ops is registered on the returned instance, which production refuses.
   */
  opsApp?: FastifyInstance;
  /** Set by the server's SIGTERM handler: `/readyz` answers 503 from then on. */
  drain?: DrainState;
  /** The site listener's cap on open connections (see `connectionCap`); none when undefined. */
  maxConnections?: number;
}

/** Which listener a Fastify instance is: the visitors' site, or ops (its refusals in the /ops shape). */
export type Listener = 'site' | 'ops';

/**
 * A Fastify instance as the server's listeners are made: its logger, proxy trust, request ids on
 * every log line and every answer, the error handler of its listener, and connection limits,
 * `maxConnections` open at most.
 */
export function newFastify(
  config: ServerConfig,
  logger = true,
  maxConnections?: number,
  listener: Listener = 'site',
): FastifyInstance {
  const app = Fastify({
    ...(logger ? serverLoggerOptions(config.logLevel) : { logger: false }),
    ...connectionLimitOptions(config.connectionLimits),
    trustProxy: fastifyProxyTrust(config.trustProxy),
    ...requestIdOptions(config.trustProxy),
  });
  echoRequestId(app);
  if (listener === 'ops') app.setErrorHandler(opsErrorHandler);
  else answerErrorsWithRequestId(app);
  const { perClient, minBodyBytesPerSecond } = config.connectionLimits;
  limitConnections(
    app.server,
    { perClient, total: maxConnections, movingBytesPerSecond: minBodyBytesPerSecond },
    app.log,
  );
  enforceBodyRate(app.server, config.connectionLimits);
  closeAfterEarlyAnswers(app);
  refuseMissingHost(app);
  refuseAbsoluteTargets(app);
  return app;
}

/** The one server: the API under /api, ops under /ops, the shell's pages and every remote's files. */
export async function buildApp({
  config,
  db: untimedDb,
  webRoot,
  consoleDist = consoleDistIn(webRoot),
  autoPublish = true,
  logger = true,
  opsApp,
  drain = new DrainState(),
  maxConnections,
}: AppOptions): Promise<FastifyInstance> {
  if (config.production && !opsApp)
    throw new ConfigError('refusing to serve /ops on the public listener with NODE_ENV=production');
  const app = newFastify(config, logger, maxConnections);
  const metrics = new ServerMetrics(untimedDb.engine, () => untimedDb.poolUse());
  // Every statement of this app is timed, the readiness check's too (at most one a second).
  const db = timedQueries(untimedDb, metrics);
  countRequests(app, metrics, 'site');
  if (opsApp) countRequests(opsApp, metrics, 'ops');
  const dataDir = resolve(config.dataDir);
  const fault = armedFaultPoint();
  if (fault) app.log.warn(`fault injection: this process kills itself at ${fault}`);
  const shellDist = shellDistIn(webRoot);
  const shellBuild = readShellBuild(shellDist);
  const registry = new RegistryService(
    db,
    () => shellBuild,
    {
      siteIsHttps: config.public.siteUrl.startsWith('https:'),
      listedOrigins: config.externalBuildOrigins,
    },
    { served: (revision, ms) => metrics.registryServed(revision, ms) },
  );
  const legacy = await importLegacyReleaseFolders(db, join(dataDir, 'releases'));
  if (legacy.imported.length)
    app.log.info(`moved into the database: ${legacy.imported.join(', ')}`);
  if (legacy.broken.length)
    app.log.warn(legacy, 'old release folders that could not be read were left on disk');
  if (autoPublish) await autoPublishLocalBuilds(registry, localBuildFolders(webRoot), app.log);
  // The database holds every release; this instance keeps a local copy of what it serves.
  const releases = new ReleaseCache(db, join(dataDir, 'release-cache'));
  await releases.removeLeftovers();
  const watcher = watchRegistry(db, registry, app.log);
  app.addHook('onClose', () => watcher.stop());
  const { intervalSeconds, flushSeconds } = config.canaryGuard;
  const visitors = new VisitorTally(db, app.log, {
    flushMs: flushSeconds * 1000,
    reportWindowMs: REPORT_WINDOW_MS,
  });
  const guard = new CanaryGuard(db, registry, {
    ...guardWindowOf(config.canaryGuard),
    intervalMs: intervalSeconds * 1000,
    log: app.log,
    metrics,
  });
  guard.start();
  app.addHook('onClose', async () => {
    await guard.stop();
    await visitors.stop();
  });
  await moveLegacyCertificates(db, join(dataDir, 'uploads'), app.log);
  await removeUploadLeftovers(db, join(dataDir, 'uploads'), { log: app.log });

  // Brotli at a middling quality: most of the gain of 11 at a fraction of the CPU per response.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // First: its headers, limits and rate limits apply to every route registered after it.
  const hardening = {
    rateLimits: config.rateLimits,
    remoteOrigins: () => registry.originsOfExternalVersions(),
    inlineScripts: INLINE_SCRIPT_SOURCES,
    // PGlite has one process by construction; its counters stay in memory, as fast as before.
    sharedDatabase: db.engine === 'postgres' ? db : undefined,
  };
  await app.register(securityHardening, hardening);
  if (opsApp) {
    await opsApp.register(securityHardening, hardening);
    guardOpsListener(opsApp, config.opsHostNames);
  }
  await app.register(fastifyCookie);
  addXsrfGuard(app);
  const readiness = new Readiness({
    db,
    drain,
    registryLoaded: () => registry.snapshot(),
    unrunnableLive: () => registry.unrunnableLive(),
    // The copies of release files are written there as requests come (certificates are held in
    // memory until they are in the database: no enquiry needs the disk).
    writableFolders: [releases.root],
    log: app.log,
  });
  // What keeps this instance from being ready is in its log from the start, not once a load balancer asks.
  await readiness.check();
  metrics.reportReadiness(() => readiness.check());
  await app.register(healthRoutes, { readiness });
  // Rates change a few times a day: visitors read them from memory, at most a second old when
  // another process wrote them (this one invalidates on its own writes).
  const rates = goldRateCache(db, { maxAgeMs: 1000 });
  // One pricing of the calculator, with one queue of leads, for the API and the page's plain post.
  const price = priceCalculation({ db, rates });
  await app.register(apiRoutes, { prefix: '/api', db, config, rates, price });
  await (opsApp ?? app).register(opsRoutes, { prefix: '/ops', db, config, registry, rates });
  // The release console beside the endpoints it calls, on the same listener and origin.
  await (opsApp ?? app).register(consoleRoutes, { prefix: '/ops', consoleDist });
  if (opsApp) refuseOpsOnPublicListener(app);
  const scrapeTokens = [config.metricsToken ?? [], config.opsToken].flat();
  await (opsApp ?? app).register(metricsRoute, { metrics, tokens: scrapeTokens });
  const signer = new TokenSigner(config.signingKey);
  await app.register(telemetryRoutes, { db, signer, visitors, metrics });
  await app.register(currentVersionsRoute, { registry });
  await app.register(webRoutes, {
    config,
    shellDist,
    registry,
    releases,
    db,
    rates,
    signer,
    price,
  });
  return app;
}
