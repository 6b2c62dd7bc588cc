#!/usr/bin/env node
// `npm start`: on a supported Node (scripts/supportedNode.mjs), install what is missing, build all
// six apps and the server, serve the site on PORT and ops on the port after it. The server logs
// JSON lines (what a log shipper reads); here they are printed as plain lines for a person.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';
import { setup } from './setup.mjs';
import { ensureSupportedNode } from './supportedNode.mjs';

await ensureSupportedNode();
setup();
pnpm(['-r', 'run', 'build']);

// Installed by setup() above, and TypeScript that only a supported Node reads: imported only now.
const { default: plainLines } = await import('pino-pretty');
const { MEMORY_ENVIRONMENT } = await import('../packages/config/src/memoryEnvironment.ts');
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.mjs'], {
  cwd: join(dirname(fileURLToPath(import.meta.url)), '..', 'server'),
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...MEMORY_ENVIRONMENT, ...process.env },
});
server.stdout.pipe(
  plainLines({
    colorize: process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    destination: 1,
  }),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
