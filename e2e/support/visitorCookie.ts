/** The cookie the server keeps a visitor's id and canary bucket in, signed. */
export const VISITOR_COOKIE = 'mf_bucket';

/** The bucket (0-99) a visitor cookie of the server's holds: its payload is base64url JSON. */
export function bucketOf(cookie: string): number {
  const [payload] = cookie.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as {
    bucket: number;
  };
  return claims.bucket;
}

/** The visitor cookie an answer of the server gives (Set-Cookie), if any. */
export function visitorCookieIn(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${VISITOR_COOKIE}=`))
    ?.split(';')[0]
    ?.slice(VISITOR_COOKIE.length + 1);
}

/**
 * The `n`th client address (0-65535) of the benchmarking range (198.18.0.0/15): only ever named
 * in a header, never sent traffic.
 */
export const testAddress = (n: number) => `198.18.${Math.floor(n / 256) % 256}.${n % 256}`;

// Addresses handed to new visitors so far, from the top of the range down (the protocol
// visitors count up from 0).
let addresses = 0;

/**
 * The visitor cookie the server gives a new visitor of `origin`, as a browser would get it, from
 * a network of its own: the server derives a new visitor's bucket from its network, named in
 * X-Forwarded-For to a server that trusts a proxy in front (TRUST_PROXY).
 */
async function newVisitor(origin: string): Promise<string> {
  const response = await fetch(`${origin}/website/home`, {
    method: 'HEAD',
    headers: { 'x-forwarded-for': testAddress(65_535 - (addresses++ % 30_000)) },
  });
  const value = visitorCookieIn(response);
  if (!value) throw new Error(`${origin} gave a new visitor no ${VISITOR_COOKIE} cookie`);
  return value;
}

const TRIES = 3000;

/**
 * A new visitor's cookie from the server at `origin`, with a bucket `wanted` takes: asked for as
 * a new visitor would get one, again until one lands there. The server assigns buckets itself
 * and refuses any other, so a test that needs a canary's (or stable's) visitor asks for one so.
 * Never the same visitor twice.
 */
export async function visitorCookie(
  origin: string,
  wanted: (bucket: number) => boolean,
): Promise<string> {
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const cookie = await newVisitor(origin);
    if (wanted(bucketOf(cookie))) return cookie;
  }
  throw new Error(
    `${origin} gave no new visitor a bucket as wanted in ${TRIES} tries: does it trust X-Forwarded-For (TRUST_PROXY)?`,
  );
}

/** A new visitor of a canary at `percent`. */
export const canaryVisitorCookie = (origin: string, percent: number) =>
  visitorCookie(origin, (bucket) => bucket < percent);

/** A new visitor of stable beside a canary at `percent`. */
export const stableVisitorCookie = (origin: string, percent: number) =>
  visitorCookie(origin, (bucket) => bucket >= percent);

// Visitors met so far, by origin and bucket, for tests that ask for one bucket exactly.
const byBucket = new Map<string, Map<number, string>>();

/**
 * A visitor's cookie in exactly `bucket` (0-99) from `origin`: where the tests ask what one bucket
 * is served (the edge of a canary's share). Visitors met on the way are kept for later asks, so
 * the same visitor may be handed out again.
 */
export async function bucketCookie(origin: string, bucket: number): Promise<string> {
  const met = byBucket.get(origin) ?? new Map<number, string>();
  byBucket.set(origin, met);
  for (let attempt = 0; !met.has(bucket) && attempt < TRIES; attempt += 1) {
    const cookie = await newVisitor(origin);
    met.set(bucketOf(cookie), cookie);
  }
  const cookie = met.get(bucket);
  if (!cookie)
    throw new Error(
      `${origin} gave no visitor bucket ${bucket} in ${TRIES} tries: does it trust X-Forwarded-For (TRUST_PROXY)?`,
    );
  return cookie;
}
