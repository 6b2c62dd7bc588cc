/** A connection the cap could close to make room for a newcomer, as the cap sees it. */
export interface EvictionCandidate {
  /** Connections its address holds (itself included). */
  addressHolds: number;
  /** Whether it comes from the newcomer's own address (which loses a tie). */
  newcomersAddress: boolean;
  /** Requests of it being answered: 0 while idle or while its headers still arrive. */
  busy: number;
  /** Answering a request and moving bytes, either way, at an acceptable rate. */
  moving: boolean;
}

/**
 * Whether `a` is closed before `b`: a connection not moving bytes before one that is (an upload
 * or a download at an acceptable rate is never cut while anything else is held), then one of the
 * address holding the most (the newcomer's own on a tie), then an idle one before a busy one.
 * Equal ones keep their order, so with candidates oldest first the oldest goes.
 */
function closedBefore(a: EvictionCandidate, b: EvictionCandidate): boolean | undefined {
  if (a.moving !== b.moving) return !a.moving;
  if (a.addressHolds !== b.addressHolds) return a.addressHolds > b.addressHolds;
  if (a.newcomersAddress !== b.newcomersAddress) return a.newcomersAddress;
  if ((a.busy === 0) !== (b.busy === 0)) return a.busy === 0;
  return undefined;
}

/**
 * The connection to close in place of a newcomer, among `candidates` (the newcomer left out,
 * oldest first); undefined when there are none. One pass: the cap looks at every connection it
 * holds each time it is full.
 */
export function evictionChoice<T extends EvictionCandidate>(
  candidates: Iterable<T>,
): T | undefined {
  let chosen: T | undefined;
  for (const candidate of candidates)
    if (!chosen || closedBefore(candidate, chosen) === true) chosen = candidate;
  return chosen;
}
