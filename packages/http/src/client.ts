import { encryptPayload, decryptPayload } from '@gold/cipher';
import { getSiteConfig } from '@gold/config';
import { IDEMPOTENCY_KEY_HEADER, type Envelope } from '@gold/contracts';
import type { ApiAnswer, Parse } from './apiAnswer';
import { HttpError } from './httpError';
import { trackRequest } from './loading';
import { xsrfHeaderFor } from './xsrf';

/** Base of every API path (same origin as the site). */
export const API_BASE = '/api/';

async function send<T>(
  path: string,
  body: BodyInit,
  headers: Record<string, string>,
  parse: Parse<T>,
): Promise<ApiAnswer<T>> {
  const url = `${API_BASE}${path}`;
  const started = performance.now();
  const done = trackRequest();
  let status = 0;
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...headers, ...xsrfHeaderFor('POST', url, document.cookie) },
      body,
    }).catch((error: unknown) => {
      throw new HttpError(0, `network error: ${String(error)}`);
    });
    status = response.status;
    const envelope = (await response.json().catch(() => null)) as Envelope | null;
    // A refusal (4xx) carries a message for the visitor; a server failure (5xx) is a failed request whatever it says.
    if (response.status >= 500 || (!response.ok && envelope?.flag === undefined)) {
      throw new HttpError(status, `HTTP ${status}`);
    }
    if (!envelope || typeof envelope.flag !== 'number') {
      throw new HttpError(status, 'answer is not an API envelope');
    }
    const key = getSiteConfig().aesKey;
    const data =
      envelope.flag === 1 && envelope.data ? parse(decryptPayload(envelope.data, key)) : null;
    return { flag: envelope.flag, message: envelope.message ?? '', data };
  } finally {
    done();
    // The spec asks for one debug line per request.
    console.debug(
      `[http] POST ${url} -> ${status} in ${Math.round(performance.now() - started)} ms`,
    );
  }
}

/** How a request is sent, beyond its body. */
export interface SendOptions {
  /** The submission's idempotency key: a retry with it is stored once (enquiries). */
  idempotencyKey?: string;
}

const keyHeader = ({ idempotencyKey }: SendOptions): Record<string, string> =>
  idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {};

/** POSTs `{data: encrypt(payload)}` and decrypts the answer's data. */
export function postEncrypted<T>(
  path: string,
  payload: unknown,
  parse: Parse<T>,
  options: SendOptions = {},
): Promise<ApiAnswer<T>> {
  const body = JSON.stringify({ data: encryptPayload(payload, getSiteConfig().aesKey) });
  return send(path, body, { 'Content-Type': 'application/json', ...keyHeader(options) }, parse);
}

/** POSTs a multipart form: `data` holds the encrypted payload, files go under their own names. */
export function postMultipart<T>(
  path: string,
  payload: unknown,
  files: Record<string, Blob | null | undefined>,
  parse: Parse<T>,
  options: SendOptions = {},
): Promise<ApiAnswer<T>> {
  const form = new FormData();
  form.append('data', encryptPayload(payload, getSiteConfig().aesKey));
  for (const [name, file] of Object.entries(files)) {
    if (file) form.append(name, file);
  }
  return send(path, form, keyHeader(options), parse);
}
