import { capacityRatios, type CapacityResult } from '../capacity/capacitySummary';
import { table } from './markdownTable';

const mb = (bytes: number | null) => (bytes === null ? '—' : `${Math.round(bytes / 2 ** 20)} MB`);
const times = (ratio: number | null) => (ratio === null ? '—' : `${ratio.toFixed(2)}×`);

/** The server beside nginx and node:http alone on the same files, and its memory. */
export function capacitySection(capacity: CapacityResult): string {
  const rows = capacity.runs.map((run) => [
    String(run.round),
    run.target,
    run.server,
    String(Math.round(run.requestsPerSecond)),
    String(run.p50Ms),
    String(run.p99Ms),
    String(Math.round(run.bytesPerAnswer)),
    String(run.non2xx + run.errors),
  ]);
  const ratios = capacityRatios(capacity.runs).map((ratio) => [
    String(ratio.round),
    ratio.target,
    times(ratio.requests),
    times(ratio.p99),
    times(ratio.bareRequests),
  ]);
  const { idleBytes, peakBytes, afterBytes, soak } = capacity.memory;
  return [
    `## Capacity: one instance beside nginx, ${capacity.connections} connections, ${capacity.seconds} s each`,
    '',
    table(
      ['Round', 'Target', 'Server', 'Req/s', 'p50 ms', 'p99 ms', 'Bytes/answer', 'Failed'],
      rows,
    ),
    '',
    table(
      ['Round', 'Target', 'Req/s server/nginx', 'p99 server/nginx', 'Req/s bare Node/nginx'],
      ratios,
    ),
    '',
    `- Resident memory of the server: ${mb(idleBytes)} idle, ${mb(peakBytes)} at the peak, ${mb(afterBytes)} idle again after the loads${soak ? `, the last of them ${Math.round(soak.seconds / 60)} min over every page and the file (${soak.requests.toLocaleString('en-US')} requests, ${Math.round(soak.requestsPerSecond)}/s, ${soak.failed} failed)` : ''}.`,
    "- The same files for all three: the home page's HTML as the server sent it once, and the largest hashed script of a remote it names, with their gzip forms (level 9) beside them for nginx's `gzip_static` and node:http. Each load asks as a browser does (`Accept-Encoding: gzip, deflate, br`), after 2 s of warm-up, one load at a time on loopback; autocannon shares the machine's cores with the server it loads.",
    "- nginx: one worker, sendfile, no access log. bare Node: node:http sending the files from memory, the ceiling of any Node server here. The server's page is kept per registry revision and version mix, compressed once, with each request's captcha and tokens put into it (`server/src/site/pageCache/`); nginx's is that one page, unchanged.",
  ].join('\n');
}
