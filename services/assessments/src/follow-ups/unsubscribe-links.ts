import { DEFAULT_LANGUAGE, isLanguage } from '@lifewheel/contracts';

// The links in mailing-list emails that lead back here. Built by this service, which answers them;
// the worker only puts them into the email. Both hold the raw token: they travel sealed.

/**
 * The page that asks the person to confirm, then POSTs: a GET never unsubscribes (mail scanners
 * follow links). In the subscriber's language when the site has it.
 */
export function unsubscribePageUrl(publicUrl: string, language: string, token: string): string {
  return `${publicUrl}${pagePrefix(language)}/unsubscribe/${token}`;
}

/** The double opt-in page: opening it changes nothing, its button (a POST) confirms. */
export function confirmPageUrl(publicUrl: string, language: string, token: string): string {
  return `${publicUrl}${pagePrefix(language)}/mailing-list/confirm/${token}`;
}

const pagePrefix = (language: string) => (isLanguage(language) && language !== DEFAULT_LANGUAGE ? `/${language}` : '');

/** RFC 8058 one-click target: mail apps POST `List-Unsubscribe=One-Click` to it. */
export const oneClickUnsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/api/mailing-list/unsubscribe?token=${token}`;
