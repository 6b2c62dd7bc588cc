/** One event of a DevTools protocol log, as Lighthouse keeps it. */
export interface DevtoolsEvent {
  method: string;
  params?: unknown;
}

interface CallFrame {
  url?: string;
}

interface StackTrace {
  callFrames?: CallFrame[];
  parent?: StackTrace;
}

interface RequestWillBeSent {
  requestId: string;
  request: { url: string };
  /** Seconds on the browser's monotonic clock (the trace's clock). */
  timestamp: number;
  type?: string;
  initiator?: { type: string; url?: string; stack?: StackTrace };
}

/** A request of a page load, with what started it. */
export interface NetworkRecord {
  requestId: string;
  /** Its URL and, after redirects, every URL it went through. */
  urls: string[];
  /** Start on the trace clock, in microseconds. */
  startUs: number;
  /** When it finished or failed, same clock; Infinity when the log never says. */
  endUs: number;
  /** Resource type as DevTools names it (Document, Script, Fetch...). */
  resourceType: string;
  /** The initiator's kind: parser, script, preload, other... */
  initiatorType: string;
  /**
   * Every URL the initiator names: the parser's document or stylesheet, or each script on the
   * initiating call stack, async parents included (Lighthouse turns async stacks on).
   */
  initiatorUrls: string[];
}

function stackUrls(stack: StackTrace | undefined): string[] {
  const urls: string[] = [];
  for (let frame = stack; frame; frame = frame.parent) {
    for (const call of frame.callFrames ?? []) if (call.url) urls.push(call.url);
  }
  return urls;
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/** The network requests of a DevTools log in start order, data: and blob: URLs left out. */
export function networkRecordsFrom(log: readonly DevtoolsEvent[]): NetworkRecord[] {
  const byId = new Map<string, NetworkRecord>();
  for (const event of log) {
    if (event.method === 'Network.loadingFinished' || event.method === 'Network.loadingFailed') {
      const { requestId, timestamp } = event.params as { requestId: string; timestamp: number };
      const record = byId.get(requestId);
      if (record) record.endUs = timestamp * 1e6;
      continue;
    }
    if (event.method !== 'Network.requestWillBeSent') continue;
    const params = event.params as RequestWillBeSent;
    const url = withoutFragment(params.request.url);
    if (url.startsWith('data:') || url.startsWith('blob:')) continue;
    const known = byId.get(params.requestId);
    if (known) {
      // A redirect keeps its request id: the same request, now at another URL.
      known.urls.push(url);
      continue;
    }
    const initiator = params.initiator;
    byId.set(params.requestId, {
      requestId: params.requestId,
      urls: [url],
      startUs: params.timestamp * 1e6,
      endUs: Number.POSITIVE_INFINITY,
      resourceType: params.type ?? 'Other',
      initiatorType: initiator?.type ?? 'other',
      initiatorUrls: [
        ...(initiator?.url ? [withoutFragment(initiator.url)] : []),
        ...stackUrls(initiator?.stack).map(withoutFragment),
      ],
    });
  }
  return [...byId.values()].sort((a, b) => a.startUs - b.startUs);
}
