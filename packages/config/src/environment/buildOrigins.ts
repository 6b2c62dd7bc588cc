import * as z from 'zod/mini';
import { list, refuse } from './variable';

/** The origin `item` names when it is an http(s) origin written alone, or undefined. */
function originAlone(item: string): string | undefined {
  let url: URL;
  try {
    url = new URL(item);
  } catch {
    return undefined;
  }
  const alone =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash;
  return alone ? url.origin : undefined;
}

/** EXTERNAL_BUILD_ORIGINS: comma-separated http(s) origins, each written as an origin alone. */
export const buildOrigins: z.ZodMiniType<string[], string | undefined> = z.pipe(
  list(
    (item, ctx) =>
      originAlone(item) ??
      refuse(
        ctx,
        item,
        `must list http(s) origins like https://cdn.example, comma-separated; "${item}" is not one`,
      ),
  ),
  z.transform((origins) => [...new Set(origins)]),
);
