#!/usr/bin/env node
// `npm start`: install what is missing, build all six apps and the server, serve the site on PORT
// and ops on the port after it.
import { pnpm } from './pnpm.mjs';
import { setup } from './setup.mjs';

setup();
pnpm(['-r', 'run', 'build']);
pnpm(['--filter', '@gold/server', 'run', 'start']);
