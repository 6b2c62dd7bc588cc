import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { apiPaths } from '@gold/contracts';
import { expect, test } from '../support/test';
import { opsHeaders, uniqueName, xsrfHeaders } from '../support/siteForms';
import { startOwnServer, type OwnServer } from '../support/serverProcess';
import { enquiryUpload } from '../support/enquiryUpload';

// The real server on a port of its own: these tests stop it.
const PORT = Number(process.env.E2E_STOP_PORT ?? 8193);
const GRACE_SECONDS = 2;

/** Starts sending `body` to the franchise endpoint, holding back all but its first half. */
function startUpload(server: OwnServer, upload: { body: Buffer; contentType: string }) {
  const request: ClientRequest = httpRequest(`${server.url}/api/${apiPaths.franchiseEnquiry}`, {
    method: 'POST',
    headers: {
      'content-type': upload.contentType,
      'content-length': upload.body.length,
      ...xsrfHeaders,
    },
  });
  const answer = new Promise<string>((resolve, reject) => {
    request.on('response', (response: IncomingMessage) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve(text));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
  request.write(upload.body.subarray(0, upload.body.length / 2));
  return { request, answer, rest: upload.body.subarray(upload.body.length / 2) };
}

test.describe('the server stopping on a signal', () => {
  // Each test starts the server once or twice, beside the other workers' browsers.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let server: OwnServer | undefined;
  test.afterEach(async () => {
    await server?.stop();
  });

  test('finishes and stores an upload in progress, and a stalled one does not hold the stop', async () => {
    server = await startOwnServer(PORT, { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) });
    const name = uniqueName('Stopping');
    const upload = await enquiryUpload(name);
    const finishing = startUpload(server, upload);
    const stalled = startUpload(server, await enquiryUpload(uniqueName('Stalled')));
    const stalledOutcome = stalled.answer.then(
      () => 'answered',
      () => 'cut',
    );
    // Both requests must have reached the server before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalledAt = Date.now();
    server.signal('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(`${server.url}/website/home`)).rejects.toThrow();
    finishing.request.end(finishing.rest);
    const envelope = JSON.parse(await finishing.answer) as { flag: number; message: string };
    expect(envelope.flag, envelope.message).toBe(1);

    expect(await server.exited).toBe(0);
    const stoppedAfterMs = Date.now() - signalledAt;
    expect(stoppedAfterMs).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000 - 100);
    // Well under the default grace of 10 s, so the setting is what ended the wait; the rest is
    // closing the database on a machine the other workers keep busy.
    expect(stoppedAfterMs).toBeLessThan(GRACE_SECONDS * 1000 + 6000);
    expect(await stalledOutcome).toBe('cut');

    // The acknowledged enquiry is there, certificate and all, when the server starts again.
    server = await startOwnServer(PORT, { DATA_DIR: server.dataDir });
    const response = await fetch(`${server.opsUrl}/ops/enquiries?limit=100`, {
      headers: opsHeaders,
    });
    const { items } = (await response.json()) as {
      items: { name: string; certificate?: { sha256: string; storedFileIntact: boolean } }[];
    };
    const stored = items.filter((item) => item.name === name);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.certificate).toMatchObject({ sha256: upload.sha256, storedFileIntact: true });
  });

  test('SIGTERM drains: /readyz answers 503 at once, pages are served until the drain ends, then the port closes', async () => {
    server = await startOwnServer(PORT, { DRAIN_SECONDS: '3' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);

    const signalledAt = Date.now();
    server.signal('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const draining = await fetch(`${server.url}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({
      status: 'not ready',
      reason: 'draining: this instance is stopping',
    });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/website/home`)).status).toBe(200);
    // Still serving a moment before the drain ends.
    await new Promise((resolve) => setTimeout(resolve, signalledAt + 2500 - Date.now()));
    expect((await fetch(`${server.url}/website/home`)).status).toBe(200);

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(3000);
    await expect(fetch(`${server.url}/website/home`)).rejects.toThrow();
  });

  test('a second Ctrl+C exits at once, without waiting for a stalled upload', async () => {
    server = await startOwnServer(PORT, { SHUTDOWN_GRACE_SECONDS: '60' });
    const stalled = startUpload(server, await enquiryUpload(uniqueName('Stalled')));
    stalled.answer.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalledAt = Date.now();
    server.signal('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.signal('SIGINT');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalledAt).toBeLessThan(3000);
  });
});
