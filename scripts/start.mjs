#!/usr/bin/env node
// `npm start`: install what is missing, build all six apps and the server, serve on one port.
import { pnpm } from './pnpm.mjs';
import { setup } from './setup.mjs';

setup();
pnpm(['-r', 'run', 'build']);
pnpm(['--filter', '@gold/server', 'run', 'start']);
