import { createHash } from 'node:crypto';
import { encryptPayload } from '@gold/cipher/node';
import { defaultPublicConfig } from '@gold/config';
import { certificateRules, type FranchiseEnquiry } from '@gold/contracts';
import { certificateBytes } from '@gold/contracts/testing';

/** A franchise enquiry with a PNG certificate, encoded as the multipart body the form sends. */
export interface EnquiryUpload {
  name: string;
  body: Buffer<ArrayBuffer>;
  contentType: string;
  /** The certificate's size and SHA-256: what the server must store of it. */
  size: number;
  sha256: string;
}

/** `name`'s enquiry with a certificate of random bytes, `extraBytes` over the minimum size. */
export async function enquiryUpload(
  name: string,
  { extraBytes = 10_000, aesKey = process.env.AES_KEY ?? defaultPublicConfig.aesKey } = {},
): Promise<EnquiryUpload> {
  const certificate = certificateBytes('png', certificateRules.minBytes + extraBytes, Math.random);
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
    new Blob([certificate], { type: 'image/png' }),
    'certificate.png',
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
