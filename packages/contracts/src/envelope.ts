import * as z from 'zod/mini';

/** Every request body: the AES cipher text of the JSON payload. */
export const encryptedRequestSchema = z.strictObject({
  data: z.string().check(z.minLength(1), z.maxLength(1_000_000)),
});

/** Every answer. flag 1 means success; data is cipher text (or null when there is nothing). */
export interface Envelope {
  flag: number;
  message: string;
  data: string | null;
}

/** Paths of the API, relative to its base (`/api/`). */
export const apiPaths = {
  goldRateView: 'goldRate/view',
  calculate: 'goldRate/calculate/add',
  generalEnquiry: 'inquiry/add',
  branchList: 'branch/getAll',
  franchiseEnquiry: 'franchise/enquiry/add',
} as const;
