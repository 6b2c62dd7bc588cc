import * as z from 'zod/mini';

/** Payload of goldRate/view, fixed by spec sections 7 and 9. */
export const goldRateViewRequestSchema = z.strictObject({
  dataStatus: z.literal(2),
  content: z.literal(''),
  endDate: z.literal(''),
  startDate: z.literal(''),
  pageSize: z.number().check(z.int(), z.minimum(1), z.maximum(100)),
  page: z.number().check(z.int(), z.minimum(0)),
});
export type GoldRateViewRequest = z.infer<typeof goldRateViewRequestSchema>;

/** The exact request the pages send for today's rate. */
export const goldRateViewRequest: GoldRateViewRequest = {
  dataStatus: 2,
  content: '',
  endDate: '',
  startDate: '',
  pageSize: 5,
  page: 0,
};

/**
 * One day's rates, rupees per gram: the three carats are the record of spec section 3. Our server
 * adds when they were set; a record without it, or with fields of its own, is as good.
 */
export const goldRateSchema = z.object({
  karat18: z.number(),
  karat22: z.number(),
  karat24: z.number(),
  lastUpdateTime: z.optional(z.string()),
});
export type GoldRate = z.infer<typeof goldRateSchema>;

/** Decrypted data of goldRate/view: the first item of content is the current rate. */
export const goldRateViewResultSchema = z.object({
  content: z.array(goldRateSchema),
  totalElements: z.number(),
});
export type GoldRateViewResult = z.infer<typeof goldRateViewResultSchema>;

/** Input of the ops command that sets today's rates: positive rupees with at most 2 decimals. */
export const goldRateInputSchema = z.strictObject({
  karat18: z.number().check(z.positive(), z.maximum(1_000_000), z.multipleOf(0.01)),
  karat22: z.number().check(z.positive(), z.maximum(1_000_000), z.multipleOf(0.01)),
  karat24: z.number().check(z.positive(), z.maximum(1_000_000), z.multipleOf(0.01)),
});
export type GoldRateInput = z.infer<typeof goldRateInputSchema>;
