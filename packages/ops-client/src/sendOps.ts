import type * as z from 'zod/mini';
import { callOps, type OpsClient } from './callOps';
import { OpsError } from './opsError';
import { opsPath, type OpsCall, type RouteParams } from './contract';

/** A GET's request as the query it is sent as; absent values left out. */
function withQuery(path: string, query: object | undefined): string {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  return entries.length
    ? `${path}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`
    : path;
}

/** The answer as the call declares it, or an OpsError naming where it differs. */
function checked<Response>(call: { response: z.ZodMiniType<Response> }, answer: unknown): Response {
  const result = call.response.safeParse(answer);
  // The answer itself, not the parse's copy: the schemas are not strict, and what they do not
  // name is kept.
  if (result.success) return answer as Response;
  throw new OpsError(
    200,
    'the server answered in a shape this client does not know (is one of them out of date?)',
    result.error.issues.map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`),
    { fromOps: false },
  );
}

/**
 * Sends one call of the contract: its method, its path with `params` escaped, `request` as the
 * query of a GET or the body of a POST; answers what the call declares (the answer checked against
 * its schema, so a server and a client out of step fail here, not in what reads the answer), or
 * throws OpsError.
 */
export async function sendOps<Route extends string, Request extends z.ZodMiniType, Response>(
  client: OpsClient,
  call: OpsCall<Route, Request, Response>,
  params: RouteParams<Route>,
  request?: z.input<Request>,
): Promise<Response> {
  const path = opsPath(call, params);
  const answer =
    call.method === 'GET'
      ? await callOps<unknown>(client, 'GET', withQuery(path, request as object | undefined))
      : await callOps<unknown>(client, 'POST', path, request);
  return checked(call, answer);
}
