import { certificateSignatures } from '@gold/contracts/testing';
import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { encryptPayload } from '@gold/cipher/node';
import { defaultPublicConfig } from '@gold/config';
import { apiPaths, messages } from '@gold/contracts';
import {
  captchaDisplay,
  captchaEntry,
  closePopup,
  enterCaptcha,
  expectCaptchaCheckedFirst,
  opsHeaders,
  pasteInto,
  storedRecords,
  uniqueName,
  xsrfHeaders,
} from '../support/siteForms';
import { opsURL } from '../playwright.config';

interface StoredEnquiry {
  name: string;
  mobileNumber: string;
  mailId: string;
  previousExperiences: string;
  totalFundAvailableForInvest: string;
  totalFundAvailableNow: string;
  certificate: {
    fileName: string;
    mimeType: string;
    size: number;
    sha256: string;
    storedFileIntact: boolean;
  } | null;
}

const values = {
  'Mobile number': '9876543210',
  'Email ID': 'partner@example.com',
  'Previous experience (years)': '6',
  'Fund available for investment (₹)': '2500000',
  'Funds available now to start (₹)': '1000000',
} as const;
const labels = ['Name', ...Object.keys(values)] as const;
const aesKey = process.env.AES_KEY ?? defaultPublicConfig.aesKey;

const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });
const certificateInput = (page: Page) => page.getByLabel('Professional certificate (optional)');
const submit = (page: Page) => page.getByRole('button', { name: 'Submit' }).click();

async function fillForm(page: Page, name: string) {
  await field(page, 'Name').fill(name);
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

const signatures = { ...certificateSignatures, exe: [0x4d, 0x5a, 0x90, 0x00] };

/** A file of exactly `size` bytes that starts with the magic number of `kind`. */
function fileOf(kind: keyof typeof signatures, size: number, name: string, mimeType: string) {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.set(signatures[kind]);
  return { name, mimeType, buffer };
}

async function enquiriesNamed(request: APIRequestContext, name: string): Promise<StoredEnquiry[]> {
  return (await storedRecords<StoredEnquiry>(request, 'enquiries')).filter(
    (row) => row.name === name,
  );
}

test.beforeEach(async ({ page }) => {
  // Each test fills a whole form, some upload megabytes: triple time on a machine shared with parallel builds.
  test.slow();
  await page.goto('/website/partner');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the popups come in the order of the spec: captcha, then required fields', async ({
  page,
}) => {
  const fields = labels.map((label) => field(page, label));
  await expectCaptchaCheckedFirst(page, () => submit(page), fields, '(required)');
  await field(page, 'Previous experience (years)').fill('six');
  await field(page, 'Previous experience (years)').blur();
  await expect(field(page, 'Previous experience (years)')).toHaveAccessibleDescription('(Invalid)');
});

test('the captcha entry box refuses paste', async ({ page }) => {
  const shown = await captchaDisplay(page).inputValue();
  await pasteInto(page, field(page, 'Name'), shown);
  await expect(field(page, 'Name')).toHaveValue(shown);
  await pasteInto(page, captchaEntry(page), shown);
  await expect(captchaEntry(page)).toHaveValue('');
});

test('certificates outside the limits are refused with the spec message and cleared', async ({
  page,
}) => {
  // Megabytes go through the browser: more time still than the other tests.
  test.setTimeout(180_000);
  const refused: [ReturnType<typeof fileOf>, string][] = [
    [fileOf('png', 30_719, 'small.png', 'image/png'), messages.fileTooSmall],
    [fileOf('png', 5_242_881, 'large.png', 'image/png'), messages.fileTooLarge],
    [fileOf('png', 40_000, 'photo.gif', 'image/gif'), messages.fileType],
  ];
  for (const [file, message] of refused) {
    await certificateInput(page).setInputFiles(file);
    await closePopup(page, message);
    await expect(certificateInput(page)).toHaveValue('');
  }
});

