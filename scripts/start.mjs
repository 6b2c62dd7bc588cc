#!/usr/bin/env node
// `npm start`: on a supported Node (scripts/supportedNode.mjs), install what is missing, build all
// six apps and the server, serve the site on PORT and ops on the port after it.
import { pnpm } from './pnpm.mjs';
import { setup } from './setup.mjs';
import { ensureSupportedNode } from './supportedNode.mjs';

await ensureSupportedNode();
setup();
pnpm(['-r', 'run', 'build']);
pnpm(['--filter', '@gold/server', 'run', 'start']);
