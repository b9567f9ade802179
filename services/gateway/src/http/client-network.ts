import { isIPv4, isIPv6 } from 'node:net';

/**
 * What a per-client counter counts: an IPv4 address as it is, an IPv6 client by its /64 (one
 * household or server gets a whole /64, so counting single addresses there counts nothing).
 * An IPv4 address mapped into IPv6 (`::ffff:192.0.2.1`) is that IPv4 address.
 */
export function clientNetwork(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros (`2001:db8::1` -> 2001, db8, 0, ...). */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const middle = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => (group.includes('.') ? group : Number.parseInt(group, 16).toString(16)));
}
