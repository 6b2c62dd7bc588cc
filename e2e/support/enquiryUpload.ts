import { createHash } from 'node:crypto';
import { encryptPayload } from '@gold/cipher/node';
import { defaultPublicConfig } from '@gold/config';
import { certificateRules, type FranchiseEnquiry } from '@gold/contracts';
import { certificateBytes } from '@gold/contracts/testing';

/** A franchise enquiry with a certificate, encoded as the multipart body the form sends. */
export interface EnquiryUpload {
  name: string;
  body: Buffer<ArrayBuffer>;
  contentType: string;
  /** The certificate's size and SHA-256: what the server must store of it. */
  size: number;
  sha256: string;
}

/** How a certificate of each kind is sent: its file name and declared type. */
const sentAs = {
  png: { fileName: 'certificate.png', type: 'image/png' },
  pdf: { fileName: 'certificate.pdf', type: 'application/pdf' },
} as const;

/**
 * `name`'s enquiry with a certificate of random bytes, `extraBytes` over the minimum size, a PNG
 * unless `kind` says otherwise.
 */
export async function enquiryUpload(
  name: string,
  {
    extraBytes = 10_000,
    aesKey = process.env.AES_KEY ?? defaultPublicConfig.aesKey,
    kind = 'png' as keyof typeof sentAs,
  } = {},
): Promise<EnquiryUpload> {
  const certificate = certificateBytes(kind, certificateRules.minBytes + extraBytes, Math.random);
  const fields: FranchiseEnquiry = {
    name,
    mobileNumber: '9000012345',
    mailId: 'upload.test@example.com',
    previousExperiences: '3',
    totalFundAvailableForInvest: '900000',
    totalFundAvailableNow: '500000',
  };
  const form = new FormData();
  form.append('data', encryptPayload(fields, aesKey));
  form.append(
    'professionalCertificate',
    new Blob([certificate], { type: sentAs[kind].type }),
    sentAs[kind].fileName,
  );
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    name,
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
    size: certificate.length,
    sha256: createHash('sha256').update(certificate).digest('hex'),
  };
}
