import type { MultipartFile } from '@fastify/multipart';
import { certificateProblem, messages, textProblem } from '@gold/contracts';
import { createHash, randomUUID } from 'node:crypto';
import { Transform, Writable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CertificateRecord } from './store';
import { ClientError } from '../platform/http/clientError';
import {
  SIGNATURE_BYTES,
  detectFileKind,
  fileKinds,
  kindOfFileName,
  type FileKind,
} from './fileKind';
import { formFields, malformedForm } from './formParts';

/**
 * A certificate that passed every check, held in memory until it goes into the database: the
 * disk is never needed to take an enquiry (a full, read-only or removed DATA_DIR loses none), and
 * the bytes would be read into memory for the database anyway.
 */
export interface ReceivedCertificate {
  content: Buffer;
  record: CertificateRecord;
}

const statusOfProblem: Record<string, number> = {
  [messages.fileType]: 415,
  [messages.fileTooLarge]: 413,
  [messages.fileTooSmall]: 400,
};

function refuse(problem: string): ClientError {
  return new ClientError(statusOfProblem[problem] ?? 400, problem);
}

/** Counts, hashes and checks the magic number of the bytes passing through. */
class CertificateInspector extends Transform {
  size = 0;
  private head = Buffer.alloc(0);
  private readonly hash = createHash('sha256');

  constructor(private readonly claimed: FileKind) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    if (this.head.length < SIGNATURE_BYTES) {
      this.head = Buffer.concat([this.head, chunk]).subarray(0, SIGNATURE_BYTES);
      // Refuse a disguised file at its first bytes instead of after receiving all of it.
      if (this.head.length === SIGNATURE_BYTES && !this.headMatches()) {
        done(refuse(messages.fileType));
        return;
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    done(this.headMatches() ? null : refuse(messages.fileType));
  }

  sha256(): string {
    return this.hash.digest('hex');
  }

  private headMatches(): boolean {
    return detectFileKind(this.head) === this.claimed;
  }
}

/**
 * What is wrong with a file name as text, or null. The parser decodes a name as UTF-8 and puts
 * U+FFFD for bytes that are not (such as the encoding of a lone surrogate): the name was damaged
 * on the way, and would be stored damaged.
 */
function fileNameProblem(fileName: string): string | null {
  if (fileName.includes('\uFFFD')) return 'is not UTF-8 (a lone surrogate or a broken character)';
  return textProblem(fileName);
}

/** Whether a stream has no bytes at all; reads it to the end. */
async function isEmpty(stream: AsyncIterable<Buffer>): Promise<boolean> {
  let empty = true;
  try {
    for await (const chunk of stream) if (chunk.length > 0) empty = false;
  } catch (error) {
    throw malformedForm(error);
  }
  return empty;
}

/**
 * Streams the part through the inspector into memory (at most the size limit, which the parser
 * enforces), then applies the page's rules to what arrived.
 */
async function receiveInspected(
  part: MultipartFile,
  fileName: string,
  inspector: CertificateInspector,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const held = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  try {
    await pipeline(part.file, inspector, held);
  } catch (error) {
    // A body cut short or broken, whether the parser noticed before or during the copy.
    throw malformedForm(error);
  }
  // Browsers send application/octet-stream for a file whose type they do not know; the page
  // sees an empty type then, and the real type is checked from the bytes anyway.
  const type = part.mimetype === 'application/octet-stream' ? '' : part.mimetype;
  const problem = certificateProblem({ name: fileName, type, size: inspector.size });
  if (problem) throw refuse(problem);
  return Buffer.concat(chunks);
}

/**
 * Receives the uploaded certificate into memory, refusing it (with the spec's message) when its
 * name, declared type, real type or size is not acceptable. Null for a file input left empty: no
 * name and no bytes.
 */
export async function receiveCertificate(part: MultipartFile): Promise<ReceivedCertificate | null> {
  // The parser gives a part without a file name but typed application/octet-stream as a file
  // whose name is undefined: that is how some encoders send a file input left empty.
  const fileName = (part.filename as string | undefined) ?? '';
  if (fileName === '' && (await isEmpty(part.file))) return null;
  const nameProblem = fileNameProblem(fileName);
  if (nameProblem) {
    part.file.resume();
    throw new ClientError(400, `${formFields.certificate}: the file name ${nameProblem}`);
  }
  const claimed = kindOfFileName(fileName);
  if (!claimed) {
    part.file.resume();
    throw refuse(messages.fileType);
  }
  const inspector = new CertificateInspector(claimed);
  const content = await receiveInspected(part, fileName, inspector);
  return {
    content,
    record: {
      fileName,
      storedName: `${randomUUID()}.${fileKinds[claimed].storedExtension}`,
      mimeType: fileKinds[claimed].mimeType,
      size: inspector.size,
      sha256: inspector.sha256(),
    },
  };
}
