import { apiPaths } from '@gold/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEncrypted, postForm, testApiForFile } from '../../testing/testApi';
import { RegistryService } from '../../release/registry/registryService';
import { franchiseForm, validEnquiry, validLead } from '../../testing/requestFixtures';
import { opsRoutes } from '../../opsRoutes';
import { bareShell } from '../../testing/testBuild';

// Records are made through the API and read through ops, both on the API's database and data folder.
const api = testApiForFile();
let ops: FastifyInstance;

beforeAll(async () => {
  ops = Fastify({ logger: false });
  // The registry is part of ops but not of these routes: an empty one will do.
  const registry = new RegistryService(api().db, bareShell);
  await ops.register(opsRoutes, {
    prefix: '/ops',
    db: api().db,
    config: api().config,
    registry,
    rates: api().rates,
  });
  await ops.ready();
});
afterAll(() => ops.close());

async function list(path: string, authorization = `Bearer ${api().config.opsToken}`) {
  const response = await ops.inject({
    method: 'GET',
    url: `/ops/${path}`,
    headers: { authorization },
  });
  const body = response.json<{ items?: Record<string, unknown>[]; error?: string }>();
  return { status: response.statusCode, items: body.items ?? [], error: body.error };
}

const lead = validLead('meena');
const enquiry = validEnquiry('arun');

function pdf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
  return bytes;
}

describe('ops records: the ops token', () => {
  for (const path of ['leads', 'enquiries', 'general-enquiries']) {
    it(`refuses /ops/${path} without the token, or with another`, async () => {
      expect((await list(path, '')).status).toBe(401);
      expect((await list(path, 'Bearer not-the-token')).status).toBe(401);
      expect((await list(path)).status).toBe(200);
    });
  }
});

describe('GET /ops/leads', () => {
  it('lists calculator leads newest first, with the exact quote each received', async () => {
    expect((await postEncrypted(api(), apiPaths.calculate, lead)).envelope.flag).toBe(1);
    const second = { ...lead, name: 'Ravi', goldCarat: '24', goldGrams: '1' };
    expect((await postEncrypted(api(), apiPaths.calculate, second)).envelope.flag).toBe(1);
    const { status, items } = await list('leads');
    expect(status).toBe(200);
    expect(items).toEqual([
      expect.objectContaining({
        name: 'Ravi',
        goldGrams: '1.00',
        goldCarat: 24,
        perGramPrice: '7800.00',
        totalPrice: '7800.00',
      }),
      {
        id: expect.any(Number),
        ...lead,
        goldGrams: '10.25',
        goldCarat: 22,
        perGramPrice: '7150.00',
        totalPrice: '73287.50',
        goldRateId: expect.any(Number),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it('answers only as many as the limit asks', async () => {
    const { items } = await list('leads?limit=1');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name: 'Ravi' });
  });

  for (const limit of ['0', '101', 'ten', '1.5']) {
    it(`refuses limit=${limit} with 400 and a reason`, async () => {
      const { status, error } = await list(`leads?limit=${limit}`);
      expect(status).toBe(400);
      expect(error).toMatch(/limit/);
    });
  }
});

describe('GET /ops/enquiries', () => {
  it('lists franchise enquiries newest first with their certificate and whether its file is intact', async () => {
    const bytes = pdf(40_000);
    const certificate = { bytes, name: 'licence.pdf', type: 'application/pdf' };
    expect(
      (
        await postForm(
          api(),
          apiPaths.franchiseEnquiry,
          franchiseForm(enquiry, api().key, certificate),
        )
      ).envelope.flag,
    ).toBe(1);
    expect(
      (
        await postForm(
          api(),
          apiPaths.franchiseEnquiry,
          franchiseForm({ ...enquiry, name: 'No File' }, api().key),
        )
      ).envelope.flag,
    ).toBe(1);
    const { status, items } = await list('enquiries');
    expect(status).toBe(200);
    expect(items).toEqual([
      expect.objectContaining({ name: 'No File', certificate: null }),
      {
        id: expect.any(Number),
        ...enquiry,
        certificate: {
          fileName: 'licence.pdf',
          storedName: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/),
          mimeType: 'application/pdf',
          size: 40_000,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          storedFileIntact: true,
        },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it('says so when the bytes of a stored certificate no longer match its checksum', async () => {
    const before = await list('enquiries?limit=2');
    const certificate = before.items[1]?.certificate as { storedName: string; sha256: string };
    const { storedName, sha256 } = certificate;
    await api().db.query(
      `UPDATE certificate_blobs SET content = overlay(content placing '\\x00'::bytea from 100)
        WHERE sha256 = $1`,
      [sha256],
    );
    const after = await list('enquiries?limit=2');
    expect(after.items[1]?.certificate).toMatchObject({ storedName, storedFileIntact: false });
  });
});

describe('GET /ops/general-enquiries', () => {
  it('lists general enquiries newest first', async () => {
    const first = {
      name: 'Ravi S.',
      mobileNumber: '9123456780',
      preferredTime: 'Morning (9 am - 12 noon)',
      message: 'Do you buy silver?',
    };
    const second = { name: 'Meena', mobileNumber: '9876543210', preferredTime: 'Any time' };
    for (const callback of [first, second])
      expect((await postEncrypted(api(), apiPaths.generalEnquiry, callback)).envelope.flag).toBe(1);
    const { items } = await list('general-enquiries');
    expect(items).toEqual([
      { id: expect.any(Number), ...second, message: '', createdAt: expect.any(String) },
      { id: expect.any(Number), ...first, createdAt: expect.any(String) },
    ]);
  });
});
