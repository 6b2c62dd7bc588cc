import type * as z from 'zod/mini';

export type OpsMethod = 'GET' | 'POST';

/** The parameters a route names (`/registry/:remote/canary` → `{ remote: string }`). */
export type RouteParams<Route extends string> =
  Route extends `${string}:${infer Name}/${infer Rest}`
    ? { [K in Name]: string } & RouteParams<`/${Rest}`>
    : Route extends `${string}:${infer Name}`
      ? { [K in Name]: string }
      : Record<never, never>;

/**
 * One ops endpoint, declared once for the server's route and for the client: its method, its
 * route under OPS_PREFIX as fastify spells it, what it takes (the JSON body of a POST, the query
 * of a GET) and what it answers.
 */
export interface OpsCall<Route extends string, Request extends z.ZodMiniType, Response> {
  method: OpsMethod;
  route: Route;
  request: Request;
  /** The answer's schema: sendOps checks each answer against it (not strict: added fields pass). */
  response: z.ZodMiniType<Response>;
}

/** Where the ops API answers, on the ops listener. */
export const OPS_PREFIX = '/ops';

/** Declares one call (the route's literal type gives the path's parameters). */
export const opsCall = <const Route extends string, Request extends z.ZodMiniType, Response>(
  call: OpsCall<Route, Request, Response>,
) => call;

/** The path a client asks for: the route with each parameter escaped, under OPS_PREFIX. */
export function opsPath<Route extends string>(
  call: { route: Route },
  params: RouteParams<Route>,
): string {
  const values = params as Record<string, string>;
  return `${OPS_PREFIX}${call.route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!))}`;
}
