import { randomBytes } from 'node:crypto';
import { apiPaths, IDEMPOTENCY_KEY_HEADER, messages } from '@gold/contracts';
import { certificateBytes } from '@gold/contracts/testing';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../testing/testDatabase';
import { countRows, postEncrypted, postForm, testApiForFile } from '../testing/testApi';
import { franchiseForm, validEnquiry } from '../testing/requestFixtures';

/** A key as a page makes one for a submission. */
const newKey = () => randomBytes(16).toString('hex');
const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
const callback = {
  name: 'Ravi S.',
  mobileNumber: '9123456780',
  preferredTime: 'Evening (4 - 7 pm)',
  message: 'Do you buy silver?',
};
const sent = { flag: 1, message: messages.enquirySent, data: null };
/** A PDF certificate; each `fill` gives other bytes. */
function certificate(fill: number) {
  const bytes = certificateBytes('pdf', 50 * 1024);
  bytes[bytes.length - 10] = fill;
  return { bytes, name: 'licence.pdf', type: 'application/pdf' };
}

describeEachEngine('an enquiry sent again with the key of its submission', ({ open }) => {
  const api = testApiForFile(undefined, open);
  const rows = (table: string) => countRows(api().db, table);

  it('is stored once, and every retry answered as the first', async () => {
    const before = await rows('general_enquiries');
    const key = newKey();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await postEncrypted(api(), apiPaths.generalEnquiry, callback, keyed(key));
      expect([answer.statusCode, answer.envelope]).toEqual([200, sent]);
    }
    expect(await rows('general_enquiries')).toBe(before + 1);
  });

  it('is stored once when its retries race each other', async () => {
    const before = await rows('general_enquiries');
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        postEncrypted(api(), apiPaths.generalEnquiry, callback, keyed(key)),
      ),
    );
    expect(answers.map((answer) => answer.envelope)).toEqual(Array.from({ length: 8 }, () => sent));
    expect(await rows('general_enquiries')).toBe(before + 1);
  });

  it('is stored again under another key, or without one (a page built before the key)', async () => {
    const before = await rows('general_enquiries');
    await postEncrypted(api(), apiPaths.generalEnquiry, callback, keyed(newKey()));
    await postEncrypted(api(), apiPaths.generalEnquiry, callback, keyed(newKey()));
    await postEncrypted(api(), apiPaths.generalEnquiry, callback);
    await postEncrypted(api(), apiPaths.generalEnquiry, callback);
    expect(await rows('general_enquiries')).toBe(before + 4);
  });

  it.each(['short', 'x'.repeat(129), 'has spaces in it here', 'ключ-ключ-ключ-ключ'])(
    'is refused with 400, nothing stored, where the key is malformed: %s',
    async (key) => {
      const before = await rows('general_enquiries');
      const answer = await postEncrypted(api(), apiPaths.generalEnquiry, callback, {
        [IDEMPOTENCY_KEY_HEADER]: encodeURIComponent(key),
      });
      expect(answer.statusCode).toBe(400);
      expect(await rows('general_enquiries')).toBe(before);
    },
  );

  it('with a certificate, stores the enquiry and its bytes once, whatever file a retry carries', async () => {
    const [enquiries, blobs] = [await rows('franchise_enquiries'), await rows('certificate_blobs')];
    const key = newKey();
    const send = (fill: number) =>
      postForm(
        api(),
        apiPaths.franchiseEnquiry,
        franchiseForm(validEnquiry('once'), api().key, certificate(fill)),
        keyed(key),
      );
    for (const fill of [0x31, 0x31, 0x32]) expect((await send(fill)).envelope).toEqual(sent);
    expect(await rows('franchise_enquiries')).toBe(enquiries + 1);
    expect(await rows('certificate_blobs')).toBe(blobs + 1);
  });

  it('with a certificate, is stored once when its retries race each other', async () => {
    const before = await rows('franchise_enquiries');
    const key = newKey();
    const answers = await Promise.all(
      [0x41, 0x42, 0x43, 0x44].map((fill) =>
        postForm(
          api(),
          apiPaths.franchiseEnquiry,
          franchiseForm(validEnquiry('race'), api().key, certificate(fill)),
          keyed(key),
        ),
      ),
    );
    expect(answers.map((answer) => answer.envelope)).toEqual(Array.from({ length: 4 }, () => sent));
    expect(await rows('franchise_enquiries')).toBe(before + 1);
  });
});
