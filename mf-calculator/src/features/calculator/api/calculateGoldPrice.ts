import {
  apiPaths,
  calculatorResultSchema,
  type CalculatorRequest,
  type CalculatorResult,
} from '@gold/contracts';
import type { ApiAnswer } from '@gold/http';
import { postEncrypted } from '@gold/http/client';

/** goldRate/calculate/add: the price of the visitor's gold at the current rate. */
export async function calculateGoldPrice(
  request: CalculatorRequest,
): Promise<ApiAnswer<CalculatorResult>> {
  const answer = await postEncrypted(apiPaths.calculate, request, (value) =>
    calculatorResultSchema.parse(value),
  );
  // A success without a result cannot be shown: treat it as the failed request it is.
  if (answer.flag === 1 && answer.data === null)
    throw new Error(`${apiPaths.calculate} answered flag 1 without a result`);
  return answer;
}
