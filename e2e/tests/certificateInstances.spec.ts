import { randomBytes, createHash } from 'node:crypto';
import { apiPaths } from '@gold/contracts';
import { expect, test } from '../support/test';
import { enquiryUpload } from '../support/enquiryUpload';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratchDatabase';
import { startOwnServer, type OwnServer } from '../support/serverProcess';
import { uniqueName, xsrfHeaders } from '../support/siteForms';

// Two instances, each with a data folder of its own, on one PostgreSQL: a certificate sent through
// one is stored in the database with its enquiry, so the other lists it intact and serves it.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl && !process.env.CI, 'needs TEST_DATABASE_URL (npm test starts a PostgreSQL)');

const basePort = Number(process.env.E2E_CERTIFICATES_PORT ?? 8321);
// A key and an ops token of this run only: the test needs no secret of the site.
const aesKey = randomBytes(12).toString('base64');
const opsToken = randomBytes(24).toString('hex');
let instances: OwnServer[] = [];
let database: ScratchDatabase | undefined;

interface ListedEnquiry {
  id: number;
  name: string;
  certificate: { fileName: string; size: number; sha256: string; storedFileIntact: boolean };
}

async function listed(server: OwnServer, name: string): Promise<ListedEnquiry | undefined> {
  const response = await fetch(`${server.opsUrl}/ops/enquiries?limit=100`, {
    headers: { authorization: `Bearer ${opsToken}` },
  });
  expect(response.status, 'GET /ops/enquiries').toBe(200);
  const { items } = (await response.json()) as { items: ListedEnquiry[] };
  return items.find((item) => item.name === name);
}

test.beforeAll(async () => {
  if (!adminUrl) throw new Error('CI runs this against PostgreSQL: TEST_DATABASE_URL is not set');
  database = await createScratchDatabase(adminUrl, 'certificates');
  const env = { DATABASE_URL: database.url, AES_KEY: aesKey, OPS_TOKEN: opsToken };
  for (let i = 0; i < 2; i += 1) instances.push(await startOwnServer(basePort + i, env));
});

test.afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  instances = [];
  await database?.drop();
});

test('a 50 KB PDF sent through one instance is intact on both and downloads byte for byte through the other', async () => {
  const [first, second] = instances as [OwnServer, OwnServer];
  const name = uniqueName('Certificate');
  const upload = await enquiryUpload(name, { aesKey, kind: 'pdf', extraBytes: 50 * 1024 - 30720 });
  expect(upload.size).toBe(50 * 1024);
  const sent = await fetch(`${first.url}/api/${apiPaths.franchiseEnquiry}`, {
    method: 'POST',
    headers: { ...xsrfHeaders, 'content-type': upload.contentType },
    body: upload.body,
  });
  expect(((await sent.json()) as { flag: number }).flag).toBe(1);

  for (const server of instances) {
    expect(await listed(server, name), server.url).toMatchObject({
      certificate: { size: upload.size, sha256: upload.sha256, storedFileIntact: true },
    });
  }
  const { id } = (await listed(second, name))!;
  const download = await fetch(`${second.opsUrl}/ops/enquiries/${id}/certificate`, {
    headers: { authorization: `Bearer ${opsToken}` },
  });
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('application/pdf');
  expect(download.headers.get('content-disposition')).toBe(
    `attachment; filename="certificate.pdf"; filename*=UTF-8''certificate.pdf`,
  );
  expect(download.headers.get('x-content-type-options')).toBe('nosniff');
  const bytes = Buffer.from(await download.arrayBuffer());
  expect(bytes.length).toBe(upload.size);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(upload.sha256);

  // Never through the public listener, and never without the token.
  expect((await fetch(`${second.url}/ops/enquiries/${id}/certificate`)).status).toBe(404);
  expect((await fetch(`${second.opsUrl}/ops/enquiries/${id}/certificate`)).status).toBe(401);
});
