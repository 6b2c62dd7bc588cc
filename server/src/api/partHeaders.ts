// The multipart parser (busboy) silently skips a part whose headers it cannot read: a bare CR or
// LF in a name, no `Content-Disposition: form-data`, a malformed header line, a `filename*` that
// decodes to a line break. A skipped part of a few KB is lost without a word (the enquiry is
// stored without its certificate); one larger than the parser's 16 KiB part buffer stalls the
// parser for good, and the request never gets an answer. This scanner reads the raw body beside
// the parser and names such a part, so that the request is refused with a 400 instead.

/** Longer part headers are refused: browsers send a few hundred bytes. */
const MAX_HEADER_BYTES = 16 * 1024;

const CRLF = '\r\n';
const HEADER_END = Buffer.from('\r\n\r\n');
const HEADER_NAME = /^[!#$%&'*+.^`|~\w-]+:/;

/** What is wrong with one part's header block (latin1, as it came), or null. */
function headerProblem(block: string, maxHeaders: number): string | null {
  // The parser drops a part whose headers do not begin on the line after its boundary.
  if (block !== '' && !block.startsWith(CRLF)) return 'text after a boundary on its line';
  const lines = block === '' ? [] : block.slice(CRLF.length).split(CRLF);
  // The parser stops reading a part's headers at its limit, and may miss the disposition.
  if (lines.length > maxHeaders) return `more than ${maxHeaders} headers in a part`;
  let disposition: string | undefined;
  let last: string | undefined;
  for (const line of lines) {
    const name = HEADER_NAME.exec(line)?.[0].slice(0, -1).toLowerCase();
    if (/[\r\n]/.test(line))
      return `a bare CR or LF in ${name ? `the ${name} header of a part` : 'a part header'}`;
    if (name) {
      last = name;
      // The parser takes the first disposition, and strips one blank after the colon.
      if (name === 'content-disposition' && disposition === undefined) {
        disposition = line.slice(name.length + 1).replace(/^[ \t]/, '');
      }
    } else if (last !== undefined && /^[ \t]/.test(line)) {
      // A folded line continues the header before it.
      if (last === 'content-disposition') disposition = `${disposition ?? ''}${line}`;
    } else {
      return 'a malformed part header line';
    }
  }
  if (disposition === undefined || !/^form-data(;|$)/i.test(disposition)) {
    return 'a part without "Content-Disposition: form-data"';
  }
  // RFC 7578 forbids `filename*`; the parser decodes it and drops the part when it decodes to a
  // line break. A `*` outside quotes is where such a parameter's name ends.
  if (disposition.replace(/"(?:\\.|[^"\\])*"/g, '').includes('*')) {
    return 'an extended parameter (such as filename*) in the Content-Disposition of a part';
  }
  return null;
}

/**
 * Reads a multipart body chunk by chunk, as the parser sees it, and finds the first part whose
 * header block the parser would drop. Only the part headers are kept in memory.
 */
export class PartHeaderScanner {
  private readonly delimiter: Buffer;
  /** Unsearched bytes: the tail of the body that may begin a delimiter, or a header block so far. */
  private pending: Buffer;
  private state: 'body' | 'afterDelimiter' | 'header' | 'done' = 'body';
  problem: string | null = null;

  constructor(
    boundary: string,
    private readonly maxHeaders: number,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
    // As the parser does: the first delimiter needs no line break before it.
    this.pending = Buffer.from(CRLF);
  }

  /** Scans the next chunk of the body; returns the problem once one is found. */
  push(chunk: Buffer): string | null {
    if (this.state === 'done') return this.problem;
    let bytes = Buffer.concat([this.pending, chunk]);
    for (;;) {
      if (this.state === 'body') {
        const at = bytes.indexOf(this.delimiter);
        if (at < 0) {
          // Copied: a view would keep the whole chunk alive.
          this.pending = Buffer.from(
            bytes.subarray(Math.max(0, bytes.length - this.delimiter.length + 1)),
          );
          return null;
        }
        bytes = bytes.subarray(at + this.delimiter.length);
        this.state = 'afterDelimiter';
      } else if (this.state === 'afterDelimiter') {
        if (bytes.length < 2) break;
        // `--` closes the body; what follows is an epilogue the parser ignores.
        if (bytes.toString('latin1', 0, 2) === '--') return this.finish(null);
        this.state = 'header';
      } else {
        const end = bytes.indexOf(HEADER_END);
        if ((end < 0 ? bytes.length : end) > MAX_HEADER_BYTES) {
          return this.finish('part headers over 16 KiB');
        }
        if (end < 0) break;
        const problem = headerProblem(bytes.toString('latin1', 0, end), this.maxHeaders);
        if (problem) return this.finish(problem);
        bytes = bytes.subarray(end + HEADER_END.length);
        this.state = 'body';
      }
    }
    this.pending = Buffer.from(bytes);
    return null;
  }

  private finish(problem: string | null): string | null {
    this.state = 'done';
    this.pending = Buffer.alloc(0);
    this.problem = problem;
    return problem;
  }
}

/** The boundary a multipart Content-Type declares, as the parser reads it. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}
