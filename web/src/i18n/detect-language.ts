import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.js';

/** Where the visitor's choice (the switcher) or the last detection is kept. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

// Browser tags that name a supported language in another way.
const ALIASES: Record<string, Language> = {
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  tl: 'fil',
  in: 'id',
};

/** The supported language a browser tag such as `pt-br`, `zh-Hant-TW` or `es-419` stands for. */
export function matchLanguage(tag: string): Language | undefined {
  const lower = tag.trim().toLowerCase();
  const exact = [...new Set([lower, lower.split('-').slice(0, 2).join('-')])];
  for (const candidate of exact) {
    const supported = supportedSpelling(candidate);
    if (supported) return supported;
    if (ALIASES[candidate]) return ALIASES[candidate];
  }
  const base = lower.split('-')[0] ?? '';
  return supportedSpelling(base) ?? ALIASES[base];
}

function supportedSpelling(lower: string): Language | undefined {
  const [language = '', region] = lower.split('-');
  const spelled = region ? `${language}-${region.toUpperCase()}` : language;
  return isLanguage(spelled) ? spelled : undefined;
}

/**
 * Spec section 9's detection order: the stored choice, then the browser's languages, then the
 * page's language. Decides only what the switcher proposes; the URL decides what is shown.
 */
export function detectLanguage(stored: string | null, browser: readonly string[], page: Language): Language {
  if (stored && isLanguage(stored)) return stored;
  for (const tag of browser) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return page ?? DEFAULT_LANGUAGE;
}
