import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.js';

describe('clientNetwork', () => {
  it('counts IPv4 clients by /24, also when written as IPv6', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(clientNetwork('203.0.113.250')).toBe('203.0.113.0/24');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(clientNetwork('203.0.114.7')).not.toBe(clientNetwork('203.0.113.7'));
  });

  it('counts IPv6 clients by /64, however the address is written', () => {
    const network = '2001:db8:1:2::/64';
    expect(clientNetwork('2001:db8:1:2::1')).toBe(network);
    expect(clientNetwork('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(network);
    expect(clientNetwork('2001:DB8:1:2:a:b:c:d')).toBe(network);
    expect(clientNetwork('2001:db8:1:2::5%eth0')).toBe(network);
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8::1.2.3.4')).toBe('2001:db8:0:0::/64');
  });

  it('keeps anything else as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
