import { decryptPayload, encryptPayload } from '@gold/cipher/node';
import { loadServerConfig } from '@gold/config/server';
import {
  apiPaths,
  calculatorRequestSchema,
  goldRateViewRequest,
  type Envelope,
} from '@gold/contracts';

/** One API call under load: its path and the encrypted body every request sends. */
export interface ApiCall {
  name: string;
  path: string;
  body: string;
}

// A visitor's valid calculator form; parsing proves it still passes the contract.
const calculatorRequest = calculatorRequestSchema.parse({
  name: 'Bench Visitor',
  mobileNumber: '9876543210',
  emailId: 'bench.visitor@example.com',
  city: 'Chennai',
  goldGrams: '12.5',
  goldCarat: '22',
});

/** The AES key the servers started by the bench use (the same environment, the same config). */
export function benchAesKey(): string {
  return loadServerConfig(process.env).public.aesKey;
}

/** The two calls the bench loads, with bodies encrypted as the browser client sends them. */
export function apiCalls(key: string): ApiCall[] {
  const envelope = (payload: unknown) => JSON.stringify({ data: encryptPayload(payload, key) });
  return [
    { name: 'calculate', path: `/api/${apiPaths.calculate}`, body: envelope(calculatorRequest) },
    { name: 'view', path: `/api/${apiPaths.goldRateView}`, body: envelope(goldRateViewRequest) },
  ];
}

/** Sends a call once and throws unless the server answers flag 1 with data it can decrypt. */
export async function assertCallSucceeds(
  origin: string,
  call: ApiCall,
  key: string,
): Promise<void> {
  const response = await fetch(origin + call.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: call.body,
  });
  const envelope = (await response.json()) as Envelope;
  if (envelope.flag !== 1 || !envelope.data) {
    throw new Error(
      `${call.path} answered ${response.status} flag ${envelope.flag}: ${envelope.message}`,
    );
  }
  decryptPayload(envelope.data, key);
}
