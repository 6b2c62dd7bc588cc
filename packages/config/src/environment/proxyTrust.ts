import { isIP } from 'node:net';
import * as z from 'zod/mini';
import { refuse } from './variable';

/**
 * Which proxies in front are trusted to say who the client is: none (false), the nearest N hops,
 * or the proxies at these addresses or CIDRs.
 */
export type ProxyTrust = false | number | readonly string[];

/** Names proxy-addr (Fastify's) knows for address ranges, besides addresses and CIDRs. */
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];

/** Whether `item` is an IPv4 or IPv6 address, alone or as a CIDR (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrCidr(item: string): boolean {
  const [address, prefix, ...rest] = item.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or 0 for none, a number of hops (1: one proxy in front), or the proxies'
 * addresses or CIDRs, comma-separated. `true` is refused: it trusted the left-most
 * X-Forwarded-For entry, which the client writes.
 */
export const proxyTrust: z.ZodMiniType<ProxyTrust, string | undefined> = z.pipe(
  z.optional(z.string()),
  z.transform((given, ctx): ProxyTrust => {
    const raw = (given ?? '').trim();
    if (raw === '' || raw === '0' || raw === 'false') return false;
    if (/^\d+$/.test(raw)) {
      const hops = Number(raw);
      return hops >= 1 && hops <= 10
        ? hops
        : refuse(ctx, given, `must be hops from 1 to 10, got "${given}"`);
    }
    const items = raw.split(',').map((item) => item.trim());
    const wrong = items.find((item) => !proxyRangeNames.includes(item) && !isAddressOrCidr(item));
    return wrong === undefined
      ? items
      : refuse(
          ctx,
          given,
          `must be the number of proxies in front (1 for one), or their addresses or CIDRs comma-separated; "${wrong}" is neither`,
        );
  }),
);
