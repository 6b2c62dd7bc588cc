import { encryptPayload } from '@gold/cipher/node';
import { apiPaths, messages, type Envelope } from '@gold/contracts';
import { Agent, request } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RAW_BOUNDARY,
  fieldHead,
  fileHead,
  headerLines,
  rawMultipart,
  type RawPart,
} from '../testing/rawMultipart';
import { enquiry, fileBytes } from '../testing/franchiseTestKit';
import { testApiForFile } from '../testing/testApi';

// Over a real socket: a refusal in the middle of an upload must still answer, and must not stall
// on, or read, the unread rest of the body: the connection is closed when the body had not all
// arrived, and the next request is served either way.

const api = testApiForFile();
let port: number;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  await api().app.listen({ port: 0, host: '127.0.0.1' });
  port = (api().app.server.address() as AddressInfo).port;
});
afterAll(() => agent.destroy());

/** Longest wait for an answer: a request the server never answers fails the test, not the run. */
const ANSWER_TIMEOUT_MS = 15_000;

interface Sent {
  status: number;
  envelope: Envelope;
}

/** POSTs the bytes to the franchise endpoint over the keep-alive connection. */
function postBytes(bytes: Buffer, contentType: string): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: `/api/${apiPaths.franchiseEnquiry}`,
        method: 'POST',
        headers: { 'content-type': contentType, 'content-length': bytes.length },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            envelope: JSON.parse(text) as Envelope,
          });
        });
      },
    );
    const timer = setTimeout(() => {
      outgoing.destroy();
      reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`));
    }, ANSWER_TIMEOUT_MS);
    outgoing.on('error', reject);
    outgoing.end(bytes);
  });
}

async function post(body: FormData): Promise<Sent> {
  const encoded = new Request('http://localhost/', { method: 'POST', body });
  const bytes = Buffer.from(await encoded.arrayBuffer());
  return postBytes(bytes, encoded.headers.get('content-type') ?? '');
}

function form(data: unknown, file?: { bytes: Uint8Array<ArrayBuffer>; name: string }): FormData {
  const body = new FormData();
  body.append('data', encryptPayload(data, api().key));
  if (file) body.append('professionalCertificate', new Blob([file.bytes]), file.name);
  return body;
}

describe('franchise/enquiry/add over HTTP', () => {
  it(
    'answers a refusal before the upload is read, then serves the next request',
    async () => {
      const refused = await post(
        form(
          { ...enquiry, mobileNumber: 'x' },
          { bytes: fileBytes('png', 4_000_000), name: 'a.png' },
        ),
      );
      expect(refused.status).toBe(400);
      expect(refused.envelope.message).toBe('mobileNumber: Invalid');

      const disguised = await post(
        form(enquiry, { bytes: new Uint8Array(4_000_000).fill(0x4d), name: 'a.png' }),
      );
      expect(disguised.status).toBe(415);
      expect(disguised.envelope.message).toBe(messages.fileType);

      const accepted = await post(
        form(enquiry, { bytes: fileBytes('png', 40_000), name: 'ok.png' }),
      );
      expect(accepted.status).toBe(200);
      expect(accepted.envelope.flag).toBe(1);
    },
    3 * ANSWER_TIMEOUT_MS,
  );

  it(
    'answers an endless upload refused halfway and closes its connection, the rest unread',
    async () => {
      const { body } = rawMultipart([
        {
          head: fieldHead('data'),
          body: encryptPayload({ ...enquiry, mobileNumber: 'x' }, api().key),
        },
      ]);
      // The data part, then a certificate that never ends.
      const head = body.subarray(0, body.lastIndexOf(`--${RAW_BOUNDARY}--`));
      let readByServer = 0;
      const measure = (accepted: Socket) =>
        accepted.once('close', () => (readByServer = accepted.bytesRead));
      api().app.server.once('connection', measure);
      const socket = connect({ host: '127.0.0.1', port });
      let answer = '';
      let sent = 0;
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      const chunk = Buffer.alloc(64 * 1024, 0x89);
      socket.once('connect', () => {
        socket.write(
          `POST /api/${apiPaths.franchiseEnquiry} HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${RAW_BOUNDARY}\r\nContent-Length: 100000000000\r\n\r\n`,
        );
        socket.write(
          Buffer.concat([
            head,
            Buffer.from(`--${RAW_BOUNDARY}${fileHead('professionalCertificate', 'a.png')}\r\n\r\n`),
          ]),
        );
        const pump = () => {
          while (socket.writable && socket.write(chunk)) sent += chunk.length;
          if (socket.writable) socket.once('drain', pump);
        };
        pump();
      });
      const closed = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), ANSWER_TIMEOUT_MS);
        socket.once('close', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      socket.destroy();
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(answer).toContain('mobileNumber: Invalid');
      expect(closed).toBe(true);
      // A few buffers' worth, not what the client pushed until the close.
      await expect.poll(() => readByServer).toBeGreaterThan(0);
      expect(readByServer).toBeLessThan(8 * 1024 * 1024);
      expect(sent).toBeGreaterThan(readByServer);
    },
    2 * ANSWER_TIMEOUT_MS,
  );

  // The parser skips a part whose headers it cannot read; with a file of 20 KB or more it then
  // stalled and the request never got an answer (a smaller one was dropped without a word, and the
  // enquiry stored without it).
  const certificate = (head: string): RawPart => ({ head, body: fileBytes('png', 40_000) });
  const unreadable: [string, RawPart][] = [
    [
      'a bare LF in the file name',
      certificate(fileHead('professionalCertificate', 'scan\nof certificate.png')),
    ],
    [
      'a bare CR in the file name',
      certificate(fileHead('professionalCertificate', 'scan\rof certificate.png')),
    ],
    [
      'a filename* that decodes to a line break',
      certificate(
        headerLines(
          `Content-Disposition: form-data; name="professionalCertificate"; filename*=utf-8''a%0Ab.png`,
          'Content-Type: image/png',
        ),
      ),
    ],
    ['no Content-Disposition', certificate(headerLines('Content-Type: image/png'))],
    [
      'a disposition that is not form-data',
      certificate(
        headerLines(
          'Content-Disposition: attachment; name="professionalCertificate"; filename="a.png"',
          'Content-Type: image/png',
        ),
      ),
    ],
    ['blanks after the boundary', certificate(`  ${fileHead('professionalCertificate', 'a.png')}`)],
  ];

  it.each(unreadable)(
    'a 40 KB certificate part with %s: answered 400 at once, the next request served',
    async (_, part) => {
      const data = { head: fieldHead('data'), body: encryptPayload(enquiry, api().key) };
      for (const parts of [
        [data, part],
        [part, data],
      ]) {
        const { body, contentType } = rawMultipart(parts, RAW_BOUNDARY);
        const refused = await postBytes(body, contentType);
        expect(refused.status).toBe(400);
        expect(refused.envelope).toEqual({
          flag: 0,
          message: expect.stringMatching(/^Malformed multipart\/form-data body: /),
          data: null,
        });
        const accepted = await post(
          form(enquiry, { bytes: fileBytes('png', 40_000), name: 'ok.png' }),
        );
        expect(accepted.envelope.flag).toBe(1);
      }
    },
    2 * 2 * ANSWER_TIMEOUT_MS,
  );

  it('a small certificate with a bare LF in its name is refused too, not dropped', async () => {
    const { body, contentType } = rawMultipart([
      { head: fieldHead('data'), body: encryptPayload(enquiry, api().key) },
      { head: fileHead('professionalCertificate', 'a\nb.png'), body: fileBytes('png', 1_000) },
    ]);
    expect((await postBytes(body, contentType)).envelope).toEqual({
      flag: 0,
      message:
        'Malformed multipart/form-data body: a bare CR or LF in the content-disposition header of a part',
      data: null,
    });
  });
});
