import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { encryptPayload } from '@gold/cipher/node';
import { defaultPublicConfig } from '@gold/config';
import { apiPaths } from '@gold/contracts';
import { certificateBytes } from '@gold/contracts/testing';
import { storedRecords, uniqueName, xsrfHeaders } from '../support/siteForms';
import { answerMaps } from '../support/mapsService';
import { serveFolder } from '../support/staticOrigin';
import { pages } from '../support/siteRoutes';

// The hardening as a browser and a client meet it on the real server: the Content-Security-Policy
// lets every page work without a single violation, the site cannot be framed, and an uploaded
// certificate can never be fetched back.

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test('every page works under the Content-Security-Policy, with no violation reported', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await answerMaps(page);
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });

  for (const route of pages) {
    const response = await page.goto(route.href);
    expect(response?.headers()['content-security-policy'], route.href).toContain(
      "script-src 'self'",
    );
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    if (route.path === 'branches') {
      // The maps load lazily: bring a card's map into view so that the probe of the maps service
      // and its frame are requested. A frame is shown only once the probe was answered. (A wheel
      // to the page's end jumps past every card: the observer never sees one come into view.)
      await page.locator('article').first().scrollIntoViewIfNeeded();
      await expect(page.locator('iframe').first()).toBeVisible();
    }
    expect(await page.evaluate(() => window.cspViolations ?? []), route.href).toEqual([]);
  }
  expect(consoleViolations).toEqual([]);
});

test('another page cannot frame the site', async ({ page, baseURL }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text());
  });
  const framed = page.waitForResponse(`${baseURL}/website/home`);
  await page.setContent(`<iframe title="framed site" src="${baseURL}/website/home"></iframe>`);
  expect((await framed).headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // The browser refuses, and shows its own error page in the frame instead of ours.
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  expect(
    page
      .frames()
      .find((frame) => frame !== page.mainFrame())
      ?.url(),
  ).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveCount(0);
});

interface StoredEnquiry {
  name: string;
  certificate: { storedName: string } | null;
}

test('an uploaded certificate is stored under a generated name and never served back', async ({
  request,
  page,
}) => {
  const key = process.env.AES_KEY ?? defaultPublicConfig.aesKey;
  const name = `Upload Check ${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const bytes = Buffer.from(certificateBytes('png', 31_000, 0x41));
  const sent = await request.post(`/api/${apiPaths.franchiseEnquiry}`, {
    headers: xsrfHeaders,
    multipart: {
      data: encryptPayload(
        {
          name,
          mobileNumber: '9000012345',
          mailId: 'upload.check@example.com',
          previousExperiences: '2',
          totalFundAvailableForInvest: '100000',
          totalFundAvailableNow: '50000',
        },
        key,
      ),
      professionalCertificate: { name: 'index.html.png', mimeType: 'image/png', buffer: bytes },
    },
  });
  expect(await sent.json()).toMatchObject({ flag: 1 });
  const stored = (await storedRecords<StoredEnquiry>(request, 'enquiries')).find(
    (enquiry) => enquiry.name === name,
  );
  const storedName = stored?.certificate?.storedName ?? '';
  expect(storedName).toMatch(/^[0-9a-f-]{36}\.png$/);

  // A published remote's folder is the nearest served folder to the data folder's uploads.
  await page.goto('/website/partner');
  const registry = JSON.parse((await page.locator('#mf-registry').textContent()) ?? '{}') as {
    remotes: Record<string, { entry: string }>;
  };
  const remoteFolder =
    registry.remotes.partner?.entry.replace(/remoteEntry\.js$/, '') ?? '/remotes/partner/1.0.0/';
  const attempts = [
    `/uploads/${storedName}`,
    `/shell/${storedName}`,
    `${remoteFolder}${storedName}`,
    `${remoteFolder}..%2f..%2f..%2fuploads%2f${storedName}`,
    `${remoteFolder}%2e%2e/%2e%2e/%2e%2e/uploads/${storedName}`,
    `/shell/..%2f..%2f..%2f..%2fuploads%2f${storedName}`,
  ];
  for (const url of attempts) {
    const response = await request.get(url);
    const body = await response.body();
    expect(body.includes(bytes.subarray(0, 64)), url).toBe(false);
    expect(response.headers()['content-type'] ?? '', url).not.toMatch(/^image\//);
  }
});

test('a plain HTML form on another site cannot post an enquiry: refused with 403, nothing stored', async ({
  page,
  request,
  baseURL,
}) => {
  const key = process.env.AES_KEY ?? defaultPublicConfig.aesKey;
  const name = uniqueName('Cross Site');
  const data = encryptPayload(
    {
      name,
      mobileNumber: '9000012345',
      mailId: 'cross.site@example.com',
      previousExperiences: '2',
      totalFundAvailableForInvest: '100000',
      totalFundAvailableNow: '50000',
    },
    key,
  );
  const folder = mkdtempSync(join(tmpdir(), 'gold-cross-site-'));
  writeFileSync(
    join(folder, 'attack.html'),
    `<!doctype html><form method="post" enctype="multipart/form-data" action="${baseURL}/api/${apiPaths.franchiseEnquiry}">
      <input name="data" value="${data}"><button>Send</button></form>`,
  );
  const attacker = await serveFolder(folder, '/');
  try {
    // Not one of our pages: nothing to wait for but its HTML.
    await page.goto(`${attacker.origin}/attack.html`, { waitUntil: 'domcontentloaded' });
    const [answer] = await Promise.all([
      page.waitForResponse(`${baseURL}/api/${apiPaths.franchiseEnquiry}`),
      page.getByRole('button', { name: 'Send' }).click(),
    ]);
    expect(answer.status()).toBe(403);
  } finally {
    await attacker.close();
  }
  const stored = await storedRecords<StoredEnquiry>(request, 'enquiries');
  expect(stored.filter((enquiry) => enquiry.name === name)).toEqual([]);
});
