import { decryptPayload, encryptPayload } from '@gold/cipher/node';
import {
  apiPaths,
  type BranchListResult,
  type CalculatorResult,
  type Envelope,
  type GoldRate,
  type GoldRateViewResult,
} from '@gold/contracts';

/** What every answer of the stand-in says, in its message and in a header of its own. */
export const STAND_IN_NOTICE = 'development stand-in (no local server runs): a made-up answer';

/** Made-up rates, so that a remote started alone shows a rate without a server. */
const sampleRate: GoldRate = {
  karat18: 5850,
  karat22: 7150,
  karat24: 7800,
  lastUpdateTime: '2025-01-01T04:30:00.000Z',
};

const sampleBranches: BranchListResult = {
  content: [
    {
      branchName: 'Stand-in branch (development)',
      inchargeName: 'Nobody',
      mobileNumber: '9000000000',
      shopOpenTiming: '09:30',
      shopClosingTiming: '19:00',
      address: 'Not a real address',
      city: 'Chennai',
      state: 'Tamil Nadu',
      latitude: 13.04,
      longitude: 80.23,
    },
  ],
  totalElements: 1,
};

const rateOfCarat = { '18': 'karat18', '22': 'karat22', '24': 'karat24' } as const;

function priced(payload: unknown): CalculatorResult {
  const { goldCarat, goldGrams } = (payload ?? {}) as { goldCarat?: string; goldGrams?: string };
  const perGram = sampleRate[rateOfCarat[goldCarat as keyof typeof rateOfCarat] ?? 'karat22'];
  return {
    PerGramPrice: perGram,
    lastUpdateTime: sampleRate.lastUpdateTime ?? '',
    totalPrice: Math.round(Number(goldGrams ?? 0) * perGram * 100) / 100,
  };
}

/** The encrypted request's payload, or undefined (a multipart body, or no cipher text). */
function payloadOf(body: string, key: string): unknown {
  try {
    const { data } = JSON.parse(body) as { data?: unknown };
    return typeof data === 'string' ? decryptPayload(data, key) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The stand-in's answer to a POST to `/api/<path>`: made-up rates, one made-up branch, a price at
 * the made-up rates, and "sent" for the enquiries (nothing is kept). It checks nothing: the real
 * rules are the server's, and a team tries them against `npm start`.
 */
export function standInAnswer(
  path: string,
  body: string,
  key: string,
): { status: number; envelope: Envelope } {
  const ok = (data: unknown) => ({
    status: 200,
    envelope: {
      flag: 1,
      message: STAND_IN_NOTICE,
      data: data === null ? null : encryptPayload(data, key),
    },
  });
  switch (path) {
    case apiPaths.goldRateView:
      return ok({ content: [sampleRate], totalElements: 1 } satisfies GoldRateViewResult);
    case apiPaths.calculate:
      return ok(priced(payloadOf(body, key)));
    case apiPaths.branchList:
      return ok(sampleBranches);
    case apiPaths.generalEnquiry:
    case apiPaths.franchiseEnquiry:
      return ok(null);
    default:
      return { status: 404, envelope: { flag: 0, message: STAND_IN_NOTICE, data: null } };
  }
}
