import type { CreatedShare, ShareExpiryDays, ShareSummary, SharedWheelView } from '@lifewheel/contracts';
import { apiRequest } from './http.js';

export const SHARE_TIMEOUT_MS = 15_000;

/** The maker's proof: the creating browser's secret (header on reads and revokes), or else the session. */
const secretHeader = (creatorSecret: string | undefined): Record<string, string> => (creatorSecret ? { 'Lifewheel-Creator-Secret': creatorSecret } : {});

const sharesPath = (token: string) => `/api/assessments/${encodeURIComponent(token)}/shares`;

export interface NewShare {
  domains: string[];
  expiresInDays: ShareExpiryDays | null;
  note: string;
}

export function createShare(token: string, creatorSecret: string | undefined, share: NewShare): Promise<CreatedShare> {
  const body = { ...share, ...(creatorSecret ? { creatorSecret } : {}), ...(share.note.trim() === '' ? { note: undefined } : {}) };
  return apiRequest('POST', sharesPath(token), body, {}, AbortSignal.timeout(SHARE_TIMEOUT_MS));
}

export function listShares(token: string, creatorSecret: string | undefined, signal?: AbortSignal): Promise<{ shares: ShareSummary[] }> {
  return apiRequest('GET', sharesPath(token), undefined, secretHeader(creatorSecret), signal);
}

export function revokeShare(token: string, creatorSecret: string | undefined, shareId: string): Promise<ShareSummary> {
  return apiRequest(
    'DELETE',
    `${sharesPath(token)}/${encodeURIComponent(shareId)}`,
    undefined,
    secretHeader(creatorSecret),
    AbortSignal.timeout(SHARE_TIMEOUT_MS),
  );
}

export function openSharedWheel(shareToken: string, signal?: AbortSignal): Promise<SharedWheelView> {
  return apiRequest('GET', `/api/shared/${encodeURIComponent(shareToken)}`, undefined, {}, signal);
}
