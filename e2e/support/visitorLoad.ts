import { apiPaths } from '@gold/contracts';
import { enquiryUpload } from './enquiryUpload';
import { uniqueName, xsrfHeaders } from './siteForms';

/** What a visitor load saw, through the proxy, until it was stopped. */
export interface VisitorTally {
  sent: Record<'page' | 'remoteFile' | 'enquiry', number>;
  /** Each answer that was a 5xx or no answer at all (status 0), as `path: status`. */
  failures: string[];
  /**
   * Answers neither 200 nor a 5xx (a 404 for a file the page named, an enquiry refused with
   * flag 0): broken for the visitor, if not an error of the server's.
   */
  otherStatuses: string[];
  slowestMs: number;
  /** The names of the enquiries answered flag 1. */
  acknowledged: string[];
}

const pages = ['/website/home', '/website/Calculator', '/website/partner'];

/**
 * Visitors through `url` until `stop()`: two loops that load a page and then every /remotes file
 * (hashed names included) its HTML names, as a browser does, and one that sends a franchise
 * enquiry with a certificate a few times a second. `aesKey` is the site's.
 */
export function visitorLoad(url: string, enquiryPrefix: string, aesKey: string) {
  const tally: VisitorTally = {
    sent: { page: 0, remoteFile: 0, enquiry: 0 },
    failures: [],
    otherStatuses: [],
    slowestMs: 0,
    acknowledged: [],
  };
  const stopped = new AbortController();
  const timed = async (path: string, init?: RequestInit) => {
    const started = Date.now();
    try {
      const response = await fetch(`${url}${path}`, init);
      const text = await response.text();
      return { status: response.status, text };
    } catch (error) {
      return { status: 0, text: String(error) };
    } finally {
      tally.slowestMs = Math.max(tally.slowestMs, Date.now() - started);
    }
  };
  const count = (path: string, status: number) => {
    if (status === 0 || status >= 500) tally.failures.push(`${path}: ${status}`);
    else if (status !== 200) tally.otherStatuses.push(`${path}: ${status}`);
  };
  const visit = async (page: string) => {
    tally.sent.page += 1;
    const { status, text } = await timed(page);
    count(page, status);
    const files = new Set(text.match(/\/remotes\/[^"'\s<>)]+\.(?:js|css|json)/g) ?? []);
    for (const file of files) {
      tally.sent.remoteFile += 1;
      count(file, (await timed(file)).status);
    }
  };
  const enquire = async () => {
    const upload = await enquiryUpload(uniqueName(enquiryPrefix), { aesKey });
    tally.sent.enquiry += 1;
    const path = `/api/${apiPaths.franchiseEnquiry}`;
    const { status, text } = await timed(path, {
      method: 'POST',
      headers: { 'content-type': upload.contentType, ...xsrfHeaders },
      body: upload.body,
    });
    const flag = status === 200 ? (JSON.parse(text) as { flag?: number }).flag : undefined;
    if (flag === 1) tally.acknowledged.push(upload.name);
    else if (status === 200) tally.otherStatuses.push(`${path}: flag ${flag}`);
    else count(path, status);
    // A few a second: enquiries are people, not a flood.
    await new Promise((resolve) => setTimeout(resolve, 150));
  };
  const loop = async (work: (round: number) => Promise<void>) => {
    for (let round = 0; !stopped.signal.aborted; round += 1) await work(round);
  };
  const running = Promise.all([
    loop((round) => visit(pages[round % pages.length]!)),
    loop((round) => visit(pages[(round + 1) % pages.length]!)),
    loop(enquire),
  ]);
  return {
    async stop(): Promise<VisitorTally> {
      stopped.abort();
      await running;
      return tally;
    },
  };
}
