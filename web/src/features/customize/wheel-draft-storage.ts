import { DEFAULT_DOMAIN_IDS, type DefaultDomainId } from '@lifewheel/wheel';
import { readStoredText, storeJson } from '../../app/browser-storage.js';
import type { DraftDomain, WheelDraft } from './wheel-draft.js';

const KEY = 'lifewheel.customizeDraft.v1';
// Far above the 12 allowed: a draft outside the limits still loads (its list message says what
// is wrong), but a tampered one cannot make the page render thousands of fields.
const MAX_STORED_DOMAINS = 24;
const MAX_TEXT = 500;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOrNull = (value: unknown): value is string | null => value === null || (typeof value === 'string' && value.length <= MAX_TEXT);

function parseDomain(value: unknown): DraftDomain | null {
  if (!isObject(value)) return null;
  const { key, defaultId, name, color, pickerColor, descriptor, fresh } = value;
  if (typeof key !== 'string' || key === '' || key.length > 64) return null;
  if (defaultId !== null && !DEFAULT_DOMAIN_IDS.includes(defaultId as DefaultDomainId)) return null;
  if (!textOrNull(name) || !textOrNull(descriptor) || typeof color !== 'string' || color.length > 20) return null;
  // Only a default area may leave its name or description to the translation.
  if (defaultId === null && (name === null || descriptor === null)) return null;
  if (typeof pickerColor !== 'string' || !/^#[0-9a-f]{6}$/.test(pickerColor)) return null;
  return { key, defaultId: defaultId as DefaultDomainId | null, name, color, pickerColor, descriptor, ...(fresh === true ? { fresh } : {}) };
}

/** Checks a stored draft field by field: anything unexpected means "no draft", never a crash. */
export function parseDraft(raw: string | null): WheelDraft | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isObject(value) || !textOrNull(value['name']) || !Array.isArray(value['domains']) || value['domains'].length > MAX_STORED_DOMAINS) return null;
    const domains = value['domains'].map(parseDomain);
    if (domains.some((domain) => domain === null)) return null;
    const keys = new Set(domains.map((domain) => domain?.key));
    if (keys.size !== domains.length) return null;
    return { name: value['name'] as string | null, domains: domains as DraftDomain[] };
  } catch {
    return null;
  }
}

/** The person's unfinished edits, so a reload (or a language switch) keeps them. */
export function loadDraft(): WheelDraft | null {
  return parseDraft(readStoredText(KEY));
}

/** Without storage editing still works, it just will not survive a reload. */
export function saveDraft(draft: WheelDraft): void {
  storeJson(KEY, draft);
}
