import {
  apiPaths,
  goldRateViewRequest,
  goldRateViewResultSchema,
  type GoldRateViewResult,
} from '@gold/contracts';
import type { ApiAnswer } from '@gold/http';
import { postEncrypted } from '@gold/http/client';

/** goldRate/view with the spec's fixed payload; the first content item is today's rate. */
export function getGoldRates(): Promise<ApiAnswer<GoldRateViewResult>> {
  return postEncrypted(apiPaths.goldRateView, goldRateViewRequest, (value) =>
    goldRateViewResultSchema.parse(value),
  );
}
