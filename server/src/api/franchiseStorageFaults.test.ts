import { serverMessages } from '@gold/contracts';
import { describe, expect, it } from 'vitest';
import {
  fileBytes,
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
