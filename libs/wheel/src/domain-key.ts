import { cleanText } from './clean-text.js';

/**
 * The identity of a domain name: "Family", " family " and "FAMILY" are the same domain. Used for
 * the duplicate-name rule and to match a response to its domain, so both agree on what "same" is.
 * toLowerCase (not toLocaleLowerCase) so the browser and the server get the same answer.
 */
export function domainKey(name: string): string {
  return cleanText(name).toLowerCase();
}
