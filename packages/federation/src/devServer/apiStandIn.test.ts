import { decryptPayload, encryptPayload } from '@gold/cipher/node';
import { apiPaths } from '@gold/contracts';
import { describe, expect, it } from 'vitest';
import { STAND_IN_NOTICE, standInAnswer } from './apiStandIn';

const key = 'KanakaGoldKey#25';
const request = (payload: unknown) => JSON.stringify({ data: encryptPayload(payload, key) });
const dataOf = (answer: ReturnType<typeof standInAnswer>) =>
  decryptPayload(answer.envelope.data ?? '', key);

describe('the development stand-in of the API', () => {
  it('answers the rates in the envelope the pages decrypt, and says it is a stand-in', () => {
    const answer = standInAnswer(apiPaths.goldRateView, request({}), key);
    expect(answer).toMatchObject({ status: 200, envelope: { flag: 1, message: STAND_IN_NOTICE } });
    expect(dataOf(answer)).toMatchObject({ content: [{ karat22: 7150 }], totalElements: 1 });
  });

  it('prices the grams and carat of a calculation at its made-up rates', () => {
    const answer = standInAnswer(
      apiPaths.calculate,
      request({ goldGrams: '10.5', goldCarat: '24' }),
      key,
    );
    expect(dataOf(answer)).toMatchObject({ PerGramPrice: 7800, totalPrice: 81900 });
  });

  it('takes an enquiry without keeping it, and knows no other path', () => {
    expect(standInAnswer(apiPaths.franchiseEnquiry, '', key).envelope).toEqual({
      flag: 1,
      message: STAND_IN_NOTICE,
      data: null,
    });
    expect(standInAnswer('nope', '', key)).toMatchObject({ status: 404, envelope: { flag: 0 } });
  });
});
