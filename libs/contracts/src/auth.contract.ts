import { z } from 'zod';
import { LANGUAGE_CODE_PATTERN } from './assessment.contract.js';
import { normalizedEmailSchema } from './email-address.js';
import type { EmailRecipientSecrets, Sealed } from './email-jobs.contract.js';
import { keyedRules } from './keyed-message.js';

/** Passwordless login (spec section 3, login tokens; design.md section 8). */
export const LOGIN_TOKEN_TTL_MINUTES = 15;
export const SESSION_TTL_DAYS = 30;
/** However often it is used, a session ends this long after the login that made it (identity's SESSION_MAX_AGE_DAYS). */
export const SESSION_MAX_AGE_DAYS = 90;
/** The cookie that names the server-side session on a developer's own machine (plain http); its value is a 256-bit random secret. */
export const SESSION_COOKIE = 'lw_session';
/**
 * The cookie's name when it is Secure (https): the `__Host-` prefix makes browsers refuse it unless
 * it is Secure, has Path=/ and no Domain, so no sibling subdomain can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export const AUTH_MESSAGES = {
  emailInvalid: 'Enter a valid email address, like name@example.com',
  nextInvalid: 'The page to return to must be a path on this site',
  linkInvalid: 'This login link is not valid. Ask for a new one.',
  linkUsedOrExpired: 'This login link has already been used or has expired. Ask for a new one.',
  notLoggedIn: 'You are not logged in.',
  tooManyForAddress: 'We have sent several login links to this address in the last hour. Please use the newest one, or try again later.',
  tooManyForNetwork: 'Too many login links were requested from your network. Please wait a while and try again.',
  creatorSecretMissing: 'The creator secret is missing',
  creatorSecretInvalid: 'The creator secret is not valid',
} as const;

const rule = keyedRules(AUTH_MESSAGES);

/** 32 random bytes in base64url: exactly 43 characters. */
export const LOGIN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The session cookie's value has the same shape. */
export const SESSION_TOKEN_PATTERN = LOGIN_TOKEN_PATTERN;

const NEXT_PATH_MAX_LENGTH = 512;

/**
 * Where to go after logging in, if it is a path on this site; anything else (another site,
 * `//evil.example`, `/\evil.example`, a scheme, control characters, the API) gives undefined.
 */
export function sanitizeNextPath(next: unknown): string | undefined {
  if (typeof next !== 'string' || next.length === 0 || next.length > NEXT_PATH_MAX_LENGTH) return undefined;
  if (!next.startsWith('/') || escapesThePath(next) || encodesAnEscape(next)) return undefined;
  let url: URL;
  try {
    url = new URL(next, 'http://same.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'http://same.invalid') return undefined;
  if (url.pathname.startsWith('/api/') || /^\/([a-z]{2,3}(-[A-Z]{2})?\/)?login(\/|$)/.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A second leading slash (`//evil.example` is another site), a backslash (browsers read `/\\evil` as
 * `//evil`) or a control character (browsers drop tabs and newlines, so `/\t/evil` becomes `//evil`).
 */
function escapesThePath(text: string): boolean {
  return text.startsWith('//') || [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || char === '\\');
}

/**
 * The same tricks percent-encoded (`/%2F%2Fevil`, `/%5Cevil`, `/%09/evil`, twice encoded too): a
 * server or router that decodes the path once more must still find a path on this site.
 */
function encodesAnEscape(next: string): boolean {
  let text = next;
  for (let round = 0; round < 3 && text.includes('%'); round += 1) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return true;
    }
    if (escapesThePath(text)) return true;
  }
  return false;
}

export const loginRequestSchema = z.object({
  email: normalizedEmailSchema(rule('emailInvalid')),
  next: z
    .string(rule('nextInvalid'))
    .max(NEXT_PATH_MAX_LENGTH, rule('nextInvalid'))
    .optional()
    // A bad `next` is dropped rather than refused: the person still gets their link.
    .transform((next) => sanitizeNextPath(next)),
  language: z.string().regex(LANGUAGE_CODE_PATTERN).optional().catch(undefined),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginTokenRequestSchema = z.object({
  token: z.string(rule('linkInvalid')).regex(LOGIN_TOKEN_PATTERN, rule('linkInvalid')),
});

/** gateway -> identity: the link, and the session the confirming browser already had (ended at login: rotation). */
export const loginVerifyRequestSchema = loginTokenRequestSchema.extend({
  previousSessionToken: z.string().regex(SESSION_TOKEN_PATTERN).optional().catch(undefined),
});

/** What the link-landing page shows before anything changes (a GET must change nothing). */
export interface LoginLinkStatus {
  status: 'valid' | 'used' | 'expired' | 'unknown';
  /** "a...@example.com", only while the link is valid. */
  maskedEmail?: string;
}

export interface CurrentUser {
  id: string;
  email: string;
  isPremium: boolean;
  isAdmin: boolean;
}

/** identity -> gateway after a confirmed link; the session token goes into the cookie only. */
export interface LoginVerified {
  sessionToken: string;
  sessionExpiresAt: string;
  redirectTo: string;
  user: CurrentUser;
}

/** identity -> gateway: a live session as a signed principal (and the user for /api/auth/user). */
export interface SessionResolved {
  principal: string;
  /** The session's row id (not its secret): how an announced logout finds the cached entries to drop. */
  sessionId: string;
  user: CurrentUser;
  sessionExpiresAt: string;
  /** The session was extended while used: the gateway sends the cookie again with the new expiry. */
  renewed: boolean;
}

export const sessionTokenRequestSchema = z.object({ sessionToken: z.string().regex(SESSION_TOKEN_PATTERN) });

/** The worker's login email job; the address and the link travel sealed (email-jobs.contract.ts). */
export interface LoginEmailJob {
  language: string;
  validMinutes: number;
  secrets: Sealed<EmailRecipientSecrets & { link: string }>;
}

export const claimAssessmentRequestSchema = z.object({
  creatorSecret: z.string(rule('creatorSecretMissing')).regex(/^[A-Za-z0-9_-]{20,100}$/, rule('creatorSecretInvalid')),
});
