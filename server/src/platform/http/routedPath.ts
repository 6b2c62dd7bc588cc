import type { FastifyRequest } from 'fastify';

/**
 * The path a check by path reads for `request`: the pattern of the route the router matched
 * (`/api/inquiry/add`, `/remotes/:remote/:version/*`), else its path decoded. Never the raw
 * request line, which may spell the same route another way (`/%61pi/inquiry/add` is routed to
 * `/api/inquiry/add`).
 */
export function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url || decodedPath(request.raw.url ?? '');
}

/**
 * The path of `url` (a request target) percent-decoded, as the file handlers decode it before they
 * look for a file; as it is where it does not decode (they answer 400 or 404 themselves).
 */
export function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
