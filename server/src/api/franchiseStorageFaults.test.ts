import { serverMessages } from '@gold/contracts';
import { rm, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  fileBytes,
  franchiseApi,
  lastEnquiry,
  storedAsSent,
  success,
  encrypted,
  form,
  submit,
  refusal,
  simulateFault,
  franchiseApiForFile,
} from '../testing/franchiseTestKit';

franchiseApiForFile();

describe('franchise/enquiry/add: storage failures leave neither row nor certificate', () => {
  const upload = { bytes: fileBytes('png', 50_000), name: 'cert.png', type: 'image/png' };
  const failed = refusal(500, 'Something went wrong, please try again later');

  it('when the row cannot be inserted', async () => {
    simulateFault('insert');
    expect(await submit(form(encrypted(), upload))).toEqual(failed);
  });

  it('when the database is down: 503, and the visitor is told nothing was saved', async () => {
    simulateFault('down');
    expect(await submit(form(encrypted(), upload))).toEqual(
      refusal(503, serverMessages.databaseUnavailable),
    );
  });

  it('when the transaction fails after the bytes and the row were written', async () => {
    simulateFault('commit');
    expect(await submit(form(encrypted(), upload))).toEqual(failed);
  });
});

describe('franchise/enquiry/add: a data folder that cannot be written costs no enquiry', () => {
  it('stores the enquiry and its certificate whole while the uploads folder cannot be made', async () => {
    const upload = { bytes: fileBytes('pdf', 60_000), name: 'cert.pdf', type: 'application/pdf' };
    const { uploadDir } = franchiseApi();
    // A file where the folder would be: no file can be made there, even by root.
    await rm(uploadDir, { recursive: true, force: true });
    await writeFile(uploadDir, 'not a folder');
    try {
      const outcome = await submit(form(encrypted(), upload));
      expect(outcome).toMatchObject({ status: 200, envelope: success, rowsAdded: 1 });
      const row = await lastEnquiry();
      expect(await storedAsSent(row?.certificate_stored_name ?? undefined, upload)).toBe(true);
    } finally {
      await rm(uploadDir, { force: true });
    }
  });
});
