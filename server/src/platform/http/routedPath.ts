import type { FastifyRequest } from 'fastify';

/**
 * The path a check by path reads for `request`: the pattern of the route the router matched
 * (`/api/inquiry/add`, `/remotes/:remote/:version/*`), else its path decoded. Never the raw
 * request line, which may spell the same route another way (`/%61pi/inquiry/add` is routed to
 * `/api/inquiry/add`).
 */
export function routedPath(request: FastifyRequest): string {
  const routed = request.routeOptions.url;
  if (routed) return routed;
  const path = (request.raw.url ?? '').split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
