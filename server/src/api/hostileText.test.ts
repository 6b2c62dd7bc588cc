import { encryptPayload } from '@gold/cipher/node';
import { apiPaths, branchListRequest, textProblems } from '@gold/contracts';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../testing/testDatabase';
import { encryptText } from '@gold/cipher/node';
import { validLead } from '../testing/requestFixtures';
import { fieldHead, fileHead, rawMultipart } from '../testing/rawMultipart';
import { enquiry, fileBytes } from '../testing/franchiseTestKit';
import {
  postEncrypted,
  postRaw,
  rowsByTable,
  testApiForFile,
  type Answer,
} from '../testing/testApi';

// NUL, lone surrogates and line breaks where a field holds one line, in every text the API takes:
// each a 400 that names the problem, nothing stored. PostgreSQL refuses NUL in text (a 500 it
// was), so these run on both engines.

const general = {
  name: 'Meena Kumari',
  mobileNumber: '9876543210',
  preferredTime: 'Any time',
  message: 'Do you buy silver?',
};
const NOT_UTF8 = 'is not UTF-8 (a lone surrogate or a broken character)';

describeEachEngine('hostile characters in text', (engine) => {
  const api = testApiForFile(undefined, engine.open);

  const json = (path: string, payload: unknown) => () => postEncrypted(api(), path, payload);
  /** A valid enquiry with a certificate whose header block is `head`. */
  const upload = (head: string | Uint8Array) => () => {
    const { body, contentType } = rawMultipart([
      { head: fieldHead('data'), body: encryptPayload(enquiry, api().key) },
      { head, body: fileBytes('png', 40_000) },
    ]);
    return postRaw(api(), apiPaths.franchiseEnquiry, body, contentType);
  };
  const search = (searchContent: string) => ({ ...branchListRequest(5), searchContent });
  const lead = validLead('hostile');

  const refused: [string, () => Promise<Answer>, string][] = [
    [
      'NUL in an enquiry message',
      json(apiPaths.generalEnquiry, { ...general, message: 'Hello\u0000' }),
      `message: ${textProblems.nul}`,
    ],
    [
      'NUL in a branch search',
      json(apiPaths.branchList, search('Chen\u0000nai')),
      `searchContent: ${textProblems.nul}`,
    ],
    [
      'NUL in a file name',
      upload(fileHead('professionalCertificate', 'certificate\u0000.png')),
      `professionalCertificate: the file name ${textProblems.nul}`,
    ],
    [
      'a lone surrogate in an enquiry message',
      json(apiPaths.generalEnquiry, { ...general, message: 'Hello \uD800' }),
      `message: ${textProblems.loneSurrogate}`,
    ],
    [
      'a lone surrogate in a calculator name',
      json(apiPaths.calculate, { ...lead, name: 'Meena\uDC00' }),
      `name: ${textProblems.loneSurrogate}`,
    ],
    [
      'a lone surrogate in a franchise name',
      () => {
        const { body, contentType } = rawMultipart([
          {
            head: fieldHead('data'),
            body: encryptPayload({ ...enquiry, name: 'Arun\uD83D' }, api().key),
          },
        ]);
        return postRaw(api(), apiPaths.franchiseEnquiry, body, contentType);
      },
      `name: ${textProblems.loneSurrogate}`,
    ],
    [
      'a lone surrogate in a branch search',
      json(apiPaths.branchList, search('\uD800')),
      `searchContent: ${textProblems.loneSurrogate}`,
    ],
    [
      'a lone surrogate in an enquiry message (as the bytes ED A0 80)',
      () => {
        const message = Buffer.concat([
          Buffer.from(JSON.stringify({ ...general, message: '<>' }).split('<>')[0] ?? ''),
          Buffer.from([0xed, 0xa0, 0x80]),
          Buffer.from('"}'),
        ]);
        return postRaw(
          api(),
          apiPaths.generalEnquiry,
          JSON.stringify({ data: encryptText(message, api().key) }),
        );
      },
      'data: cannot be decrypted (not AES cipher text of a UTF-8 JSON payload made with this API key)',
    ],
    [
      'a lone surrogate in a file name (as the bytes ED A0 80)',
      upload(Buffer.from(fileHead('professionalCertificate', 'c\xed\xa0\x80.png'), 'latin1')),
      `professionalCertificate: the file name ${NOT_UTF8}`,
    ],
    [
      'a LF in a calculator name',
      json(apiPaths.calculate, { ...lead, name: 'Meena\nKumari' }),
      `name: ${textProblems.lineBreak}`,
    ],
    [
      'a CR in a calculator city',
      json(apiPaths.calculate, { ...lead, city: 'Chennai\r' }),
      `city: ${textProblems.lineBreak}`,
    ],
    [
      'a LF in an enquiry name',
      json(apiPaths.generalEnquiry, { ...general, name: 'Meena\n' }),
      `name: ${textProblems.lineBreak}`,
    ],
    [
      'a bare CR in an enquiry message',
      json(apiPaths.generalEnquiry, { ...general, message: 'line one\rline two' }),
      `message: ${textProblems.bareCarriageReturn}`,
    ],
    [
      'a LF in a branch search',
      json(apiPaths.branchList, search('Chennai\n')),
      `searchContent: ${textProblems.lineBreak}`,
    ],
  ];

  it.each(refused)('%s: 400 naming the problem, nothing stored', async (_, send, message) => {
    const before = await rowsByTable(api().db);
    const answer = await send();
    expect({ status: answer.statusCode, envelope: answer.envelope }).toEqual({
      status: 400,
      envelope: { flag: 0, message, data: null },
    });
    expect(await rowsByTable(api().db)).toEqual(before);
  });

  it.each(['line one\nline two', 'line one\r\nline two'])(
    'a message over several lines (%j) is stored, once and as sent',
    async (message) => {
      const answer = await postEncrypted(api(), apiPaths.generalEnquiry, { ...general, message });
      expect(answer.envelope.flag).toBe(1);
      const rows = await api().db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM general_enquiries WHERE message = $1',
        [message],
      );
      expect(rows[0]?.n).toBe(1);
    },
  );
});
