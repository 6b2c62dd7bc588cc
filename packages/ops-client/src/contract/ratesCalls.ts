import * as z from 'zod/mini';
import { goldRateInputSchema } from '@gold/contracts';
import { opsCall } from './opsCall';

/** Today's gold rates, for holders of the `rates` capability (api/ops/ratesRoutes.ts). */
export const ratesCalls = {
  /** Sets today's rates; the answer is the stored row. */
  set: opsCall({
    method: 'POST',
    route: '/rates',
    request: goldRateInputSchema,
    response: z.custom<Record<string, unknown>>(),
  }),
};
