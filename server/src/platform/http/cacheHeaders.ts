/** Content-hashed file names never change content: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points and manifests may be replaced under the same name: revalidate every time. */
export const REVALIDATE = 'no-cache';
/** Per-visitor HTML (it holds the resolved registry): never shared, always fresh. */
export const PRIVATE_NO_STORE = 'private, no-store';

const hashedName = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/;

/** Cache-Control for a static file by its name. */
export function cacheControlFor(filePath: string): string {
  return hashedName.test(filePath) ? IMMUTABLE : REVALIDATE;
}
