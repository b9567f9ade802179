import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.js';

describe('clientNetwork', () => {
  it('counts an IPv4 client by its address, mapped into IPv6 or not', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const network = '2001:db8:1:2::/64';
    expect(clientNetwork('2001:db8:1:2::1')).toBe(network);
    expect(clientNetwork('2001:0DB8:0001:0002:ffff:eeee:dddd:cccc')).toBe(network);
    expect(clientNetwork('2001:db8:1:2:0:0:0:9%eth0')).toBe(network);
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps anything else apart, and names a missing address', () => {
    expect(clientNetwork(undefined)).toBe('unknown');
    expect(clientNetwork('not-an-ip')).toBe('not-an-ip');
  });
});
