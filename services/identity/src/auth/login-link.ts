import { LOGIN_TOKEN_TTL_MINUTES } from '@lifewheel/contracts';

/** The link in the email. The token rides in the fragment, which browsers never send to a server. */
export function loginLinkUrl(publicUrl: string, language: string, token: string): string {
  return `${publicUrl}${languagePrefix(language)}/login/verify#token=${token}`;
}

export function languagePrefix(language: string): string {
  return language === 'en' ? '' : `/${language}`;
}

export function loginTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + LOGIN_TOKEN_TTL_MINUTES * 60_000);
}

/** What the landing page may say about a link, judged without using it. */
export function linkState(row: { expires_at: Date | string; used_at: Date | string | null } | undefined, now: Date): 'valid' | 'used' | 'expired' | 'unknown' {
  if (!row) return 'unknown';
  if (row.used_at) return 'used';
  // The driver hands timestamps over as text in plain SQL results.
  return new Date(row.expires_at).getTime() > now.getTime() ? 'valid' : 'expired';
}

/** After login: the page asked for, else the dashboard for premium users, else home. */
export function redirectAfterLogin(next: string | null, language: string, isPremium: boolean): string {
  if (next) return next;
  const prefix = languagePrefix(language);
  return isPremium ? `${prefix}/premium/dashboard` : prefix || '/';
}
