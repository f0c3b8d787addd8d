import { describe, expect, it } from 'vitest';
import { clientGroup } from '../../src/http/client-group.ts';

describe('clientGroup', () => {
  it('keeps an IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(clientGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(clientGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const group = clientGroup('2001:db8:85a3:12::1');
    for (const address of [
      '2001:db8:85a3:12:ffff:1:2:3',
      '2001:0db8:85a3:0012:0000:0000:0000:0009',
      '2001:DB8:85A3:12::abcd',
      '2001:db8:85a3:12::1%eth0',
    ])
      expect(clientGroup(address), address).toBe(group);
    expect(group).toBe('2001:db8:85a3:12::/64');
  });

  it('tells neighbouring /64 networks apart, and expands a leading ::', () => {
    expect(clientGroup('2001:db8:85a3:13::1')).not.toBe(clientGroup('2001:db8:85a3:12::1'));
    expect(clientGroup('::1')).toBe('::/64');
  });
});
