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
  try {
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as StoredProgress | null;
    return stored && stored.wheelSignature === wheelSignature ? stored : null;
  } catch {
    return null;
  }
}

export function saveProgress(progress: StoredProgress): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Storage full or blocked: the assessment still works, it just will not survive a reload.
  }
}

export function clearProgress(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

const SECRETS_KEY = 'lifewheel.creatorSecrets.v1';

/** The creator secret stays in the browser that made the assessment (identity issue: claiming it). */
export function rememberCreatorSecret(token: string, creatorSecret: string): void {
  try {
    const secrets = readSecrets();
    secrets[token] = creatorSecret;
    window.localStorage.setItem(SECRETS_KEY, JSON.stringify(secrets));
  } catch {
    // Without storage the assessment simply cannot be claimed later.
  }
}

function readSecrets(): Record<string, string> {
  try {
    return JSON.parse(window.localStorage.getItem(SECRETS_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** The secret this browser holds for an assessment it made, if any. */
export function creatorSecretFor(token: string): string | undefined {
  return readSecrets()[token];
}

/** Once claimed (or owned by someone), the secret is of no more use here. */
export function forgetCreatorSecret(token: string): void {
  try {
    const secrets = readSecrets();
    delete secrets[token];
    window.localStorage.setItem(SECRETS_KEY, JSON.stringify(secrets));
  } catch {
    // Nothing to forget.
  }
}
