import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Address ranges a build may not be fetched from unless its origin is listed: this machine, the
 * networks behind it and the clouds' metadata services (169.254.169.254, fd00:ec2::254,
 * 100.100.100.200, 192.0.0.192 all fall in one of them).
 */
const RANGES: readonly [name: string, cidr: string][] = [
  ['unspecified or "this network"', '0.0.0.0/8'],
  ['private', '10.0.0.0/8'],
  ['shared (CGNAT)', '100.64.0.0/10'],
  ['loopback', '127.0.0.0/8'],
  ['link-local (cloud metadata)', '169.254.0.0/16'],
  ['private', '172.16.0.0/12'],
  ['IETF protocol assignments', '192.0.0.0/24'],
  ['private', '192.168.0.0/16'],
  ['benchmarking', '198.18.0.0/15'],
  ['multicast', '224.0.0.0/4'],
  ['reserved or broadcast', '240.0.0.0/4'],
  ['unspecified', '::/128'],
  ['loopback', '::1/128'],
  ['discard-only', '100::/64'],
  ['unique local (private)', 'fc00::/7'],
  ['link-local', 'fe80::/10'],
  ['site-local', 'fec0::/10'],
  ['multicast', 'ff00::/8'],
];

const lists = RANGES.map(([name, cidr]) => {
  const [network = '', prefix = ''] = cidr.split('/');
  const list = new BlockList();
  list.addSubnet(network, Number(prefix), isIPv4(network) ? 'ipv4' : 'ipv6');
  return { name, cidr, list };
});

/** The 32 bits at `offset` (in 16-bit groups) of an IPv6 address, as dotted IPv4. */
function ipv4At(groups: number[], offset: number): string {
  const high = groups[offset] ?? 0;
  const low = groups[offset + 1] ?? 0;
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** An IPv6 address as its eight 16-bit groups (`::` expanded, a dotted IPv4 tail read). */
function groupsOf(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  const gap = Array.from({ length: 8 - front.length - back.length }, () => 0);
  return [...front, ...gap, ...back];
}

/**
 * The IPv4 address an IPv6 one carries, where it is one of the forms that reach it: mapped
 * (::ffff:a.b.c.d), compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) or 6to4 (2002:aabb:ccdd::).
 */
function embeddedIpv4(address: string): string | undefined {
  const g = groupsOf(address);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return ipv4At(g, 6);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return ipv4At(g, 6);
  if (g[0] === 0x2002) return ipv4At(g, 1);
  return undefined;
}

/**
 * Why `address` (an IP address as DNS or a URL gives it) may not host a build unless listed, as
 * "loopback (127.0.0.0/8)"; null for a public address. Anything that is not an IP address is refused.
 */
export function blockedAddress(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) {
    const hit = lists.find(({ list }) => list.check(bare, 'ipv4'));
    return hit ? `${hit.name} (${hit.cidr})` : null;
  }
  if (!isIPv6(bare)) return 'not an IP address';
  const hit = lists.find(({ list }) => list.check(bare, 'ipv6'));
  if (hit) return `${hit.name} (${hit.cidr})`;
  const inner = embeddedIpv4(bare);
  const innerReason = inner && blockedAddress(inner);
  return innerReason ? `${innerReason}, inside ${bare}` : null;
}
