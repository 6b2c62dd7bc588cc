import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadServerConfig } from '@gold/config/server';
import { buildApp } from './app';
import { createDatabase } from './db';
import { gracefulStop } from './lifecycle/gracefulStop';

// The bundle lives in packages/server/dist: the checkout is three folders up.
const defaultWebRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

async function main() {
  const config = loadServerConfig();
  const db = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: resolve(config.dataDir),
  });
  const app = await buildApp({
    config,
    db,
    webRoot: config.webRoot ?? defaultWebRoot,
    shellDist: config.shellDist,
    autoPublish: config.autoPublish,
  });
  const stop = gracefulStop({
    app,
    db,
    graceMs: config.shutdownGraceSeconds * 1000,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`site on http://localhost:${config.port}/ (database: ${db.engine})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
