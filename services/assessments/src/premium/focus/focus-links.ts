import { DEFAULT_LANGUAGE, isLanguage } from '@lifewheel/contracts';

// The links in a focus reminder email. Built here, by the service that answers them; the worker only
// puts them into the email. The stop links hold the raw stop token: they travel sealed.

const languagePrefix = (language: string) => (isLanguage(language) && language !== DEFAULT_LANGUAGE ? `/${language}` : '');

/** The quick re-rate of the focus's one domain (the page asks to log in when needed). */
export const rerateUrl = (publicUrl: string, language: string, focusId: string) => `${publicUrl}${languagePrefix(language)}/premium/focus/${focusId}/rerate`;

/** The page with a button that stops the reminders: a GET never stops them (mail scanners follow links). */
export const stopPageUrl = (publicUrl: string, language: string, token: string) => `${publicUrl}${languagePrefix(language)}/focus-reminders/stop/${token}`;

/** RFC 8058 one-click target: mail apps POST `List-Unsubscribe=One-Click` to it. */
export const oneClickStopUrl = (publicUrl: string, token: string) => `${publicUrl}/api/focus-reminders/stop?token=${token}`;
