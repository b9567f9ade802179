import type { CurrentUser, LoginLinkStatus } from '@lifewheel/contracts';
import { apiRequest } from './http.js';

const AUTH_TIMEOUT_MS = 15_000;

/** `POST /api/auth/login`: 202 whatever the address. */
export function requestLoginLink(body: { email: string; next?: string; language: string }): Promise<{ status: 'sent' }> {
  return apiRequest('POST', '/api/auth/login', body, {}, AbortSignal.timeout(AUTH_TIMEOUT_MS));
}

/** What a login link is, without using it (the token travels in the body, never in a URL). */
export function fetchLinkStatus(token: string): Promise<LoginLinkStatus> {
  return apiRequest('POST', '/api/auth/link-status', { token }, {}, AbortSignal.timeout(AUTH_TIMEOUT_MS));
}

export function confirmLogin(token: string): Promise<{ redirectTo: string; user: CurrentUser }> {
  return apiRequest('POST', '/api/auth/verify', { token }, {}, AbortSignal.timeout(AUTH_TIMEOUT_MS));
}

export function logout(): Promise<{ status: 'logged-out' }> {
  // API writes are JSON, even an empty one.
  return apiRequest('POST', '/api/auth/logout', {}, {}, AbortSignal.timeout(AUTH_TIMEOUT_MS));
}

export function claimAssessment(token: string, creatorSecret: string): Promise<{ status: 'claimed' }> {
  return apiRequest('POST', `/api/assessments/${encodeURIComponent(token)}/claim`, { creatorSecret }, {}, AbortSignal.timeout(AUTH_TIMEOUT_MS));
}
