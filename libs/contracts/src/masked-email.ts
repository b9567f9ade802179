/**
 * An address as the console shows it: the first letter of the mailbox and the domain
 * (j•••@example.com), enough for ops to recognise a colleague without the page holding addresses.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${address.slice(0, 1)}•••${address.slice(at)}`;
}
