import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './clientAddress';

describe('clientAddressKey: what one client is counted as', () => {
  it('counts the addresses of one IPv6 /64 as one client, however they are written', () => {
    const keys = [
      '2001:db8:aa:1::1',
      '2001:db8:aa:1:ffff:ffff:ffff:ffff',
      '2001:0db8:00aa:0001:0:0:0:7',
      '[2001:DB8:AA:1::9]',
      '2001:db8:aa:1::2%eth0',
    ].map(clientAddressKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:aa:1::/64']));
  });

  it('keeps other /64s, IPv4 addresses and an IPv4-mapped address apart as their own clients', () => {
    expect(clientAddressKey('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
    expect(clientAddressKey('203.0.113.8')).not.toBe(clientAddressKey('203.0.113.7'));
  });
});