for (const [size, kind, fileName, mimeType] of [
  [30_720, 'png', 'licence.png', 'image/png'],
  [5_242_880, 'pdf', 'licence.pdf', 'application/pdf'],
] as const) {
  test(`a certificate of ${size} bytes is accepted and stored with the enquiry`, async ({
    page,
  }) => {
    // Megabytes go through the browser: more time still than the other tests.
    test.setTimeout(180_000);
    const file = fileOf(kind, size, fileName, mimeType);
    const name = uniqueName('Arun');
    await certificateInput(page).setInputFiles(file);
    await expect(page.getByTestId('popup')).toHaveCount(0);
    await fillForm(page, name);
    await enterCaptcha(page);
    const captchaBefore = await captchaDisplay(page).inputValue();
    await submit(page);
    await closePopup(page, messages.enquirySent);

    for (const label of labels) await expect(field(page, label)).toHaveValue('');
    await expect(certificateInput(page)).toHaveValue('');
    await expect(captchaEntry(page)).toHaveValue('');
    await expect(captchaDisplay(page)).not.toHaveValue(captchaBefore);

    expect(await enquiriesNamed(page.request, name)).toEqual([
      expect.objectContaining({
        mobileNumber: values['Mobile number'],
        mailId: values['Email ID'],
        previousExperiences: '6',
        totalFundAvailableForInvest: '2500000',
        totalFundAvailableNow: '1000000',
        certificate: {
          fileName,
          storedName: expect.any(String),
          mimeType,
          size,
          sha256: createHash('sha256').update(file.buffer).digest('hex'),
          storedFileIntact: true,
        },
      }),
    ]);
  });
}

test('a program renamed .png is refused by the server, and the form stays filled', async ({
  page,
}) => {
  const name = uniqueName('Spoof');
  await certificateInput(page).setInputFiles(fileOf('exe', 40_000, 'certificate.png', 'image/png'));
  // The page sees a .png of an acceptable size; only its bytes tell otherwise.
  await expect(page.getByTestId('popup')).toHaveCount(0);
  await fillForm(page, name);
  await enterCaptcha(page);
  await submit(page);
  await closePopup(page, messages.fileType);
  await expect(field(page, 'Name')).toHaveValue(name);
  await expect(certificateInput(page)).toHaveValue(/certificate\.png$/);
  expect(await enquiriesNamed(page.request, name)).toEqual([]);
});

test('fault injection: when the enquiry fails, the popup says so and the form stays filled', async ({
  page,
}) => {
  await page.route('**/api/franchise/enquiry/add', (route) =>
    route.fulfill({ status: 500, body: 'Internal Server Error' }),
  );
  const name = uniqueName('Kumar');
  await fillForm(page, name);
  await enterCaptcha(page);
  const entered = await captchaEntry(page).inputValue();
  await submit(page);
  await closePopup(page, messages.submitFailed);
  await expect(field(page, 'Name')).toHaveValue(name);
  for (const [label, value] of Object.entries(values))
    await expect(field(page, label)).toHaveValue(value);
  await expect(captchaEntry(page)).toHaveValue(entered);
});

test('the server applies the same size limits to a certificate sent without the page', async ({
  request,
}) => {
  const name = uniqueName('Direct');
  const enquiry = {
    name,
    mobileNumber: values['Mobile number'],
    mailId: values['Email ID'],
    previousExperiences: '6',
    totalFundAvailableForInvest: '2500000',
    totalFundAvailableNow: '1000000',
  };
  const send = (file: ReturnType<typeof fileOf>) =>
    request.post(`/api/${apiPaths.franchiseEnquiry}`, {
      headers: xsrfHeaders,
      multipart: { data: encryptPayload(enquiry, aesKey), professionalCertificate: file },
    });
  const tooSmall = await send(fileOf('png', 30_719, 'small.png', 'image/png'));
  expect(await tooSmall.json()).toMatchObject({ flag: 0, message: messages.fileTooSmall });
  const tooLarge = await send(fileOf('png', 5_242_881, 'large.png', 'image/png'));
  expect(await tooLarge.json()).toMatchObject({ flag: 0, message: messages.fileTooLarge });
  expect(await enquiriesNamed(request, name)).toEqual([]);
});

test('the stored records are for operators only', async ({ request }) => {
  for (const path of ['/ops/enquiries', '/ops/leads']) {
    expect((await request.get(`${opsURL}${path}`)).status(), path).toBe(401);
    // Not on the site's port at all: ops have a listener of their own.
    expect((await request.get(path, { headers: opsHeaders })).status(), path).toBe(404);
  }
});
