import type { Multipart } from '@fastify/multipart';
import { certificateRules } from '@gold/contracts';
import type { FastifyRequest } from 'fastify';
import { JSON_BODY_LIMIT } from './apiDeps';
import { ClientError, hasClientStatus } from '../platform/http/clientError';
import { PartHeaderScanner, boundaryOf } from './partHeaders';

/** Names of the parts of the franchise enquiry form. */
export const formFields = { data: 'data', certificate: 'professionalCertificate' } as const;

/** Parser limits of the franchise form: one `data` field and at most one file. */
export const multipartLimits = {
  fieldNameSize: 100,
  fieldSize: JSON_BODY_LIMIT,
  // `data`, plus the empty text field some encoders send for a file input left empty.
  fields: 2,
  // One byte over the maximum is read so that an oversize file is seen as oversize, then cut.
  fileSize: certificateRules.maxBytes + 1,
  files: 1,
  parts: 2,
  headerPairs: 20,
};

/** The stream parser's own errors (broken boundaries, truncated parts) as a 400 refusal. */
export function malformedForm(error: unknown): unknown {
  if (error instanceof ClientError || hasClientStatus(error)) return error;
  const detail = error instanceof Error ? `: ${error.message}` : '';
  return new ClientError(400, `Malformed multipart/form-data body${detail}`);
}

/**
 * Reads the request's body beside the parser (see PartHeaderScanner): `dropped` rejects with a
 * 400 as soon as a part comes that the parser would drop without a word.
 */
function watchForDroppedParts(request: FastifyRequest): {
  dropped: Promise<never>;
  stop(): void;
} {
  const boundary = boundaryOf(request.headers['content-type']);
  // Without a boundary the parser refuses the body itself.
  if (boundary === undefined) return { dropped: new Promise<never>(() => {}), stop() {} };
  const scanner = new PartHeaderScanner(boundary, multipartLimits.headerPairs);
  let refuse: (error: ClientError) => void = () => {};
  const dropped = new Promise<never>((_, reject) => {
    refuse = reject;
  });
  const stop = () => request.raw.off('data', onData);
  function onData(chunk: Buffer | string): void {
    const problem = scanner.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    if (problem === null) return;
    stop();
    refuse(new ClientError(400, `Malformed multipart/form-data body: ${problem}`));
  }
  request.raw.on('data', onData);
  return { dropped, stop };
}

/**
 * The parts of a multipart request in arrival order, with parser errors made client errors, and
 * a part the parser would drop refused (the parser may stall on it, and never answer).
 */
export async function* formParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  const parts = request.parts()[Symbol.asyncIterator]();
  // The first call starts the parser, which pipes the body: the watch then reads the same chunks.
  let next = parts.next();
  const watch = watchForDroppedParts(request);
  try {
    for (;;) {
      // The watch first: once it has refused a part it wins over a part or an end already there.
      const result = await Promise.race([watch.dropped, next]);
      if (result.done) return;
      yield result.value;
      next = parts.next();
    }
  } catch (error) {
    throw malformedForm(error);
  } finally {
    watch.stop();
  }
}

/**
 * Stops parsing a request refused before its end. The rest of its body is never read: the answer
 * closes the connection (see `closeAfterEarlyAnswers`), so a refused upload is not received
 * to its end.
 */
export function discardRestOfBody(request: FastifyRequest): void {
  request.raw.unpipe();
}
