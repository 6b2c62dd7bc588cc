import * as z from 'zod/mini';
import { plainText } from './text';

const hourMinute = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Payload of branch/getAll (spec section 7). */
export const branchListRequestSchema = z.strictObject({
  status: z.literal(1),
  searchContent: z.string().check(plainText(), z.maxLength(100)),
  fromDate: z.literal(''),
  toDate: z.literal(''),
  pageSize: z.number().check(z.int(), z.minimum(1), z.maximum(1000)),
  pageNumber: z.number().check(z.int(), z.minimum(0)),
});
export type BranchListRequest = z.infer<typeof branchListRequestSchema>;

/** The request for one page of active branches. */
export function branchListRequest(pageSize: number): BranchListRequest {
  return { status: 1, searchContent: '', fromDate: '', toDate: '', pageSize, pageNumber: 0 };
}

/** A branch as the API returns it; timings are 24-hour hh:mm. */
export const branchSchema = z.object({
  branchName: z.string(),
  inchargeName: z.string(),
  mobileNumber: z.string(),
  shopOpenTiming: z.string().check(z.regex(hourMinute)),
  shopClosingTiming: z.string().check(z.regex(hourMinute)),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  latitude: z.number().check(z.minimum(-90), z.maximum(90)),
  longitude: z.number().check(z.minimum(-180), z.maximum(180)),
});
export type Branch = z.infer<typeof branchSchema>;

export const branchListResultSchema = z.object({
  content: z.array(branchSchema),
  totalElements: z.number(),
});
export type BranchListResult = z.infer<typeof branchListResultSchema>;
