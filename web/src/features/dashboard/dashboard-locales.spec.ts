import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/locales/en/index.js';
import { LANGUAGES } from '../../i18n/languages.js';
import type { LanguageBundle } from '../../i18n/translation.js';
import { leaves, placeholders, type TextTree } from '../../i18n/checks/text-tree.js';

// The dashboard namespace may still fall back to English as a whole (bundles.spec.ts), but its
// history, comparison and trends are translated everywhere: each language has every one of their
// English keys, with the same placeholders, and none left in English.
const SECTIONS = ['history', 'compare', 'trends'] as const;
const bundles = import.meta.glob<{ bundle: LanguageBundle }>(['../../i18n/locales/*/index.ts', '!../../i18n/locales/en/index.ts'], { eager: true });

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s dashboard history, comparison and trends', (language) => {
  const bundle = bundles[`../../i18n/locales/${language}/index.ts`]?.bundle;

  it.each(SECTIONS)('translates every text of %s', (section) => {
    const english = leaves(en.dashboard[section] as unknown as TextTree);
    const texts = leaves((bundle?.dashboard?.[section] ?? {}) as unknown as TextTree);
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of texts) {
      expect(placeholders(text), path).toEqual(placeholders(english.get(path)!));
      expect(text === english.get(path) && text.length > 3, `${path} left in English`).toBe(false);
    }
  });
});
