/**
 * Valid requests and their parts, generated from a seed, for the server's load, fuzz and
 * hardening tests (not used by the server itself).
 */
import { encryptPayload } from '@gold/cipher/node';
import type { CalculatorRequest, FranchiseEnquiry } from '@gold/contracts';

/** A small, fast, seeded pseudo-random generator (mulberry32): the same seed, the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` written in letters (a, b, ..., z, ba, bb, ...): a unique tag the name rules accept. */
export function letterTag(n: number): string {
  let tag = '';
  let rest = n;
  do {
    tag = String.fromCharCode(97 + (rest % 26)) + tag;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return tag;
}

/** A valid franchise enquiry whose name carries `tag`. */
export function validEnquiry(tag: string): FranchiseEnquiry {
  return {
    name: `Load Test ${tag}`,
    mobileNumber: '9000012345',
    mailId: 'load.test@example.com',
    previousExperiences: '4',
    totalFundAvailableForInvest: '2500000',
    totalFundAvailableNow: '1500000',
  };
}

/** A valid calculator request whose name carries `tag`. */
export function validLead(tag: string): CalculatorRequest {
  return {
    name: `Load Test ${tag}`,
    mobileNumber: '9876543210',
    emailId: 'load.test@example.com',
    city: 'Chennai',
    goldGrams: '10.25',
    goldCarat: '22',
  };
}

/** The franchise form as the partner page sends it: encrypted `data`, optional certificate. */
export function franchiseForm(
  enquiry: unknown,
  key: string,
  certificate?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
): FormData {
  const form = new FormData();
  form.append('data', encryptPayload(enquiry, key));
  if (certificate) {
    form.append(
      'professionalCertificate',
      new Blob([certificate.bytes], { type: certificate.type }),
      certificate.name,
    );
  }
  return form;
}

/** A FormData encoded by the platform's own encoder: its bytes and Content-Type. */
export async function encodeForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** A well-formed XSRF token, as a page's cookie carries it. */
export const TEST_XSRF_TOKEN = 'T'.repeat(32);

/** The cookie and header a page of ours sends with every state-changing API request. */
export const xsrfHeaders: Readonly<Record<string, string>> = {
  cookie: `XSRF-TOKEN=${TEST_XSRF_TOKEN}`,
  'x-xsrf-token': TEST_XSRF_TOKEN,
};
