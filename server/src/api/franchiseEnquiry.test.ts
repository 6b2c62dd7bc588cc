import { describe, expect, it } from 'vitest';
import {
  fileBytes,
  encrypted,
  form,
  submit,
  submitRaw,
  success,
  storedName,
  lastEnquiry,
  rowOf,
  storedAsSent,
  minBytes,
  maxBytes,
  franchiseApi,
  franchiseApiForFile,
  type Upload,
} from '../testing/franchiseTestKit';

franchiseApiForFile();

describe('franchise/enquiry/add: stored', () => {
  it('stores the enquiry alone when no certificate is sent', async () => {
    expect(await submit(form(encrypted()))).toEqual({
      status: 200,
      envelope: success,
      rowsAdded: 1,
      filesAdded: [],
    });
    const [numbers] = await franchiseApi().db.query(
      `SELECT name, mobile_number, mail_id, previous_experiences::text,
              total_fund_available_for_invest::text, total_fund_available_now::text,
              certificate_stored_name
       FROM franchise_enquiries ORDER BY id DESC LIMIT 1`,
    );
    expect(numbers).toEqual({
      name: 'Arun Prakash',
      mobile_number: '9000012345',
      mail_id: 'arun@example.com',
      previous_experiences: '4',
      total_fund_available_for_invest: '2500000',
      total_fund_available_now: '1500000',
      certificate_stored_name: null,
    });
  });

  it('treats an empty file input as no certificate, however it is encoded', async () => {
    const rowOnly = { status: 200, envelope: success, rowsAdded: 1, filesAdded: [] };
    // undici sends an empty file input as a nameless part ...
    const empty = { bytes: new Uint8Array(0), name: '' };
    expect(await submit(form(encrypted(), empty))).toEqual(rowOnly);
    // ... browsers as a file part with an empty file name.
    const boundary = 'x-boundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="data"',
      '',
      encrypted(),
      `--${boundary}`,
      'Content-Disposition: form-data; name="professionalCertificate"; filename=""',
      'Content-Type: application/octet-stream',
      '',
      '',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    expect(await submitRaw(body, `multipart/form-data; boundary=${boundary}`)).toEqual(rowOnly);
  });

  const accepted: [string, Upload, string][] = [
    [
      'a PNG of exactly the minimum size',
      { bytes: fileBytes('png', minBytes), name: 'cert.png', type: 'image/png' },
      'image/png',
    ],
    [
      'a PDF of exactly the maximum size',
      { bytes: fileBytes('pdf', maxBytes), name: 'Certificate.PDF', type: 'application/pdf' },
      'application/pdf',
    ],
    [
      'a JPEG whose type the browser did not know',
      { bytes: fileBytes('jpeg', 40_000), name: 'scan.jpeg', type: 'application/octet-stream' },
      'image/jpeg',
    ],
  ];
  for (const [name, upload, mimeType] of accepted) {
    it(`stores ${name}, row and file`, async () => {
      const outcome = await submit(form(encrypted(), upload));
      expect(outcome).toEqual({
        status: 200,
        envelope: success,
        rowsAdded: 1,
        filesAdded: [storedName],
      });
      expect(await lastEnquiry()).toEqual(rowOf(upload, mimeType, outcome.filesAdded[0]));
      expect(await storedAsSent(outcome.filesAdded[0], upload)).toBe(true);
      // A 5 MB certificate goes into the embedded database and back: seconds on a busy machine.
    }, 20_000);
  }

  it('accepts the data part after the file', async () => {
    const upload = { bytes: fileBytes('png', 50_000), name: 'late.png', type: 'image/png' };
    const outcome = await submit(form(encrypted(), upload, false));
    expect(outcome).toEqual({
      status: 200,
      envelope: success,
      rowsAdded: 1,
      filesAdded: [storedName],
    });
    expect(await lastEnquiry()).toEqual(rowOf(upload, 'image/png', outcome.filesAdded[0]));
  });
});
