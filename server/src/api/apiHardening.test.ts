import { certificateBytes } from '@gold/contracts/testing';
import { apiPaths } from '@gold/contracts';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiJson, withHardenedSite } from '../testing/hardenedSite';
import {
  encodeForm,
  franchiseForm,
  seededRandom,
  validEnquiry,
  validLead,
  xsrfHeaders,
} from '../testing/requestFixtures';

const site = withHardenedSite();

describe('the API', () => {
  it('answers an internal failure with the generic envelope, never the error or its stack', async () => {
    site.failOn('calculations');
    const response = await site.app.inject({
      method: 'POST',
      url: `/api/${apiPaths.calculate}`,
      headers: apiJson,
      body: site.apiBody(validLead('leak')),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      flag: 0,
      message: 'Something went wrong, please try again later',
      data: null,
    });
    expect(response.body).not.toContain('simulated');
  });

  it('stores an uploaded certificate in the database, under a generated name, never served back', async () => {
    const bytes = certificateBytes('png', 40_000, seededRandom(7));
    const { body, contentType } = await encodeForm(
      franchiseForm(validEnquiry('stored'), site.key, {
        bytes,
        name: 'index.html.png',
        type: 'image/png',
      }),
    );
    const sent = await site.app.inject({
      method: 'POST',
      url: `/api/${apiPaths.franchiseEnquiry}`,
      headers: { 'content-type': contentType, ...xsrfHeaders },
      body,
    });
    expect(sent.json()).toMatchObject({ flag: 1 });

    // Its bytes are in the database; nothing of it is written to the uploads folder.
    const uploadDir = join(site.testDb.dataDir, 'uploads');
    expect(existsSync(uploadDir) ? await readdir(uploadDir) : []).toEqual([]);
    const [{ stored } = { stored: '' }] = await site.testDb.db.query<{ stored: string }>(
      'SELECT certificate_stored_name AS stored FROM franchise_enquiries ORDER BY id DESC LIMIT 1',
    );
    expect(stored).toMatch(/^[0-9a-f-]{36}\.png$/);
    const attempts = [
      `/uploads/${stored}`,
      `/shell/../uploads/${stored}`,
      `/shell/..%2f..%2f${encodeURIComponent(uploadDir.slice(1))}%2f${stored}`,
      `/shell/${stored}`,
      `/website/../uploads/${stored}`,
      `/remotes/home/1.0.0/../../../uploads/${stored}`,
    ];
    for (const url of attempts) {
      const response = await site.app.inject({ method: 'GET', url });
      expect(response.headers['content-type'] ?? '', url).not.toMatch(/^image\//);
      expect(response.rawPayload.includes(Buffer.from(bytes.subarray(8, 64))), url).toBe(false);
    }
  });
});
