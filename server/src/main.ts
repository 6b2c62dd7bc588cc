import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ConfigError,
  hostNameOf,
  isAnyAddress,
  listenerUrl,
  loadServerConfig,
  missingSiteUrl,
  MEMORY_ENVIRONMENT,
  opsUrlOf,
  unsafeSecret,
} from '@gold/config/server';
import { buildApp, newFastify } from './app';
import { createDatabase } from './platform/database';
import { armFaultPoint } from './platform/faults/faultPoints';
import { seedIfEmpty } from './api/store/seed';
import { DrainState } from './platform/lifecycle/drainState';
import { gracefulStop } from './platform/lifecycle/gracefulStop';
import { unsupportedNode } from './platform/lifecycle/nodeSupport';
import { OPS_CONNECTIONS, connectionCap, descriptorLimit } from './platform/security/connectionCap';

// The bundle lives in server/dist, wherever the checkout was moved: the checkout is
// two folders up (rspack.config.ts leaves import.meta.url to be read at run time).
const defaultWebRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where a listener answers, as an operator reads it: its address and port, and for one on every
 * address where this machine reaches it.
 */
function listenAddress({ address, port }: AddressInfo): string {
  const here = isAnyAddress(address) ? ` (every address; here ${listenerUrl(address, port)}/)` : '';
  return `http://${hostNameOf(address)}:${port}/${here}`;
}

async function main() {
  const config = loadServerConfig();
  const oldNode = unsupportedNode(process.version, config.production);
  const refusal =
    (oldNode?.refuse ? oldNode.message : null) ?? unsafeSecret(config) ?? missingSiteUrl();
  if (refusal) throw new ConfigError(refusal);
  armFaultPoint(process.env, config.production);
  // Before the database opens: a limit too low to serve refuses to start.
  const cap = connectionCap(descriptorLimit(), config.connectionLimits.maxConnections);
  const db = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: resolve(config.dataDir),
    seed: seedIfEmpty,
    timeouts: config.databaseTimeouts,
  });
  // /ops and the console on a listener of their own, another origin than the visitors' pages.
  const opsApp = newFastify(config, true, OPS_CONNECTIONS, 'ops');
  const drain = new DrainState();
  const app = await buildApp({
    config,
    opsApp,
    db,
    webRoot: config.webRoot ?? defaultWebRoot,
    autoPublish: config.autoPublish,
    drain,
    maxConnections: cap.total,
  });
  if (cap.lowered) app.log.warn(cap.message);
  else app.log.info(cap.message);
  const stop = gracefulStop({
    apps: [app, opsApp],
    db,
    drain,
    drainMs: config.drainSeconds * 1000,
    graceMs: config.shutdownGraceSeconds * 1000,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  await opsApp.listen(config.opsListener).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    const { host, port } = config.opsListener;
    throw new ConfigError(
      `the ops listener's port ${host}:${port} is taken (the port after PORT unless OPS_PORT is set): set OPS_PORT to a free one`,
    );
  });
  const port = (instance: typeof app) => (instance.server.address() as AddressInfo).port;
  app.log.info(
    `site on ${listenAddress(app.server.address() as AddressInfo)} (database: ${db.engine}, Node ${process.version})`,
  );
  if (oldNode) app.log.warn(oldNode.message);
  if (config.production && process.platform === 'linux' && !process.env.MALLOC_ARENA_MAX)
    app.log.warn(
      `MALLOC_ARENA_MAX is not set: resident memory grows under load and stays; start the server with ${Object.entries(
        MEMORY_ENVIRONMENT,
      )
        .map(([name, value]) => `${name}=${value}`)
        .join(' ')} (docs/production.md)`,
    );
  const opsUrl = opsUrlOf({
    ...config,
    opsListener: { ...config.opsListener, port: port(opsApp) },
  });
  app.log.info(`release console on ${opsUrl}/ops/ (ops answer there only, not on the site's port)`);
}

main().catch((error: unknown) => {
  // A setting to fix is an operator's mistake, not a crash: one line that says what, no stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
