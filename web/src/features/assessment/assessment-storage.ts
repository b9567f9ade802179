import { readStoredJson, removeStored, storeJson } from '../../app/browser-storage.js';
import type { Answers } from './assessment-state.js';

const KEY = 'lifewheel.assessmentProgress.v1';

export interface StoredProgress {
  /** Which wheel the answers belong to: a custom wheel's answers never leak into the default one. */
  wheelSignature: string;
  answers: Answers;
  step: number;
  /** One key per attempt: every retry of the save sends it, so no second assessment appears. */
  idempotencyKey: string;
  startedAt: number;
}

export function loadProgress(wheelSignature: string): StoredProgress | null {
  const stored = readStoredJson(KEY) as StoredProgress | null;
  return stored?.wheelSignature === wheelSignature ? stored : null;
}

/** Without storage the assessment still works, it just will not survive a reload. */
export function saveProgress(progress: StoredProgress): void {
  storeJson(KEY, progress);
}

export function clearProgress(): void {
  removeStored(KEY);
}

const SECRETS_KEY = 'lifewheel.creatorSecrets.v1';

/**
 * The creator secret stays in the browser that made the assessment (identity issue: claiming it).
 * Without storage the assessment simply cannot be claimed later.
 */
export function rememberCreatorSecret(token: string, creatorSecret: string): void {
  storeJson(SECRETS_KEY, { ...readSecrets(), [token]: creatorSecret });
}

function readSecrets(): Record<string, string> {
  const stored = readStoredJson(SECRETS_KEY);
  return typeof stored === 'object' && stored !== null ? (stored as Record<string, string>) : {};
}

/** The secret this browser holds for an assessment it made, if any. */
export function creatorSecretFor(token: string): string | undefined {
  return readSecrets()[token];
}

/** Once claimed (or owned by someone), the secret is of no more use here. */
export function forgetCreatorSecret(token: string): void {
  const secrets = readSecrets();
  delete secrets[token];
  storeJson(SECRETS_KEY, secrets);
}
