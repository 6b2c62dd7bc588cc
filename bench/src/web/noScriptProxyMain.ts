// The no-script proxy as a process of its own (started by webBench.ts through startChildServer):
// in the bench's process, Lighthouse's own work would delay the pages it measures.
import { startNoScriptProxy } from './noScriptProxy';

const { UPSTREAM_ORIGIN, PORT } = process.env;
if (!UPSTREAM_ORIGIN || !PORT) throw new Error('UPSTREAM_ORIGIN and PORT must be set');
const proxy = await startNoScriptProxy(UPSTREAM_ORIGIN, Number(PORT));
process.once('SIGTERM', () => void proxy.stop().then(() => process.exit(0)));
