import { decryptPayload, encryptPayload } from '@gold/cipher/node';
import { encryptedRequestSchema, type Envelope } from '@gold/contracts';
import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import type * as z from 'zod/mini';
import { ClientError } from '../platform/http/clientError';
import { check } from '../platform/http/validation';

/** `value` checked against `schema`; ClientError 400 naming every problem otherwise. */
function validate<T>(schema: z.ZodMiniType<T>, value: unknown, root: string): T {
  const checked = check(schema, value, root);
  if (!checked.ok) throw new ClientError(400, checked.problems);
  return checked.value;
}

/** Decrypts `cipherText` (the `data` of a request) and validates the JSON object inside it. */
export function decryptAndValidate<T>(
  cipherText: string,
  schema: z.ZodMiniType<T>,
  key: string,
): T {
  let payload: unknown;
  try {
    payload = decryptPayload(cipherText, key);
  } catch {
    throw new ClientError(
      400,
      'data: cannot be decrypted (not AES cipher text of a UTF-8 JSON payload made with this API key)',
    );
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new ClientError(400, 'data: the decrypted payload must be a JSON object');
  }
  return validate(schema, payload, 'payload');
}

/** The answer of a success: `data` (when there is any) encrypted with the API key. */
export function success(data: unknown, key: string, message = 'Success'): Envelope {
  return { flag: 1, message, data: data === null ? null : encryptPayload(data, key) };
}

/** The answer of a refusal or a failure. */
export function failure(message: string): Envelope {
  return { flag: 0, message, data: null };
}

/** Whether the request declares a JSON body (parameters such as charset allowed). */
function isJsonRequest(request: FastifyRequest): boolean {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/**
 * The handler of an encrypted JSON endpoint: reads `{data}`, decrypts and validates it against
 * `schema`, runs `handle` and answers its result encrypted (or `data: null` when it gives null).
 */
export function jsonEndpoint<T>(
  key: string,
  schema: z.ZodMiniType<T>,
  handle: (payload: T, request: FastifyRequest) => Promise<unknown>,
  successMessage?: string,
): RouteHandlerMethod {
  return async (request, reply) => {
    if (!isJsonRequest(request)) {
      throw new ClientError(415, 'Content-Type must be application/json');
    }
    const { data } = validate(encryptedRequestSchema, request.body, 'body');
    const result = await handle(decryptAndValidate(data, schema, key), request);
    return reply.send(success(result, key, successMessage));
  };
}
