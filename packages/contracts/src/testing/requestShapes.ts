import * as z from 'zod/mini';
import { branchListRequestSchema } from '../branch';
import { calculatorRequestSchema } from '../calculator';
import { franchiseEnquirySchema, generalEnquirySchema } from '../enquiry';
import { apiPaths } from '../envelope';
import { goldRateViewRequestSchema } from '../goldRate';

/** The schema of each API call's request, by its path. */
export const requestSchemas = {
  [apiPaths.goldRateView]: goldRateViewRequestSchema,
  [apiPaths.branchList]: branchListRequestSchema,
  [apiPaths.calculate]: calculatorRequestSchema,
  [apiPaths.generalEnquiry]: generalEnquirySchema,
  [apiPaths.franchiseEnquiry]: franchiseEnquirySchema,
} as const;

/**
 * The shape of each call's request as JSON Schema: its fields, which are required, their types
 * and bounds (checks written as functions are left out). What `levels.test.ts` compares with the
 * shapes recorded for the API level.
 */
export function requestShapes(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(requestSchemas).map(([path, schema]) => [
      path,
      z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }),
    ]),
  );
}
