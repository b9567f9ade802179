import { z } from 'zod';
import { LANGUAGE_CODE_PATTERN } from './assessment.contract.js';
import { normalizedEmailSchema } from './email-address.js';
import type { EmailRecipientSecrets, Sealed } from './email-jobs.contract.js';
import { keyedRules } from './keyed-message.js';

/** Passwordless login (spec section 3, login tokens; design.md section 8). */
export const LOGIN_TOKEN_TTL_MINUTES = 15;
export const SESSION_TTL_DAYS = 30;
/** The cookie that names the server-side session; its value is a 256-bit random secret. */
export const SESSION_COOKIE = 'lw_session';

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
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  // Browsers drop tabs and newlines inside URLs, so `/\t/evil.example` would become `//evil.example`.
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || char === '\\')) return undefined;
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
