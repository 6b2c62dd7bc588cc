import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadServerConfig, unsafeSecret } from '@gold/config/server';
import { buildApp, newFastify } from './app';
import { createDatabase } from './db';
import { gracefulStop } from './lifecycle/gracefulStop';

// The bundle lives in packages/server/dist: the checkout is three folders up.
const defaultWebRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

async function main() {
  const config = loadServerConfig();
  const refusal = unsafeSecret(config);
  if (refusal) throw new ConfigError(refusal);
  const db = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: resolve(config.dataDir),
  });
  // With OPS_PORT, /ops gets a listener of its own (and 404 on the site's port).
  const ops = config.opsListener && { listener: config.opsListener, app: newFastify(config) };
  const app = await buildApp({
    config,
    opsApp: ops?.app,
    db,
    webRoot: config.webRoot ?? defaultWebRoot,
    shellDist: config.shellDist,
    autoPublish: config.autoPublish,
  });
  const stop = gracefulStop({
    apps: ops ? [app, ops.app] : [app],
    db,
    graceMs: config.shutdownGraceSeconds * 1000,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`site on http://localhost:${config.port}/ (database: ${db.engine})`);
  if (ops) {
    await ops.app.listen(ops.listener);
    app.log.info(`ops on ${ops.listener.host}:${ops.listener.port}, not on the site's port`);
  }
}

main().catch((error: unknown) => {
  // A setting to fix is an operator's mistake, not a crash: one line that says what, no stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
