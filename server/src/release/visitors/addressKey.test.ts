import { describe, expect, it } from 'vitest';
import { addressKey } from './addressKey';

describe('addressKey', () => {
  it('keeps an IPv4 address, also when it comes mapped into IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('takes an IPv6 address by its /64, however it is written', () => {
    expect(addressKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8:0:2::5')).not.toBe(addressKey('2001:db8:0:1::5'));
  });
});
