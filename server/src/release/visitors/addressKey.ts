import ipaddr from 'ipaddr.js';

/**
 * The network a client address stands for, as the canary guard weighs it: an IPv4 address as it
 * is, an IPv6 address by its /64 (one household or phone is given a whole /64, and can pick any
 * address in it). Each such key weighs at most one visitor, so one client cannot outweigh others
 * by changing addresses inside what it was given.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
