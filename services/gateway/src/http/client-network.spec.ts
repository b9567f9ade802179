import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.js';

describe('clientNetwork', () => {
  it('counts an IPv4 client by its address, mapped into IPv6 or not', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv4 clients by /24 where asked, also when written as IPv6', () => {
    expect(clientNetwork('203.0.113.7', 24)).toBe('203.0.113.0/24');
    expect(clientNetwork('203.0.113.250', 24)).toBe('203.0.113.0/24');
    expect(clientNetwork('::ffff:203.0.113.9', 24)).toBe('203.0.113.0/24');
    expect(clientNetwork('203.0.114.7', 24)).not.toBe(clientNetwork('203.0.113.7', 24));
  });

  it('counts IPv6 clients by /64, however the address is written', () => {
    const network = '2001:db8:1:2::/64';
    expect(clientNetwork('2001:db8:1:2::1')).toBe(network);
    expect(clientNetwork('2001:0DB8:0001:0002:ffff:eeee:dddd:cccc')).toBe(network);
    expect(clientNetwork('2001:DB8:1:2:a:b:c:d', 24)).toBe(network);
    expect(clientNetwork('2001:db8:1:2::5%eth0')).toBe(network);
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8::1.2.3.4')).toBe('2001:db8:0:0::/64');
  });

  it('keeps anything else apart, and names a missing address', () => {
    expect(clientNetwork(undefined)).toBe('unknown');
    expect(clientNetwork('not-an-ip')).toBe('not-an-ip');
  });
});
