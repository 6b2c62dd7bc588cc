import { encryptPayload } from '@gold/cipher/node';
import { apiPaths, messages, type Envelope } from '@gold/contracts';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiry, fileBytes } from './franchiseTestKit';
import { testApiForFile } from './testApi';

// Over a real socket: a refusal in the middle of an upload must still answer, and must leave the
// keep-alive connection usable rather than stalled on the unread rest of the body.

const api = testApiForFile();
let port: number;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  await api().app.listen({ port: 0, host: '127.0.0.1' });
  port = (api().app.server.address() as AddressInfo).port;
});
afterAll(() => agent.destroy());

async function post(
  body: FormData,
): Promise<{ status: number; envelope: Envelope; socket: number }> {
  const encoded = new Request('http://localhost/', { method: 'POST', body });
  const bytes = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: `/api/${apiPaths.franchiseEnquiry}`,
        method: 'POST',
        headers: {
          'content-type': encoded.headers.get('content-type') ?? '',
          'content-length': bytes.length,
        },
      },
      (response) => {
        const socket = response.socket.localPort ?? 0;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            envelope: JSON.parse(text) as Envelope,
            socket,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(bytes);
  });
}

function form(data: unknown, file?: { bytes: Uint8Array<ArrayBuffer>; name: string }): FormData {
  const body = new FormData();
  body.append('data', encryptPayload(data, api().key));
  if (file) body.append('professionalCertificate', new Blob([file.bytes]), file.name);
  return body;
}

describe('franchise/enquiry/add over HTTP', () => {
  it('answers a refusal before the upload is read, then serves the next request on the same connection', async () => {
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

    const accepted = await post(form(enquiry, { bytes: fileBytes('png', 40_000), name: 'ok.png' }));
    expect(accepted.status).toBe(200);
    expect(accepted.envelope.flag).toBe(1);
    expect(new Set([refused.socket, disguised.socket, accepted.socket]).size).toBe(1);
  });
});
