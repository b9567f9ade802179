import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address belongs to, for limits that one party must not dodge by changing
 * address. An IPv6 client counts by its /64 (what one household or server gets; it can pick any of
 * its /64's addresses at will). An IPv4 client counts by its address, or by its /24 where a limit
 * is meant for a whole sender's network (the webhook's). IPv4 written as IPv6 (`::ffff:192.0.2.7`)
 * counts as IPv4. Anything else is its own network; a missing address is "unknown".
 */
export function clientNetwork(ip: string | undefined, ipv4PrefixBits: 24 | 32 = 32): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return ipv4PrefixBits === 32 ? address : `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address.split('%')[0]!)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return address;
}

/** The eight groups of an IPv6 address, `::` expanded, without leading zeros (a zone id dropped). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::');
  const part = (text: string | undefined) => (text ? text.split(':') : []);
  // An IPv4 tail (`::1.2.3.4`) stands for the last two groups.
  const words = (groups: string[]) => groups.flatMap((group) => (group.includes('.') ? ipv4Words(group) : [group]));
  const left = words(part(head));
  const right = words(part(tail));
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((group) => parseInt(group, 16).toString(16));
}

function ipv4Words(ipv4: string): string[] {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
