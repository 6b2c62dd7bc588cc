import * as fc from 'fast-check';

/** What the API must do with a generated request. */
export type Expected =
  | { outcome: 'refused' }
  /** A valid read: flag 1, nothing written. */
  | { outcome: 'read' }
  /** A valid enquiry or lead: flag 1 and exactly this one new row in `table` (and its file). */
  | { outcome: 'stored'; table: string; row: Record<string, string | number | null> };

/** One generated request to the API, and what the API must do with it. */
export interface FuzzCase {
  /** What kind of input it is: 'valid', or what is wrong with it. */
  category: string;
  method: 'POST' | 'GET' | 'PUT';
  /** Under /api/. */
  path: string;
  contentType?: string;
  body?: Buffer | string;
  expected: Expected;
}

/** Text fast-check prints for a failing case: what it is, not megabytes of body. */
function describeCase(this: FuzzCase): string {
  const size = this.body === undefined ? 0 : Buffer.byteLength(this.body);
  const head =
    this.body === undefined ? '' : Buffer.from(this.body).subarray(0, 300).toString('latin1');
  return `${this.category}: ${this.method} /api/${this.path} [${this.contentType ?? 'no type'}] ${size} bytes ${JSON.stringify(head)} -> ${JSON.stringify(this.expected)}`;
}

export function fuzzCase(fields: FuzzCase): FuzzCase {
  return Object.assign(fields, { [fc.toStringMethod]: describeCase });
}

/** A POST of `body` as JSON to an endpoint. */
export const jsonPost = (
  category: string,
  path: string,
  body: string,
  expected: Expected = { outcome: 'refused' },
  contentType = 'application/json',
): FuzzCase => fuzzCase({ category, method: 'POST', path, contentType, body, expected });
