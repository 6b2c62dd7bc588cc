/**
 * A view of `source` that records every property read through it, with the value read: what the
 * server must match for a prerendered page to be right.
 */
export function trackReads<T extends object>(
  source: T,
): { tracked: T; read: Record<string, unknown> } {
  const read: Record<string, unknown> = {};
  const tracked = new Proxy(source, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key === 'string' && Object.hasOwn(target, key)) read[key] = value;
      return value;
    },
  });
  return { tracked, read };
}
