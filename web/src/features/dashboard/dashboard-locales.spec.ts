import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/locales/en/index.js';
import { LANGUAGES } from '../../i18n/languages.js';
import type { LanguageBundle } from '../../i18n/translation.js';
import { leaves, placeholders, type TextTree } from '../../i18n/checks/text-tree.js';

// bundles.spec.ts still lets the dashboard namespace fall back to English (keys other pages add
// there are not translated yet), but the dashboard itself is translated everywhere: each language
// has every English key of it, with the same placeholders, and none left in English.
// "Area" is the word in Italian, Indonesian and Filipino too.
const SAME_IN_SOME = new Set(['changes.domain']);
const bundles = import.meta.glob<{ bundle: LanguageBundle }>(['../../i18n/locales/*/index.ts', '!../../i18n/locales/en/index.ts'], { eager: true });

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s dashboard', (language) => {
  const bundle = bundles[`../../i18n/locales/${language}/index.ts`]?.bundle;

  it('translates every text', () => {
    const english = leaves(en.dashboard as unknown as TextTree);
    const texts = leaves((bundle?.dashboard ?? {}) as unknown as TextTree);
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of texts) {
      expect(placeholders(text), path).toEqual(placeholders(english.get(path)!));
      expect(text === english.get(path) && text.length > 3 && !SAME_IN_SOME.has(path), `${path} left in English`).toBe(false);
    }
  });
});
