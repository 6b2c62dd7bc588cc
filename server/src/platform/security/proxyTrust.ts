import type { ProxyTrust } from '@gold/config/server';

/**
 * Fastify's `trustProxy` option for a proxy trust of the config. A hop count becomes a function
 * of the hop: Fastify trusts no hop at all when given a number, and `true` would trust every hop,
 * making the client the left-most X-Forwarded-For entry, which the client itself writes. Hop 0 is
 * the address the connection came from; each hop trusted moves the client one entry to the left.
 */
export function fastifyProxyTrust(
  trust: ProxyTrust,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust === false ? false : [...trust];
}
