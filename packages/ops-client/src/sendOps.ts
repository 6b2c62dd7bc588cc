import type * as z from 'zod/mini';
import { callOps, type OpsClient } from './callOps';
import { opsPath, type OpsCall, type RouteParams } from './contract';

/** A GET's request as the query it is sent as; absent values left out. */
function withQuery(path: string, query: object | undefined): string {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  return entries.length
    ? `${path}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`
    : path;
}

/**
 * Sends one call of the contract: its method, its path with `params` escaped, `request` as the
 * query of a GET or the body of a POST; answers what the call declares, or throws OpsError.
 */
export function sendOps<Route extends string, Request extends z.ZodMiniType, Response>(
  client: OpsClient,
  call: OpsCall<Route, Request, Response>,
  params: RouteParams<Route>,
  request?: z.input<Request>,
): Promise<Response> {
  const path = opsPath(call, params);
  return call.method === 'GET'
    ? callOps<Response>(client, 'GET', withQuery(path, request as object | undefined))
    : callOps<Response>(client, 'POST', path, request);
}
