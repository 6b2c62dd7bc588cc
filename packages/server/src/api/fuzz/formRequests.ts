// The multipart half of the fuzz test's requests: franchise forms whose structure, certificate
// or size is wrong, while the enquiry in them is valid.
import { encryptPayload } from '@gold/cipher/node';
import { apiPaths, certificateRules } from '@gold/contracts';
import { JSON_BODY_LIMIT } from '../apiDeps';
import { encodeForm, pngBytes } from '../../security/requestFixtures';
import { between, json, pick, validPayloads, type FuzzRequest, type Random } from './jsonRequests';

interface FormFile {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
}

export const validCertificate = (random: Random): FormFile => ({
  bytes: pngBytes(
    between(random, certificateRules.minBytes, certificateRules.minBytes + 20_000),
    random,
  ),
  name: 'certificate.png',
  type: 'image/png',
});

/** A franchise form; its parts in the order given. */
export async function multipart(
  category: string,
  parts: [string, string | FormFile][],
): Promise<FuzzRequest> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.name);
  }
  const { body, contentType } = await encodeForm(form);
  return { category, endpoint: apiPaths.franchiseEnquiry, method: 'POST', body, contentType };
}

const fileStartingWith = (
  head: string | number[],
  size: number,
  random: Random,
): Uint8Array<ArrayBuffer> => {
  const bytes = pngBytes(size, random);
  bytes.set(typeof head === 'string' ? Buffer.from(head) : head);
  return bytes;
};

/** A certificate whose name, declared type or bytes lie about what it is. */
function spoofedFile(random: Random): FormFile {
  const size = between(random, certificateRules.minBytes, certificateRules.minBytes + 10_000);
  const png = pngBytes(size, random);
  const html = fileStartingWith('<!DOCTYPE html><script>alert(1)</script>', size, random);
  const exe = fileStartingWith('MZ\u0090\u0000', size, random);
  const php = fileStartingWith('<?php system($_GET["c"]); ?>', size, random);
  const svg = fileStartingWith(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">',
    size,
    random,
  );
  const pdf = fileStartingWith('%PDF-1.7\n', size, random);
  return pick(random, [
    { bytes: html, name: 'certificate.png', type: 'image/png' },
    { bytes: exe, name: 'certificate.jpg', type: 'image/jpeg' },
    { bytes: php, name: 'shell.php.png', type: 'image/png' },
    { bytes: svg, name: 'certificate.png', type: 'image/svg+xml' },
    { bytes: svg, name: 'certificate.svg', type: 'image/svg+xml' },
    { bytes: png, name: 'certificate.pdf', type: 'application/pdf' },
    { bytes: pdf, name: 'certificate.png', type: 'image/png' },
    { bytes: png, name: 'certificate.png', type: 'text/html' },
    { bytes: png, name: 'certificate.html', type: 'image/png' },
    { bytes: png, name: 'certificate', type: 'image/png' },
    { bytes: png, name: '../../../etc/passwd', type: 'image/png' },
    { bytes: exe, name: '..\\..\\evil.exe.jpeg', type: 'image/jpeg' },
    { bytes: png, name: 'certificate.png', type: 'application/x-msdownload' },
  ]);
}

/** Multipart requests whose structure or file is wrong; the enquiry itself is valid. */
export async function malformedForm(random: Random, key: string): Promise<FuzzRequest> {
  const data = encryptPayload(validPayloads[apiPaths.franchiseEnquiry], key);
  const certificate = validCertificate(random);
  const variant = between(random, 0, 9);
  switch (variant) {
    case 0:
      return multipart('multipart structure', [['professionalCertificate', certificate]]);
    case 1:
      return multipart('multipart structure', [
        ['data', data],
        ['data', data],
      ]);
    case 2:
      return multipart('multipart structure', [
        ['data', data],
        ['professionalCertificate', certificate],
        ['professionalCertificate', validCertificate(random)],
      ]);
    case 3:
      return multipart('multipart structure', [
        ['data', data],
        [pick(random, ['file', 'certificate', 'x', '__proto__']), certificate],
      ]);
    case 4:
      return multipart('multipart structure', [
        [
          'data',
          { bytes: new Uint8Array(Buffer.from(data)), name: 'data.txt', type: 'text/plain' },
        ],
      ]);
    case 5:
      return multipart('multipart structure', [
        ['data', ''],
        ['professionalCertificate', certificate],
      ]);
    case 6:
      return multipart('file too small', [
        ['data', data],
        [
          'professionalCertificate',
          {
            ...certificate,
            bytes: certificate.bytes.slice(0, between(random, 8, certificateRules.minBytes - 1)),
          },
        ],
      ]);
    case 7: {
      const request = await multipart('multipart structure', [['data', data]]);
      return {
        ...request,
        contentType: pick(random, [
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=wrong',
          'multipart/mixed; boundary=x',
        ]),
      };
    }
    case 8:
      return json(apiPaths.franchiseEnquiry, 'multipart structure', JSON.stringify({ data }));
    default:
      return multipart('multipart structure', [
        ['data', data],
        ['professionalCertificate', { ...certificate, name: '' }],
      ]);
  }
}

/** A valid enquiry with a certificate that is not what it claims to be. */
export function spoofedForm(random: Random, key: string): Promise<FuzzRequest> {
  const data = encryptPayload(validPayloads[apiPaths.franchiseEnquiry], key);
  const file = spoofedFile(random);
  return multipart(
    'spoofed file types',
    random() < 0.5
      ? [
          ['data', data],
          ['professionalCertificate', file],
        ]
      : [
          ['professionalCertificate', file],
          ['data', data],
        ],
  );
}

/** A valid form cut off before its end, as a dropped connection leaves it. */
export async function truncatedUpload(random: Random, key: string): Promise<FuzzRequest> {
  const data = encryptPayload(validPayloads[apiPaths.franchiseEnquiry], key);
  const request = await multipart(
    'truncated upload',
    random() < 0.5
      ? [
          ['data', data],
          ['professionalCertificate', validCertificate(random)],
        ]
      : [
          ['professionalCertificate', validCertificate(random)],
          ['data', data],
        ],
  );
  const body = request.body as Buffer;
  // Anywhere short of the closing boundary line.
  return { ...request, body: body.subarray(0, between(random, 1, body.length - 10)) };
}

/** Forms over the parser's limits: a `data` field or a certificate too large. */
export async function oversizedForm(
  random: Random,
  key: string,
  bigFile: boolean,
): Promise<FuzzRequest> {
  if (!bigFile)
    return multipart('oversized body', [
      ['data', 'A'.repeat(between(random, JSON_BODY_LIMIT + 1, JSON_BODY_LIMIT * 2))],
    ]);
  const file = {
    ...validCertificate(random),
    bytes: pngBytes(certificateRules.maxBytes + between(random, 1, 100_000), random),
  };
  return multipart('oversized body', [
    ['data', encryptPayload(validPayloads[apiPaths.franchiseEnquiry], key)],
    ['professionalCertificate', file],
  ]);
}

/** The franchise form with a malformed `data`, sometimes next to a valid certificate. */
export async function franchiseWithData(
  random: Random,
  category: string,
  data: string,
): Promise<FuzzRequest> {
  if (random() < 0.6) return multipart(category, [['data', data]]);
  const certificate = validCertificate(random);
  return multipart(
    category,
    random() < 0.5
      ? [
          ['data', data],
          ['professionalCertificate', certificate],
        ]
      : [
          ['professionalCertificate', certificate],
          ['data', data],
        ],
  );
}
