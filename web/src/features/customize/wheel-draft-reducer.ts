import { WHEEL_LIMITS } from '@lifewheel/wheel';
import { defaultDraft, nextColor, pickerColorFor, type DraftDomain, type WheelDraft } from './wheel-draft.js';

export type DraftAction =
  | { type: 'wheel-name'; name: string | null }
  | { type: 'domain-name'; key: string; name: string | null }
  | { type: 'domain-color'; key: string; color: string }
  | { type: 'domain-descriptor'; key: string; descriptor: string | null }
  | { type: 'add'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'reset' }
  | { type: 'restore'; draft: WheelDraft };

const update = (draft: WheelDraft, key: string, change: (domain: DraftDomain) => DraftDomain): WheelDraft => ({
  ...draft,
  domains: draft.domains.map((domain) => (domain.key === key ? change(domain) : domain)),
});

/**
 * Every edit of the customize form. Add and Remove never cross the limits of spec section 5 (the
 * buttons are disabled there too); a restored draft may still be outside them, and then
 * validateWheel's list message says so.
 */
export function draftReducer(draft: WheelDraft, action: DraftAction): WheelDraft {
  switch (action.type) {
    case 'wheel-name':
      return { ...draft, name: action.name };
    case 'domain-name':
      return update(draft, action.key, (domain) => ({ ...domain, name: action.name, fresh: false }));
    case 'domain-color':
      return update(draft, action.key, (domain) => ({ ...domain, color: action.color, pickerColor: pickerColorFor(action.color, domain.pickerColor) }));
    case 'domain-descriptor':
      return update(draft, action.key, (domain) => ({ ...domain, descriptor: action.descriptor }));
    case 'add': {
      if (draft.domains.length >= WHEEL_LIMITS.maxDomains || draft.domains.some((domain) => domain.key === action.key)) return draft;
      const color = nextColor(draft);
      return { ...draft, domains: [...draft.domains, { key: action.key, defaultId: null, name: '', color, pickerColor: color, descriptor: '', fresh: true }] };
    }
    case 'remove':
      if (draft.domains.length <= WHEEL_LIMITS.minDomains) return draft;
      return { ...draft, domains: draft.domains.filter((domain) => domain.key !== action.key) };
    case 'reset':
      return defaultDraft();
    case 'restore':
      return action.draft;
  }
}
