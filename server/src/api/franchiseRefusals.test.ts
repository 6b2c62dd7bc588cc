import { messages } from '@gold/contracts';
import { describe, expect, it } from 'vitest';
import {
  enquiry,
  fileBytes,
  encrypted,
  form,
  submit,
  submitRaw,
  refusal,
  minBytes,
  maxBytes,
  franchiseApiForFile,
  type Outcome,
} from '../testing/franchiseTestKit';

franchiseApiForFile();

describe('franchise/enquiry/add: refused, storing nothing', () => {
  const png = { bytes: fileBytes('png', 50_000), name: 'cert.png', type: 'image/png' };
  const withExtraField = (name: string, value: string) => {
    const body = form(encrypted());
    body.append(name, value);
    return body;
  };
  const withExtraFile = (name: string, file: Blob, fileName: string) => {
    const body = form(encrypted());
    body.append(name, file, fileName);
    return body;
  };
  const cases: [string, () => FormData, Outcome][] = [
    [
      'a renamed executable',
      () => form(encrypted(), { ...png, bytes: fileBytes('exe', 50_000) }),
      refusal(415, messages.fileType),
    ],
    [
      'a PNG that calls itself a PDF',
      () => form(encrypted(), { ...png, name: 'cert.pdf', type: 'application/pdf' }),
      refusal(415, messages.fileType),
    ],
    [
      "a declared type that is not the extension's",
      () => form(encrypted(), { ...png, type: 'application/pdf' }),
      refusal(415, messages.fileType),
    ],
    [
      'an extension that is not accepted',
      () => form(encrypted(), { bytes: fileBytes('exe', 50_000), name: 'setup.exe' }),
      refusal(415, messages.fileType),
    ],
    [
      'a file without a name',
      () => withExtraFile('professionalCertificate', new Blob([png.bytes]), ''),
      refusal(415, messages.fileType),
    ],
    [
      'one byte under the minimum size',
      () => form(encrypted(), { ...png, bytes: fileBytes('png', minBytes - 1) }),
      refusal(400, messages.fileTooSmall),
    ],
    [
      'one byte over the maximum size',
      () => form(encrypted(), { ...png, bytes: fileBytes('png', maxBytes + 1) }),
      refusal(413, messages.fileTooLarge),
    ],
    [
      'a file far over the maximum size',
      () =>
        form(encrypted(), {
          ...png,
          bytes: fileBytes('pdf', 3 * maxBytes),
          name: 'big.pdf',
          type: '',
        }),
      refusal(413, messages.fileTooLarge),
    ],
    [
      'invalid enquiry fields sent after a valid file',
      () => form(encrypted({ ...enquiry, mobileNumber: '12345' }), png, false),
      refusal(400, 'mobileNumber: Invalid'),
    ],
    [
      'invalid enquiry fields sent before a file',
      () => form(encrypted({ ...enquiry, mailId: 'nobody' }), png),
      refusal(400, 'mailId: Invalid'),
    ],
    [
      'an extra enquiry field',
      () => form(encrypted({ ...enquiry, admin: true })),
      refusal(400, 'payload: Unrecognized key: "admin"'),
    ],
    ['no data part', () => form(null, png), refusal(400, 'data: required')],
    [
      'data that is not cipher text',
      () => form('plain text'),
      refusal(400, expect.stringMatching(/^data: cannot be decrypted/)),
    ],
    [
      'two files',
      () => {
        const body = form(encrypted(), png);
        body.append('professionalCertificate', new Blob([png.bytes]), 'b.png');
        return body;
      },
      refusal(413, expect.stringMatching(/^Too many /)),
    ],
    [
      'two data fields',
      () => withExtraField('data', encrypted()),
      refusal(400, 'data: sent more than once'),
    ],
    [
      'an unexpected part',
      () => withExtraField('note', 'hello'),
      refusal(400, expect.stringMatching(/^Unexpected form part "note"/)),
    ],
    [
      'an unexpected file part',
      () => withExtraFile('photo', new Blob([png.bytes]), 'me.png'),
      refusal(400, expect.stringMatching(/^Unexpected form part "photo"/)),
    ],
    [
      'more parts than the form has',
      () => {
        const body = withExtraField('professionalCertificate', '');
        body.append('note', 'x');
        return body;
      },
      refusal(413, expect.stringMatching(/^Too many form parts/)),
    ],
  ];
  for (const [name, body, expected] of cases) {
    it(`refuses ${name}`, async () => {
      expect(await submit(body())).toEqual(expected);
    });
  }

  it('a JSON body', async () => {
    const json = JSON.stringify({ data: encrypted() });
    expect(await submitRaw(json)).toEqual(refusal(415, 'Content-Type must be multipart/form-data'));
  });

  it('an XML body', async () => {
    expect(await submitRaw('<a/>', 'application/xml')).toEqual(
      refusal(415, expect.stringMatching(/^Unsupported Content-Type/)),
    );
  });

  it('a multipart body cut off anywhere, in either order of parts', async () => {
    const outcomes = new Set<string>();
    for (const dataFirst of [true, false]) {
      const encoded = new Request('http://localhost/', {
        method: 'POST',
        body: form(encrypted(), png, dataFirst),
      });
      const whole = Buffer.from(await encoded.arrayBuffer());
      const type = encoded.headers.get('content-type') ?? undefined;
      // From inside the first part's headers to just before the closing boundary.
      for (const cut of [40, 150, 300, 500, 1_000, 20_000, whole.length - 200, whole.length - 10]) {
        const body = whole.subarray(0, cut);
        const outcome = await submitRaw(body, type);
        outcomes.add(JSON.stringify(outcome));
      }
    }
    const expected = (detail: string) =>
      JSON.stringify(refusal(400, `Malformed multipart/form-data body: ${detail}`));
    // Which of busboy's two words for it comes first depends on Node's stream timing: Node 20
    // said "Part terminated early" for a cut inside the file, Node 26 says "Unexpected end".
    const either = [
      expected('Part terminated early due to unexpected end of multipart data'),
      expected('Unexpected end of multipart data'),
    ];
    for (const outcome of outcomes) expect(either).toContain(outcome);
  });

  it('a multipart body without a boundary', async () => {
    expect(await submitRaw('x', 'multipart/form-data')).toEqual(
      refusal(400, expect.stringMatching(/^Malformed multipart\/form-data body/)),
    );
  });
});
