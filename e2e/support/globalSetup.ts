import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOwnServer } from './serverProcess';

const TEMPLATE_PORT = Number(process.env.E2E_TEMPLATE_PORT ?? 8299);

/**
 * Prepares the database that the tests' own servers start from: the real server's first start
 * (initdb, migrations, seed) once for the run, with nothing published, stopped cleanly. Each own
 * server then copies it instead of running initdb again.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'gold-e2e-template-'));
  const server = await startOwnServer(TEMPLATE_PORT, { DATA_DIR: dataDir, AUTO_PUBLISH: '0' });
  await server.stop();
  const code = await server.exited;
  if (code !== 0) throw new Error(`the template's server exited with ${code}`);
  process.env.E2E_DATABASE_TEMPLATE = dataDir;
}
