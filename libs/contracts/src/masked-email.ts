/**
 * An address shown to someone who may not see it whole: the first letter of the mailbox and the
 * domain (j•••@example.com). Enough for ops to recognise a colleague on the console, and for a
 * buyer to recognise their checkout, without the page holding the address.
 */
export function maskEmailWithBullets(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${address.slice(0, 1)}•••${address.slice(at)}`;
}
