import { apiPaths, messages } from '@gold/contracts';
import { describe, expect, it } from 'vitest';
import { countRows, postEncrypted, testApiForFile } from '../testing/testApi';

const api = testApiForFile();

describe('inquiry/add', () => {
  it('stores a general enquiry and answers flag 1 with no data', async () => {
    const enquiry = { name: 'Ravi S.', mobileNumber: '9123456780', message: 'Do you buy silver?' };
    const answer = await postEncrypted(api(), apiPaths.generalEnquiry, enquiry);
    expect(answer.statusCode).toBe(200);
    expect(answer.envelope).toEqual({ flag: 1, message: messages.enquirySent, data: null });
    const rows = await api().db.query('SELECT name, mobile_number, message FROM general_enquiries');
    expect(rows).toEqual([
      { name: 'Ravi S.', mobile_number: '9123456780', message: 'Do you buy silver?' },
    ]);
  });

  it('refuses markup in the message, storing nothing', async () => {
    const before = await countRows(api().db, 'general_enquiries');
    const answer = await postEncrypted(api(), apiPaths.generalEnquiry, {
      name: 'Ravi S.',
      mobileNumber: '9123456780',
      message: '<script>alert(1)</script>',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.envelope).toEqual({ flag: 0, message: 'message: Invalid', data: null });
    expect(await countRows(api().db, 'general_enquiries')).toBe(before);
  });
});
