import { certificateBytes } from '@gold/contracts/testing';
import type { FastifyInstance } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { saveFranchiseEnquiry } from '../franchiseStore';
import type { ReceivedCertificate } from '../certificateUpload';
import { validEnquiry } from '../../testing/requestFixtures';
import { describeEachEngine, type TestDatabase } from '../../testing/testDatabase';
import { opsOnly } from '../../testing/testOps';
import { attachmentDisposition } from './certificateDownload';

const BOOTSTRAP = 'bootstrap-token-for-the-certificate-tests';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describeEachEngine('certificates in the database, downloaded through ops', ({ open }) => {
  let test: TestDatabase;
  /** Two instances on one database, with data folders of their own, as behind a load balancer. */
  let instances: FastifyInstance[];

  beforeAll(async () => {
    test = await open();
    instances = [await opsOnly(test, BOOTSTRAP), await opsOnly(test, BOOTSTRAP)];
  }, 60_000);
  afterAll(async () => {
    await Promise.all(instances?.map((app) => app.close()) ?? []);
    await test?.dispose();
  });

  /** Stores an enquiry as the API does once an upload passed its checks; returns its id. */
  async function store(tag: string, bytes: Uint8Array, fileName: string, mimeType: string) {
    const storedName = `${randomUUID()}.${fileName.split('.').pop()}`;
    const certificate: ReceivedCertificate = {
      content: Buffer.from(bytes),
      record: { fileName, storedName, mimeType, size: bytes.length, sha256: sha256(bytes) },
    };
    return (await saveFranchiseEnquiry(test.db, validEnquiry(tag), certificate)).id;
  }

  async function get(url: string, token = BOOTSTRAP, instance = 0) {
    return instances[instance]!.inject({
      method: 'GET',
      url: `/ops${url}`,
      headers: { authorization: `Bearer ${token}` },
    });
  }

  async function listed(id: number, instance: number) {
    const answer = await get('/enquiries?limit=100', BOOTSTRAP, instance);
    const items = answer.json<{ items: { id: number; certificate: unknown }[] }>().items;
    return items.find((item) => item.id === id)?.certificate;
  }

  const pdf = certificateBytes('pdf', 50 * 1024);
  let pdfEnquiry: number;

  it('downloads a certificate stored through one instance from the other, byte for byte, as an attachment', async () => {
    pdfEnquiry = await store('pdf', pdf, 'licence.pdf', 'application/pdf');
    const answer = await get(`/enquiries/${pdfEnquiry}/certificate`, BOOTSTRAP, 1);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="licence.pdf"; filename*=UTF-8''licence.pdf`,
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.rawPayload.equals(Buffer.from(pdf))).toBe(true);
    for (const instance of [0, 1])
      expect(await listed(pdfEnquiry, instance)).toMatchObject({ storedFileIntact: true });
  });

  it('keeps the bytes in the database under their checksum', async () => {
    const [{ n } = { n: 0 }] = await test.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM certificate_blobs WHERE sha256 = $1',
      [sha256(pdf)],
    );
    expect(n).toBe(1);
  });

  it('stores the same bytes sent twice once, and serves both enquiries', async () => {
    const again = await store('pdf again', pdf, 'copy.pdf', 'application/pdf');
    const answer = await get(`/enquiries/${again}/certificate`);
    expect(answer.rawPayload.equals(Buffer.from(pdf))).toBe(true);
    expect(answer.headers['content-disposition']).toContain('filename="copy.pdf"');
  });

  it('names the file safely whatever the visitor called it', () => {
    expect(attachmentDisposition('Ravi\'s "licence"; ré/v\\2.pdf')).toBe(
      `attachment; filename="Ravi's _licence__ r__v_2.pdf"; ` +
        `filename*=UTF-8''Ravi%27s%20%22licence%22%3B%20r%C3%A9%2Fv%5C2.pdf`,
    );
    expect(attachmentDisposition('证书.png')).toBe(
      `attachment; filename="__.png"; filename*=UTF-8''%E8%AF%81%E4%B9%A6.png`,
    );
  });

  it('answers each kind with its type', async () => {
    const png = certificateBytes('png', 40_000);
    const id = await store('png', png, 'scan.png', 'image/png');
    const answer = await get(`/enquiries/${id}/certificate`, BOOTSTRAP, 1);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.rawPayload.equals(Buffer.from(png))).toBe(true);
  });

  it('answers 404 for an enquiry without a certificate or no enquiry, 400 for an id that is not one', async () => {
    const { id: none } = await saveFranchiseEnquiry(test.db, validEnquiry('no file'), null);
    expect((await get(`/enquiries/${none}/certificate`)).statusCode).toBe(404);
    expect((await get('/enquiries/2000000000/certificate')).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await get(`/enquiries/${id}/certificate`)).statusCode, id).toBe(400);
  });

  it('refuses a token without the records capability, and anyone without a token', async () => {
    const created = await instances[0]!.inject({
      method: 'POST',
      url: '/ops/tokens',
      headers: {
        authorization: `Bearer ${BOOTSTRAP}`,
        'x-ops-actor': 'meena',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'release-only', remotes: null, capabilities: ['releases'] }),
    });
    expect(created.statusCode).toBe(201);
    const secret = String(created.json<{ secret: string }>().secret);
    const refused = await get(`/enquiries/${pdfEnquiry}/certificate`, secret, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.rawPayload.includes(Buffer.from(pdf.subarray(0, 64)))).toBe(false);
    expect((await get(`/enquiries/${pdfEnquiry}/certificate`, 'not-a-token')).statusCode).toBe(401);
  });

  it('detects bytes damaged in the database: not intact in the list, refused for download', async () => {
    const bytes = certificateBytes('jpeg', 35_000);
    const id = await store('damaged', bytes, 'photo.jpg', 'image/jpeg');
    const damaged = Buffer.from(bytes);
    damaged[20_000] = (damaged[20_000] ?? 0) ^ 0xff;
    await test.db.query('UPDATE certificate_blobs SET content = $1 WHERE sha256 = $2', [
      damaged,
      sha256(bytes),
    ]);
    for (const instance of [0, 1])
      expect(await listed(id, instance)).toMatchObject({ storedFileIntact: false });
    const answer = await get(`/enquiries/${id}/certificate`);
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({
      error: `the certificate of enquiry ${id} is damaged`,
      requestId: expect.any(String),
    });
    expect(await listed(pdfEnquiry, 0)).toMatchObject({ storedFileIntact: true });
  });

  it('stores neither row nor bytes when the row cannot be written', async () => {
    const bytes = certificateBytes('png', 33_000);
    const rows = async () =>
      (
        await test.db.query<{ blobs: number; rows: number }>(
          `SELECT (SELECT count(*)::int FROM certificate_blobs) AS blobs,
                  (SELECT count(*)::int FROM franchise_enquiries) AS rows`,
        )
      )[0];
    const before = await rows();
    // A figure the column cannot hold makes the row's insert fail after the bytes went in.
    const enquiry = { ...validEnquiry('failing'), previousExperiences: '1e20' };
    const storedName = `${randomUUID()}.png`;
    await expect(
      saveFranchiseEnquiry(test.db, enquiry, {
        content: Buffer.from(bytes),
        record: {
          fileName: 'x.png',
          storedName,
          mimeType: 'image/png',
          size: bytes.length,
          sha256: sha256(bytes),
        },
      }),
    ).rejects.toThrow();
    expect(await rows()).toEqual(before);
  });

  it('refuses a row whose certificate bytes are not in the database', async () => {
    await expect(
      test.db.query(
        `INSERT INTO franchise_enquiries (name, mobile_number, mail_id, previous_experiences,
           total_fund_available_for_invest, total_fund_available_now, certificate_file_name,
           certificate_stored_name, certificate_mime_type, certificate_size, certificate_sha256)
         VALUES ('x', '9000012345', 'x@example.com', 1, 1, 1, 'a.pdf', 'a.pdf', 'application/pdf', 1, $1)`,
        ['0'.repeat(64)],
      ),
    ).rejects.toThrow(/foreign key/);
  });
});
