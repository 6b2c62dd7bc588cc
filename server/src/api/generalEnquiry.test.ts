import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths, messages, preferredTimes } from '@gold/contracts';
import { describe, expect, it } from 'vitest';
import { migrate } from '../platform/database/migrate';
import { migrations } from '../platform/database/migrations';
import { openPglite } from '../platform/database/pglite';
import { listGeneralEnquiries } from './store';
import { countRows, postEncrypted, testApiForFile } from '../testing/testApi';

const api = testApiForFile();

/** A callback request as the form sends it. */
const callback = {
  name: 'Ravi S.',
  mobileNumber: '9123456780',
  preferredTime: 'Evening (4 - 7 pm)',
  message: 'Do you buy silver?',
};

const storedRows = () =>
  api().db.query(
    'SELECT name, mobile_number, preferred_time, message FROM general_enquiries ORDER BY id',
  );

describe('inquiry/add: the callback request', () => {
  it('stores a callback request and answers flag 1 with the enquiry message and no data', async () => {
    const answer = await postEncrypted(api(), apiPaths.generalEnquiry, callback);
    expect(answer.statusCode).toBe(200);
    expect(answer.envelope).toEqual({ flag: 1, message: messages.enquirySent, data: null });
    expect(await storedRows()).toEqual([
      {
        name: 'Ravi S.',
        mobile_number: '9123456780',
        preferred_time: 'Evening (4 - 7 pm)',
        message: 'Do you buy silver?',
      },
    ]);
  });

  it('stores one without a message, or with an empty one, with the empty message', async () => {
    const before = await countRows(api().db, 'general_enquiries');
    const { message: _omitted, ...withoutMessage } = callback;
    for (const enquiry of [withoutMessage, { ...withoutMessage, message: '' }]) {
      const answer = await postEncrypted(api(), apiPaths.generalEnquiry, enquiry);
      expect(answer.envelope).toEqual({ flag: 1, message: messages.enquirySent, data: null });
    }
    expect((await storedRows()).slice(before)).toEqual([
      {
        name: 'Ravi S.',
        mobile_number: '9123456780',
        preferred_time: callback.preferredTime,
        message: '',
      },
      {
        name: 'Ravi S.',
        mobile_number: '9123456780',
        preferred_time: callback.preferredTime,
        message: '',
      },
    ]);
  });

  it.each(preferredTimes)('takes the time %j', async (preferredTime) => {
    const answer = await postEncrypted(api(), apiPaths.generalEnquiry, {
      ...callback,
      preferredTime,
    });
    expect(answer.envelope.flag).toBe(1);
    const [row] = await api().db.query<{ preferred_time: string }>(
      'SELECT preferred_time FROM general_enquiries ORDER BY id DESC LIMIT 1',
    );
    expect(row?.preferred_time).toBe(preferredTime);
  });

  // Malformed input is a 400 with flag 0 naming the field, never a 500, and nothing is stored.
  const refused: [string, unknown, string][] = [
    [
      'markup in the message',
      { ...callback, message: '<script>alert(1)</script>' },
      'message: Invalid',
    ],
    ['no time', { ...callback, preferredTime: undefined }, 'preferredTime: required'],
    ['an unselected time', { ...callback, preferredTime: '' }, 'preferredTime: required'],
    ['a time not offered', { ...callback, preferredTime: 'Midnight' }, 'preferredTime: Invalid'],
    ['a time as a number', { ...callback, preferredTime: 9 }, 'preferredTime: Invalid'],
    ['a message that is not text', { ...callback, message: ['hello'] }, 'message: Invalid'],
    ['a message over the limit', { ...callback, message: 'a'.repeat(2_001) }, 'message: Invalid'],
    ['a name with digits', { ...callback, name: 'Ravi 2' }, 'name: Invalid'],
    ['a short mobile number', { ...callback, mobileNumber: '912345678' }, 'mobileNumber: Invalid'],
    [
      'an empty form',
      { name: '', mobileNumber: '', preferredTime: '', message: '' },
      'name: required; mobileNumber: required; preferredTime: required',
    ],
    [
      'an extra field',
      { ...callback, mailId: 'ravi@example.com' },
      'payload: Unrecognized key: "mailId"',
    ],
  ];
  it.each(refused)(
    'refuses %s with a 400 naming it, storing nothing',
    async (_, payload, message) => {
      const before = await countRows(api().db, 'general_enquiries');
      const answer = await postEncrypted(api(), apiPaths.generalEnquiry, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.envelope).toEqual({ flag: 0, message, data: null });
      expect(await countRows(api().db, 'general_enquiries')).toBe(before);
    },
  );
});

describe('general enquiries stored before the callback form', () => {
  it('stay, with no time, once the time of day is added to the table', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gold-test-'));
    const db = await openPglite(dataDir);
    try {
      await migrate(
        db,
        migrations.filter((migration) => migration.version < 12),
      );
      await db.query(
        'INSERT INTO general_enquiries (name, mobile_number, message) VALUES ($1, $2, $3)',
        ['Meena', '9876543210', 'Do you buy silver?'],
      );
      expect(await migrate(db)).toContain(12);
      expect(await listGeneralEnquiries(db, 5)).toEqual([
        {
          id: expect.any(Number),
          name: 'Meena',
          mobileNumber: '9876543210',
          preferredTime: null,
          message: 'Do you buy silver?',
          createdAt: expect.any(Date),
        },
      ]);
    } finally {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
