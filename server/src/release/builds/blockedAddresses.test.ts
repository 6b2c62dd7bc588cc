import { describe, expect, it } from 'vitest';
import { blockedAddress } from './blockedAddresses';

describe('blockedAddress', () => {
  it('refuses this machine, private networks, link-local, CGNAT, unspecified and metadata addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.9.9.9',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.100.100.200',
      '169.254.169.254',
      '192.0.0.192',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '[::1]',
      'fd00:ec2::254',
      'fc00::1',
      'fe80::1%eth0',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '64:ff9b::10.0.0.1',
      '2002:a9fe:a9fe::1',
    ])
      expect(blockedAddress(address), address).not.toBeNull();
    expect(blockedAddress('169.254.169.254')).toBe('link-local (cloud metadata) (169.254.0.0/16)');
    expect(blockedAddress('::ffff:127.0.0.1')).toMatch(/^loopback \(127\.0\.0\.0\/8\)/);
    expect(blockedAddress('2002:7f00:1::1')).toBe('loopback (127.0.0.0/8), inside 2002:7f00:1::1');
  });

  it('lets public addresses through, and refuses what is not an address', () => {
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '172.32.0.1',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
    ])
      expect(blockedAddress(address), address).toBeNull();
    expect(blockedAddress('localhost')).toBe('not an IP address');
  });
});
