import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { blockedAddress } from './blockedAddresses';

/** What one registration may cost: bytes, time and redirects. */
export interface DownloadLimits {
  /** Bytes of the manifest, which is parsed whole (a copy or two of it in memory at once). */
  manifestBytes: number;
  /** Bytes of any other file (the entry), hashed as it arrives and never held. */
  fileBytes: number;
  /** Bytes of every file of the build together. */
  buildBytes: number;
  /** Milliseconds for a connection to be made. */
  connectMs: number;
  /** Milliseconds for the whole registration: every lookup, connection and byte. */
  totalMs: number;
  /** Same-origin redirects followed per file. */
  redirects: number;
}

/** An address the host name was resolved to. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has (the system's resolver by default). */
export type Resolve = (host: string) => Promise<ResolvedAddress[]>;

const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/** A file not fetched, with the reason for the log (the caller is told only that it was not). */
export class NotFetched extends Error {
  override name = 'NotFetched';
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** `promise`, or the signal's reason once it aborts (a lookup cannot itself be aborted). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** One line of why a request failed, for the log. */
function reasonOf(error: unknown, limits: DownloadLimits, signal: AbortSignal): string {
  if (error instanceof NotFetched) return error.message;
  // An abort in the middle of a body surfaces as the connection's reset, not as the abort.
  if (signal.aborted) return `the registration took longer than ${limits.totalMs} ms`;
  const { message, code } = error as { message?: string; code?: string };
  return code ?? message ?? String(error);
}

export interface GuardedDownloadOptions {
  /** The only origin files may come from, redirects included. */
  origin: string;
  /** Listed in EXTERNAL_BUILD_ORIGINS: its addresses are trusted, private ones included. */
  listed: boolean;
  limits: DownloadLimits;
  resolve?: Resolve;
  /** Why an address is refused, or null (tests name loopback addresses of their own). */
  refusedAddress?: (address: string) => string | null;
}

/** Takes a file's bytes as they arrive. */
export type TakeChunk = (chunk: Buffer) => void;

/** Downloads one file, giving its bytes to `take` as they arrive; at most `maxBytes` of them. */
export type Download = (url: URL, maxBytes: number, take: TakeChunk) => Promise<void>;

/** A file read whole by `download`, within `maxBytes`. */
export async function downloadWhole(
  download: Download,
  url: URL,
  maxBytes: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await download(url, maxBytes, (chunk) => chunks.push(chunk));
  return Buffer.concat(chunks);
}

/**
 * Downloads files of one origin for one registration. Each request connects to an address this
 * function resolved and checked itself (the socket never looks the name up again, so a DNS answer
 * changed in between cannot slip a private address through); redirects are followed by hand, a
 * few at most, within the origin, each hop checked again; each file is read as a stream and cut
 * the moment it or the whole build crosses its byte cap, so memory stays at the caps whatever the
 * other side declares or sends. All within one deadline.
 */
export function guardedDownload({
  origin,
  listed,
  limits,
  resolve = systemResolve,
  refusedAddress = blockedAddress,
}: GuardedDownloadOptions): Download {
  const signal = AbortSignal.timeout(limits.totalMs);
  let bytesLeft = limits.buildBytes;

  const addressFor = async (url: URL): Promise<ResolvedAddress> => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const answers = isIP(host)
      ? [{ address: host, family: isIP(host) }]
      : await abortable(resolve(host), signal);
    if (!listed) {
      for (const { address } of answers) {
        const blocked = refusedAddress(address);
        if (blocked) throw new NotFetched(`${host} resolves to ${address}, ${blocked}`);
      }
    }
    const [first] = answers;
    if (!first) throw new NotFetched(`${host} has no address`);
    return first;
  };

  const requestOnce = (url: URL, target: ResolvedAddress) =>
    new Promise<IncomingMessage>((resolveResponse, reject) => {
      const pinned: LookupFunction = (_host, options, callback) => {
        if (options.all) callback(null, [target]);
        else callback(null, target.address, target.family);
      };
      const request = (url.protocol === 'https:' ? https : http).request(url, {
        agent: false,
        signal,
        lookup: pinned,
        headers: { accept: '*/*', 'accept-encoding': 'identity' },
      });
      const connectTimer = setTimeout(
        () => request.destroy(new NotFetched(`no connection within ${limits.connectMs} ms`)),
        limits.connectMs,
      );
      request.once('socket', (socket) => socket.once('connect', () => clearTimeout(connectTimer)));
      request.once('response', (response) => {
        clearTimeout(connectTimer);
        resolveResponse(response);
      });
      request.once('error', (error) => {
        clearTimeout(connectTimer);
        reject(error);
      });
      request.end();
    });

  const readCapped = async (
    response: IncomingMessage,
    maxBytes: number,
    take: TakeChunk,
  ): Promise<void> => {
    const cap = Math.min(maxBytes, bytesLeft);
    const declared = Number(response.headers['content-length']);
    if (declared > cap) {
      response.destroy();
      throw new NotFetched(`declares ${declared} bytes, more than the ${cap} left`);
    }
    let received = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > cap) {
        response.destroy();
        throw new NotFetched(`more than the ${cap} bytes left`);
      }
      take(chunk);
    }
    bytesLeft -= received;
  };

  return async (url, maxBytes, take) => {
    try {
      let current = url;
      for (let hop = 0; ; hop += 1) {
        if (current.origin !== origin) throw new NotFetched(`${current.origin} is another origin`);
        const response = await requestOnce(current, await addressFor(current));
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status)) {
          response.destroy();
          if (hop >= limits.redirects)
            throw new NotFetched(`more than ${limits.redirects} redirects`);
          const location = response.headers.location;
          if (!location) throw new NotFetched(`HTTP ${status} without a Location`);
          current = new URL(location, current);
          continue;
        }
        if (status !== 200) {
          response.destroy();
          throw new NotFetched(`HTTP ${status}`);
        }
        return await readCapped(response, maxBytes, take);
      }
    } catch (error) {
      throw new NotFetched(reasonOf(error, limits, signal));
    }
  };
}
