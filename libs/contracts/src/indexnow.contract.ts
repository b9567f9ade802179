// IndexNow (issue 18): the key's rules, the answers the protocol knows, the worker's jobs and the
// /admin-indexnow APIs. The worker owns all of it (design.md section 10).
import { z } from 'zod';
import type { EmailRecipientSecrets, Sealed } from './email-jobs.contract.js';
import { keyedRules } from './keyed-message.js';

/** indexnow.org: 8 to 128 characters of a-z, A-Z, 0-9 and `-`. */
export const INDEXNOW_KEY_PATTERN = /^[a-zA-Z0-9-]{8,128}$/;
export const isValidIndexNowKey = (key: string): boolean => INDEXNOW_KEY_PATTERN.test(key);
export const INDEXNOW_KEY_HINT = '8 to 128 characters of a-z, A-Z, 0-9 and -';

export const DEFAULT_INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow';
/** The protocol's limit of URLs per request. */
export const INDEXNOW_MAX_BATCH = 10_000;

/**
 * What the build writes beside the sitemap (web/dist): every URL the sitemap lists, as a path, with
 * a hash of what the page says. The worker diffs these hashes against its last accepted ones.
 */
export const INDEXNOW_PAGES_FILE = 'indexnow-pages.json';
export interface IndexNowPage {
  path: string;
  hash: string;
}

/** Every answer the protocol documents, with its meaning as the admin page shows it. */
export const INDEXNOW_ANSWERS: Record<number, string> = {
  200: 'received',
  202: 'accepted, key validation pending',
  400: 'bad request',
  403: 'key not valid',
  422: 'URLs not of this host, or key format',
  429: 'too many requests',
};
export function indexNowAnswerMeaning(code: number | null): string {
  if (code === null) return 'no answer (network error)';
  return INDEXNOW_ANSWERS[code] ?? (code >= 500 ? 'server error' : 'unexpected answer');
}
/** A URL counts as submitted only after one of these. */
export const isAcceptedAnswer = (code: number | null) => code === 200 || code === 202;
/** Never retried: recorded and alerted. */
export const isRejectedAnswer = (code: number | null) => code === 400 || code === 403 || code === 422;

export type IndexNowTrigger = 'start' | 'admin' | 'retry';
export type IndexNowJobKind = 'changed' | 'url' | 'all';

/** The worker's IndexNow jobs (QueueName.IndexNow). */
export interface IndexNowSubmitJob {
  trigger: 'start' | 'admin';
  /** The admin who asked (a user id from the verified principal), when trigger is admin. */
  actorUserId?: string;
}
export interface IndexNowSubmitUrlJob extends IndexNowSubmitJob {
  path: string;
}
/** A batch answered 429 or 5xx (or nothing): sent again once its wait is over. */
export interface IndexNowRetryBatchJob {
  batchId: string;
}

export interface IndexNowAlertEmailJob {
  rule: 'rejected-batches' | 'too-many-requests';
  /** The latest answer code and when the condition began (ISO). */
  lastCode: number | null;
  since: string;
  endpoint: string;
  secrets: Sealed<EmailRecipientSecrets>;
}

// --- /admin-indexnow ---

export interface IndexNowKeyStatus {
  configured: boolean;
  /** The key file's address under PUBLIC_URL (the key is public by design: engines fetch it). */
  keyLocation: string | null;
  endpoint: string;
  selfTest: {
    passed: boolean;
    status: number | null;
    contentType: string | null;
    bodyMatches: boolean;
    /** Why it failed, in English for the page. */
    problem: string | null;
  };
}

export interface IndexNowPendingUrl {
  url: string;
  lastAcceptedAt: string | null;
}
export interface IndexNowPending {
  total: number;
  urls: IndexNowPendingUrl[];
  /** Dry run: the batches "submit changed" would send now. */
  batches: { host: string; count: number; first: string; last: string }[];
}

export interface IndexNowAttemptView {
  id: string;
  batchId: string;
  at: string;
  trigger: IndexNowTrigger;
  kind: IndexNowJobKind;
  actorUserId: string | null;
  /** Looked up in identity by the gateway as the history is read (never stored with the batch). */
  actorEmail?: string | null;
  urlCount: number;
  endpoint: string;
  status: number | null;
  meaning: string;
  latencyMs: number;
}
export interface IndexNowHistory {
  attempts: IndexNowAttemptView[];
  urls: { url: string; lastAcceptedAt: string | null }[];
}

export const INDEXNOW_MESSAGES = {
  pathRequired: 'Give one page the sitemap lists, as a path (/fr/assessment) or a full URL of this site',
  pathNotListed: 'This path is not a page the sitemap lists; only those are submitted',
  confirmRequired: 'Submitting everything needs a confirmation (confirm: true)',
} as const;
const rule = keyedRules(INDEXNOW_MESSAGES);

export const submitIndexNowUrlSchema = z.object({
  path: z.string(rule('pathRequired')).trim().min(1, rule('pathRequired')).max(2000, rule('pathRequired')),
});

export const submitIndexNowAllSchema = z.object({
  confirm: z.literal(true, rule('confirmRequired')),
});

export type IndexNowActionResult = { status: 'queued'; jobId: string };
